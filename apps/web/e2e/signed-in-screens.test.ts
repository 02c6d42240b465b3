// The signed-in screens as each role finds them in a browser: status badges are never cut short, on
// a laptop or a phone; dates and times are Hong Kong's, whatever the browser's time zone; long text
// shows a counter. (Another role's page drawn as not found in the visitor's own layout, an area's
// bare address, and a name set apart from the Chinese around it in every page's headings, are the
// page tier's: apps/web/pages/guards.test.ts and page-titles.test.ts.)
import { HONG_KONG_TIME_ZONE, hongKongDate } from '@fis/shared/hong-kong-time';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, companies, interviews, jobs, users } from '../../api/src/db/schema.js';
import { seedDemoData } from '../../api/src/seed/demo-data.js';
import { type Platform, resizeTo, startPlatform } from './harness.js';
import { signedInPage } from './test-data.js';

const CANDIDATE = 'li.xiaoming@student.demo';
const COMPANY = 'hr@novapay.demo';

let p: Platform;
let novaPayJob = '';
let englishJob = { id: '', positionName: '' };
beforeAll(async () => {
  p = await startPlatform();
  await seedDemoData(p.app.services);
  await p.app.db.update(users).set({ isFirstLogin: false }).where(eq(users.email, CANDIDATE));
  const [newest] = await p.app.db
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(users, and(eq(users.id, companies.userId), eq(users.email, COMPANY)))
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(1);
  novaPayJob = newest?.id ?? '';
  // A job with an English title that Li has not applied to.
  const applied = await p.app.db
    .select({ jobId: applications.jobId })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.candidateId))
    .where(eq(users.email, CANDIDATE));
  const all = await p.app.db.select({ id: jobs.id, positionName: jobs.positionName }).from(jobs);
  const english = all.find((j) => /^[\x20-\x7e]+$/.test(j.positionName) && !applied.some((a) => a.jobId === j.id));
  if (!english) throw new Error('no demo job with an English title');
  englishJob = english;
});
afterAll(() => p?.close());

/** A page signed in as the account, through a session the API issued (the sign-in forms have their own tests). */
const signedIn = (email: string, options: Parameters<Platform['newPage']>[0] = {}) => signedInPage(p, email, options);

/** Badges on the page whose label does not fit (the text is cut short with an ellipsis). */
function cutBadges(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Badge-root')]
      .filter((badge) => {
        const label = badge.querySelector<HTMLElement>('.mantine-Badge-label') ?? badge;
        return label.scrollWidth > label.clientWidth + 0.5 || badge.scrollWidth > badge.clientWidth + 0.5;
      })
      .map((badge) => badge.innerText),
  );
}

describe('status badges', () => {
  it('are never cut short on the company job list, a job’s candidates and the candidate’s applications, at 1366 px and 390 px', async () => {
    const cut: string[] = [];
    for (const lang of ['en', 'zh']) {
      const company = await signedIn(COMPANY, { lang, width: 1366 });
      const candidate = await signedIn(CANDIDATE, { lang, width: 1366 });
      const visits: [Page, string][] = [
        [company.page, '/company/job-list'],
        [company.page, `/company/job/${novaPayJob}/candidates`],
        [company.page, '/company/candidates'],
        [candidate.page, '/candidate/applications'],
        [candidate.page, '/candidate/dashboard'],
      ];
      for (const [page, path] of visits) {
        await page.goto(path);
        // Each page as a laptop draws it, then as a phone does (a list's rows as cards).
        for (const width of [1366, 390]) {
          await resizeTo(page, width);
          await page.locator('.mantine-Badge-root').first().waitFor();
          for (const text of await cutBadges(page)) cut.push(`${lang} ${width}px ${path}: ${text}`);
        }
        await resizeTo(page, 1366);
      }
      await company.context.close();
      await candidate.context.close();
    }
    expect(cut).toEqual([]);
  }, 180_000);
});

describe('dates and times', () => {
  it("are Hong Kong's on company and candidate pages in a browser in Los Angeles, a time of day labelled HKT", async () => {
    // Yesterday 18:30 UTC: already today, 02:30, in Hong Kong; still yesterday morning in Los Angeles.
    const posted = new Date();
    posted.setUTCDate(posted.getUTCDate() - 1);
    posted.setUTCHours(18, 30, 0, 0);
    const inHongKong = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-HK', { timeZone: HONG_KONG_TIME_ZONE, ...options }).format(posted);
    const hongKongDay = hongKongDate(posted);
    const losAngelesDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(posted);
    expect(hongKongDay).not.toBe(losAngelesDay);
    const [job] = await p.app.db
      .update(jobs)
      .set({ postedAt: posted, createdAt: posted })
      .where(eq(jobs.id, novaPayJob))
      .returning({ positionName: jobs.positionName });
    // Li's interview for that job: 16 January 2027, 02:00 in Hong Kong; 15 January, 10:00 in Los Angeles.
    await p.app.db
      .update(interviews)
      .set({ startsAt: new Date('2027-01-15T18:00:00Z') })
      .where(
        and(
          isNull(interviews.cancelledAt),
          inArray(
            interviews.applicationId,
            p.app.db.select({ id: applications.id }).from(applications).where(eq(applications.jobId, novaPayJob)),
          ),
        ),
      );
    const interviewAt = /16 Jan 2027, 2:00\s?am HKT/i;
    const away = { lang: 'en', timezoneId: 'America/Los_Angeles' };

    const company = await signedIn(COMPANY, away);
    const page = company.page;
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/Los_Angeles');
    await page.goto('/company/job-list');
    const row = page.getByRole('row').filter({ hasText: job?.positionName ?? '' });
    await row.getByText(inHongKong({ dateStyle: 'medium' }), { exact: true }).waitFor();
    // The company area writes a date one way, the job's page's: never 2026-11-29 beside 7 Feb 2027.
    for (const path of ['/company/job-list', '/company/candidates', `/company/job/${novaPayJob}/candidates`]) {
      await page.goto(path);
      await page.getByRole('row').nth(1).waitFor();
      await expect.poll(() => page.locator('[data-skeleton]').count()).toBe(0);
      expect(await page.locator('main').innerText(), path).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    }
    await page.goto(`/company/job/${novaPayJob}`);
    // The job's page writes its posting day out.
    await page.getByText(inHongKong({ dateStyle: 'medium' }), { exact: true }).waitFor();
    await page.getByText(new RegExp(`^${inHongKong({ dateStyle: 'medium' })}, 2:30\\s?am HKT$`, 'i')).waitFor();
    for (const path of ['/company/dashboard', '/company/interviews']) {
      await page.goto(path);
      await page.getByText(interviewAt).first().waitFor();
    }
    // In Chinese, the zone in words (the language as the switcher keeps it, the server reading its cookie).
    await page.evaluate(() => window.localStorage.setItem('i18nextLng', 'zh'));
    await page.context().addCookies([{ name: 'lng', value: 'zh', url: p.url }]);
    await page.goto('/company/dashboard');
    await page
      .getByText(/2027年1月16日.*2:00（香港時間）/)
      .first()
      .waitFor();
    await company.context.close();

    const candidate = await signedIn(CANDIDATE, away);
    for (const path of ['/candidate/dashboard', '/candidate/interviews']) {
      await candidate.page.goto(path);
      await candidate.page.getByText(interviewAt).first().waitFor();
    }
    await candidate.page.goto(`/candidate/job-detail/${novaPayJob}`);
    await candidate.page.getByText(new RegExp(`^${inHongKong({ dateStyle: 'medium' })} \\(`)).waitFor();
    await candidate.context.close();
  });
});

/** The counter an input is described by, and what it says. */
async function counterOf(page: Page, field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.find((text) => /characters$/.test(text)) ?? '';
}

describe('long text', () => {
  it('shows a counter and the limit before it, and cuts nothing past it', async () => {
    const candidate = await signedIn(CANDIDATE, { lang: 'en' });
    const page = candidate.page;
    await page.goto(`/candidate/apply-job/${englishJob.id}`);
    const pitch = page.getByRole('textbox', { name: 'Why you? (optional)' });
    await pitch.waitFor();
    expect(await counterOf(page, pitch)).toBe('0 / 2,000 characters');
    await pitch.fill('a'.repeat(1_900));
    expect(await counterOf(page, pitch)).toBe('1,900 / 2,000 characters');
    await page.getByText('Close to the limit of 2,000 characters').waitFor();
    // A paste longer than the limit stays whole; the field says it is too long.
    await pitch.fill('b'.repeat(2_050));
    expect((await pitch.inputValue()).length).toBe(2_050);
    expect(await counterOf(page, pitch)).toBe('2,050 / 2,000 characters');
    await page.getByText('Longer than the limit of 2,000 characters').waitFor();
    await page.getByText('This text is too long').waitFor();
    expect(await pitch.getAttribute('aria-invalid')).toBe('true');

    await page.goto('/candidate/profile');
    const introduction = page.getByRole('textbox', { name: 'Self introduction' });
    await introduction.waitFor();
    expect(await counterOf(page, introduction)).toMatch(/^[\d,]+ \/ 5,000 characters$/);
    await candidate.context.close();

    const company = await signedIn(COMPANY, { lang: 'zh' });
    await company.page.goto('/company/create-job');
    const title = company.page.locator('input[name="positionName"]');
    await title.waitFor();
    await title.fill('職'.repeat(210));
    expect((await title.inputValue()).length).toBe(210);
    const ids = ((await title.getAttribute('aria-describedby')) ?? '').split(/\s+/);
    const described = await Promise.all(ids.map((id) => company.page.locator(`[id="${id}"]`).innerText()));
    expect(described).toContain('210 / 200 字');
    expect(described).toContain('內容過長');
    await company.context.close();
  });
});

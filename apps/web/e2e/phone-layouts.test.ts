// The screens people fill in or read through on a phone, at 375 × 740 px: the create-profile
// steps, the education and experience dialogs, the company's candidates and one candidate's page.
// Nothing is wider than the screen, nor cut off at its edge, even a word longer than the screen
// (a list becomes cards, a table scrolls in its own box), and the buttons of each screen are on it;
// a list whose rows are ticked has its select-all above the cards.
import { ApprovalStatus } from '@fis/shared/enums';
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateEducation,
  candidateExperience,
  candidateProfiles,
  companies,
  jobs,
  users,
} from '../../api/src/db/schema.js';
import { DEMO_PASSWORD, seedDemoData } from '../../api/src/seed/demo-data.js';
import { type Platform, signInWithPassword, startPlatform } from './harness.js';

const PHONE = { width: 375, height: 740 };
// Demo people: a candidate still on the first-login step, one with a profile, an applicant of the
// company's (two applications), and the company.
const NEW_CANDIDATE = 'li.xiaoming@student.demo';
const CANDIDATE = 'chan.taiman@student.demo';
const APPLICANT = 'wong.kayan@student.demo';
const COMPANY = 'hr@novapay.demo';

let p: Platform;
/** A word wider than a phone, as people do write them: a long name, a skill, a URL. */
const LONG = 'InternationalFinancialReportingStandardsAndBlockchainSettlement';

let applicantId = '';
beforeAll(async () => {
  p = await startPlatform();
  await seedDemoData(p.app.services);
  await p.app.db.update(users).set({ isFirstLogin: true }).where(eq(users.email, NEW_CANDIDATE));
  await p.app.db.update(users).set({ isFirstLogin: false }).where(eq(users.email, CANDIDATE));
  for (const email of [CANDIDATE, APPLICANT]) {
    const [user] = await p.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const userId = user?.id ?? '';
    if (email === APPLICANT) applicantId = userId;
    await p.app.db
      .update(candidateProfiles)
      .set({ englishName: `Wong ${LONG}`, skills: [LONG, 'SQL'] })
      .where(eq(candidateProfiles.userId, userId));
    await p.app.db
      .update(candidateEducation)
      .set({ programme: `BBA ${LONG}`, faculty: LONG })
      .where(eq(candidateEducation.userId, userId));
    await p.app.db.insert(candidateExperience).values({
      userId,
      company: LONG,
      jobTitle: `Intern ${LONG}`,
      location: LONG,
      startDate: '2025-06-01',
      description: `https://example.com/${LONG}`,
    });
  }
});
afterAll(() => p?.close());

/**
 * What makes the page wider than the screen, and what of the page or an open dialog reaches past
 * the screen's right edge (a card that hides what overflows it keeps the page narrow, but cuts its
 * text and buttons off). A box that scrolls sideways on purpose (a wide table) is left to scroll.
 */
async function pastTheEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const found: string[] = [];
    if (root.scrollWidth > root.clientWidth) found.push(`the page: ${root.scrollWidth}px > ${root.clientWidth}px`);
    const scrollsSideways = (element: Element) => {
      for (let e = element.parentElement; e; e = e.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(e).overflowX)) return true;
      }
      return false;
    };
    for (const element of document.querySelectorAll('main *, [role="dialog"] *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= root.clientWidth + 1 || scrollsSideways(element))
        continue;
      found.push(`${element.tagName} "${(element.textContent ?? '').slice(0, 40)}" ends at ${Math.round(box.right)}px`);
    }
    return found;
  });
}

/** The button is on the screen, from its left edge to its right, once scrolled to. */
async function onScreen(button: Locator) {
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
}

async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect.poll(() => page.locator('[data-skeleton], [aria-busy="true"], .mantine-Loader-root').count()).toBe(0);
}

async function signInCandidate(page: Page, email: string) {
  await signInWithPassword(page, email, DEMO_PASSWORD);
}

async function signInCompany(page: Page) {
  await page.goto('/sign-in?type=company');
  await page.locator('input[name="identifier"]').fill(COMPANY);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect.poll(async () => (await p.lastEmailTo(COMPANY))?.textBody ?? '').toMatch(/\b\d{6}\b/);
  const code = /\b(\d{6})\b/.exec((await p.lastEmailTo(COMPANY))?.textBody ?? '')?.[1] ?? '';
  await page.locator('input[name="code"]').fill(code);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL('**/company/dashboard');
}

describe('a 375 px phone', () => {
  it('fits the create-profile steps, each with its way on', async () => {
    const { page, context } = await p.newPage({ lang: 'en', ...PHONE });
    await signInCandidate(page, NEW_CANDIDATE);
    await page.waitForURL('**/create-profile');
    await settled(page);
    expect(await pastTheEdge(page), 'about').toEqual([]);
    await onScreen(page.getByRole('button', { name: 'Skip for now' }));
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByLabel('Programme').first().waitFor();
    expect(await pastTheEdge(page), 'studies').toEqual([]);
    await onScreen(page.getByRole('button', { name: 'Next', exact: true }));
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await onScreen(page.getByRole('button', { name: 'Finish' }));
    expect(await pastTheEdge(page), 'resume').toEqual([]);
    await context.close();
  });

  it('fits the education and experience dialogs, save and cancel on the screen', async () => {
    const { page, context } = await p.newPage({ lang: 'zh', ...PHONE });
    await signInCandidate(page, CANDIDATE);
    await page.waitForURL('**/candidate/dashboard');
    await page.goto('/candidate/profile');
    await settled(page);
    expect(await pastTheEdge(page), 'profile').toEqual([]);
    for (const [add, field, required] of [
      // Institution, level, programme, graduation year; company, title, start and end date.
      ['新增教育背景', '修讀課程', 4],
      ['新增工作經驗', '開始日期', 4],
    ] as const) {
      await page.getByRole('button', { name: add }).click();
      const dialog = page.getByRole('dialog', { name: add });
      await dialog.getByLabel(field).first().waitFor();
      // The fields that must be filled say so, as on every other form.
      expect(await dialog.locator('input[required]').count(), add).toBe(required);
      expect(await pastTheEdge(page), add).toEqual([]);
      await onScreen(dialog.getByRole('button', { name: '儲存' }));
      await onScreen(dialog.getByRole('button', { name: '取消' }));
      await dialog.getByRole('button', { name: '取消' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await context.close();
  });

  it('fits the application form, the phone prefix beside its number', async () => {
    const [job] = await p.app.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.approvalStatus, ApprovalStatus.APPROVED))
      .limit(1);
    const { page, context } = await p.newPage({ lang: 'en', ...PHONE });
    await signInCandidate(page, CANDIDATE);
    await page.waitForURL('**/candidate/dashboard');
    await page.goto(`/candidate/apply-job/${job?.id}`);
    await settled(page);
    expect(await pastTheEdge(page), 'apply').toEqual([]);
    const prefix = await page
      .getByRole('textbox', { name: /^Phone prefix/ })
      .or(page.getByRole('combobox', { name: /^Phone prefix/ }))
      .boundingBox();
    const number = await page.locator('input[name="phoneNumber"]').boundingBox();
    expect(prefix && number && Math.abs(prefix.y - number.y) < 1 && prefix.x + prefix.width < number.x).toBe(true);
    await onScreen(page.getByRole('button', { name: 'Submit application' }));
    await context.close();
  });

  it("fits the company's candidates and one candidate's page, their actions on the screen", async () => {
    const { page, context } = await p.newPage({ lang: 'en', ...PHONE });
    await signInCompany(page);
    await page.goto('/company/candidates');
    await settled(page);
    expect(await pastTheEdge(page), 'candidates').toEqual([]);
    await onScreen(page.getByRole('button', { name: /^Open application: / }).first());
    await onScreen(page.getByRole('button', { name: 'Export CSV' }));

    // A job's candidates: each one a card, its stage and every action on the screen, none of
    // them in a box scrolled sideways.
    await page.goto('/company/job-list');
    await page
      .getByRole('link', { name: /^Candidates for / })
      .first()
      .click();
    await page.waitForURL('**/candidates');
    await settled(page);
    expect(await pastTheEdge(page), 'job candidates').toEqual([]);
    expect(await page.locator('main table').count(), 'a table on a phone').toBe(0);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^View: / }) })
      .first();
    await onScreen(card.getByText(/^Stage:/));
    await onScreen(card.locator('.mantine-Badge-root').first());
    for (const button of await card.getByRole('button').all()) await onScreen(button);

    // Every card ticked at once, from the keyboard, by a box named for what it does (no header
    // row says so on a phone); and unticked again.
    const rowBoxes = page.getByRole('listitem').getByRole('checkbox', { name: /^Select / });
    const selectAll = page.getByRole('checkbox', { name: 'Select every candidate on this page' });
    expect(await rowBoxes.count()).toBeGreaterThan(0);
    await onScreen(selectAll);
    expect(await page.getByText('Select every candidate on this page', { exact: true }).isVisible()).toBe(true);
    await selectAll.focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => rowBoxes.evaluateAll((boxes) => boxes.every((b) => (b as HTMLInputElement).checked)))
      .toBe(true);
    await page.getByText(`Selected: ${await rowBoxes.count()}`).waitFor();
    await page.keyboard.press('Space');
    await expect
      .poll(() => rowBoxes.evaluateAll((boxes) => boxes.some((b) => (b as HTMLInputElement).checked)))
      .toBe(false);

    // One of its jobs: the facts two by two, not one long column.
    const [novapay] = await p.app.db
      .select({ id: companies.id })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(eq(users.email, COMPANY));
    const [job] = await p.app.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.companyId, novapay?.id ?? ''))
      .limit(1);
    await page.goto(`/company/job/${job?.id}`);
    await settled(page);
    expect(await pastTheEdge(page), 'job').toEqual([]);
    const [first, second] = await Promise.all(
      ['Job function', 'Job mode'].map((label) => page.getByText(label, { exact: true }).boundingBox()),
    );
    expect(first && second && Math.abs(first.y - second.y) < 1 && first.x < second.x).toBe(true);

    await page.goto(`/company/candidate/${applicantId}`);
    await settled(page);
    expect(await pastTheEdge(page), 'candidate').toEqual([]);
    await onScreen(page.getByRole('button', { name: /^Open application: / }).first());

    // A new job's actions: one full-width button under another, posting last (not two on a line
    // and the third wrapped below them).
    await page.goto('/company/create-job');
    await settled(page);
    expect(await pastTheEdge(page), 'create job').toEqual([]);
    const actions = await Promise.all(
      [
        page.getByRole('link', { name: 'Cancel' }),
        page.getByRole('button', { name: 'Save draft' }),
        page.getByRole('button', { name: 'Post the job' }),
      ].map(async (action) => {
        await action.scrollIntoViewIfNeeded();
        return action.boundingBox();
      }),
    );
    const [cancel, draft, post] = actions;
    expect(cancel && draft && post).toBeTruthy();
    if (cancel && draft && post) {
      expect(cancel.y < draft.y && draft.y < post.y).toBe(true);
      for (const box of [draft, post]) expect(Math.abs(box.width - cancel.width)).toBeLessThan(1);
    }
    await context.close();
  });
});

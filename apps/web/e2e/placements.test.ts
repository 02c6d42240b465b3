// Placements in the browser (issue 25, docs/decisions/041). A candidate accepts an offer and the
// company's list shows the placement without a reload; the company proposes today as the start
// date and the intern's card asks for the agreement live, which the intern gives; the company asks
// for an extension; the office's refusal without a reason is refused beside the field, and its
// approval moves the end date; the company records an early end behind a question, and the intern
// reads it live. Then each page in en, zh and cn at phone width, and in en at desktop width too (axe
// on every page).
import { Stage } from '@fis/shared/application-stages';
import { placementEndDate } from '@fis/shared/placement-rules';
import { eq } from 'drizzle-orm';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, placements } from '../../api/src/db/schema.js';
import { createAdminAccount } from '../../api/src/modules/admin/create-admin.js';
import {
  describedError,
  PASSWORD,
  type Platform,
  resizeTo,
  socketOpened,
  startPlatform,
  uniqueEmail,
} from './harness.js';
import {
  apiAs,
  companyEmailOf,
  insertApplication,
  insertCandidate,
  insertCompany,
  moveApplicationAs,
  signedInPage,
  visibleJob,
} from './test-data.js';
import { dateIn, hongKongDayFromToday } from './test-rounds.js';

const COMPANY = 'Placement Pay Ltd';

let p: Platform;
let adminEmail: string;
let companyEmail: string;
let companyId: string;
let jobId: string;

beforeAll(async () => {
  p = await startPlatform();
  adminEmail = uniqueEmail('office');
  await createAdminAccount(p.app.services, { email: adminEmail, password: PASSWORD });
  companyId = await insertCompany(p, { companyName: COMPANY });
  companyEmail = await companyEmailOf(p, companyId);
  const [job] = await p.app.db
    .insert(jobs)
    .values(visibleJob(companyId, { positionName: 'Placement Analyst' }))
    .returning({ id: jobs.id });
  jobId = job?.id ?? '';
});
afterAll(() => p?.close());

/** A candidate whose application is screened, its confirmations given: the company may offer. */
async function screenedApplication(email: string): Promise<string> {
  return insertApplication(p, { jobId, companyId, candidateId: await insertCandidate(p, email) });
}

/** The company's offer and the candidate's accept, through the API. */
async function hire(applicationId: string, candidateEmail: string) {
  expect(await moveApplicationAs(p, companyEmail, applicationId, Stage.OFFERED)).toBe(200);
  expect(await moveApplicationAs(p, candidateEmail, applicationId, Stage.HIRED)).toBe(200);
}

/** The value a list of facts gives for a term ("End date"). */
const fact = (scope: Locator, term: string) =>
  scope.locator(`xpath=.//dt[normalize-space()="${term}:"]/following-sibling::dd[1]`).textContent();

describe('placements', () => {
  it('follows a placement from the accepted offer to its early end, each side live', async () => {
    const internEmail = uniqueEmail('intern');
    const applicationId = await screenedApplication(internEmail);
    const today = hongKongDayFromToday(0);

    // The company's list, empty until the candidate accepts the offer; then the placement comes live.
    const company = await signedInPage(p, companyEmail, { lang: 'en' });
    const companyPage = company.page;
    let opened = socketOpened(companyPage);
    await companyPage.goto('/company/dashboard');
    await companyPage.getByRole('navigation').getByRole('link', { name: 'Placements' }).click();
    await companyPage.getByRole('heading', { name: 'Placements', level: 1 }).waitFor();
    await companyPage.getByText('No placement yet').waitFor();
    await opened;
    await hire(applicationId, internEmail);
    const row = companyPage.getByRole('row', { name: /Chan Tai Man/ });
    await row.waitFor();
    for (const text of ['Placement Analyst', 'Hong Kong', 'Awaiting a start date', '2 months', 'HKD 12,000']) {
      expect(await row.textContent(), text).toContain(text);
    }

    // The intern's card: the company will propose a start date; nothing to agree to yet.
    const intern = await signedInPage(p, internEmail, { lang: 'en' });
    const internPage = intern.page;
    opened = socketOpened(internPage);
    await internPage.goto('/candidate/dashboard');
    await internPage.getByRole('navigation').getByRole('link', { name: 'My placements' }).click();
    const card = internPage.getByRole('article', { name: `Placement Analyst at ${COMPANY}` });
    await card.getByText('The company will propose a start date.', { exact: false }).waitFor();
    expect(await card.getByRole('button', { name: 'Agree to these dates' }).count()).toBe(0);
    await card.getByRole('region', { name: 'Allowance' }).getByText('HKD 12,000', { exact: true }).waitFor();
    await opened;

    // The company proposes today: the end date follows as it is typed.
    await row.getByRole('link', { name: 'Chan Tai Man', exact: true }).click();
    await companyPage.getByRole('heading', { name: 'Placement of Chan Tai Man', level: 1 }).waitFor();
    const facts = companyPage.getByRole('region', { name: 'Placement', exact: true });
    expect(await facts.getByText('Awaiting a start date').count()).toBe(1);
    expect(await companyPage.getByRole('button', { name: 'Ask the scheme office' }).count()).toBe(0);
    const endIn2 = await dateIn(companyPage, placementEndDate(today, 2), 'en');
    await companyPage.getByLabel('Start date').fill(today);
    await companyPage.getByText(`The placement would end on ${endIn2} (2 months).`).waitFor();
    await companyPage.getByRole('button', { name: 'Propose this start date' }).click();
    await facts.getByText("Awaiting the intern's agreement").waitFor();
    expect(await fact(facts, 'End date')).toBe(endIn2);

    // The intern's card asks for the agreement without a reload; agreed, the placement is ongoing.
    const agree = card.getByRole('button', { name: 'Agree to these dates' });
    await agree.waitFor();
    expect(await fact(card, 'Start date')).toBe(await dateIn(internPage, today, 'en'));
    await agree.click();
    await card.getByText('Ongoing', { exact: true }).first().waitFor();
    await agree.waitFor({ state: 'detached' });

    // The company's page follows; it asks for two more months, which the round allows (2 of 6).
    await facts.getByText('Ongoing', { exact: true }).waitFor();
    const months = companyPage.getByRole('textbox', { name: 'More months' });
    await companyPage
      .getByText('Up to 4 more months: the round allows 6 months in all, and this placement has 2 months.')
      .waitFor();
    await months.fill('2');
    await companyPage.getByRole('textbox', { name: 'Reason' }).first().fill('The payments project runs longer.');
    await companyPage.getByRole('button', { name: 'Ask the scheme office' }).click();
    await companyPage.getByText('An extension of 2 months is waiting for the scheme office.').waitFor();
    const history = companyPage.getByRole('region', { name: 'Extensions' });
    await history.getByText('Waiting for the scheme office').waitFor();
    expect(await companyPage.getByRole('button', { name: 'Ask the scheme office' }).count()).toBe(0);

    // The office finds it by its waiting extension. Refused without a reason: the error is beside the field.
    const office = await signedInPage(p, adminEmail, { lang: 'en' });
    const officePage = office.page;
    await officePage.goto('/admin-portal/dashboard');
    await officePage.getByRole('navigation').getByRole('link', { name: 'Placements' }).click();
    await officePage.getByRole('heading', { name: 'Placements', level: 1 }).waitFor();
    // Clicked rather than check(): the box follows the address, which the router changes a moment later.
    const waiting = officePage.getByRole('checkbox', { name: 'Extension waiting' });
    await waiting.click();
    await expect.poll(() => waiting.isChecked()).toBe(true);
    await expect.poll(() => new URL(officePage.url()).searchParams.get('pendingExtension')).toBe('true');
    const officeRow = officePage.getByRole('row', { name: /Chan Tai Man/ });
    expect(await officeRow.textContent()).toContain('Extension of 2 months waiting');
    await officeRow.getByRole('link', { name: 'Open the placement of Chan Tai Man' }).click();
    await officePage.getByText(`${COMPANY} asks for 2 more months.`).waitFor();
    const endIn4 = await dateIn(officePage, placementEndDate(today, 4), 'en');
    await officePage.getByText(`Approved, the placement runs 4 months and ends on ${endIn4}.`).waitFor();
    await officePage.getByRole('button', { name: 'Refuse' }).click();
    const reason = officePage.getByRole('textbox', { name: 'Your reason' });
    expect(await describedError(officePage, reason)).toContain('This field is required');
    // Approved: the end date moves on by the two months.
    await officePage.getByRole('button', { name: 'Approve' }).click();
    const officeFacts = officePage.getByRole('region', { name: 'Placement', exact: true });
    await expect.poll(() => fact(officeFacts, 'End date')).toBe(endIn4);
    expect(await fact(officeFacts, 'Length')).toBe('4 months');
    await officePage.getByRole('region', { name: 'Extensions' }).getByText('Approved', { exact: true }).waitFor();
    expect(await officePage.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    // The allowance commits four months at HKD 12,000.
    const allowance = officePage.getByRole('region', { name: 'Allowance' });
    await allowance.getByText('HKD 48,000 for 4 months').waitFor();

    // The company's page follows, and it records an early end today, behind a question.
    await expect.poll(() => fact(facts, 'End date')).toBe(endIn4);
    await companyPage.getByLabel('Last day worked').fill(today);
    await companyPage.getByRole('textbox', { name: 'Reason' }).last().fill('The intern moved abroad.');
    await companyPage.getByRole('button', { name: 'Record early end' }).click();
    const question = companyPage.getByRole('dialog', { name: 'End the placement of Chan Tai Man early?' });
    await question.getByRole('button', { name: 'End the placement' }).click();
    await facts.getByText('Ended early', { exact: true }).waitFor();
    expect(await fact(facts, 'Last day worked')).toBe(await dateIn(companyPage, today, 'en'));
    expect(await fact(facts, 'Why it ended early')).toBe('The intern moved abroad.');
    await companyPage.getByText('This placement ended early.').waitFor();
    expect(await companyPage.getByRole('button', { name: 'Record early end' }).count()).toBe(0);

    // The intern reads it live.
    await card.getByText('Ended early', { exact: true }).first().waitFor();
    await card.getByText('Approved', { exact: true }).waitFor();
    for (const session of [company, intern, office]) await session.context.close();
  });

  async function pagesOf() {
    // A second placement, running, with an extension waiting: every form is on its pages.
    const internEmail = uniqueEmail('intern');
    const applicationId = await screenedApplication(internEmail);
    await hire(applicationId, internEmail);
    const [placement] = await p.app.db
      .select({ id: placements.id })
      .from(placements)
      .where(eq(placements.applicationId, applicationId));
    const id = placement?.id ?? '';
    expect(
      (await apiAs(p, companyEmail, 'PUT', `/v1/placements/${id}/start-date`, { startDate: hongKongDayFromToday(0) }))
        .status,
    ).toBe(200);
    expect((await apiAs(p, internEmail, 'PUT', `/v1/placements/${id}/agreement`)).status).toBe(200);
    const asked = await apiAs(p, companyEmail, 'POST', `/v1/placements/${id}/extensions`, {
      months: 1,
      reason: 'More work.',
    });
    expect(asked.status).toBe(201);

    const detailHeading = { en: /^Placement of /, zh: /的實習安排$/, cn: /的实习安排$/ };
    const pages: {
      email: string;
      path: string;
      heading: Record<'en' | 'zh' | 'cn', string | RegExp>;
      shot?: string;
    }[] = [
      {
        email: internEmail,
        path: '/candidate/placements',
        heading: { en: 'My placements', zh: '我的實習', cn: '我的实习' },
      },
      {
        email: companyEmail,
        path: '/company/placements',
        heading: { en: 'Placements', zh: '實習安排', cn: '实习安排' },
      },
      {
        email: companyEmail,
        path: `/company/placements/${id}`,
        heading: detailHeading,
        shot: 'company-detail',
      },
      {
        email: adminEmail,
        path: '/admin-portal/placements',
        heading: { en: 'Placements', zh: '實習安排', cn: '实习安排' },
        shot: 'admin-list',
      },
      {
        email: adminEmail,
        path: `/admin-portal/placements/${id}`,
        heading: detailHeading,
      },
    ];
    return pages;
  }

  /** Made once for the three languages' tests. */
  let made: ReturnType<typeof pagesOf> | undefined;

  for (const lang of ['en', 'zh', 'cn'] as const) {
    it(`shows every placement page in ${lang}, at phone${lang === 'en' ? ' and desktop' : ''} width`, async () => {
      made ??= pagesOf();
      const pages = await made;
      // One session per account; each page loaded once, its window resized for each width.
      const sessions = new Map<string, Awaited<ReturnType<typeof signedInPage>>>();
      for (const { email, path, heading, shot } of pages) {
        const session = sessions.get(email) ?? (await signedInPage(p, email, { lang }));
        sessions.set(email, session);
        const { page } = session;
        await page.goto(path);
        for (const width of lang === 'en' ? [390, 1280] : [390]) {
          await resizeTo(page, width);
          await page.getByRole('heading', { name: heading[lang], level: 1 }).waitFor();
          // Drawn: the placement's name, or the table's row, is on the page (no skeleton left).
          await page
            .getByText(/Chan Tai Man|陳大文/)
            .first()
            .waitFor();
          await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
          // Nothing wider than the screen on a phone.
          if (width === 390) {
            await expect
              .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${path} ${lang}` })
              .toBeLessThanOrEqual(390);
          }
          if (shot && process.env.PLACEMENTS_SHOTS) {
            await page.screenshot({
              path: `${process.env.PLACEMENTS_SHOTS}/placements-${shot}-${lang}-${width === 390 ? 'phone' : 'desktop'}.png`,
              fullPage: true,
            });
          }
        }
      }
      for (const { context } of sessions.values()) await context.close();
    });
  }
});

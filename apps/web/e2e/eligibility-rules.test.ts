// The scheme's eligibility rules in the browser (docs/decisions/026). A mainland student studying
// in Shenzhen has not confirmed an entry endorsement: the card says the eligibility is to confirm,
// the apply page says why, they confirm it right there and the rule turns met (zh, 390 px; cn,
// 390 px). A student at an unlisted institution names its city on the job's page, and the rule
// goes on to what that city needs. The candidate applies, and the company reads the eligibility
// check on the applicant.
// Every page passes axe (the harness). (A Hong Kong student's card, job page and apply page saying
// why a Hong Kong position is not for them, with no form, and "Jobs I can take" leaving it out, are
// the page tier's: ../pages/job-pages.test.ts.)
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles, companies, jobs, media, schemeRounds, users } from '../../api/src/db/schema.js';
import { refreshTakeableRegions } from '../../api/src/modules/eligibility/takeable-regions.js';
import { TEST_ROUND_ID } from '../../api/test/helper.js';
import { choose, type Platform, startPlatform, uniqueEmail } from './harness.js';
import { insertCandidate, insertCompany, signedInPage, visibleJob } from './test-data.js';

let p: Platform;
let companyId = '';
let hkJobId = '';
const shenzhenStudents = [uniqueEmail('szstudent'), uniqueEmail('szstudent')];

/** A candidate with these facts, their takeable regions worked out as every write path does. */
async function candidateWith(email: string, facts: Partial<typeof candidateProfiles.$inferInsert>) {
  const id = await insertCandidate(p, email);
  await p.app.db.update(candidateProfiles).set(facts).where(eq(candidateProfiles.userId, id));
  await refreshTakeableRegions(p.app.db, id);
  return id;
}

beforeAll(async () => {
  p = await startPlatform();
  companyId = await insertCompany(p, { companyName: 'Lion Rock Pay Limited', nameEn: 'Lion Rock Pay Limited' });
  const [hk] = await p.app.db
    .insert(jobs)
    .values(visibleJob(companyId, { positionName: 'Hong Kong Payments Intern' }))
    .returning({ id: jobs.id });
  hkJobId = hk?.id ?? '';
  for (const email of shenzhenStudents) {
    await candidateWith(email, {
      residentType: 1,
      institution: 'Other',
      institutionOther: 'Shenzhen University',
      studyCity: 'SHENZHEN',
      declaredAdult: true,
      declaredFullTimeStudent: true,
      declaredFintechProgramme: true,
      declaredNoOtherAllowance: true,
    });
  }
});
afterAll(() => p?.close());

const overflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
const card = (page: Page, position: string) => page.getByRole('article', { name: position });
const rule = (page: Page, name: string, id: string) =>
  page.getByRole('region', { name }).locator(`[data-rule="${id}"]`);

describe('the eligibility rules', () => {
  for (const [lang, email, texts] of [
    [
      'zh',
      shenzhenStudents[0] as string,
      {
        card: '資格待確認',
        panel: '您申請此職位的資格',
        endorsement: '本人持有有效的香港入境簽注',
        save: '儲存確認',
        met: '符合',
      },
    ],
    [
      'cn',
      shenzhenStudents[1] as string,
      {
        card: '资格待确认',
        panel: '您申请此职位的资格',
        endorsement: '本人持有有效的赴港签注',
        save: '保存确认',
        met: '符合',
      },
    ],
  ] as const) {
    it(`a mainland student in Shenzhen confirms the entry endorsement on the apply page and the rule turns met (${lang}, 390 px)`, async () => {
      const { page, context } = await signedInPage(p, email, { lang, width: 390, height: 844 });
      await page.goto(`/candidate/job-list?companyId=${companyId}`);
      await card(page, 'Hong Kong Payments Intern').getByText(texts.card).waitFor();

      await page.goto(`/candidate/apply-job/${hkJobId}`);
      const direction = rule(page, texts.panel, 'direction');
      await direction.waitFor();
      expect(await direction.getAttribute('data-state')).toBe('unknown');
      expect(await overflow(page)).toBe(0);
      await page.getByRole('checkbox', { name: texts.endorsement }).check();
      await page.getByRole('button', { name: texts.save }).click();
      await expect.poll(() => direction.getAttribute('data-state')).toBe('met');
      await direction.getByText(texts.met, { exact: true }).waitFor();
      // Asked no more once given.
      await page.getByRole('checkbox', { name: texts.endorsement }).waitFor({ state: 'detached' });
      expect(await overflow(page)).toBe(0);
      await context.close();
    });
  }

  it("a mainland student at an unlisted institution names its city on the job's page, and the rule asks what that city needs next (en, 390 px)", async () => {
    const email = uniqueEmail('nocity');
    await candidateWith(email, { residentType: 1, institution: 'Other', institutionOther: 'Jinan University' });
    const { page, context } = await signedInPage(p, email, { lang: 'en', width: 390, height: 844 });
    await page.goto(`/candidate/job-detail/${hkJobId}`);
    const direction = rule(page, 'Your eligibility for this job', 'direction');
    await direction.waitFor();
    expect(await direction.getAttribute('data-state')).toBe('unknown');
    const city = page.getByRole('combobox', { name: 'City of my institution' });
    expect(await city.inputValue()).toBe('');
    await choose(page, 'City of my institution', 'Shenzhen');
    await page.getByRole('button', { name: 'Save confirmations' }).click();
    // Studying in Shenzhen, the student may take a Hong Kong position with an entry endorsement.
    await page.getByRole('checkbox', { name: 'I hold a valid entry endorsement for Hong Kong' }).waitFor();
    await city.waitFor({ state: 'detached' });
    expect(await direction.getAttribute('data-state')).toBe('unknown');
    const [saved] = await p.app.db
      .select({ studyCity: candidateProfiles.studyCity })
      .from(candidateProfiles)
      .innerJoin(users, eq(users.id, candidateProfiles.userId))
      .where(eq(users.email, email));
    expect(saved?.studyCity).toBe('SHENZHEN');
    expect(await overflow(page)).toBe(0);
    await context.close();
  });

  it('the candidate applies with the confirmations about the company; the company reads the eligibility check (en)', async () => {
    const email = shenzhenStudents[0] as string;
    const [candidate] = await p.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const [resume] = await p.app.db
      .insert(media)
      .values({
        ownerUserId: candidate?.id ?? '',
        purpose: 'resume',
        visibility: 'private',
        mimeType: 'application/pdf',
        sizeBytes: 1234,
        originalName: 'resume.pdf',
        storageKey: `private/${randomUUID()}`,
        createdAt: new Date(),
      })
      .returning({ id: media.id });
    await p.app.db
      .update(candidateProfiles)
      .set({ resumeMediaId: resume?.id })
      .where(eq(candidateProfiles.userId, candidate?.id ?? ''));

    // The prior-employment window the candidate confirms is the job's round's (decision 039).
    await p.app.db.update(schemeRounds).set({ priorEmploymentMonths: 4 }).where(eq(schemeRounds.id, TEST_ROUND_ID));
    const { page, context } = await signedInPage(p, email, { lang: 'en' });
    await page.goto(`/candidate/apply-job/${hkJobId}`);
    await page
      .getByRole('checkbox', { name: 'I am not related to anyone at this company who decides on hiring' })
      .check();
    await page
      .getByRole('checkbox', { name: 'This company did not employ me in the 4 months before the application period' })
      .check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL('**/candidate/applications');
    await context.close();
    await p.app.db.update(schemeRounds).set({ priorEmploymentMonths: 3 }).where(eq(schemeRounds.id, TEST_ROUND_ID));

    const [company] = await p.app.db
      .select({ email: users.email })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(eq(companies.id, companyId));
    const office = await signedInPage(p, company?.email ?? '', { lang: 'en' });
    await office.page.goto('/company/candidates');
    const row = office.page.getByRole('row').filter({ hasText: 'Chan Tai Man' });
    await row
      .getByRole('button', { name: 'Open application: Chan Tai Man (陳大文), Hong Kong Payments Intern' })
      .click();
    const check = office.page.getByRole('dialog').getByRole('region', { name: 'Eligibility check' });
    expect(await check.locator('[data-rule="notRelated"]').getAttribute('data-state')).toBe('met');
    expect(await check.locator('[data-rule="direction"]').getAttribute('data-state')).toBe('met');
    expect(await check.locator('[data-rule="verified"]').getAttribute('data-state')).toBe('unknown');
    await office.context.close();
  });
});

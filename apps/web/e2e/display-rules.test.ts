// The display rules of issue 13 section 4 (docs/decisions/020), on the screens a company works
// in: a job's applicants show the institution's mark and how long ago each stage was reached,
// the exact Hong Kong time in a tooltip when the time takes the keyboard focus or the pointer;
// the application drawer (read from GET /v1/company/application/{id}) shows the phone grouped and
// the pitch cut with "Show more"; the candidate page too. Then the same pages in zh and cn, and at
// 390 px.
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, candidateProfiles, jobs } from '../../api/src/db/schema.js';
import { type Platform, startPlatform, uniqueEmail } from './harness.js';
import { companyEmailOf, insertCandidate, insertCompany, signedInPage, visibleJob } from './test-data.js';

const LONG_TEXT = Array.from({ length: 12 }, (_, i) => `Paragraph ${i + 1}: I built payment dashboards.`).join('\n');
const MINUTE = 60_000;

let p: Platform;
let companyEmail = '';
let candidateId = '';
let jobId = '';
beforeAll(async () => {
  p = await startPlatform();
  const companyId = await insertCompany(p, { companyName: 'Display Rules Pay Ltd' });
  companyEmail = await companyEmailOf(p, companyId);
  candidateId = await insertCandidate(p, uniqueEmail('display'));
  await p.app.db
    .update(candidateProfiles)
    .set({ selfIntroduction: LONG_TEXT, phoneNumber: '66123456', phonePrefix: '+853' })
    .where(eq(candidateProfiles.userId, candidateId));
  const [job] = await p.app.db
    .insert(jobs)
    .values(visibleJob(companyId, { positionName: 'Ledger Intern' }))
    .returning({ id: jobs.id });
  jobId = job?.id ?? '';
  const changed = new Date(Date.now() - 3 * MINUTE - 5_000);
  await p.app.db.insert(applications).values({
    jobId,
    candidateId,
    companyId,
    stage: 0,
    contactEmail: 'applicant@example.edu.hk',
    contactPhonePrefix: '+852',
    contactPhoneNumber: '91234567',
    pitch: LONG_TEXT,
    appliedAt: changed,
    stageChangedAt: changed,
    createdAt: changed,
  });
});
afterAll(() => p?.close());

/** Whether an element's text runs past its box (cut with an ellipsis). */
const cutOff = (element: Locator) => element.evaluate((e) => e.scrollHeight > e.clientHeight + 1);

/** The stage cell's time of the applicant's row (a card at phone width). */
const stageTime = (page: Page) => page.locator('main time').first();

describe('display rules on the company screens', () => {
  it('a job’s applicants: the institution’s mark, the stage’s relative time with the exact time on focus, the drawer', async () => {
    const { page, context } = await signedInPage(p, companyEmail, { lang: 'en' });
    await page.goto(`/company/job/${jobId}/candidates`);
    const row = page.getByRole('row').filter({ hasText: 'Chan Tai Man' });
    await row.getByText('The University of Hong Kong').waitFor();
    // The mark is decoration beside the name it goes with.
    const mark = row.locator('svg[data-institution="HKU"]');
    expect(await mark.getAttribute('aria-hidden')).toBe('true');
    const time = row.locator('time');
    expect(await time.textContent()).toBe('3 minutes ago');
    // The keyboard reaches it, and it names the exact Hong Kong time.
    await time.focus();
    const tooltip = page.getByRole('tooltip');
    await tooltip.getByText(/HKT$/).waitFor();
    expect(await time.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    expect(Date.parse((await time.getAttribute('datetime')) ?? '')).toBeGreaterThan(Date.now() - 4 * MINUTE);

    const detail = page.waitForResponse((r) => r.url().includes('/api/v1/company/application/') && r.ok());
    await row.getByRole('button', { name: 'View: Chan Tai Man (陳大文)' }).click();
    await detail;
    const drawer = page.getByRole('dialog');
    await drawer.getByText('+852 9123-4567').waitFor();
    await drawer.locator('svg[data-institution="HKU"]').waitFor();
    // The pitch is cut, and opens in full by its button.
    const more = drawer.getByRole('button', { name: 'Show more' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    const pitch = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
    expect(await cutOff(pitch)).toBe(true);
    expect(await pitch.evaluate((e) => getComputedStyle(e).textOverflow)).toBe('ellipsis');
    await more.click();
    const less = drawer.getByRole('button', { name: 'Show less' });
    expect(await less.getAttribute('aria-expanded')).toBe('true');
    expect(await cutOff(pitch)).toBe(false);
    await context.close();
  });

  it('the candidate page: the phone grouped, the mark, the self-introduction cut', async () => {
    const { page, context } = await signedInPage(p, companyEmail, { lang: 'en' });
    await page.goto(`/company/candidate/${candidateId}`);
    await page.getByText('+853 6612-3456', { exact: false }).waitFor();
    await page.locator('main svg[data-institution="HKU"]').first().waitFor();
    const more = page.getByRole('button', { name: 'Show more' });
    await more.click();
    expect(await page.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });

  for (const [lang, minutes, showMore] of [
    ['zh', '3 分鐘前', '顯示更多'],
    ['cn', '3分钟前', '显示更多'],
  ] as const) {
    it(`the same in ${lang}`, async () => {
      const { page, context } = await signedInPage(p, companyEmail, { lang });
      await page.goto(`/company/job/${jobId}/candidates`);
      await page.getByText(minutes).waitFor();
      // By the keyboard in one language, by the pointer in the other: the tooltip's code comes when
      // the time is first reached for, and the tooltip then opens at once.
      if (lang === 'zh') await stageTime(page).focus();
      else await stageTime(page).hover();
      await page.getByRole('tooltip').waitFor();
      await page.goto(`/company/candidate/${candidateId}`);
      await page.getByRole('button', { name: showMore }).waitFor();
      await context.close();
    });
  }

  it('at 390 px: the applicant card and the candidate page fit, the time and Show more still work', async () => {
    const { page, context } = await signedInPage(p, companyEmail, { lang: 'en', width: 390, height: 844 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.goto(`/company/job/${jobId}/candidates`);
    await page.getByText('3 minutes ago').waitFor();
    await page.locator('main svg[data-institution="HKU"]').first().waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto(`/company/candidate/${candidateId}`);
    await page.getByText('+853 6612-3456', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Show more' }).click();
    await page.getByRole('button', { name: 'Show less' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await context.close();
  });
});

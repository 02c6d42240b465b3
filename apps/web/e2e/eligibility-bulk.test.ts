// One eligibility decision for many candidates (issue 27, section 2; decision 053) in the browser:
// the officer ticks every unverified candidate on the page, rejects them in one act with a reason
// taken from a template, and reads the report; each candidate is rejected with that reason. The bar
// in zh and cn as the server writes it, and at
// phone width.
import { EligibilityStatus } from '@fis/shared/enums';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles } from '../../api/src/db/schema.js';
import { nameOf, pageAs } from '../pages/harness.js';
import { choose, type Platform, startPlatform, uniqueEmail } from './harness.js';
import { apiAs, insertAdmin, insertCandidate, signedInPage } from './test-data.js';

let p: Platform;
const officer = uniqueEmail('officer');
const TAG = `elig${Date.now().toString(36)}`;
const REASON = 'Please upload both sides of your student ID card.';
let ids: string[] = [];

beforeAll(async () => {
  p = await startPlatform();
  await insertAdmin(p, officer);
  ids = [];
  for (let i = 0; i < 10; i++) {
    const id = await insertCandidate(p, uniqueEmail(`${TAG}-${i}`));
    ids.push(id);
  }
  await p.app.db
    .update(candidateProfiles)
    .set({ programme: `BSc ${TAG}` })
    .where(inArray(candidateProfiles.userId, ids));
  const template = await apiAs(p, officer, 'POST', '/v1/admin/templates', {
    kind: 'eligibilityRejection',
    name: `ID both sides ${TAG}`,
    texts: { en: { description: REASON } },
  });
  expect(template.status).toBe(201);
});
afterAll(() => p?.close());

describe('one eligibility decision for many', () => {
  for (const [lang, selectAll] of [
    ['zh', '選取本頁所有求職者'],
    ['cn', '选择本页所有求职者'],
  ] as const) {
    it(`offers it in ${lang}`, async () => {
      // As the server writes the page: no browser needed.
      const page = await pageAs(p, officer, `/admin-portal/eligibility?queue=unverified&keyword=${TAG}`, lang);
      expect([...page.querySelectorAll('input[type="checkbox"]')].map(nameOf)).toContain(selectAll);
    });
  }

  it('fits a 390 px screen', async () => {
    const { page, context } = await signedInPage(p, officer, { lang: 'en', width: 390, height: 844 });
    await page.goto(`/admin-portal/eligibility?queue=unverified&keyword=${TAG}`);
    await page.getByRole('checkbox', { name: 'Select all on this page' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('rejects every candidate ticked, with a template reason, and reports it', async () => {
    const { page, context } = await signedInPage(p, officer, { lang: 'en' });
    await page.goto(`/admin-portal/eligibility?queue=unverified&keyword=${TAG}`);
    await page.getByRole('article').first().waitFor();
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByText('10 selected').waitFor();
    await page.getByRole('button', { name: 'Reject selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject the eligibility of 10 selected candidates?' });
    await choose(dialog, 'Start from a template', `ID both sides ${TAG} · English`);
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Reason' }).inputValue()).toBe(REASON);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('10 candidates rejected').waitFor();
    const rows = await p.app.db
      .select({ status: candidateProfiles.eligibilityStatus, reason: candidateProfiles.eligibilityReason })
      .from(candidateProfiles)
      .where(inArray(candidateProfiles.userId, ids));
    expect(rows).toEqual(Array(10).fill({ status: EligibilityStatus.REJECTED, reason: REASON }));
    await context.close();
  });
});

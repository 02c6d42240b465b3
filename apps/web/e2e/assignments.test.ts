// Who in the office takes an item (issue 27, section 4; decision 056) in the browser: an officer
// gives a candidate's eligibility check to a colleague, who finds it under "Assigned to me" in
// their own language (zh, at phone width); a job to approve and a help request are given the
// same way, and each queue's "Assigned to me" shows just the colleague's items. Every page passes
// axe (the harness).
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles, helpRequests, jobs } from '../../api/src/db/schema.js';
import { type Platform, startPlatform, uniqueEmail } from './harness.js';
import { insertAdmin, insertCandidate, insertCompany, signedInPage, storeScan, visibleJob } from './test-data.js';

let p: Platform;
const officer = uniqueEmail('officer');
const colleague = uniqueEmail('colleague');
let candidateId = '';

beforeAll(async () => {
  p = await startPlatform();
  await insertAdmin(p, officer);
  await insertAdmin(p, colleague);
  candidateId = await insertCandidate(p, uniqueEmail('waiting'));
  await p.app.db
    .update(candidateProfiles)
    .set({
      englishName: 'Yip Hoi Lam',
      chineseName: null,
      transcriptMediaId: await storeScan(p, candidateId, 'transcript'),
      studentIdMediaId: await storeScan(p, candidateId, 'student_id'),
    })
    .where(eq(candidateProfiles.userId, candidateId));
  const companyId = await insertCompany(p, { companyName: 'Kowloon Ledger Limited', nameEn: 'Kowloon Ledger Limited' });
  await p.app.db
    .insert(jobs)
    .values(visibleJob(companyId, { positionName: 'Risk Analytics Intern', approvalStatus: 0 }));
  await p.app.db.insert(helpRequests).values({
    name: 'Tse Wing Yan',
    email: 'wingyan@example.com',
    role: 1,
    topic: 1,
    language: 'en',
    message: 'I cannot upload my transcript.',
    createdAt: new Date(),
  });
});
afterAll(() => p?.close());

/** Gives the item named `item` to `to` with its "Assigned to" field; waits for the answer. */
async function give(page: Page, item: string, to: string) {
  await page.getByRole('combobox', { name: `Assigned to, ${item}`, exact: true }).selectOption({ label: to });
  await page.getByText(`Assigned to ${to}`).waitFor();
}

describe('assigning a queue item to a colleague', () => {
  it('the colleague finds it under "Assigned to me", in zh at phone width', async () => {
    const { page, context } = await signedInPage(p, officer, { lang: 'en' });
    await page.goto('/admin-portal/eligibility?keyword=Yip%20Hoi%20Lam');
    await page.getByRole('article', { name: 'Yip Hoi Lam' }).waitFor();
    await give(page, 'Yip Hoi Lam', colleague);
    await context.close();

    const other = await signedInPage(p, colleague, { lang: 'zh', width: 390, height: 844 });
    await other.page.goto('/admin-portal/eligibility');
    await other.page.getByRole('heading', { name: '資格核實', level: 1 }).waitFor();
    await other.page.getByRole('switch', { name: '指派給我' }).click();
    await other.page.waitForURL(/assignee=/);
    const card = other.page.getByRole('article', { name: 'Yip Hoi Lam' });
    await card.waitFor();
    expect(await other.page.getByRole('article').count()).toBe(1);
    // The field says who has it: the reader, named as such.
    const assigned = other.page.getByRole('combobox', { name: '指派給（Yip Hoi Lam）', exact: true });
    expect(await assigned.locator('option:checked').textContent()).toBe(`${colleague}（您）`);
    expect(
      await other.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await other.context.close();
  });

  it('gives a job and a help request the same way, each queue narrowing to the colleague’s', async () => {
    const { page, context } = await signedInPage(p, officer, { lang: 'en' });
    await page.goto('/admin-portal/job-approvals');
    await give(page, 'Risk Analytics Intern (Kowloon Ledger Limited)', colleague);
    await page.goto('/admin-portal/help-requests');
    await give(page, 'Tse Wing Yan', colleague);
    // The officer's own "Assigned to me" holds neither.
    await page.getByRole('switch', { name: 'Assigned to me' }).click();
    await page.waitForURL(/assignee=/);
    await expect.poll(() => page.getByRole('link', { name: 'Tse Wing Yan' }).count()).toBe(0);
    await context.close();

    const other = await signedInPage(p, colleague, { lang: 'cn' });
    await other.page.goto('/admin-portal/job-approvals');
    await other.page.getByRole('switch', { name: '指派给我' }).click();
    await other.page.waitForURL(/assignee=/);
    await other.page.getByText('Risk Analytics Intern').first().waitFor();
    await other.page.goto('/admin-portal/help-requests');
    await other.page.getByRole('switch', { name: '指派给我' }).click();
    await other.page.waitForURL(/assignee=/);
    await other.page.getByRole('link', { name: 'Tse Wing Yan' }).waitFor();
    await other.context.close();
  });
});

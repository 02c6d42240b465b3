// Recommendations (docs/decisions/027): the candidate says on the dashboard they are not interested
// in a recommended job, which stays gone after a reload; they say which work modes they want on
// their profile; the job list shows the recommendations below the results, loaded as the candidate
// comes near them (zh, 390 px); the company sees how many candidates each open job holds, the first
// with candidates open, opens an open job's recommended candidates (cn, 390 px), reads why, and
// invites one, who receives the message. Every page passes axe (the harness). (The dashboard's
// recommended jobs with why each matches, the office's pick first and marked, are in the page the
// server writes: the page tier's, ../pages/verified-and-recommended.test.ts.)
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateJobPreferences,
  candidateProfiles,
  messageRecipients,
  officeRecommendations,
  recommendationDismissals,
} from '../../api/src/db/schema.js';
import { axeViolations } from './accessibility-watch.js';
import { type Platform, startPlatform, uniqueEmail } from './harness.js';
import { companyEmailOf, insertCandidate, insertCompany, insertRecommendableJobs, signedInPage } from './test-data.js';

let p: Platform;
let candidateId = '';
let companyEmail = '';
const jobIds: Record<string, string> = {};
const candidate = uniqueEmail('student');

beforeAll(async () => {
  p = await startPlatform();
  const companyId = await insertCompany(p, { companyName: 'Harbour Ledger Limited', nameEn: 'Harbour Ledger Limited' });
  companyEmail = await companyEmailOf(p, companyId);
  Object.assign(jobIds, await insertRecommendableJobs(p, companyId));
  candidateId = await insertCandidate(p, candidate);
  await p.app.db
    .update(candidateProfiles)
    .set({ skills: ['區塊鏈', 'Python'] })
    .where(eq(candidateProfiles.userId, candidateId));
  await p.app.db
    .insert(officeRecommendations)
    .values({ jobId: jobIds['Compliance Trainee'] ?? '', candidateId, createdAt: new Date() });
});
afterAll(() => p?.close());

/** How far the page is wider than the window (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

describe('recommendations', () => {
  it('the candidate says on the dashboard they are not interested in a job, which stays gone', async () => {
    const { page, context } = await signedInPage(p, candidate, { lang: 'en' });
    await page.goto('/candidate/dashboard');
    const cards = page.getByTestId('recommended-job');
    await cards.first().waitFor();
    await expect.poll(() => cards.count()).toBe(3);

    await page.getByRole('button', { name: 'Not interested in Payments Intern' }).click();
    const asking = page.getByRole('dialog', { name: 'Not interested in Payments Intern?' });
    await asking.getByRole('button', { name: 'Not interested' }).click();
    await asking.waitFor({ state: 'hidden' });
    await expect.poll(() => cards.count()).toBe(2);
    const dismissed = await p.app.db
      .select()
      .from(recommendationDismissals)
      .where(
        and(
          eq(recommendationDismissals.candidateId, candidateId),
          eq(recommendationDismissals.jobId, jobIds['Payments Intern'] ?? ''),
        ),
      );
    expect(dismissed).toHaveLength(1);
    await page.reload();
    await cards.first().waitFor();
    await expect.poll(() => cards.count()).toBe(2);
    await context.close();
  });

  it('the candidate says which work modes they want on their profile', async () => {
    const { page, context } = await signedInPage(p, candidate, { lang: 'en' });
    await page.goto(`/candidate/profile/${candidateId}`);
    const section = page.getByRole('region', { name: 'Jobs you want' });
    await section.getByRole('checkbox', { name: 'Remote' }).check();
    await section.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    const [saved] = await p.app.db
      .select()
      .from(candidateJobPreferences)
      .where(eq(candidateJobPreferences.userId, candidateId));
    expect(saved?.jobModes).toEqual(['REMOTE']);
    await context.close();
  });

  it('the job list shows the recommendations below the results, in Hong Kong Chinese at phone width', async () => {
    const { page, context } = await signedInPage(p, candidate, { lang: 'zh', width: 390, height: 844 });
    await page.goto('/candidate/job-list');
    const section = page.getByRole('region', { name: '為您推薦' });
    // Intl.ListFormat joins the skills as Hong Kong writes a list (及 in recent ICU data).
    await section
      .getByText(/^相同技能：區塊鏈(及|和)Python$/)
      .first()
      .waitFor();
    await section.getByText('由計劃管理員推薦').first().waitFor();
    expect(await section.getByRole('link', { name: 'Payments Intern' }).count()).toBe(0);
    // Below the search and its results, so that arriving it moves nothing the candidate sees first.
    const [searchBox, sectionBox] = await Promise.all([page.getByRole('search').boundingBox(), section.boundingBox()]);
    expect(sectionBox?.y).toBeGreaterThan(searchBox?.y ?? Number.POSITIVE_INFINITY);
    expect(await overflow(page)).toBe(0);
    await context.close();
  });

  it('the company’s candidates page comes with its open jobs’ recommendations and does not ask for them again as it hydrates', async () => {
    const { page, context } = await signedInPage(p, companyEmail, { lang: 'en', width: 390, height: 844 });
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/v1/job/')) asked.push(path);
    });
    await page.goto('/company/candidates', { waitUntil: 'networkidle' });
    // The first job with candidates is open, its cards drawn from what the loader delivered.
    const section = page.getByRole('region', { name: 'Recommended candidates' });
    await section.getByTestId('recommended-candidate').first().waitFor();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await context.close();
  });

  it('the company reads why a candidate is recommended for an open job and invites them (Simplified Chinese, phone)', async () => {
    const { page, context } = await signedInPage(p, companyEmail, { lang: 'cn', width: 390, height: 844 });
    await page.goto('/company/candidates');
    const section = page.getByRole('region', { name: '推荐求职者' });
    // Each open job says how many candidates it holds, and the first with candidates is open.
    const controls = section.locator('button[aria-expanded]');
    await controls.first().waitFor();
    await expect
      .poll(async () => (await controls.allTextContents()).every((name) => /\d+ 位求职者$/.test(name)))
      .toBe(true);
    const names = await controls.allTextContents();
    const expanded = await controls.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded')));
    const firstWithCandidates = names.findIndex((name) => !/ 0 位求职者$/.test(name));
    expect(firstWithCandidates).toBeGreaterThanOrEqual(0);
    expect(expanded.indexOf('true')).toBe(firstWithCandidates);
    expect(names).toContain('职位：Blockchain Analyst 1 位求职者');
    const blockchain = section.getByRole('button', { name: '职位：Blockchain Analyst 1 位求职者' });
    if ((await blockchain.getAttribute('aria-expanded')) !== 'true') await blockchain.click();
    const card = section.getByTestId('recommended-candidate').filter({ hasText: 'Chan Tai Man (陳大文)' });
    await card.getByText('相同技能：区块链和Python').waitFor();
    // Read with the cards on screen (the watch may read the page before they arrive): each button's
    // name holds its visible words, as speech input needs.
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole('button', { name: '邀请申请：Chan Tai Man (陳大文)' }).click();
    const dialog = page.getByRole('dialog', { name: '邀请 Chan Tai Man (陳大文) 申请“Blockchain Analyst”' });
    expect(await dialog.getByRole('textbox', { name: '主题' }).inputValue()).toBe('职位申请邀请：Blockchain Analyst');
    await dialog.getByRole('button', { name: '发送邀请' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('已邀请').waitFor();
    const received = await p.app.db
      .select()
      .from(messageRecipients)
      .where(eq(messageRecipients.recipientUserId, candidateId));
    expect(received).toHaveLength(1);
    expect(await overflow(page)).toBe(0);
    await context.close();
  });
});

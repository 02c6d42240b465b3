// The scheme office's recommendations (issue 15, section 3b; docs/decisions/028): the admin
// recommends a candidate to a job with the score and reasons in view (en, desktop), and is offered
// jobs for a candidate without skills with the search box empty; the company
// follows its notification to the pick, marked as the office's, and invites the candidate (zh);
// the candidate is led to the recommended job by the notification (cn, 390 px); the
// Recommendations page shows the funnel (zh, 390 px); the admin withdraws the pick from the
// candidate's page after a confirmation (cn, 390 px). Every page passes axe (the harness). (The
// recommended job first on the candidate's dashboard, marked as the office's pick, is the page
// tier's: ../pages/lists-and-links.test.ts.)
import { Role } from '@fis/shared/enums';
import { and, eq, isNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateProfiles,
  jobs,
  officeRecommendations,
  recommendationInvitations,
  users,
} from '../../api/src/db/schema.js';
import { hashPassword } from '../../api/src/lib/passwords.js';
import { PASSWORD, type Platform, startPlatform, uniqueEmail } from './harness.js';
import { companyEmailOf, insertCandidate, insertCompany, signedInPage, visibleJob } from './test-data.js';

let p: Platform;
let companyEmail = '';
let companyId = '';
let jobId = '';
let candidateId = '';
const admin = uniqueEmail('admin');
const candidate = uniqueEmail('picked');

/** How far the page is wider than the window (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

const livePicks = () =>
  p.app.db
    .select()
    .from(officeRecommendations)
    .where(and(eq(officeRecommendations.jobId, jobId), isNull(officeRecommendations.withdrawnAt)));

beforeAll(async () => {
  p = await startPlatform();
  companyId = await insertCompany(p, { companyName: 'Harbour Pay Limited', nameEn: 'Harbour Pay Limited' });
  companyEmail = await companyEmailOf(p, companyId);
  // Another job, newer: the recommended one must come first all the same.
  await p.app.db.insert(jobs).values(visibleJob(companyId, { positionName: 'Risk Data Intern', postedAt: new Date() }));
  const [job] = await p.app.db
    .insert(jobs)
    .values(visibleJob(companyId, { positionName: 'Payments Analyst Intern', skills: ['Python', 'SQL'] }))
    .returning({ id: jobs.id });
  jobId = job?.id ?? '';
  await p.app.db.insert(users).values({
    email: admin,
    role: Role.ADMIN,
    passwordHash: await hashPassword(PASSWORD),
    emailVerifiedAt: new Date(),
    emailLanguage: 'en',
    isFirstLogin: false,
  });
  candidateId = await insertCandidate(p, candidate);
  await p.app.db
    .update(candidateProfiles)
    .set({ skills: ['Python', 'Excel'] })
    .where(eq(candidateProfiles.userId, candidateId));
});
afterAll(() => p?.close());

describe("the scheme office's recommendations", () => {
  it('the admin recommends a candidate to a job with the score and reasons in view (en)', async () => {
    const { page, context } = await signedInPage(p, admin, { lang: 'en' });
    await page.goto(`/admin-portal/jobs/${jobId}/edit`);
    const section = page.getByRole('region', { name: 'Recommend candidates' });
    await section.getByText('No live recommendations for this job.').waitFor();
    await section.getByRole('searchbox', { name: 'Search candidates by name', exact: true }).fill('Chan');
    const choice = section.getByRole('listitem').filter({ hasText: 'Chan Tai Man (陳大文)' });
    await choice.getByText(/^\d+% match$/).waitFor();
    // The reasons: the skill in common is named.
    await choice
      .getByText(/Python/)
      .first()
      .waitFor();
    await choice.getByRole('button', { name: 'Recommend Chan Tai Man (陳大文)' }).click();
    await page.getByText('Recommended. The candidate and the company have been told by notification.').waitFor();
    const pick = section.getByRole('listitem').filter({ hasText: 'Chan Tai Man (陳大文)' });
    await pick.getByRole('button', { name: 'Withdraw the recommendation of Chan Tai Man (陳大文)' }).waitFor();
    await section.getByText('No candidate to recommend matches this search.').waitFor();
    expect(await livePicks()).toHaveLength(1);
    // The portal's navigation leads to the funnel.
    await page.getByRole('navigation').getByRole('link', { name: 'Recommendations' }).click();
    await page.getByRole('heading', { name: "The office's recommendations", level: 1 }).waitFor();
    // The company's page lists the office's live picks for its jobs.
    await page.goto(`/admin-portal/companies/${companyId}`);
    const picks = page.getByRole('region', { name: 'Recommended by the scheme office' });
    await picks.getByRole('link', { name: 'Chan Tai Man (陳大文)' }).waitFor();
    await picks.getByText('Payments Analyst Intern').waitFor();
    await context.close();
  });

  it('with an empty search, the admin is offered jobs for a candidate without skills (en)', async () => {
    const blankId = await insertCandidate(p, uniqueEmail('noskills'));
    await p.app.db.update(candidateProfiles).set({ skills: [] }).where(eq(candidateProfiles.userId, blankId));
    const { page, context } = await signedInPage(p, admin, { lang: 'en' });
    await page.goto(`/admin-portal/candidates/${blankId}`);
    const section = page.getByRole('region', { name: 'Recommend jobs' });
    expect(await section.getByRole('searchbox').inputValue()).toBe('');
    await section
      .getByRole('button', { name: /^Recommend .*Risk Data Intern/ })
      .first()
      .waitFor();
    expect(await section.getByText('No job to recommend matches this search.').count()).toBe(0);
    await context.close();
  });

  it('the company follows the notification to the pick, marked as the office’s, and invites the candidate (zh)', async () => {
    const { page, context } = await signedInPage(p, companyEmail, { lang: 'zh' });
    await page.goto('/company/dashboard');
    await page.getByRole('button', { name: /通知/ }).first().click();
    await page.getByText('計劃管理員向您推薦求職者 Chan Tai Man，應徵職位「Payments Analyst Intern」').click();
    await page.waitForURL('**/company/candidates');
    // The pick's job is the first with candidates, so its section is open on arrival: a click would close it.
    const section = page.getByRole('region', { name: '推薦求職者' });
    await expect
      .poll(() => section.getByRole('button', { name: /^職位：Payments Analyst Intern/ }).getAttribute('aria-expanded'))
      .toBe('true');
    const card = section.getByTestId('recommended-candidate').first();
    await card.getByText('Chan Tai Man (陳大文)').waitFor();
    await card.getByText('由計劃管理員推薦').waitFor();
    await card.getByRole('button', { name: '邀請申請：Chan Tai Man (陳大文)' }).click();
    const dialog = page.getByRole('dialog', { name: '邀請 Chan Tai Man (陳大文) 申請「Payments Analyst Intern」' });
    await dialog.getByRole('button', { name: '發送邀請' }).click();
    await page.getByText('已發送邀請。').waitFor();
    await card.getByText('已邀請').waitFor();
    expect(
      await p.app.db.select().from(recommendationInvitations).where(eq(recommendationInvitations.jobId, jobId)),
    ).toHaveLength(1);
    await context.close();
  });

  it('the candidate follows the notification to the recommended job, which fits a phone (cn, 390 px)', async () => {
    const { page, context } = await signedInPage(p, candidate, { lang: 'cn', width: 390, height: 844 });
    await page.goto('/candidate/dashboard');
    await page.getByRole('button', { name: /通知/ }).first().click();
    await page.getByText('计划管理员向您推荐 Harbour Pay Limited 的职位“Payments Analyst Intern”').click();
    await page.waitForURL(`**/candidate/job-detail/${jobId}`);
    expect(await overflow(page)).toBe(0);
    await context.close();
  });

  it('the Recommendations page shows the funnel and the pick (zh, 390 px)', async () => {
    const { page, context } = await signedInPage(p, admin, { lang: 'zh', width: 390, height: 844 });
    await page.goto('/admin-portal/recommendations');
    await page.getByRole('heading', { name: '計劃管理員的推薦', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('funnel-recommended').textContent()).toBe('1');
    expect(await page.getByTestId('funnel-applied').textContent()).toBe('0');
    await page.getByText('Payments Analyst Intern').first().waitFor();
    await page.getByText('共 1 項推薦').waitFor();
    // A period that ends before it starts is refused beside the field.
    await page.getByLabel('推薦日期由（香港日期）').fill('2026-03-10');
    await page.getByLabel('推薦日期至（香港日期）').fill('2026-03-01');
    await page.getByRole('button', { name: '套用' }).click();
    await page.getByText('結束日期不可早於開始日期').waitFor();
    expect(await overflow(page)).toBe(0);
    await context.close();
  });

  it('the admin withdraws the pick from the candidate’s page after a confirmation (cn, 390 px)', async () => {
    const { page, context } = await signedInPage(p, admin, { lang: 'cn', width: 390, height: 844 });
    await page.goto(`/admin-portal/candidates/${candidateId}`);
    const section = page.getByRole('region', { name: '推荐职位' });
    const pick = section.getByRole('listitem').filter({ hasText: 'Payments Analyst Intern' });
    await pick.getByText(/^匹配度 \d+%$/).waitFor();
    await pick.getByRole('button', { name: '撤回 Harbour Pay Limited 的职位“Payments Analyst Intern”的推荐' }).click();
    const dialog = page.getByRole('dialog', { name: '确定撤回此推荐？' });
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await livePicks()).toHaveLength(1);
    await pick.getByRole('button', { name: '撤回 Harbour Pay Limited 的职位“Payments Analyst Intern”的推荐' }).click();
    await dialog.getByRole('button', { name: '撤回' }).click();
    await page.getByText('已撤回推荐。').waitFor();
    await section.getByText('此求职者目前没有推荐。').waitFor();
    // Back among the jobs to recommend.
    await section.getByRole('button', { name: '推荐 Harbour Pay Limited 的职位“Payments Analyst Intern”' }).waitFor();
    expect(await livePicks()).toHaveLength(0);
    expect(await overflow(page)).toBe(0);
    await context.close();
  });
});

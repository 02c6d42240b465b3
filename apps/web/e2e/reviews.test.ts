// Company reviews (issue 13 sections 1 and 5): a candidate whose application reached the interview
// stage writes a review in Chinese (zh), the stars chosen by keyboard and by pointer, the missing
// fields refused beside them; the scheme office publishes it; the company gets COMPANY_REVIEW,
// follows it to its reviews (the author shown by institution and year, never by name) and replies;
// another candidate sees the rating on the company card (first once sorted by rating), the review with the
// reply on the company's Reviews tab, and reports it; the office keeps it published. Then the
// write-review page, the Reviews tab and the moderation queue in cn, and in en at 390 px; the review
// form of a company that is gone says so without asking the API whether the candidate may review it.
import { Stage } from '@fis/shared/application-stages';
import { Role } from '@fis/shared/enums';
import { Converter } from 'opencc-js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, jobs, users } from '../../api/src/db/schema.js';
import { hashPassword } from '../../api/src/lib/passwords.js';
import { choose, PASSWORD, type Platform, startPlatform, uniqueEmail } from './harness.js';
import { companyEmailOf, insertCandidate, insertCompany, signedInPage, visibleJob } from './test-data.js';

const COMPANY_NAME = 'Harbour Pay Limited';
const UNREVIEWED = 'Aberdeen Ledger Limited';
const TITLE = '導師用心，工作有挑戰';
/** The title as a cn reader reads it once published: converted into mainland Simplified (decision 012). */
const TITLE_CN = Converter({ from: 'hk', to: 'cn' })(TITLE);
const REPLY = 'Thank you for your kind words. We hope to see you again.';

let p: Platform;
let companyId = '';
let companyEmail = '';
const author = uniqueEmail('author');
const reader = uniqueEmail('reader');
const admin = uniqueEmail('admin');

beforeAll(async () => {
  p = await startPlatform();
  companyId = await insertCompany(p, { companyName: COMPANY_NAME, nameEn: COMPANY_NAME });
  // Unreviewed, and first by name.
  await insertCompany(p, { companyName: UNREVIEWED, nameEn: UNREVIEWED });
  companyEmail = await companyEmailOf(p, companyId);
  const [job] = await p.app.db
    .insert(jobs)
    .values(visibleJob(companyId, { positionName: 'Payments Analyst Intern' }))
    .returning({ id: jobs.id });
  const authorId = await insertCandidate(p, author);
  await insertCandidate(p, reader);
  // Two more interviewed from the same institution and year: a review names them only when enough
  // of the company's possible reviewers share them (decision 032).
  const classmates = [
    await insertCandidate(p, uniqueEmail('classmate')),
    await insertCandidate(p, uniqueEmail('classmate')),
  ];
  const now = new Date();
  await p.app.db.insert(applications).values(
    [authorId, ...classmates].map((candidateId) => ({
      jobId: job?.id ?? '',
      companyId,
      candidateId,
      stage: Stage.INTERVIEWING,
      appliedAt: now,
      stageChangedAt: now,
      createdAt: now,
    })),
  );
  await p.app.db.insert(users).values({
    email: admin,
    role: Role.ADMIN,
    passwordHash: await hashPassword(PASSWORD),
    emailVerifiedAt: now,
    emailLanguage: 'en',
    isFirstLogin: false,
  });
});
afterAll(() => p?.close());

/** How far the page is wider than the window (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

describe('a review from the interview to the company card', () => {
  it('the interviewed candidate writes a review in Chinese, the stars by keyboard and by pointer', async () => {
    const { page, context } = await signedInPage(p, author, { lang: 'zh' });
    await page.goto(`/candidate/company/${companyId}`);
    await page.getByRole('heading', { name: COMPANY_NAME, level: 1 }).waitFor();
    await page.getByText('暫無評價').first().waitFor();
    await page.getByRole('link', { name: '撰寫評價' }).click();
    await page.waitForURL(`**/candidate/company/${companyId}/write-review`);
    await page.getByRole('heading', { name: `評價 ${COMPANY_NAME}`, level: 1 }).waitFor();
    // What the page promises of the author's anonymity is the rule the reviews follow (decision 032).
    await page.getByText('至少有 3 位與您相同時才會顯示').waitFor();

    // Sent empty: each missing field says so beside it.
    await page.getByRole('button', { name: '提交評價' }).click();
    const topicsRequired = page.getByRole('group', { name: '各範疇評分' }).getByText('請為最少一個範疇評分');
    await topicsRequired.waitFor();
    const title = page.getByRole('textbox', { name: '標題' });
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    const overall = page.getByRole('group', { name: '整體評分' });
    await overall.getByText('此欄位為必填').waitFor();

    // The overall rating by keyboard: into the group, then the arrow keys.
    await overall.getByRole('radio', { name: '1 星' }).focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    expect(await overall.getByRole('radio', { name: '4 星' }).isChecked()).toBe(true);
    // A topic by pointer: the fifth star.
    const culture = page.getByRole('group', { name: '公司文化' });
    await culture.locator('label').nth(4).click();
    expect(await culture.getByRole('radio', { name: '5 星' }).isChecked()).toBe(true);
    await topicsRequired.waitFor({ state: 'detached' });
    await page.getByRole('group', { name: '職業發展' }).locator('label').nth(3).click();

    await title.fill(TITLE);
    await page.getByRole('textbox', { name: '您的職位名稱' }).fill('支付分析實習生');
    await page.getByRole('textbox', { name: '我欣賞的地方' }).fill('導師會解釋支付系統的運作。');
    await page.getByRole('textbox', { name: '我不滿意的地方' }).fill('產品推出前工時較長。');
    await page.locator('label', { hasText: '成長機會' }).click();
    expect(await page.getByRole('checkbox', { name: '成長機會' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: '提交評價' }).click();
    await page.getByText('感謝您的意見！').waitFor();

    // Its own reviews: waiting for the scheme office.
    await page.waitForURL('**/candidate/companies?tab=mine');
    const mine = page.getByRole('article').filter({ hasText: TITLE });
    await mine.getByText('等待審批').waitFor();
    await context.close();
  });

  it('the scheme office sees who wrote it and publishes it', async () => {
    const { page, context } = await signedInPage(p, admin, { lang: 'en' });
    await page.goto('/admin-portal/dashboard');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reviews' }).click();
    await page.getByRole('heading', { name: 'Company reviews', level: 1 }).waitFor();
    const card = page.getByRole('article').filter({ hasText: TITLE });
    await card.getByText(author).waitFor();
    await card.getByText(`Company: ${COMPANY_NAME}`).waitFor();
    await card.getByRole('button', { name: `Publish the review “${TITLE}”` }).click();
    await page.getByText('The review is published').waitFor();
    await page.getByText('There are no reviews here').waitFor();
    await context.close();
  });

  it('the company follows the COMPANY_REVIEW notification, sees no name, and replies', async () => {
    const { page, context } = await signedInPage(p, companyEmail, { lang: 'en' });
    await page.goto('/company/dashboard');
    await page.getByTestId('notification-bell').click();
    await page.getByText(`A new review of ${COMPANY_NAME} is published`).click();
    await page.waitForURL('**/company/profile?tab=reviews');
    const card = page.getByRole('article').filter({ hasText: TITLE });
    await card.getByText('The University of Hong Kong, graduating in 2027').waitFor();
    expect(await card.getByText('Chan Tai Man').count()).toBe(0);
    expect(await card.getByText('陳大文').count()).toBe(0);
    await card.getByRole('button', { name: `Reply to the review “${TITLE}”` }).click();
    await card.getByRole('textbox', { name: 'Your public reply' }).fill(REPLY);
    await card.getByRole('button', { name: 'Publish reply' }).click();
    await page.getByText('Your reply is published').waitFor();
    await card.getByText(REPLY).waitFor();
    await card.getByText('Your reply', { exact: true }).waitFor();
    await context.close();
  });

  it('another candidate sees the rating on the company card, the review and reply, and reports it', async () => {
    const { page, context } = await signedInPage(p, reader, { lang: 'en' });
    const names = () => page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
    await page.goto('/candidate/companies');
    await expect.poll(names).toEqual([UNREVIEWED, COMPANY_NAME]);
    await choose(page, 'Sort by', 'Highest rated');
    await page.waitForURL('**/candidate/companies?sort=rating');
    await expect.poll(names).toEqual([COMPANY_NAME, UNREVIEWED]);
    const card = page.getByRole('article').filter({ hasText: COMPANY_NAME });
    await card.getByText('Rated 4.0 out of 5 from 1 review').waitFor();
    await card.getByRole('link', { name: COMPANY_NAME }).click();
    // On the company's page first: a tab pressed while the move to it is under way is undone by it.
    await page.getByRole('heading', { name: COMPANY_NAME, level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await page.waitForURL('**?tab=reviews');
    // The summary: the topics rated and the attribute named.
    const summary = page.getByRole('region', { name: 'Ratings' });
    await summary.getByText('5.0 out of 5 · 1 rating').waitFor();
    await summary.getByText('Named in 1 review').waitFor();
    const review = page.getByRole('article').filter({ hasText: TITLE });
    await review.getByText('The University of Hong Kong, graduating in 2027').waitFor();
    await review.getByText(`Reply from ${COMPANY_NAME}`).waitFor();
    await review.getByText(REPLY).waitFor();
    // The topic filter keeps the reviews that rated it.
    await choose(page, 'Topic', 'Office and facilities');
    await page.getByText('No review has rated this topic yet').waitFor();
    await choose(page, 'Topic', 'Culture');
    await review.waitFor();

    await review.getByRole('button', { name: `Report the review “${TITLE}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this review' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('This field is required').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('It names a manager.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('The scheme administrator will look at your report').waitFor();
    expect(await review.getByRole('button', { name: `Report the review “${TITLE}”` }).isDisabled()).toBe(true);
    await context.close();
  });

  it('the scheme office reads the report, each button named by its visible words first', async () => {
    const { page, context } = await signedInPage(p, admin, { lang: 'en' });
    await page.goto('/admin-portal/reviews?status=reported');
    const card = page.getByRole('article').filter({ hasText: TITLE });
    await card.getByText('It names a manager.').waitFor();
    // Speech input users say the words they see (WCAG 2.5.3); axe checks the page too.
    const keep = card.getByRole('button', { name: `Keep published: the review “${TITLE}”`, exact: true });
    expect(await keep.textContent()).toBe('Keep published');
    const reject = card.getByRole('button', { name: `Reject the review “${TITLE}”`, exact: true });
    expect(await reject.textContent()).toBe('Reject');
    await context.close();
  });
});

describe('in Chinese (cn) and on a phone', () => {
  it('shows the write-review page, the Reviews tab and the moderation queue in cn; the office keeps the reported review', async () => {
    const candidate = await signedInPage(p, author, { lang: 'cn' });
    await candidate.page.goto(`/candidate/company/${companyId}/write-review`);
    await candidate.page.getByRole('heading', { name: `修改您对 ${COMPANY_NAME} 的评价`, level: 1 }).waitFor();
    expect(await candidate.page.getByRole('textbox', { name: '标题' }).inputValue()).toBe(TITLE);
    await candidate.page.goto(`/candidate/company/${companyId}?tab=reviews`);
    await candidate.page.getByRole('heading', { name: '评分', level: 2 }).waitFor();
    // Published, the review reaches a cn reader in Simplified, marked, with the text as written a click away.
    const review = candidate.page.getByRole('article', { name: TITLE_CN });
    await review.getByText('由繁体中文转换').first().waitFor();
    await review.getByRole('button', { name: '显示原文' }).first().click();
    await candidate.page.getByRole('article', { name: TITLE }).getByText('原文（繁体中文）').waitFor();
    await candidate.context.close();

    const office = await signedInPage(p, admin, { lang: 'cn' });
    await office.page.goto('/admin-portal/reviews?status=reported');
    await office.page.getByRole('heading', { name: '公司评价', level: 1 }).waitFor();
    const card = office.page.getByRole('article').filter({ hasText: TITLE });
    await card.getByText('It names a manager.').waitFor();
    await card.getByRole('button', { name: `保留发布评价“${TITLE}”` }).click();
    await office.page.getByText('这里没有评价').waitFor();
    await office.context.close();
  });

  it('fits a 390 px screen: the write-review page, the Reviews tab and the queue', async () => {
    const candidate = await signedInPage(p, author, { lang: 'en', width: 390, height: 844 });
    await candidate.page.goto(`/candidate/company/${companyId}/write-review`);
    await candidate.page.getByRole('group', { name: 'Overall rating' }).waitFor();
    expect(await overflow(candidate.page)).toBe(0);
    await candidate.page.goto(`/candidate/company/${companyId}?tab=reviews`);
    await candidate.page.getByRole('article').filter({ hasText: TITLE }).waitFor();
    expect(await overflow(candidate.page)).toBe(0);
    await candidate.context.close();

    const office = await signedInPage(p, admin, { lang: 'en', width: 390, height: 844 });
    await office.page.goto('/admin-portal/reviews?status=published');
    await office.page.getByRole('article').filter({ hasText: TITLE }).waitFor();
    expect(await overflow(office.page)).toBe(0);
    await office.context.close();
  });
});

describe('a company that is gone', () => {
  it('is said so on its review form, which asks the API nothing more, and asks the API nothing more', async () => {
    const { page, context } = await signedInPage(p, author, { lang: 'en' });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
    });
    const answer = await page.goto('/candidate/company/00000000-0000-4000-8000-000000000000/write-review');
    expect(answer?.status()).toBe(404);
    await page.getByText('This company is not available.').waitFor();
    await page.getByRole('link', { name: '← Back' }).waitFor();
    await page.waitForLoadState('networkidle');
    // Whether the candidate may review it is not asked once the company is known to be gone.
    expect(asked.filter((url) => url.includes('/review/'))).toEqual([]);
    await context.close();
  });
});

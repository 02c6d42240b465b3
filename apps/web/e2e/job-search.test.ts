// A candidate finds internships by a Chinese keyword and by filters, opens one, saves it and
// finds it among the saved jobs; the search lives in the URL. A job's round decides whether it
// offers Apply, on its page and among the viewed jobs: the day applications close beside it, or
// when they open or that they closed in its place, and no apply form (docs/decisions/034, 039). In
// a real browser against the real platform.
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, schemeRounds } from '../../api/src/db/schema.js';
import { TEST_ROUND_ID } from '../../api/test/helper.js';
import { choose, PASSWORD, type Platform, startPlatform, uniqueEmail } from './harness.js';
import { insertCandidate, insertCompany, visibleJob } from './test-data.js';
import { insertRound, pageDate } from './test-rounds.js';

let p: Platform;
let candidateEmail: string;
let companyId: string;
const ids: Record<string, string> = {};
const FINTECH = '金融科技實習生';
const CLOSED = '數碼銀行實習生（已截止）';

beforeAll(async () => {
  p = await startPlatform();
  companyId = await insertCompany(p, {
    companyName: 'Harbour Pay Limited',
    nameEn: 'Harbour Pay Limited',
    nameZh: '海港支付有限公司',
    location: 'HongKong & GBA',
    industry: 'DIGITAL_PAYMENTS',
    description: '為本地商戶提供電子支付服務的持牌儲值支付工具營運商。',
  });
  const postedDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  const rows = await p.app.db
    .insert(jobs)
    .values([
      visibleJob(companyId, {
        positionName: '金融科技實習生',
        city: 4,
        location: 'GBA',
        contractType: 'PART_TIME',
        jobFunction: 'FINANCE',
        description: '協助分析跨境支付交易數據，並參與新產品測試。',
        requirements: '修讀金融科技相關課程。',
        skills: ['數據分析', 'Excel'],
        currency: 'RMB',
        salary: 10500,
        postedAt: postedDaysAgo(1),
      }),
      visibleJob(companyId, {
        positionName: 'Data Analyst Intern',
        contractType: 'PART_TIME',
        postedAt: postedDaysAgo(2),
      }),
      visibleJob(companyId, {
        positionName: 'Software Engineering Intern',
        city: 4,
        location: 'GBA',
        postedAt: postedDaysAgo(3),
      }),
      visibleJob(companyId, { positionName: '數碼銀行實習生（已截止）', status: 3, postedAt: postedDaysAgo(4) }),
    ])
    .returning({ id: jobs.id, positionName: jobs.positionName });
  for (const row of rows) ids[row.positionName] = row.id;

  candidateEmail = uniqueEmail('student');
  await insertCandidate(p, candidateEmail);
});
afterAll(() => p?.close());

async function signIn(page: Page, button = '登入') {
  await page.goto('/sign-in');
  await page.locator('input[name="email"]').fill(candidateEmail);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.waitForURL('**/candidate/dashboard');
}

/** The position names of the job cards on the page. */
async function positions(page: Page): Promise<string[]> {
  await page.getByRole('status').first().waitFor();
  return page.locator('article h2').allTextContents();
}

describe('finding internships', () => {
  it('finds a job by a Chinese keyword and by filters, opens it, saves it and sees it in saved jobs', async () => {
    const { page, context } = await p.newPage({ lang: 'zh' });
    await signIn(page);

    await page.getByRole('navigation').getByRole('link', { name: '搜尋實習' }).click();
    await page.waitForURL('**/candidate/job-list');
    await page.getByRole('heading', { level: 1, name: '搜尋實習' }).waitFor();
    await expect.poll(() => positions(page)).toHaveLength(3);

    // A Chinese keyword, by a part of the position name.
    await page.getByRole('searchbox', { name: '關鍵字' }).fill('科技實習');
    await page.getByRole('button', { name: '搜尋', exact: true }).click();
    await page.waitForURL(/keyword=/);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('科技實習');
    await expect.poll(() => positions(page)).toEqual(['金融科技實習生']);
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('「科技實習」共找到 1 個實習職位');

    // The URL holds the search: a reload shows the same results.
    await page.reload();
    await expect.poll(() => positions(page)).toEqual(['金融科技實習生']);
    await expect.poll(() => page.getByRole('searchbox', { name: '關鍵字' }).inputValue()).toBe('科技實習');

    // Filters instead of the keyword: Shenzhen, part-time.
    await page.getByRole('searchbox', { name: '關鍵字' }).fill('');
    await page.getByRole('button', { name: '搜尋', exact: true }).click();
    await expect.poll(() => positions(page)).toHaveLength(3);
    await choose(page, '工作地點', '深圳');
    await expect.poll(() => positions(page)).toEqual(['金融科技實習生', 'Software Engineering Intern']);
    await choose(page, '工作類型', '兼職');
    await expect.poll(() => positions(page)).toEqual(['金融科技實習生']);
    // The list follows the pending address at once; the address bar, once the page's loader answers.
    await expect
      .poll(() => {
        const query = new URL(page.url()).searchParams;
        return [query.get('location'), query.get('jobType')];
      })
      .toEqual(['4', 'PART_TIME']);
    await page.reload();
    await expect.poll(() => positions(page)).toEqual(['金融科技實習生']);

    // The back button undoes the last filter.
    await page.goBack();
    await expect.poll(() => positions(page)).toEqual(['金融科技實習生', 'Software Engineering Intern']);
    await page.goForward();
    await expect.poll(() => positions(page)).toEqual(['金融科技實習生']);

    // Open it: everything the company entered, and the company.
    await page.getByRole('link', { name: '金融科技實習生' }).click();
    await page.waitForURL(`**/candidate/job-detail/${ids[FINTECH]}`);
    await page.getByRole('heading', { level: 1, name: '金融科技實習生' }).waitFor();
    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toContain('協助分析跨境支付交易數據，並參與新產品測試。');
    await expect.poll(() => main.textContent()).toContain('修讀金融科技相關課程。');
    await expect.poll(() => main.textContent()).toContain('海港支付有限公司');
    await expect.poll(() => main.textContent()).toContain('深圳');
    expect(await page.getByRole('button', { name: /申請/ }).count()).toBe(0);

    // Save it.
    const save = page.getByRole('button', { name: '收藏「金融科技實習生」' });
    expect(await save.getAttribute('aria-pressed')).toBe('false');
    await save.click();
    const saved = page.getByRole('button', { name: '已收藏「金融科技實習生」' });
    await saved.waitFor();
    expect(await saved.getAttribute('aria-pressed')).toBe('true');

    // The back link returns to the filtered results.
    await page.getByRole('link', { name: /返回實習職位/ }).click();
    await expect.poll(() => positions(page)).toEqual(['金融科技實習生']);
    expect(new URL(page.url()).searchParams.get('location')).toBe('4');

    // It is among the saved jobs, and stays there after a reload.
    await page.getByRole('navigation').getByRole('link', { name: '已收藏職位' }).click();
    await page.waitForURL('**/candidate/saved-jobs');
    await expect.poll(() => positions(page)).toEqual(['金融科技實習生']);
    await page.reload();
    await expect.poll(() => positions(page)).toEqual(['金融科技實習生']);
    await context.close();
  });

  it('shows the filters in a drawer on a phone, and the company with its open internships', async () => {
    const { page, context } = await p.newPage({ lang: 'en', width: 390 });
    await signIn(page, 'Sign in');
    await page.goto('/candidate/job-list?keyword=intern');
    await expect.poll(() => positions(page)).toEqual(['Data Analyst Intern', 'Software Engineering Intern']);
    // No filter fields on the page itself: they open in a drawer.
    expect(await page.getByRole('textbox', { name: 'Job type', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByRole('dialog', { name: 'Filters' }).waitFor();
    await choose(page, 'Job type', 'Part-time');
    await page.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect.poll(() => positions(page)).toEqual(['Data Analyst Intern']);
    await page.getByRole('button', { name: 'Filters (1 set)' }).waitFor();

    await page.getByRole('link', { name: 'Harbour Pay Limited' }).first().click();
    await page.waitForURL('**/candidate/company/**');
    await page.getByRole('heading', { level: 1, name: 'Harbour Pay Limited' }).waitFor();
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Overview', 'Reviews']);
    await expect
      .poll(() => page.locator('article h3').allTextContents())
      .toEqual(['金融科技實習生', 'Data Analyst Intern', 'Software Engineering Intern']);
    await page.goto(`/candidate/job-detail/${ids[CLOSED]}`);
    await page.getByText('This internship is not available.', { exact: false }).waitFor();
    await context.close();
  });

  it('a job whose round has not opened says when it opens in place of Apply, and its apply page has no form (zh, en); an open one says when applications close', async () => {
    const next = await insertRound(p, ['Winter round', '冬季輪次', '冬季轮次'], { start: 400, end: 460 });
    const old = await insertRound(p, ['Old round', '舊輪次', '旧轮次'], { start: -800, end: -740 });
    const [upcomingJob, endedJob] = await p.app.db
      .insert(jobs)
      .values([
        visibleJob(companyId, { positionName: '區塊鏈實習生', roundId: next.id }),
        visibleJob(companyId, { positionName: 'Ledger Intern', roundId: old.id }),
      ])
      .returning({ id: jobs.id });
    const [testRound] = await p.app.db.select().from(schemeRounds).where(eq(schemeRounds.id, TEST_ROUND_ID));
    const zhDate = pageDate('zh-Hant-HK');
    const enDate = pageDate('en-HK');
    const noForm = async (page: Page) => {
      expect(await page.locator('main form').count()).toBe(0);
      expect(await page.locator('textarea[name="pitch"]').count()).toBe(0);
    };

    // zh: the job's page says when applications open instead of offering Apply.
    const zh = await p.newPage({ lang: 'zh' });
    await signIn(zh.page);
    await zh.page.goto(`/candidate/job-detail/${upcomingJob?.id}`);
    await zh.page.getByRole('heading', { level: 1, name: '區塊鏈實習生' }).waitFor();
    const opensZh = `冬季輪次於${zhDate(next.start)}（香港時間）開始接受申請，${zhDate(next.end)}截止。`;
    const notice = zh.page.locator('[data-application-period="upcoming"]');
    await notice.getByText('尚未開始接受申請').waitFor();
    await notice.getByText(opensZh).waitFor();
    expect(await zh.page.getByRole('link', { name: '申請「區塊鏈實習生」' }).count()).toBe(0);
    // Its apply page, reached by its address, says the same and has no form to fill in.
    await zh.page.goto(`/candidate/apply-job/${upcomingJob?.id}`);
    await zh.page.getByRole('heading', { level: 1, name: '申請「區塊鏈實習生」' }).waitFor();
    await zh.page.locator('[data-application-period="upcoming"]').getByText(opensZh).waitFor();
    await noForm(zh.page);
    // A job in the open round offers Apply, with the day applications close.
    await zh.page.goto(`/candidate/job-detail/${ids['Data Analyst Intern']}`);
    await zh.page.getByRole('link', { name: '申請「Data Analyst Intern」' }).waitFor();
    await zh.page.getByText(`申請於${zhDate(testRound?.applicationEnd ?? '')}截止`).waitFor();
    await zh.context.close();

    // en: the same in English; a job whose round has closed says so, and when the next opens.
    const en = await p.newPage({ lang: 'en' });
    await signIn(en.page, 'Sign in');
    await en.page.goto(`/candidate/job-detail/${upcomingJob?.id}`);
    await en.page
      .getByText(
        `Applications for Winter round open on ${enDate(next.start)} (Hong Kong time) and close on ${enDate(next.end)}.`,
      )
      .waitFor();
    await en.page.goto(`/candidate/job-detail/${endedJob?.id}`);
    await en.page.getByRole('heading', { level: 1, name: 'Ledger Intern' }).waitFor();
    const closed = en.page.locator('[data-application-period="ended"]');
    await closed.getByText('Applications have closed').waitFor();
    await expect
      .poll(() => closed.textContent())
      .toContain(
        `Applications for Old round closed on ${enDate(old.end)}. The next round, Winter round, takes applications from ${enDate(next.start)} to ${enDate(next.end)}.`,
      );
    expect(await en.page.getByRole('link', { name: 'Apply for Ledger Intern' }).count()).toBe(0);
    await en.page.goto(`/candidate/apply-job/${endedJob?.id}`);
    await en.page.getByRole('heading', { level: 1, name: 'Apply for Ledger Intern' }).waitFor();
    await en.page.locator('[data-application-period="ended"]').waitFor();
    await noForm(en.page);
    await en.page.goto(`/candidate/job-detail/${ids['Data Analyst Intern']}`);
    await en.page.getByRole('link', { name: 'Apply for Data Analyst Intern' }).waitFor();
    await en.page.getByText(`Applications close on ${enDate(testRound?.applicationEnd ?? '')}`).waitFor();

    // The viewed jobs say the same in place of Apply; the job in the open round offers Apply.
    await en.page.goto('/candidate/applications?view=viewed');
    const viewedRow = (position: string) => en.page.getByRole('row').filter({ hasText: position });
    await viewedRow('Data Analyst Intern').getByRole('link', { name: 'Apply for Data Analyst Intern' }).waitFor();
    const upcomingRow = viewedRow('區塊鏈實習生');
    await upcomingRow
      .locator('[data-application-period="upcoming"]')
      .getByText(
        `Applications for Winter round open on ${enDate(next.start)} (Hong Kong time) and close on ${enDate(next.end)}.`,
      )
      .waitFor();
    expect(await upcomingRow.getByRole('link', { name: /^Apply for/ }).count()).toBe(0);
    const endedRow = viewedRow('Ledger Intern');
    await endedRow.locator('[data-application-period="ended"]').getByText('Applications have closed').waitFor();
    expect(await endedRow.getByRole('link', { name: 'Apply for Ledger Intern' }).count()).toBe(0);
    await en.context.close();
  });
});

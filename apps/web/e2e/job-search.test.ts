// A candidate finds internships by a Chinese keyword and by filters, opens one, saves it and
// finds it among the saved jobs; the search lives in the URL. In a real browser against the real
// platform. (What a job's round puts where Apply would be, on its page, the apply page and among the
// viewed jobs, is the page tier's: ../pages/job-pages.test.ts.)
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../api/src/db/schema.js';
import { choose, PASSWORD, type Platform, startPlatform, uniqueEmail } from './harness.js';
import { insertCandidate, insertCompany, visibleJob } from './test-data.js';

let p: Platform;
let candidateEmail: string;
const ids: Record<string, string> = {};
const FINTECH = '金融科技實習生';
const CLOSED = '數碼銀行實習生（已截止）';

beforeAll(async () => {
  p = await startPlatform();
  const companyId = await insertCompany(p, {
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
});

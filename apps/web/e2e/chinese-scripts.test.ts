// Traditional and Simplified Chinese in a real browser (decision 012): a job written in the other
// script, shown in the reader's, is shown as written on request, by a press or the keyboard, in
// the fonts of each script's region; switching to the script it was written in fetches it again,
// with nothing to convert; and the company's note on an application, converted, is shown as written
// on request. (That a keyword in one script finds a job written in the other, and that the job is
// shown converted and marked, or as written to an English reader, on the job list, its page and the
// candidate's applications, interviews and dashboard, is the page tier's:
// apps/web/pages/names-and-scripts.test.ts.)
import { Stage } from '@fis/shared/application-stages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, interviews, jobs } from '../../api/src/db/schema.js';
import { type Platform, startPlatform, uniqueEmail } from './harness.js';
import {
  insertCandidate,
  insertCompany,
  signedInPage,
  visibleJob,
  WRITTEN_IN_SIMPLIFIED,
  WRITTEN_IN_TRADITIONAL,
} from './test-data.js';

let p: Platform;
let candidateEmail: string;
let candidateId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  p = await startPlatform();
  const company = (name: string) =>
    insertCompany(p, { companyName: name, nameZh: name, location: 'HongKong & GBA', industry: 'DIGITAL_PAYMENTS' });
  const rows = await p.app.db
    .insert(jobs)
    .values([
      visibleJob(await company('深圳数据科技有限公司'), WRITTEN_IN_SIMPLIFIED),
      visibleJob(await company('港灣財富管理'), WRITTEN_IN_TRADITIONAL),
    ])
    .returning({ id: jobs.id, positionName: jobs.positionName });
  for (const row of rows) ids[row.positionName] = row.id;

  candidateEmail = uniqueEmail('student');
  candidateId = await insertCandidate(p, candidateEmail);
});
afterAll(() => p?.close());

describe('a job written in the other Chinese script', () => {
  it('is shown to a zh reader as written on request, by a press or the keyboard, and back', async () => {
    const { page, context } = await signedInPage(p, candidateEmail, { lang: 'zh' });
    await page.goto(`/candidate/job-detail/${ids[WRITTEN_IN_SIMPLIFIED.positionName]}`);
    const title = page.getByRole('heading', { level: 1 });
    await expect.poll(() => title.textContent()).toBe('數據分析實習生');
    const main = page.locator('main');

    // The title's toggle shows it as written, in Simplified and tagged so, and back.
    const toggles = main.getByRole('button', { name: '顯示原文' });
    const titleToggle = toggles.first();
    await titleToggle.click();
    await expect.poll(() => title.textContent()).toBe('数据分析实习生');
    expect(await title.getAttribute('lang')).toBe('zh-Hans');
    expect(await titleToggle.getAttribute('aria-pressed')).toBe('true');
    expect(await main.textContent()).toContain('原文（簡體中文）');
    // The description by keyboard.
    await toggles.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => main.textContent()).toContain('负责收集和分析金融数据，撰写研究报告。');
    await titleToggle.click();
    await expect.poll(() => title.textContent()).toBe('數據分析實習生');
    await context.close();
  });

  it('is shown to a cn reader as written on request, each script in its region’s fonts, and unconverted once they switch to Traditional', async () => {
    const { page, context } = await signedInPage(p, candidateEmail, { lang: 'cn' });
    await page.goto(`/candidate/job-detail/${ids[WRITTEN_IN_TRADITIONAL.positionName]}`);
    const title = page.getByRole('heading', { level: 1 });
    await expect.poll(() => title.textContent()).toBe('区块链研究助理');
    // Each script in its region's fonts: the first Chinese font the element's stack names.
    const chineseFont = (element: typeof title) =>
      element.evaluate((el) => getComputedStyle(el).fontFamily.match(/PingFang \w+/)?.[0]);
    expect(await chineseFont(title)).toBe('PingFang SC');
    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toContain('研究数码资产与监管科技。');
    await main.getByRole('button', { name: '显示原文' }).nth(1).click();
    await expect.poll(() => main.textContent()).toContain('研究數碼資產與監管科技。');
    expect(await main.textContent()).toContain('原文（繁体中文）');
    expect(
      await chineseFont(main.locator('[lang="zh-Hant"]').filter({ hasText: '研究數碼資產與監管科技。' }).last()),
    ).toBe('PingFang HK');

    // Switching to Traditional Chinese on the page fetches the job again: written in Traditional, nothing to convert.
    await page.getByTestId('language-switcher').getByRole('link', { name: '繁體中文' }).click();
    await expect.poll(() => title.textContent()).toBe('區塊鏈研究助理');
    await expect.poll(() => main.getByTestId('converted-text-mark').count()).toBe(0);
    await expect.poll(() => chineseFont(title)).toBe('PingFang HK');
    await context.close();
  });
});

describe('the hiring pipeline, for a zh reader', () => {
  it('shows the company’s interview note on an application in Traditional, and as written on request', async () => {
    // The candidate applied to the mainland job (opened by the tests above) and is to be interviewed;
    // the company's note is Simplified.
    const jobId = ids[WRITTEN_IN_SIMPLIFIED.positionName] as string;
    const [job] = await p.app.db.select({ companyId: jobs.companyId }).from(jobs).where(eq(jobs.id, jobId));
    const now = new Date();
    const applied = { stage: Stage.INTERVIEWING, previousStage: Stage.SCREENING, appliedAt: now, stageChangedAt: now };
    const [application] = await p.app.db
      .insert(applications)
      .values({ jobId, companyId: job?.companyId as string, candidateId, createdAt: now, ...applied })
      .onConflictDoUpdate({ target: [applications.jobId, applications.candidateId], set: applied })
      .returning({ id: applications.id });
    await p.app.db.insert(interviews).values({
      applicationId: application?.id as string,
      startsAt: new Date(now.getTime() + 3 * 86_400_000),
      durationMinutes: 45,
      place: '深圳湾科技生态园',
      note: '请带上学生证和简历。',
      createdAt: now,
      updatedAt: now,
    });

    const { page, context } = await signedInPage(p, candidateEmail, { lang: 'zh' });
    await page.goto('/candidate/applications');
    const row = page.getByRole('row').filter({ hasText: '數據分析實習生' });
    await expect.poll(() => row.count()).toBe(1);

    // The application: the note is read at length, so it can be seen as written.
    await row.getByRole('button').click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.textContent()).toContain('請帶上學生證和簡歷。');
    expect(await drawer.textContent()).toContain('深圳灣科技生態園');
    const toggle = drawer.getByRole('button', { name: '顯示原文' });
    expect(await toggle.count()).toBe(1);
    await toggle.click();
    await expect.poll(() => drawer.textContent()).toContain('请带上学生证和简历。');
    expect(await drawer.textContent()).toContain('原文（簡體中文）');
    await page.keyboard.press('Escape');
    await context.close();
  });
});

// The office's document viewer and rule ticks (issue 27, section 3; decision 055) in the browser:
// an officer opens a candidate's two-page transcript and ID picture in the page, zooms and turns
// them, and nothing is downloaded or cached; verifying asks for every rule to be ticked, and the
// decision records the ticks. A rejection at phone width in zh records the rules ticked; a Word
// transcript in cn is said to be one, with a download that warns of the copy it leaves. Every
// page passes axe (the harness).
import { CHECKED_RULES } from '@fis/shared/eligibility-schemas';
import { EligibilityStatus } from '@fis/shared/enums';
import { and, eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, candidateProfiles } from '../../api/src/db/schema.js';
import { type Platform, startPlatform, uniqueEmail } from './harness.js';
import { apiAs, inkedPdf, insertAdmin, insertCandidate, signedInPage, storeScan } from './test-data.js';

let p: Platform;
const officer = uniqueEmail('officer');

/** A candidate with a transcript and a picture of their student ID; their id and the scans' ids. */
async function candidateWith(name: string, transcript: Parameters<typeof storeScan>[3]) {
  const id = await insertCandidate(p, uniqueEmail('scans'));
  const card = await sharp({ create: { width: 300, height: 180, channels: 3, background: '#1a237e' } })
    .png()
    .toBuffer();
  const transcriptId = await storeScan(p, id, 'transcript', transcript);
  const studentId = await storeScan(p, id, 'student_id', { data: card, mimeType: 'image/png', name: 'card.png' });
  await p.app.db
    .update(candidateProfiles)
    .set({ englishName: name, chineseName: null, transcriptMediaId: transcriptId, studentIdMediaId: studentId })
    .where(eq(candidateProfiles.userId, id));
  return { id, transcriptId, studentId };
}

const pdfTranscript = (pages: number) => ({
  data: inkedPdf(pages),
  mimeType: 'application/pdf',
  name: 'transcript.pdf',
});

beforeAll(async () => {
  p = await startPlatform();
  await insertAdmin(p, officer);
});
afterAll(() => p?.close());

/** How many of a drawn canvas's pixels are dark: a blank canvas has none. */
const inkOf = (canvas: Locator) =>
  canvas.evaluate((element) => {
    const drawn = element as HTMLCanvasElement;
    const data = drawn.getContext('2d')?.getImageData(0, 0, drawn.width, drawn.height).data ?? [];
    let dark = 0;
    for (let i = 0; i < data.length; i += 4)
      if ((data[i] ?? 255) + (data[i + 1] ?? 255) + (data[i + 2] ?? 255) < 200) dark++;
    return dark;
  });

const sizeOf = (canvas: Locator) =>
  canvas.evaluate((element) => ({ width: element.clientWidth, height: element.clientHeight }));

/** How far the page is wider than the window (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

describe('checking the scans in the page', () => {
  it('draws both scans, zooms and turns them, downloads nothing, and verifies only once every rule is ticked', async () => {
    const candidate = await candidateWith('Ho Ka Yan', pdfTranscript(2));
    const { page, context } = await signedInPage(p, officer, { lang: 'en' });
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    const served: { disposition: string | null; cache: string | null }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/v1/admin/documents/')) {
        served.push({
          disposition: response.headers()['content-disposition'] ?? null,
          cache: response.headers()['cache-control'] ?? null,
        });
      }
    });

    await page.goto('/admin-portal/eligibility?keyword=Ho%20Ka%20Yan');
    const card = page.getByRole('article', { name: 'Ho Ka Yan' });
    await card.getByRole('link', { name: 'Check the scans of Ho Ka Yan' }).click();
    await page.getByRole('heading', { name: 'Check the eligibility of Ho Ka Yan', level: 1 }).waitFor();
    expect(await page.title()).toMatch(/^Eligibility check/);

    // Both pages of the transcript, each with its ink.
    const first = page.getByRole('img', { name: 'Page 1 of 2, Transcript' });
    const second = page.getByRole('img', { name: 'Page 2 of 2, Transcript' });
    await second.waitFor();
    await expect.poll(() => inkOf(first)).toBeGreaterThan(1000);
    await expect.poll(() => inkOf(second)).toBeGreaterThan(1000);

    // Zoomed in, the page is drawn larger; turned right, an A4 page lies on its side.
    const fitted = await sizeOf(first);
    expect(fitted.height).toBeGreaterThan(fitted.width);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByText('125%').waitFor();
    await expect.poll(async () => (await sizeOf(first)).width).toBeGreaterThan(fitted.width * 1.2);
    await page.getByRole('button', { name: 'Fit to the width' }).click();
    await page.getByRole('button', { name: 'Turn right' }).click();
    await expect.poll(() => first.getAttribute('data-rotation')).toBe('90');
    await expect
      .poll(async () => {
        const turned = await sizeOf(first);
        return turned.width > turned.height;
      })
      .toBe(true);
    await expect.poll(() => inkOf(first)).toBeGreaterThan(1000);

    // The student ID picture, drawn too.
    await page
      .locator('label')
      .filter({ hasText: /^Student ID$/ })
      .click();
    const picture = page.getByRole('img', { name: 'Page 1 of 1, Student ID' });
    await picture.waitFor();
    await expect.poll(() => inkOf(picture)).toBeGreaterThan(1000);

    // Nothing left the page as a file, and nothing was kept for a cache.
    expect(downloads).toEqual([]);
    expect(served.length).toBeGreaterThanOrEqual(2);
    for (const one of served) expect(one).toEqual({ disposition: null, cache: 'no-store' });
    const views = await p.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'media.viewed'), eq(auditLog.entityId, candidate.transcriptId)));
    expect(views.length).toBeGreaterThanOrEqual(1);
    expect(views[0]?.details).toMatchObject({ inPage: true, purpose: 'transcript' });

    // Verifying before every rule is ticked is refused beside the rules.
    const rules = page.getByRole('group', { name: 'Rules checked against the scans' });
    await rules.getByRole('checkbox', { name: /Aged 18 or above/ }).check();
    await page.getByRole('button', { name: 'Verify the eligibility of Ho Ka Yan' }).click();
    await page.getByText('Tick every rule once you have checked it against the scans, then verify.').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    for (const box of await rules.getByRole('checkbox').all()) await box.check();
    await page.getByText('Tick each rule once the scans bear it out: 6 of 6 ticked.').waitFor();
    await page.getByRole('button', { name: 'Verify the eligibility of Ho Ka Yan' }).click();
    await page
      .getByRole('dialog', { name: 'Verify the eligibility of Ho Ka Yan?' })
      .getByRole('button', { name: 'Verify' })
      .click();
    // Back in the queue, which shows the decision with the rules it recorded.
    await page.getByRole('heading', { name: 'Eligibility checks', level: 1 }).waitFor();
    await page.goto('/admin-portal/eligibility?queue=verified&keyword=Ho%20Ka%20Yan');
    await page.getByRole('article', { name: 'Ho Ka Yan' }).getByText('Rules checked: 6 of 6.').waitFor();
    const check = await apiAs(p, officer, 'GET', `/v1/admin/candidates/${candidate.id}/eligibility`);
    expect(check.body.candidate.eligibility).toMatchObject({
      status: EligibilityStatus.VERIFIED,
      checkedRules: CHECKED_RULES,
    });
    await context.close();
  });

  it('rejects at phone width in zh, recording the rules ticked', async () => {
    const candidate = await candidateWith('Lam Wing Sze', pdfTranscript(1));
    const { page, context } = await signedInPage(p, officer, { lang: 'zh', width: 390, height: 844 });
    await page.goto(`/admin-portal/eligibility/${candidate.id}`);
    await page.getByRole('heading', { name: '審核 Lam Wing Sze 的資格', level: 1 }).waitFor();
    const drawn = page.getByRole('img', { name: '第 1 頁，共 1 頁，成績單' });
    await expect.poll(() => inkOf(drawn)).toBeGreaterThan(200);
    expect(await overflow(page)).toBe(0);
    const rules = page.getByRole('group', { name: '已按掃描檔核對的規則' });
    await rules.getByRole('checkbox', { name: /持有效身份證明或簽證/ }).check();
    await rules.getByRole('checkbox', { name: /年滿18歲/ }).check();
    await page.getByRole('button', { name: '否決 Lam Wing Sze 的資格' }).click();
    const dialog = page.getByRole('dialog', { name: '否決 Lam Wing Sze 的資格？' });
    await dialog.getByRole('textbox', { name: '原因' }).fill('學生證影像模糊，請重新上載。');
    await dialog.getByRole('button', { name: '否決', exact: true }).click();
    await page.getByRole('heading', { name: '資格核實', level: 1 }).waitFor();
    const check = await apiAs(p, officer, 'GET', `/v1/admin/candidates/${candidate.id}/eligibility`);
    // In the order the rules are listed, whatever the order ticked.
    expect(check.body.candidate.eligibility).toMatchObject({
      status: EligibilityStatus.REJECTED,
      checkedRules: ['age', 'idOrVisa'],
    });
    await context.close();
  });

  it('says a Word transcript cannot be drawn, in cn, and still draws the ID picture', async () => {
    const word = Buffer.from('PK\u0003\u0004 a Word file as stored');
    const candidate = await candidateWith('Ng Hoi Ching', {
      data: word,
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      name: 'transcript.docx',
    });
    const { page, context } = await signedInPage(p, officer, { lang: 'cn' });
    await page.goto(`/admin-portal/eligibility/${candidate.id}`);
    await page.getByRole('heading', { name: '审核 Ng Hoi Ching 的资格', level: 1 }).waitFor();
    await page.getByText('成绩单是 Word 文件').waitFor();
    await page.getByText(/下载会在这台电脑上留下副本/).waitFor();
    await page.getByRole('button', { name: '下载成绩单（transcript.docx）' }).waitFor();
    await page
      .locator('label')
      .filter({ hasText: /^学生证$/ })
      .click();
    await expect.poll(() => inkOf(page.getByRole('img', { name: '第 1 页，共 1 页，学生证' }))).toBeGreaterThan(1000);
    await context.close();
  });
});

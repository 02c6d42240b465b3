// Need help (issue 13 section 3): a signed-out visitor finds the form in the site footer, in
// Chinese, is told of a bad address beside the field without losing what they typed, sends the
// request with a screenshot ('感謝您的意見！'), and the scheme office is emailed; the admin finds
// it under Help requests, reads it and answers, and the visitor is emailed the answer in Chinese.
// Then a signed-in candidate's form comes filled in (en), and the pages in cn and at 390 px.
import { inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../api/src/db/schema.js';
import { DEMO_ADMIN_EMAIL, seedDemoData } from '../../api/src/seed/demo-data.js';
import { type Platform, startPlatform, uniqueEmail } from './harness.js';
import { signedInPage } from './test-data.js';

const CANDIDATE = 'li.xiaoming@student.demo';
/** A 1 × 1 PNG: a screenshot as far as the checks go. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let p: Platform;
beforeAll(async () => {
  p = await startPlatform();
  await seedDemoData(p.app.services);
  await p.app.db
    .update(users)
    .set({ isFirstLogin: false })
    .where(inArray(users.email, [CANDIDATE, DEMO_ADMIN_EMAIL]));
});
afterAll(() => p?.close());

/** How far the page is wider than the window (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

describe('need help', () => {
  const visitor = uniqueEmail('visitor');
  const message = '我無法上載履歷。\n頁面停在 99%。';

  it('a signed-out visitor sends a request in Chinese from the footer link, with a screenshot', async () => {
    const { page, context } = await p.newPage({ lang: 'zh' });
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: '需要協助？' }).click();
    await page.waitForURL('**/need-help');
    await page.getByRole('heading', { name: '需要協助？', level: 1 }).waitFor();

    await page.getByRole('textbox', { name: '您的姓名' }).fill('陳小明');
    // A bad address is said beside the field as it is left.
    await page.getByRole('textbox', { name: '您的電郵地址' }).fill('chan.siuming@');
    await page.keyboard.press('Tab');
    await page.getByText('電郵欄位必須是有效的電郵地址').waitFor();
    await page.getByRole('radio', { name: '求職者（學生）' }).check();
    await page.getByRole('combobox', { name: '主題' }).selectOption({ label: '技術問題' });
    await page.getByRole('textbox', { name: '您的訊息' }).fill(message);
    await page
      .getByLabel('螢幕截圖或文件（選填）', { exact: true })
      .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('screen.png').waitFor();

    // Sending with the bad address sends nothing, and nothing typed is lost.
    await page.getByRole('button', { name: '傳送' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    expect(await page.getByRole('textbox', { name: '您的訊息' }).inputValue()).toBe(message);
    await page.getByText('screen.png').waitFor();

    await page.getByRole('textbox', { name: '您的電郵地址' }).fill(visitor);
    await page.getByRole('button', { name: '傳送' }).click();
    await page.getByText('感謝您的意見！').waitFor();
    await page.getByText(visitor).waitFor();
    await context.close();

    const office = await p.lastEmailTo('internship@fintech-scheme.hk');
    expect(office?.textBody).toContain(visitor);
    expect(office?.textBody).toContain('> 我無法上載履歷。');
  });

  it('the admin finds it under Help requests, reads it and answers; the visitor is emailed in Chinese', async () => {
    const { page, context } = await signedInPage(p, DEMO_ADMIN_EMAIL, { lang: 'en' });
    await page.goto('/admin-portal/dashboard');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Help requests' })
      .click();
    await page.getByRole('heading', { name: 'Help requests', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ hasText: visitor });
    await row.getByText('A technical problem').waitFor();
    await row.getByText('With a file').waitFor();
    await row.getByRole('link', { name: '陳小明' }).click();

    await page.getByRole('heading', { name: 'Help request from 陳小明', level: 1 }).waitFor();
    await page.getByText('頁面停在 99%。').waitFor();
    await page.getByText('Language: 繁體中文').waitFor();
    await page.getByRole('button', { name: 'Download screen.png' }).waitFor();

    const answer = 'Thank you. Uploads work again since this morning.\nPlease try once more.';
    await page.getByRole('textbox', { name: 'Your answer' }).fill(answer);
    await page.getByRole('button', { name: 'Send the answer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this answer?' });
    await dialog.getByText(visitor).waitFor();
    await dialog.getByRole('button', { name: 'Send the answer' }).click();
    await page.getByText('Answer sent').waitFor();
    await page.getByRole('heading', { name: 'The answer' }).waitFor();
    await page.getByText(`Answered by ${DEMO_ADMIN_EMAIL}`).waitFor();
    expect(await page.getByRole('textbox', { name: 'Your answer' }).count()).toBe(0);

    const mail = await p.lastEmailTo(visitor);
    expect(mail?.subject).toBe('您的查詢已獲回覆：技術問題');
    expect(mail?.textBody).toContain('> Thank you. Uploads work again since this morning.\n> Please try once more.');

    await page.getByRole('link', { name: 'Back to help requests' }).click();
    await page.getByRole('tab', { name: 'Answered' }).click();
    await page.getByRole('row').filter({ hasText: visitor }).waitFor();
    await context.close();
  });

  it('a signed-in candidate reaches it from the account menu, name and email filled in (en)', async () => {
    const { page, context } = await signedInPage(p, CANDIDATE, { lang: 'en' });
    await page.goto('/candidate/dashboard');
    await page.getByRole('button', { name: /^Your account: / }).click();
    await page.getByRole('menuitem', { name: 'Need help?' }).click();
    await page.waitForURL('**/need-help');
    await page.getByRole('heading', { name: 'Need help?', level: 1 }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Your email address' }).inputValue()).toBe(CANDIDATE);
    expect(await page.getByRole('textbox', { name: 'Your name' }).inputValue()).toContain('Li Xiaoming');
    expect(await page.getByRole('radio', { name: 'A candidate (student)' }).isChecked()).toBe(true);
    await context.close();
  });

  it('fits a 390 px screen in Simplified Chinese, and the admin list there too', async () => {
    const visit = await p.newPage({ lang: 'cn', width: 390, height: 844 });
    await visit.page.goto('/need-help');
    await visit.page.getByRole('heading', { name: '需要帮助？', level: 1 }).waitFor();
    await visit.page.getByRole('textbox', { name: '您的留言' }).waitFor();
    expect(await overflow(visit.page)).toBe(0);
    await visit.context.close();

    const admin = await signedInPage(p, DEMO_ADMIN_EMAIL, { lang: 'cn', width: 390, height: 844 });
    await admin.page.goto('/admin-portal/help-requests?status=answered');
    await admin.page.getByRole('heading', { name: '帮助咨询', level: 1 }).waitFor();
    await admin.page.getByText(visitor).waitFor();
    expect(await admin.page.getByRole('table').count()).toBe(0);
    expect(await overflow(admin.page)).toBe(0);
    await admin.context.close();
  });
});

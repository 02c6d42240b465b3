// What of the page titles needs a browser (WCAG 2.4.2; lib/page-title.ts): the title follows the
// reader's language as the switcher changes it, and a page that finds its record missing after it
// has loaded says not found in its title too. Every page's own title, in each language, as the
// server writes it, is the page tier's (apps/web/pages/page-titles.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../api/src/seed/demo-data.js';
import { type Platform, startPlatform } from './harness.js';
import { signedInPage } from './test-data.js';

const SITE = 'FinTech Internship Scheme';

let p: Platform;
beforeAll(async () => {
  p = await startPlatform();
  await seedDemoData(p.app.services);
});
afterAll(() => p?.close());

describe('page titles in the browser', () => {
  it("follow the reader's language as the switcher changes it", async () => {
    const { page, context } = await signedInPage(p, 'li.xiaoming@student.demo', { lang: 'en' });
    await page.goto('/candidate/saved-jobs');
    await expect.poll(() => page.title()).toBe(`Saved jobs | ${SITE}`);
    await page.getByTestId('language-switcher').getByRole('link', { name: '繁體中文' }).click();
    await expect.poll(() => page.title()).toBe('已收藏職位 | 金融科技實習計劃');
    await context.close();
  });

  it('say not found once a page finds its record missing', async () => {
    const { page, context } = await signedInPage(p, 'hr@novapay.demo', { lang: 'en' });
    // Until the message's request has answered, the page is the message's, and so is its title.
    await page.goto('/company/message-detail/00000000-0000-4000-8000-000000000000');
    await expect.poll(() => page.title()).toBe(`Page not found | ${SITE}`);
    await context.close();
  });
});

// Which language a visitor gets (SPEC section 1): `?lng=` in an address sets it and it is
// remembered, the app taking the parameter out of the address; otherwise a first visit falls back
// to zh when the browser's language is not one of ours. In a real browser with its languages set as
// a visitor's are. (A first visit in the browser's language when it is one of ours, the document's
// language and its words, is the page tier's: ../pages/guards.test.ts.)
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from './harness.js';

let p: Platform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p?.close());

const HEADINGS = { en: 'FinTech Internship Scheme', zh: '金融科技實習計劃', cn: '金融科技实习计划' };

/** A first-time visitor (nothing remembered) whose browser prefers `languages`, in that order. */
async function visitor(languages: string[]): Promise<BrowserContext> {
  const context = await p.browser.newContext({ baseURL: p.url, locale: languages[0] });
  // As a browser set up in that language reports it: Chromium lists English after the user's own.
  await context.addInitScript((list) => {
    Object.defineProperty(navigator, 'languages', { get: () => list });
    Object.defineProperty(navigator, 'language', { get: () => list[0] });
  }, languages);
  return context;
}

async function heading(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.goto(path);
  const h1 = page.getByRole('heading', { level: 1 });
  await h1.first().waitFor();
  return { page, text: () => h1.first().textContent() };
}

describe('the first visit', () => {
  it('falls back to Traditional Chinese for a browser language we do not have, even when English comes second', async () => {
    const context = await visitor(['fr-FR', 'fr', 'en-US', 'en']);
    const { text } = await heading(context, '/');
    await expect.poll(text).toBe(HEADINGS.zh);
    await context.close();
  });
});

describe('?lng= in an address', () => {
  it('sets the language and remembers it for the next visits', async () => {
    const context = await visitor(['zh-HK']);
    const { page, text } = await heading(context, '/?lng=en');
    await expect.poll(text).toBe(HEADINGS.en);
    // The address keeps its path but not the parameter, which has been applied (by the app, once it
    // runs: the page itself came already in English).
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.goto('/');
    await expect.poll(text).toBe(HEADINGS.en);
    await page.reload();
    await expect.poll(text).toBe(HEADINGS.en);

    // The switcher's choice then stands through reloads.
    await page.getByTestId('language-switcher').getByRole('link', { name: '简体中文' }).click();
    await expect.poll(text).toBe(HEADINGS.cn);
    await page.reload();
    await expect.poll(text).toBe(HEADINGS.cn);
    await context.close();
  });

  it('works on any page, and a value we do not have changes nothing', async () => {
    const context = await visitor(['en-US']);
    const { page, text } = await heading(context, '/sign-in?lng=cn');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh-Hans');
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    // A signed-out visitor of a candidate page is sent to the site root: the language set there stays.
    await page.goto('/candidate/job-list?lng=zh');
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(text).toBe(HEADINGS.zh);
    await page.goto('/?lng=fr');
    await expect.poll(text).toBe(HEADINGS.zh);
    await context.close();
  });
});

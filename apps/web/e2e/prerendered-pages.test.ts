// The public pages a visitor opens first come already written in the visitor's language
// (docs/decisions/014, build/prerender.tsx): the server picks the page as the app would pick the
// language, and the app takes the page over without drawing it again or losing what was typed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { HtmlValidate } from 'html-validate';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../api/src/db/schema.js';
import { issueToken } from '../../api/src/lib/session-tokens.js';
import { seedDemoData } from '../../api/src/seed/demo-data.js';
import { holdRequests, type Platform, startPlatform } from './harness.js';
import { addSessionCookies } from './test-data.js';

const CANDIDATE = 'li.xiaoming@student.demo';
const LOCALES = fileURLToPath(new URL('../../../packages/shared/locales', import.meta.url));

let p: Platform;
beforeAll(async () => {
  p = await startPlatform();
  await seedDemoData(p.app.services);
});
afterAll(() => p?.close());

const LANDING = { en: 'FinTech Internship Scheme', zh: '金融科技實習計劃', cn: '金融科技实习计划' };
const SIGN_IN = { en: 'Sign in', zh: '登入', cn: '登录' };

/** The first heading of the page the server sends, before any script runs. */
async function sentHeading(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${p.url}${path}`, { headers });
  const html = await res.text();
  return { res, html, heading: /<h1[^>]*>([^<]*)</.exec(html)?.[1] };
}

const WEB_DIST = fileURLToPath(new URL('../dist', import.meta.url));

describe('the page the server sends', () => {
  it('is valid HTML, every prerendered page and frame in every language (html-validate)', async () => {
    const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
    const files = ['pages', 'frames', 'app-shell'].flatMap((folder) =>
      readdirSync(join(WEB_DIST, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.html'))
        .map((file) => join(folder, file)),
    );
    // Three pages, the job list's frame and index.html, in three languages.
    expect(files).toHaveLength(15);
    for (const file of files) {
      const report = await validator.validateString(readFileSync(join(WEB_DIST, file), 'utf8'), file);
      const errors = report.results.flatMap((result) =>
        result.messages.map((message) => `${file}:${message.column} ${message.ruleId}: ${message.message}`),
      );
      expect(errors, file).toEqual([]);
    }
  });

  it("carries the page's own title and description in its language", async () => {
    const pages = { '/': 'landing', '/sign-in': 'signIn', '/register': 'register' } as const;
    const titles = new Set<string>();
    for (const language of ['en', 'zh', 'cn'] as const) {
      const catalog = JSON.parse(readFileSync(join(LOCALES, language, 'titles.json'), 'utf8'));
      const site = JSON.parse(readFileSync(join(LOCALES, language, 'common.json'), 'utf8')).appName;
      for (const [path, key] of Object.entries(pages)) {
        const { html } = await sentHeading(`${path}?lng=${language}`);
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
        expect(title, `${path} ${language}`).toBe(`${catalog.public[key]} | ${site}`);
        titles.add(title ?? '');
        expect(/<meta name="description" content="([^"]*)">/.exec(html)?.[1], `${path} ${language}`).toBe(
          catalog.description[key],
        );
      }
    }
    expect(titles.size).toBe(9);
    const frame = await fetch(`${p.url}/candidate/job-list?lng=en`);
    expect(await frame.text()).toContain('<title>Find internships | FinTech Internship Scheme</title>');
  });

  it('changes language by its links without JavaScript', async () => {
    const context = await p.browser.newContext({ baseURL: p.url, locale: 'en-US', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/sign-in', { waitUntil: 'load' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(SIGN_IN.en);
    await page.getByTestId('language-switcher').getByRole('link', { name: '简体中文' }).click();
    await page.waitForURL('**/sign-in?lng=cn');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(SIGN_IN.cn);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hans');
    await page.getByTestId('language-switcher').getByRole('link', { name: '繁體中文' }).click();
    await page.waitForURL('**/sign-in?lng=zh');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(SIGN_IN.zh);
    expect(await page.title()).toBe('登入 | 金融科技實習計劃');
    await context.close();
  });

  it("is written in the browser's first language, or zh for a language we do not have", async () => {
    expect((await sentHeading('/', { 'accept-language': 'en-GB,en;q=0.9' })).heading).toBe(LANDING.en);
    expect((await sentHeading('/', { 'accept-language': 'zh-CN,zh;q=0.9' })).heading).toBe(LANDING.cn);
    expect((await sentHeading('/', { 'accept-language': 'zh-HK' })).heading).toBe(LANDING.zh);
    expect((await sentHeading('/', { 'accept-language': 'fr-FR,en-US;q=0.8' })).heading).toBe(LANDING.zh);
    expect((await sentHeading('/sign-in')).heading).toBe(SIGN_IN.zh);
  });

  it('follows the remembered choice over the browser, and ?lng= over both; and says so to caches', async () => {
    const chosen = await sentHeading('/sign-in', { 'accept-language': 'en', cookie: 'other=1; lng=cn' });
    expect(chosen.heading).toBe(SIGN_IN.cn);
    expect(chosen.html).toContain('<html lang="zh-Hans"');
    expect(chosen.res.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(chosen.res.headers.get('cache-control')).toBe('no-cache');
    expect((await sentHeading('/sign-in?lng=en', { cookie: 'lng=cn' })).heading).toBe(SIGN_IN.en);
    // A value we do not have changes nothing.
    expect((await sentHeading('/sign-in?lng=fr', { cookie: 'lng=xx', 'accept-language': 'en' })).heading).toBe(
      SIGN_IN.en,
    );
  });

  it('links its stylesheets and names one script, which asks for the rest; other pages are the app, naming their catalog and the layout', async () => {
    const { html } = await sentHeading('/', { 'accept-language': 'en' });
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/landing-[\w-]+\.css">/);
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/start-after-paint-[\w-]+\.js$/)]);
    expect(html).not.toContain('modulepreload');
    const root = /<div id="root"([^>]*)>/.exec(html)?.[1] ?? '';
    expect(root).toContain('data-prerendered="en"');
    expect(root).toMatch(/data-entry="\/assets\/index-[\w-]+\.js"/);
    expect(root).toMatch(/data-preload="[^"]*\/assets\/landing-[\w-]+\.js[^"]*\/assets\/en-[\w-]+\.js"/);
    const other = await sentHeading('/candidate/dashboard', { 'accept-language': 'en' });
    expect(other.heading).toBeUndefined();
    expect(other.html).toContain('<html lang="en">');
    expect(/<div id="root"([^>]*)>/.exec(other.html)?.[1]).toBe('');
    expect(other.html).toContain('role="status"');
    expect(other.html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/en-[\w-]+\.js">/);
    expect(other.html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/shell-[\w-]+\.js">/);
    expect(other.html).not.toMatch(/\/assets\/(zh|cn)-[\w-]+\.js/);
    // The files themselves are reached only through their addresses.
    expect((await fetch(`${p.url}/pages/en/index.html`)).status).toBe(404);
  });
});

/** A first-time visitor whose browser speaks `locale`, with the page's own errors collected. */
async function visit(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path, { waitUntil: 'networkidle' });
  return { page, errors };
}

describe('in the browser', () => {
  it('takes the page over as it is: the same elements, what was typed kept, no error', async () => {
    const context = await p.browser.newContext({ baseURL: p.url, locale: 'en-US' });
    // The elements as the server's HTML made them, before the app's code has run.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, {
          sentHeading: document.querySelector('h1'),
          sentEmail: document.querySelector('input'),
          sentStyles: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href),
        });
      });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The page's code arrives late, as on a slow network: the visitor types in the meantime.
    await page.route(/\/assets\/sign-in-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/sign-in', { waitUntil: 'commit' });
    const email = page.locator('input[name="email"]');
    await email.fill('typed.early@example.edu.hk');
    // Until the app runs the page, its button is disabled (the browser cannot send the form by
    // itself); the language switch is links to the page in each language, which work already.
    const submit = page.locator('form button[type="submit"]');
    expect(await submit.isDisabled()).toBe(true);
    expect(
      await page.getByTestId('language-switcher').getByRole('link', { name: '简体中文' }).getAttribute('href'),
    ).toBe('/sign-in?lng=cn');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    expect(await email.inputValue()).toBe('typed.early@example.edu.hk');
    expect(await page.evaluate(() => document.querySelector('h1') === Reflect.get(window, 'sentHeading'))).toBe(true);
    expect(await page.evaluate(() => document.querySelector('input') === Reflect.get(window, 'sentEmail'))).toBe(true);
    expect(errors).toEqual([]);
    // The app's scripts were asked for once the page's stylesheets were in, not beside them.
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const sent = Reflect.get(window, 'sentStyles') as string[];
      const styles = resources.filter((resource) => sent.includes(resource.name));
      const entry = resources.find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name));
      return {
        count: styles.length,
        sent: sent.length,
        styles: Math.max(...styles.map((s) => s.responseEnd)),
        entry: entry?.startTime,
      };
    });
    // The entry's, the public layout's and the page's (and what they share).
    expect(timing.count).toBeGreaterThanOrEqual(3);
    expect(timing.count).toBe(timing.sent);
    expect(timing.entry).toBeGreaterThanOrEqual(timing.styles);

    // The switcher's choice reaches the server: the next page comes in it.
    await page.getByTestId('language-switcher').getByRole('link', { name: '简体中文' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(SIGN_IN.cn);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'lng')?.value).toBe('cn');
    const next = await visit(context, '/');
    expect(await next.page.locator('#root').getAttribute('data-prerendered')).toBe('cn');
    expect(await next.page.getByRole('heading', { level: 1 }).textContent()).toBe(LANDING.cn);
    expect(next.errors).toEqual([]);
    await context.close();
  });

  it('switches to the language chosen before the server knew of it, keeping what was typed', async () => {
    // A choice stored before the cookie existed: the server sends English, the visitor reads Simplified.
    const context = await p.browser.newContext({ baseURL: p.url, locale: 'en-US' });
    await context.addInitScript(() => {
      if (!window.localStorage.getItem('i18nextLng')) window.localStorage.setItem('i18nextLng', 'cn');
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/sign-in', { waitUntil: 'commit' });
    const email = page.locator('input[name="email"]');
    await email.fill('typed.early@example.edu.hk');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(SIGN_IN.cn);
    expect(await email.inputValue()).toBe('typed.early@example.edu.hk');
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hans');
    expect(errors).toEqual([]);
    // …and from now on the server knows it.
    expect((await context.cookies()).find((cookie) => cookie.name === 'lng')?.value).toBe('cn');
    const next = await visit(context, '/');
    expect(await next.page.locator('#root').getAttribute('data-prerendered')).toBe('cn');
    await context.close();
  });

  it('answers a click on a list to pick from made before the app ran, unless the visitor moved on', async () => {
    const { page, context } = await p.newPage({ lang: 'en' });
    const institution = page.getByRole('combobox', { name: 'Education institution', exact: true });
    const options = page.getByRole('option', { name: 'The University of Hong Kong', exact: true });
    // Once the page's one script has run (before DOMContentLoaded), as a visitor could first click.
    const parsed = () => page.waitForLoadState('domcontentloaded');

    // The page's code arrives late: the visitor opens the list meanwhile; once it is here, the list opens.
    let held = await holdRequests(page, /\/assets\/register-[\w-]+\.js$/);
    await page.goto('/register', { waitUntil: 'commit' });
    await parsed();
    await institution.click();
    await page.waitForTimeout(300);
    expect(await options.count()).toBe(0);
    held.open();
    await options.click();
    expect(await institution.inputValue()).toBe('The University of Hong Kong');

    // A click on a list, then a field typed into: once the code is here, no list opens over the field.
    await page.unrouteAll();
    held = await holdRequests(page, /\/assets\/register-[\w-]+\.js$/);
    await page.goto('/register', { waitUntil: 'commit' });
    await parsed();
    await institution.click();
    await page.locator('input[name="faculty"]').fill('Engineering');
    held.open();
    await expect.poll(() => page.locator('form button[type="submit"]').isEnabled()).toBe(true);
    await page.waitForTimeout(300);
    expect(await page.getByRole('listbox').count()).toBe(0);
    expect(await page.locator('input[name="faculty"]').inputValue()).toBe('Engineering');
    await context.close();
  });

  it('shows a signed-in visitor their own header, not the one sent to everyone', async () => {
    const [user] = await p.app.db.select().from(users).where(eq(users.email, CANDIDATE));
    if (!user) throw new Error(`no account ${CANDIDATE}`);
    await p.app.db.update(users).set({ isFirstLogin: false }).where(eq(users.id, user.id));
    const { token } = await issueToken(
      p.app.config.tokenSecret,
      p.app.services.clock,
      { sub: user.id, role: user.role, tv: user.tokenVersion },
      true,
    );
    const { page, context } = await p.newPage({ lang: 'en' });
    await addSessionCookies(context, p.url, token);
    await page.goto('/');
    const header = page.locator('header');
    await expect.poll(() => header.getByRole('link', { name: 'Dashboard' }).count()).toBe(1);
    expect(await header.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    // Sign-in is for visitors without a session: this one goes to their dashboard.
    await page.goto('/sign-in');
    await page.waitForURL('**/candidate/dashboard');
    await context.close();
  });
});

// Browser tests run the built web app and the real API together, as `npm start` does, on an
// in-memory database, and drive Debian's Chromium through playwright-core. Every page a test
// visits is checked with axe-core (./accessibility-watch.ts): a serious or critical violation
// fails the test, without the test asking for it, and so does React's report that the browser's
// first render differed from the server's HTML (./hydration-watch.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@fis/shared/enums';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Browser, type BrowserContext, chromium, type Locator, type Page, type WebSocket } from 'playwright-core';
import { expect } from 'vitest';
import { buildApp } from '../../api/src/app.js';
import { type AppConfig, buildConfig } from '../../api/src/config/config.js';
import { parseEnv } from '../../api/src/config/env.js';
import { emailOutbox } from '../../api/src/db/schema.js';
import { insertTestRound } from '../../api/test/helper.js';
import { pgliteTemplate } from '../../api/test/pglite-template.js';
import { flushAccessibilityChecks, serveAxe, watchAccessibility } from './accessibility-watch.js';
import CHROMIUM_FLAGS from './chromium-flags.json' with { type: 'json' };
import { watchHydration } from './hydration-watch.js';

/** The API serving the built web app, as `npm start` runs them, without a browser. */
export interface AppPlatform {
  app: FastifyInstance;
  url: string;
  lastEmailTo(address: string): Promise<{ subject: string; textBody: string } | undefined>;
  close(): Promise<void>;
}

export interface Platform extends AppPlatform {
  browser: Browser;
  newPage(options?: {
    lang?: string;
    width?: number;
    height?: number;
    /** The browser's own time zone (the machine's when not given). */
    timezoneId?: string;
  }): Promise<{ page: Page; context: BrowserContext }>;
}

const WEB_DIST = fileURLToPath(new URL('../dist', import.meta.url));

/**
 * The API with the built web app (apps/web/dist) on an in-memory database, a round open for
 * applications, listening on a free port, serving axe for the browser's checks (serveAxe); the page
 * tier (apps/web/pages) renders pages through it.
 * `overrides`: settings of the API a test needs otherwise (a mail server, so no development mailbox).
 */
export async function startApp(overrides: Partial<AppConfig> = {}): Promise<AppPlatform> {
  // The platform's files (its token secret, the uploads) go in a folder of its own, removed on close.
  const dataDir = mkdtempSync(join(tmpdir(), 'fis-e2e-'));
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const config = {
    ...buildConfig(env, WEB_DIST),
    rateLimits: { perAddress: 10_000, perAccount: 10_000, windowMs: 60_000 },
    ...overrides,
  };
  const app = await buildApp({
    config,
    databaseLocation: 'memory://',
    pgliteFrom: await pgliteTemplate(),
    logger: false,
  });
  const year = 365 * 86_400_000;
  await insertTestRound(app.db, {
    applicationStart: hongKongDate(Date.now() - year),
    applicationEnd: hongKongDate(Date.now() + year),
  });
  serveAxe(app);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  app.config.publicUrl = url;
  return {
    app,
    url,
    async lastEmailTo(address) {
      const [row] = await app.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, address))
        .orderBy(desc(emailOutbox.seq))
        .limit(1);
      return row;
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell), as Playwright
 * itself prefers for headless tests: the same engine without the browser's own interface, whose
 * processes took about a fifth of the suite's CPU time beside the pages.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Pages in Chinese are laid out in a Chinese font, as on a reader's phone. Without one, every glyph
 * is a fallback box of another width, and where a control lands on the page changes with it (a
 * switch's own track came to lie over the point a test pressed).
 */
function requireChineseFont(): void {
  const fonts = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  if (fonts.trim() === '') {
    throw new Error('The browser tests need a Chinese font: apt-get install -y fonts-noto-cjk');
  }
}

/** The platform of startApp, and Debian's Chromium to drive it. `overrides`: as startApp's. */
export async function startPlatform(overrides: Partial<AppConfig> = {}): Promise<Platform> {
  requireChineseFont();
  const platform = await startApp(overrides);
  const { url } = platform;
  const executablePath = process.env.CHROMIUM_PATH ?? HEADLESS_SHELL;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS }).catch(async (error: unknown) => {
    await platform.close();
    throw existsSync(executablePath)
      ? error
      : new Error(
          `The browser tests need Chromium's headless shell at ${executablePath}: apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH)`,
        );
  });
  const reusable = reusableContexts(browser, url);
  return {
    ...platform,
    browser,
    async newPage({ lang = 'zh', width = 1280, height = 900, timezoneId } = {}) {
      const context = await reusable.take(JSON.stringify([lang, width, height, timezoneId]), async () => {
        const fresh = await browser.newContext({
          baseURL: url,
          viewport: { width, height },
          locale: 'en-US',
          timezoneId,
        });
        await watchAccessibility(fresh);
        watchHydration(fresh);
        // The language a visitor picked before: the app reads it from localStorage.
        await fresh.addInitScript((l) => {
          if (!window.localStorage.getItem('i18nextLng')) window.localStorage.setItem('i18nextLng', l);
        }, lang);
        return fresh;
      });
      // …and its cookie, through which the server sends the public pages in it (decision 014).
      await context.addCookies([{ name: 'lng', value: lang, url }]);
      const page = await context.newPage();
      // A step waits for its element as long as a busy machine needs; only a hang runs out.
      page.setDefaultTimeout(60_000);
      waitForHydrationOnLoad(page);
      return { page, context };
    },
    async close() {
      const violations = await flushAccessibilityChecks();
      await browser.close();
      await platform.close();
      if (violations.length > 0) throw new Error(`Accessibility violations at the end:\n${violations.join('\n')}`);
    },
  };
}

/**
 * A browser context a test has closed, emptied and kept for the next test of the file that asks for
 * one with the same settings. A context made anew cost Chromium about 0.7 s of CPU time more for
 * its first page than one reused (2.3 s against 1.6 s), and the platform 0.3 s more: the page
 * starts with no cached file, asks the server for each and compiles every script again, and the
 * suite opens hundreds. What the closing test left is gone: its pages, its cookies, what
 * its pages stored for the site, a cut connection and any route. A context a test has given a
 * script of its own (addInitScript) is closed for good, since that cannot be taken back.
 */
function reusableContexts(browser: Browser, url: string) {
  const idle = new Map<string, BrowserContext[]>();
  return {
    async take(key: string, make: () => Promise<BrowserContext>): Promise<BrowserContext> {
      const kept = idle.get(key)?.pop();
      if (kept) return kept;
      const context = await make();
      let ownScripts = false;
      const addInitScript = context.addInitScript.bind(context);
      context.addInitScript = (...args) => {
        ownScripts = true;
        return addInitScript(...args);
      };
      const close = context.close.bind(context);
      context.close = async (...args) => {
        const [open] = context.pages();
        // Its site's storage is emptied through one of its pages: without one, it is closed for good.
        if (ownScripts || !open || !browser.isConnected()) return close(...args);
        const cdp = await context.newCDPSession(open);
        await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: SITE_STORAGE });
        await cdp.detach();
        await Promise.all(context.pages().map((page) => page.close()));
        await Promise.all([context.clearCookies(), context.setOffline(false), context.unrouteAll()]);
        const kept = idle.get(key);
        if (kept) kept.push(context);
        else idle.set(key, [context]);
      };
      return context;
    },
  };
}

/** What a site's pages can store, but for the browser's cache of its files (and the cookies, which clearCookies takes). */
const SITE_STORAGE = 'local_storage,indexeddb,websql,file_systems,service_workers,cache_storage,storage_buckets';

/**
 * A page the server drew is on screen before the app runs it: a press then does nothing. Loading a
 * page (goto, reload, back or forward to a page loaded anew) therefore returns once the app has
 * taken it over (root.tsx marks <html> data-hydrated), so that a test acts on the page as a visitor
 * who waited for it would.
 */
function waitForHydrationOnLoad(page: Page): void {
  const hydrated = async () => {
    const isApp = await page.evaluate(() => '__reactRouterContext' in window).catch(() => false);
    if (isApp) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  };
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  for (const move of ['reload', 'goBack', 'goForward'] as const) {
    const original = page[move].bind(page);
    page[move] = async (...args) => {
      const response = await original(...args);
      await hydrated();
      return response;
    };
  }
}

/**
 * The page's window resized, once the app has followed: it redraws for the new width at once
 * (lib/phone-width.ts), and parts that measure themselves follow a frame or more later, so the
 * page is used once it holds still, as axe reads it (accessibility-watch.ts), as after a load at
 * that width.
 */
export async function resizeTo(page: Page, width: number, height = width < 768 ? 844 : 900): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction(() => window.__a11yIsQuiet?.(200) ?? true, undefined, { polling: 100 });
}

let counter = 0;
/** A namespace of the web's catalogs (packages/shared/locales), as the pages read it. */
export const catalog = (language: Language, namespace: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../packages/shared/locales/${language}/${namespace}.json`, import.meta.url), 'utf8'),
  );

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${++counter}@example.edu.hk`;
export const PASSWORD = 'Str0ng!Pass';

/**
 * Holds the page's requests for `url` (each reported to `onHeld`) until `open()` is called, then
 * lets them go on: to see what a page shows while a file or an answer is still on its way.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  onHeld: () => void = () => {},
): Promise<{ open: () => void }> {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route(url, async (route) => {
    onHeld();
    await opened;
    await route.continue();
  });
  return { open };
}

/** A Mantine Select or MultiSelect, or the browser's own select, by its label, in `scope`. */
export const picker = (scope: Page | Locator, label: string): Locator =>
  scope
    .getByRole('textbox', { name: label, exact: true })
    .or(scope.getByRole('combobox', { name: label, exact: true }))
    .first();

/** Opens a Mantine Select (or a searchable one), or the browser's own, by its label in `scope`, and picks an option by its visible text. */
export async function choose(scope: Page | Locator, label: string, option: string): Promise<void> {
  const field = picker(scope, label);
  // The browser's own select (the lists' filters) is chosen as a person's keyboard or phone would.
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
    await field.selectOption({ label: option });
    return;
  }
  const page = 'goto' in scope ? scope : scope.page();
  const wanted = page.getByRole('option', { name: option, exact: true });
  // A dropdown closes when the focus leaves its field, and a dialog that has just opened moves the
  // focus to its first field once it is ready: a press that came before that is undone. The field
  // is pressed again while its dropdown is closed, as a person would.
  await expect
    .poll(
      async () => {
        if ((await field.getAttribute('aria-expanded')) !== 'true') await field.click();
        return wanted.isVisible();
      },
      { timeout: 60_000, interval: 250 },
    )
    .toBe(true);
  await wanted.click();
}

/**
 * Resolves once the page's real-time socket is connected: the server has answered its handshake
 * with Socket.IO's connect packet ("40…"), which it sends as it joins the socket to its user's
 * room, so an event pushed from then on reaches the page. A socket merely created may still be
 * handshaking, and an event pushed then is lost: call this before the page loads. Any socket of the
 * page counts, because on a busy machine the client may give up on a slow handshake and open
 * another; each is watched from the moment it appears, so no frame goes by unseen.
 */
export function socketOpened(page: Page): Promise<void> {
  return new Promise((resolve, reject) => {
    const onSocket = (socket: WebSocket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', ({ payload }) => {
        if (!String(payload).startsWith('40')) return;
        clearTimeout(timer);
        page.off('websocket', onSocket);
        resolve();
      });
    };
    const timer = setTimeout(() => {
      page.off('websocket', onSocket);
      reject(new Error('no real-time socket of the page was connected within 60 s'));
    }, 60_000);
    page.on('websocket', onSocket);
  });
}

/** The text of the error a field's aria-describedby points at, once the field is marked invalid. */
export async function describedError(page: Page, field: Locator): Promise<string> {
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(ids.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

/** Signs in on /sign-in with an email and a password (a candidate's; a company's goes on to a code). */
export async function signInWithPassword(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/sign-in');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** A candidate's registration filled in the Chinese UI (/register) and sent; returns once it succeeded. */
export async function registerCandidateInChinese(
  page: Page,
  { email, englishName, chineseName }: { email: string; englishName: string; chineseName?: string },
): Promise<void> {
  await page.locator('input[name="englishName"]').fill(englishName);
  if (chineseName) await page.locator('input[name="chineseName"]').fill(chineseName);
  await page.locator('input[name="phoneNumber"]').fill('9123 4567');
  await choose(page, '就讀院校', '香港大學');
  await page.locator('input[name="faculty"]').fill('工程學院');
  await page.locator('input[name="programme"]').fill('金融科技學士');
  await choose(page, '教育程度', '學士');
  await choose(page, '畢業年份', '2027');
  await choose(page, '可合法受僱的地區', '香港及大灣區');
  await choose(page, '居民類別', '香港永久性居民');
  await choose(page, '居住城市', '香港');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
  await page.locator('input[name="agreeTerms"]').check();
  await page.locator('input[name="agreeDataSharing"]').check();
  await page.getByRole('button', { name: '註冊為求職者' }).click();
  await expect
    .poll(() => page.locator('main').textContent())
    .toContain('註冊成功。請透過我們發送到您電郵的連結確認註冊。');
}

/** The newest verification email opened in the development mailbox and its link followed, in the Chinese UI. */
export async function followVerificationLinkInChinese(page: Page, link = /verify-email\?token=/): Promise<void> {
  await page.goto('/dev/mailbox');
  await page
    .getByRole('button', { name: /確認您的電郵地址/ })
    .first()
    .click();
  await page.getByRole('link', { name: link }).first().click();
  await expect.poll(() => page.locator('main').textContent()).toContain('您的電郵已通過驗證，現在可以登入。');
}

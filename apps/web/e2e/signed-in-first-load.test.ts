// The first load of a signed-in page (issue 10, docs/decisions/014): the scheme's mark is on
// screen before any script runs; the current user is asked for beside the app's code, not after
// it; what the header needs only later (the bell's count and list, the account menu, the pop-up
// messages' container, the unread messages' count) waits until the page's own data is here, and the bell's list is not part
// of the layout's code (a press before its code is here still opens it, as the account menu
// does). Timing is measured by `npm run bench:web`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../api/src/db/schema.js';
import { DEMO_PASSWORD, seedDemoData } from '../../api/src/seed/demo-data.js';
import { type Platform, startPlatform } from './harness.js';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const CANDIDATE = 'chan.taiman@student.demo';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));

/** The files a chunk brings with it before it can run: itself and its static imports, transitively. */
function staticClosure(key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`no chunk ${key} in the build's manifest`);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((next) => staticClosure(next, seen))];
}

const MANTINE = dirname(createRequire(import.meta.url).resolve('@mantine/core/styles/Popover.css'));
function mantineClassNames(component: string): string[] {
  const file = join(MANTINE, '..', 'esm', 'components', component, `${component}.module.mjs`);
  return [...readFileSync(file, 'utf8').matchAll(/"(m_[0-9a-f]{8})"/g)].map((m) => m[1] as string);
}

let p: Platform;
let session: { token: string; expiresAt: string };
beforeAll(async () => {
  p = await startPlatform();
  await seedDemoData(p.app.services);
  await p.app.db.update(users).set({ isFirstLogin: false }).where(eq(users.email, CANDIDATE));
  const response = await fetch(`${p.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: CANDIDATE, password: DEMO_PASSWORD, rememberMe: true }),
  });
  expect(response.status).toBe(200);
  session = await response.json();
});
afterAll(() => p?.close());

/** A page of a browser in which the demo candidate is signed in, as the sign-in page leaves it. */
async function signedInPage(): Promise<Page> {
  const { page, context } = await p.newPage({ lang: 'en' });
  await context.addInitScript(({ token, expiresAt }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('login-time-up', expiresAt);
    localStorage.setItem('user-type', '0');
  }, session);
  return page;
}

/** A promise to hold requests with, and the way to let them go. */
function opened(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe('a signed-in page, loading', () => {
  it('shows the scheme’s mark and a loading status before any script has run', async () => {
    const context = await p.browser.newContext({ baseURL: p.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/candidate/job-list');
    const status = page.getByRole('status', { name: 'Loading / 載入中 / 加载中' });
    await expect.poll(() => status.isVisible()).toBe(true);
    expect(await status.locator('svg').count()).toBe(1);
    await context.close();
  });

  it('paints the mark before the app’s stylesheet has arrived, and draws the page only once it has', async () => {
    const page = await signedInPage();
    const gate = opened();
    await page.route(/\/assets\/web-[\w-]+\.css$/, async (route) => {
      await gate.promise;
      await route.continue();
    });
    await page.goto('/candidate/job-list', { waitUntil: 'commit' });
    const painted = () => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length);
    await expect.poll(painted).toBe(1);
    // A moment in which the app, were it not waiting for its styles, would have drawn the page.
    await page.waitForTimeout(500);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    gate.open();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.context().close();
  });

  it('keeps the app’s stylesheet first in the cascade: a page’s own styles still win', async () => {
    const page = await signedInPage();
    const [company] = await p.app.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.nameEn, 'NovaPay Limited'));
    await page.goto(`/candidate/company/${company?.id}`);
    const tab = page.getByRole('tab').first();
    await tab.waitFor();
    // Mantine's Tabs give a tab its padding; the entry's button reset, later in the cascade, took it.
    const padding = await tab.evaluate((element) => Number.parseFloat(getComputedStyle(element).paddingLeft));
    expect(padding).toBeGreaterThan(0);
    await page.context().close();
  });

  it('asks for the current user while the catalogs are still on their way', async () => {
    const page = await signedInPage();
    const gate = opened();
    let held = 0;
    // The catalogs of the three languages (lib/catalogs/{en,zh,cn}.ts, one chunk each) are held.
    await page.route(/\/assets\/(en|zh|cn)-[\w-]+\.js$/, async (route) => {
      held += 1;
      await gate.promise;
      await route.continue();
    });
    const userAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/user');
    await page.goto('/candidate/job-list');
    await userAsked;
    expect(held).toBeGreaterThan(0);
    gate.open();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.context().close();
  });
});

describe('the early script', () => {
  /** The entry's own script, which the tests hold back. */
  const ENTRY = /\/assets\/index-[\w-]+\.js$/;

  it('asks for the current user, a candidate’s recommended jobs, the job list’s code and its first page while the app’s code is on its way, and the app asks again for none', async () => {
    const page = await signedInPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      asked.push(url.pathname + url.search);
    });
    const gate = opened();
    await page.route(ENTRY, async (route) => {
      await gate.promise;
      await route.continue();
    });
    await page.goto('/candidate/job-list?keyword=Risk&sort=oldest', { waitUntil: 'commit' });
    await expect.poll(() => asked.includes('/api/v1/user')).toBe(true);
    // SPEC section 2: for a candidate, recommended jobs are fetched as the app starts.
    await expect.poll(() => asked.includes('/api/v1/job/recommended')).toBe(true);
    await expect
      .poll(() => asked.filter((path) => path.startsWith('/api/v1/job?')))
      .toEqual(['/api/v1/job?sort=oldest&page=1&take=10&keyword=risk']);
    const pageCode = staticClosure('src/app/routes/candidate/job-list.tsx');
    await expect.poll(() => pageCode.filter((file) => !asked.includes(`/${file}`))).toEqual([]);
    gate.open();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('article').first().waitFor();
    // A moment in which a second request, from the page's mount, would have been sent.
    await page.waitForTimeout(500);
    expect(asked.filter((path) => path === '/api/v1/user')).toHaveLength(1);
    expect(asked.filter((path) => path.startsWith('/api/v1/job?'))).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/v1/job/recommended')).toHaveLength(1);
    await page.context().close();
  });

  it('asks for nothing without a session', async () => {
    const { page, context } = await p.newPage({ lang: 'en' });
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
    });
    await page.goto('/candidate/job-list');
    await page.waitForURL((url) => url.pathname === '/');
    expect(asked.filter((path) => path === '/api/v1/job' || path === '/api/v1/user')).toEqual([]);
    await context.close();
  });
});

describe('the bell', () => {
  it('brings no pop-over or scroll area with the signed-in layout', () => {
    const layout = Object.keys(manifest).find((key) => key === 'src/app/shell.tsx');
    expect(layout).toBeDefined();
    const files = staticClosure(layout as string);
    const code = files.map((file) => readFileSync(join(DIST, file), 'utf8'));
    for (const component of ['Popover', 'ScrollArea']) {
      const names = mantineClassNames(component);
      expect(names.length, component).toBeGreaterThan(0);
      const carriers = files.filter((_, i) => names.some((name) => code[i]?.includes(name)));
      expect(carriers, component).toEqual([]);
    }
  });

  it('opens its list when pressed before the list’s code has arrived, and gives the focus back', async () => {
    const page = await signedInPage();
    const gate = opened();
    await page.route(/\/assets\/notification-popover-[\w-]+\.js$/, async (route) => {
      await gate.promise;
      await route.continue();
    });
    await page.goto('/candidate/job-list');
    const bell = page.getByTestId('notification-bell');
    await bell.click();
    gate.open();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    await list.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => list.isVisible()).toBe(false);
    await expect.poll(() => bell.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  });
});

describe('what the header needs only later', () => {
  const LATER =
    /^\/api\/v1\/(notification|contact\/inbox\/unread)$|^\/assets\/(user-menu|notification-popover|notifications-container)-/;

  it('is asked for once the page’s own data is here', async () => {
    const page = await signedInPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const gate = opened();
    await page.route(/\/api\/v1\/job\?/, async (route) => {
      await gate.promise;
      await route.continue();
    });
    await page.goto('/candidate/job-list');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // A moment in which anything asked for once the shell is drawn would have been.
    await page.waitForTimeout(500);
    expect(requested.filter((path) => LATER.test(path))).toEqual([]);
    const count = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/notification');
    const menu = page.waitForRequest((request) => /\/assets\/user-menu-/.test(request.url()));
    gate.open();
    await Promise.all([count, menu]);
    await expect.poll(() => page.getByTestId('notification-bell').getAttribute('aria-haspopup')).not.toBeNull();
    await page.context().close();
  });

  it('opens the account menu when pressed before the menu’s code has arrived, and gives the focus back', async () => {
    const page = await signedInPage();
    const gate = opened();
    await page.route(/\/assets\/user-menu-[\w-]+\.js$/, async (route) => {
      await gate.promise;
      await route.continue();
    });
    await page.goto('/candidate/job-list');
    const account = page.getByRole('button', { name: /^Your account/ });
    await account.click();
    gate.open();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => account.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  });
});

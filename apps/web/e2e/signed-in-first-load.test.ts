// The first load of a signed-in page (issue 10, docs/decisions/014): the scheme's mark is on
// screen before any script runs, or the page's frame (the job list: the shell and the page before
// the user and the data are known) for its own role only; the current user is asked for beside the
// app's code, not after it; the bell's and the messages' counts wait until the page's own data is
// here; the account menu's and the bell's list's code until someone reaches for them, and the
// pop-up messages' container until a message is shown (a press before the code is here still
// opens the list or the menu). Timing is measured by `npm run bench:web`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../api/src/db/schema.js';
import { DEMO_PASSWORD, seedDemoData } from '../../api/src/seed/demo-data.js';
import { CATALOG_AREAS, catalogChunkOf, namespacesOf } from '../src/lib/catalog-areas.js';
import { holdRequests, type Platform, startPlatform } from './harness.js';
import { addSessionCookies } from './test-data.js';

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
async function signedInPage(width?: number): Promise<Page> {
  const { page, context } = await p.newPage({ lang: 'en', width });
  await addSessionCookies(context, p.url, session.token);
  await context.addInitScript(() => localStorage.setItem('user-type', '0'));
  return page;
}

/** Waits until the app has drawn the page over its frame (build/prerender.tsx): until then it is inert. */
async function takenOver(page: Page) {
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
}

describe('a signed-in page, loading', () => {
  it('shows the scheme’s mark and a loading status before any script has run', async () => {
    const context = await p.browser.newContext({ baseURL: p.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/candidate/dashboard');
    const status = page.getByRole('status', { name: 'Loading / 載入中 / 加载中' });
    await expect.poll(() => status.isVisible()).toBe(true);
    expect(await status.locator('svg').count()).toBe(1);
    await context.close();
  });

  it('paints the mark before the app’s stylesheet has arrived, and draws the page only once it has', async () => {
    const page = await signedInPage();
    const gate = await holdRequests(page, /\/assets\/web-[\w-]+\.css$/);
    await page.goto('/candidate/dashboard', { waitUntil: 'commit' });
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
    let held = 0;
    // The catalogs of the three languages (lib/catalogs/{en,zh,cn}.ts, one chunk each) are held.
    const gate = await holdRequests(page, /\/assets\/(en|zh|cn)-[\w-]+\.js$/, () => {
      held += 1;
    });
    const userAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/user');
    await page.goto('/candidate/dashboard');
    await userAsked;
    expect(held).toBeGreaterThan(0);
    gate.open();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.context().close();
  });
});

describe('the job list’s frame', () => {
  /** The entry's own script, which the tests hold back to see what is on screen before the app runs. */
  const ENTRY = /\/assets\/index-[\w-]+\.js$/;
  const SEARCH = (language: string) =>
    JSON.parse(
      readFileSync(new URL(`../../../packages/shared/locales/${language}/search.json`, import.meta.url), 'utf8'),
    );

  it('is sent at the bare address, in the visitor’s language, inert, naming the early script before its stylesheets; a query gets the app', async () => {
    for (const language of ['en', 'zh', 'cn']) {
      const html = await (
        await fetch(`${p.url}/candidate/job-list`, { headers: { cookie: `lng=${language}` } })
      ).text();
      expect(/<h1[^>]*>([^<]*)</.exec(html)?.[1]).toBe(SEARCH(language).title);
      const root = /<div id="root"([^>]*)>/.exec(html)?.[1] ?? '';
      expect(root).toContain(`data-frame="${language}"`);
      expect(root).toContain('inert');
      // Not `async`: it runs before anything is painted, and before the stylesheets (it would wait for them).
      const early = html.indexOf('<script src="/assets/early-requests-');
      expect(early).toBeGreaterThan(0);
      expect(early).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
      expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/start-after-paint-[\w-]+\.js">/);
    }
    const searched = await (await fetch(`${p.url}/candidate/job-list?keyword=Risk`)).text();
    expect(/<div id="root"([^>]*)>/.exec(searched)?.[1]).toBe('');
  });

  it('shows the page at once to its candidate, inert until the app has drawn it anew, which then works', async () => {
    const page = await signedInPage();
    const gate = await holdRequests(page, ENTRY);
    await page.goto('/candidate/job-list', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: SEARCH('en').title, includeHidden: true });
    await heading.waitFor({ state: 'attached' });
    expect(await heading.isVisible()).toBe(true);
    expect(await page.locator('#root').getAttribute('inert')).not.toBeNull();
    expect(await page.locator('[data-frame-splash]').isVisible()).toBe(false);
    expect(await page.getByRole('article').count()).toBe(0);
    gate.open();
    await page.getByRole('article').first().waitFor();
    await takenOver(page);
    expect(await page.locator('#root').getAttribute('aria-busy')).toBeNull();
    expect(await page.locator('[data-frame-page]').count()).toBe(0);
    const keyword = page.getByRole('searchbox', { name: SEARCH('en').list.keyword });
    await keyword.fill('Risk');
    await keyword.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('keyword') === 'Risk');
    await page.context().close();
  });

  it('is laid out for the screen it is on: the Filters button on a phone, the filters’ place on a wide screen', async () => {
    for (const width of [390, 1280]) {
      const page = await signedInPage(width);
      const gate = await holdRequests(page, ENTRY);
      await page.goto('/candidate/job-list', { waitUntil: 'commit' });
      await page.locator('[data-frame-page] h1').waitFor();
      const button = page.locator('[data-frame-page] button', { hasText: SEARCH('en').list.filters });
      expect(await button.isVisible(), `${width}px`).toBe(width < 768);
      // The wide screen's six filters stand in as one block of their height.
      const filtersPlace = await page.evaluate(() =>
        [...document.querySelectorAll('[data-frame-page] [data-skeleton]')].some(
          (element) => element.getBoundingClientRect().height === 130,
        ),
      );
      expect(filtersPlace, `${width}px`).toBe(width >= 768);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);
      gate.open();
      await takenOver(page);
      await page.context().close();
    }
  });

  it('keeps the sidebar closed for a reader who closed it on a wide screen, so that the page does not move', async () => {
    const page = await signedInPage(1280);
    await page.context().addInitScript(() => localStorage.setItem('sidebar-open', 'false'));
    const gate = await holdRequests(page, ENTRY);
    await page.goto('/candidate/job-list', { waitUntil: 'commit' });
    // Located by their elements, which the inert frame and the app's page both have.
    const heading = page.locator('h1');
    await page.locator('[data-frame-page] h1').waitFor();
    const navigation = page.locator('nav[aria-label="Main navigation"]');
    const place = async () => ({
      heading: (await heading.boundingBox())?.x,
      navigationEnd: await navigation.evaluate((nav) => nav.getBoundingClientRect().right),
    });
    const inFrame = await place();
    expect(inFrame.navigationEnd).toBeLessThanOrEqual(0);
    gate.open();
    await takenOver(page);
    expect(await place()).toEqual(inFrame);
    await page.context().close();
  });

  it('shows the scheme’s mark instead to a visitor whose page it is not, who is then led on', async () => {
    const { page, context } = await p.newPage({ lang: 'en' });
    const gate = await holdRequests(page, ENTRY);
    await page.goto('/candidate/job-list', { waitUntil: 'commit' });
    await page.locator('[data-frame-splash]').waitFor();
    expect(await page.getByRole('heading', { level: 1, includeHidden: true }).isVisible()).toBe(false);
    gate.open();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});

describe('the catalogs', () => {
  /** The catalog chunks a page asked for, by name: `en`, `en-candidate-company`… */
  function catalogChunks(page: Page): string[] {
    const names: string[] = [];
    page.on('request', (request) => {
      const name = /\/assets\/((?:en|zh|cn)(?:-[a-z]+)*)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
      if (name) names.push(name);
    });
    return names;
  }
  const SEARCH = (language: string) =>
    JSON.parse(
      readFileSync(new URL(`../../../packages/shared/locales/${language}/search.json`, import.meta.url), 'utf8'),
    );

  it('of the job list are the base ones and its area’s only, and follow a change of language', async () => {
    const page = await signedInPage();
    const asked = catalogChunks(page);
    await page.goto('/candidate/job-list');
    await page.getByRole('article').first().waitFor();
    const area = (language: string) => [
      language,
      ...namespacesOf('candidate').map((namespace) => catalogChunkOf(`/locales/${language}/${namespace}.json`)),
    ];
    expect(new Set(asked)).toEqual(new Set(area('en')));
    // Neither the admin portal's nor a company's nor the public pages' alone.
    expect(asked.filter((name) => name !== 'en' && !name.split('-').includes('candidate'))).toEqual([]);
    // The navigation names the area's pages with the area's catalogs: words, not keys.
    const findJobs = page.getByRole('link', { name: SEARCH('en').nav.findJobs });
    await findJobs.waitFor();
    const keyOfAnArea = new RegExp(`\\b(${Object.keys(CATALOG_AREAS).join('|')}):\\w`);
    expect(await page.locator('body').innerText()).not.toMatch(keyOfAnArea);
    // The area's catalogs come again in the language chosen.
    await page.getByTestId('language-switcher').getByRole('link', { name: '繁體中文' }).click();
    await page.getByRole('link', { name: SEARCH('zh').nav.findJobs }).waitFor();
    expect(new Set(asked.filter((name) => name.startsWith('zh')))).toEqual(new Set(area('zh')));
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
    const gate = await holdRequests(page, ENTRY);
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
    const gate = await holdRequests(page, /\/assets\/notification-popover-[\w-]+\.js$/);
    await page.goto('/candidate/job-list');
    await takenOver(page);
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
  const COUNTS = /^\/api\/v1\/(notification|contact\/inbox\/unread)$/;
  const CODE = /^\/assets\/(user-menu|notification-popover|notifications-container)-/;

  it('asks for the counts once the page’s own data is here, and for no menu’s code until someone reaches for it', async () => {
    const page = await signedInPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const gate = await holdRequests(page, /\/api\/v1\/job\?/);
    await page.goto('/candidate/job-list');
    await takenOver(page);
    // A moment in which anything asked for once the shell is drawn would have been.
    await page.waitForTimeout(500);
    expect(requested.filter((path) => COUNTS.test(path) || CODE.test(path))).toEqual([]);
    const count = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/notification');
    const unread = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/contact/inbox/unread');
    gate.open();
    await Promise.all([count, unread]);
    await page.getByRole('article').first().waitFor();
    await page.waitForTimeout(500);
    expect(requested.filter((path) => CODE.test(path))).toEqual([]);
    // The pointer over the account button asks for the menu's code; the focus on the bell, for its list's.
    const menu = page.waitForRequest((request) => /\/assets\/user-menu-/.test(request.url()));
    await page.getByRole('button', { name: /^Your account/ }).hover();
    await menu;
    const list = page.waitForRequest((request) => /\/assets\/notification-popover-/.test(request.url()));
    await page.getByTestId('notification-bell').focus();
    await list;
    await expect.poll(() => page.getByTestId('notification-bell').getAttribute('aria-haspopup')).not.toBeNull();
    expect(requested.filter((path) => /^\/assets\/notifications-container-/.test(path))).toEqual([]);
    await page.context().close();
  });

  it('loads the recommended jobs below ten results as the reader comes near them, with their data asked for at start', async () => {
    const page = await signedInPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/candidate/job-list');
    await page.getByRole('article').nth(9).waitFor();
    await page.waitForTimeout(800);
    expect(requested).toContain('/api/v1/job/recommended');
    expect(requested.filter((path) => /^\/assets\/recommended-jobs-section-/.test(path))).toEqual([]);
    await page.getByRole('navigation', { name: 'Pages' }).scrollIntoViewIfNeeded();
    await page.getByRole('region', { name: 'Recommended for you' }).waitFor();
    await page.context().close();
  });

  it('opens the account menu when pressed before the menu’s code has arrived, and gives the focus back', async () => {
    const page = await signedInPage();
    const gate = await holdRequests(page, /\/assets\/user-menu-[\w-]+\.js$/);
    await page.goto('/candidate/job-list');
    await takenOver(page);
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

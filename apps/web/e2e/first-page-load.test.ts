// What a student's browser downloads on the first visit (issue 10, docs/decisions/045): the
// landing page loads no code of the signed-in app, every asset comes compressed and cached for
// good (the route manifest too, written after the rest of the build), and no source map is
// served. A signed-in page brings its dialogs' code when one first opens. A page keeps the ids the
// server wrote once it runs. Timing is measured by `npm run bench:web`, not here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../api/src/db/schema.js';
import { documentIn } from '../pages/harness.js';
import { type Platform, startPlatform, uniqueEmail } from './harness.js';
import {
  companyEmailOf,
  insertApplication,
  insertCandidate,
  insertCompany,
  signedInPage,
  visibleJob,
} from './test-data.js';

const DIST = fileURLToPath(new URL('../dist/client', import.meta.url));

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  css?: string[];
}
const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));

/** The chunks (script and styles) of every lazily loaded module outside the public pages. */
function signedInChunks(): string[] {
  // The route files of the landing page and of signing in, registering and password reset are public.
  const publicRoute = /public\/(landing|sign-in|verify-otp|register|admin-sign-in|\w+-password|verify-email)\.tsx$/;
  const signedIn = /^src\/(app\/shell\.tsx|app\/routes\/|features\/(?!landing\/|auth\/))/;
  return Object.values(manifest)
    .filter(
      (chunk) =>
        (chunk.isEntry || chunk.isDynamicEntry) &&
        chunk.src &&
        signedIn.test(chunk.src) &&
        // A route module's own chunks are named by its file with a query.
        !publicRoute.test(chunk.src.split('?')[0] ?? ''),
    )
    .flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
}

const MANTINE = dirname(createRequire(import.meta.url).resolve('@mantine/core/styles/Popover.css'));

/** The class names a Mantine component's code carries (its X.module.mjs): `m_38a85659`. */
function mantineClassNames(component: string): string[] {
  const file = join(MANTINE, '..', 'esm', 'components', component, `${component}.module.mjs`);
  return [...readFileSync(file, 'utf8').matchAll(/"(m_[0-9a-f]{8})"/g)].map((m) => m[1] as string);
}

let p: Platform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p?.close());

async function visit(path: string, signedIn?: { as: string }) {
  const { page, context } = signedIn
    ? await signedInPage(p, signedIn.as, { lang: 'en' })
    : await p.newPage({ lang: 'en' });
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
  const paths = responses.map((r) => new URL(r.url()).pathname);
  return { page, context, responses, paths, requested, sockets };
}

describe('the landing page', () => {
  it('loads no chunk of the signed-in app, its shell or the other pages', async () => {
    const { context, paths } = await visit('/');
    const assets = paths.filter((path) => path.startsWith('/assets/'));
    expect(assets.length).toBeGreaterThan(0);
    const signedIn = new Set(signedInChunks().map((file) => `/${file}`));
    expect(signedIn.size).toBeGreaterThan(10);
    expect(assets.filter((path) => signedIn.has(path))).toEqual([]);
    await context.close();
  });

  it('loads the base catalogs and the public pages’, none of a signed-in area’s alone', async () => {
    const { context, paths } = await visit('/');
    const catalogs = paths
      .map((path) => /^\/assets\/((?:en|zh|cn)(?:-[a-z]+)*)-[\w-]{8}\.js$/.exec(path)?.[1])
      .filter((name) => name !== undefined);
    expect(catalogs).toContain('en');
    expect(catalogs.filter((name) => name !== 'en' && !name.split('-').includes('public'))).toEqual([]);
    expect(catalogs.length).toBeGreaterThan(1);
    await context.close();
  });

  // Mantine's styles come whole, in one stylesheet (root.tsx): only the code is checked.
  it("runs none of the code of the signed-in app's heavier parts", async () => {
    const { context, responses } = await visit('/');
    const loaded = await Promise.all(
      responses
        .filter((r) => /\.js$/.test(new URL(r.url()).pathname))
        .map(async (r) => ({ path: new URL(r.url()).pathname, text: await r.text() })),
    );
    // The signed-in shell, pop-overs (menus, selects, date pickers), scroll areas and dialogs.
    for (const component of ['AppShell', 'Popover', 'ScrollArea', 'Modal', 'Drawer', 'Table']) {
      const names = mantineClassNames(component);
      expect(names.length, component).toBeGreaterThan(0);
      const carriers = loaded.filter(({ text }) => names.some((name) => text.includes(name))).map((f) => f.path);
      expect(carriers, component).toEqual([]);
    }
    expect(await zodCarriers(responses)).toEqual([]);
    await context.close();
  });

  it('gets every script and stylesheet brotli-compressed and cached for a year; the page itself private and revalidated', async () => {
    const { context, responses } = await visit('/');
    const document = responses.find((r) => new URL(r.url()).pathname === '/');
    expect(document?.headers()['cache-control']).toBe('private, no-cache');
    expect(document?.headers()['content-encoding']).toBe('br');
    const assets = responses.filter((r) => /^\/assets\/.+\.(js|css)$/.test(new URL(r.url()).pathname));
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const headers = asset.headers();
      // The build keeps no compressed copy of a file that compression would not shrink (a few bytes).
      const compressed = existsSync(join(DIST, `${new URL(asset.url()).pathname}.br`));
      expect(headers['content-encoding'], asset.url()).toBe(compressed ? 'br' : undefined);
      expect(headers['cache-control'], asset.url()).toBe('public, max-age=31536000, immutable');
    }
    // Only the smallest files have no compressed copy.
    const compressed = assets.filter((asset) => asset.headers()['content-encoding'] === 'br');
    expect(compressed.length).toBeGreaterThan(assets.length * 0.8);
    // React Router writes the route manifest once the browser's files are built (vite.config.ts).
    const routeManifest = assets.find((asset) => /^\/assets\/manifest-\w+\.js$/.test(new URL(asset.url()).pathname));
    expect(routeManifest?.headers()['content-encoding']).toBe('br');
    await context.close();
  });
});

/** The paths of the scripts loaded so far whose code holds any of `markers`. */
async function scriptsCarrying(responses: Response[], markers: string[]): Promise<string[]> {
  const scripts = responses.filter((r) => /\.js$/.test(new URL(r.url()).pathname));
  const carriers: string[] = [];
  for (const script of scripts) {
    const text = await script.text();
    if (markers.some((marker) => text.includes(marker))) carriers.push(new URL(script.url()).pathname);
  }
  return carriers;
}

/** The paths of the scripts loaded so far that carry Mantine's `component` (its class names). */
const carriersOf = (responses: Response[], component: string) =>
  scriptsCarrying(responses, mantineClassNames(component));

/** The paths of the scripts loaded so far that carry zod, the forms' validation (its schemas carry `_zod`). */
const zodCarriers = (responses: Response[]) => scriptsCarrying(responses, ['._zod']);

describe("a company's applicants of a job", () => {
  let context: BrowserContext | undefined;
  afterAll(() => context?.close());

  it('bring the code of their dialogs and drawer when one first opens, not with the page (lib/lazy-until-open.tsx), and no zod nor floating-ui', async () => {
    const companyId = await insertCompany(p, { companyName: 'Lazy Dialogs Ltd' });
    const [job] = await p.app.db
      .insert(jobs)
      .values(visibleJob(companyId, { positionName: 'Dialog Intern' }))
      .returning({ id: jobs.id });
    const candidateId = await insertCandidate(p, uniqueEmail('lazy-dialogs'));
    await insertApplication(p, { jobId: job?.id ?? '', companyId, candidateId });
    const visited = await visit(`/company/job/${job?.id}/candidates`, { as: await companyEmailOf(p, companyId) });
    context = visited.context;
    const { page, responses, requested, sockets } = visited;
    const view = page.getByRole('button', { name: /^View: Chan Tai Man/ }).first();
    await view.waitFor();
    // Settled: the live updates' socket opens only then (app/live-updates.ts). The bell's and the
    // unread messages' counts came with the page and are not asked for again at once.
    await expect.poll(() => sockets.some((url) => url.includes('/socket.io/'))).toBe(true);
    expect(
      requested.filter((path) => path === '/api/v1/notification' || path === '/api/v1/contact/inbox/unread'),
    ).toEqual([]);
    expect(await carriersOf(responses, 'Drawer')).toEqual([]);
    expect(await carriersOf(responses, 'Modal')).toEqual([]);
    // The route's loader reads the tab, search and page from the address (utils/applicant-list-filters.ts).
    expect(await zodCarriers(responses)).toEqual([]);
    // The table's ScrollArea takes Mantine's own merged ref, not floating-ui's (vite.config.ts, mantineOwnModules).
    expect(await scriptsCarrying(responses, ['data-floating-ui-focusable'])).toEqual([]);

    await view.click();
    await page.getByRole('dialog').waitFor();
    expect(await carriersOf(responses, 'Drawer')).not.toEqual([]);
  });
});

describe('a signed-in first page', () => {
  it('asks for its stylesheets at the highest priority and for each of its scripts once, at low priority (app/page-scripts.tsx)', async () => {
    const email = uniqueEmail('priorities');
    await insertCandidate(p, email);
    const { page, context } = await signedInPage(p, email, { lang: 'en' });
    const cdp = await context.newCDPSession(page);
    const priorities = new Map<string, string[]>();
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      const path = new URL(request.url).pathname;
      priorities.set(path, [...(priorities.get(path) ?? []), request.initialPriority]);
    });
    await cdp.send('Network.enable');
    // Each file asked of the network, as on a first visit: the context may be one an earlier test
    // of this file used (harness.ts), with the files in its cache.
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const html = (await (await page.goto('/candidate/dashboard', { waitUntil: 'networkidle' }))?.text()) ?? '';
    // What the page's HTML names, not what its scripts import later (a catalog, the live updates).
    // Who asks first depends on the machine's speed: the link, or the entry module's own import
    // when the links come later in the stream. Either way the file is to be asked for once.
    const served = documentIn(html);
    const linked = (rel: string) =>
      [...served.querySelectorAll(`link[rel="${rel}"]`)].map(
        (link) => new URL(link.getAttribute('href') ?? '', p.url).pathname,
      );
    const scripts = linked('modulepreload');
    const styles = linked('stylesheet').filter((href) => href.startsWith('/assets/'));
    expect(scripts.length).toBeGreaterThan(20);
    expect(styles.length).toBeGreaterThan(0);
    const asked = (paths: string[], priority: string) =>
      expect.poll(() => paths.filter((path) => priorities.get(path)?.join() !== priority)).toEqual([]);
    await asked(scripts, 'Low');
    await asked(styles, 'VeryHigh');
    await context.close();
  });
});

describe('a page the server wrote', () => {
  it("keeps the ids of its fields' labels and descriptions once it runs (vite.config.ts, mantineOwnModules)", async () => {
    const { page, context } = await p.newPage({ lang: 'en' });
    const served = await (await page.goto('/sign-in'))?.text();
    const idsWritten = [...(served ?? '').matchAll(/\bid="(mantine-[^"]+)"/g)].map((m) => m[1]);
    expect(idsWritten.length).toBeGreaterThan(2);
    await page.locator('input[name="email"]').waitFor();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const idsShown = await page.evaluate(() => [...document.querySelectorAll('[id^="mantine-"]')].map((el) => el.id));
    expect(idsShown).toEqual(idsWritten);
    await context.close();
  });
});

describe('source maps', () => {
  it('are not built, and a request for one finds nothing', async () => {
    const maps = readdirSync(join(DIST, 'assets')).filter((file) => file.endsWith('.map'));
    expect(maps).toEqual([]);
    const entry = Object.values(manifest).find((chunk) => chunk.src === 'src/entry.client.tsx');
    expect(entry && existsSync(join(DIST, entry.file))).toBe(true);
    const res = await fetch(`${p.url}/${entry?.file}.map`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('sourcesContent');
  });
});

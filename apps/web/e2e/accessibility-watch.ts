// axe-core on every page the browser tests visit (WCAG 2.1 A and AA rules). The harness watches
// each browser context it opens: after a navigation of a page (a load or the app's own history
// change), or a resize of its window, the page is checked once it holds still; before a page is left by goto, reload or going
// back, and before it or its context closes, a pending check is finished. A serious or critical
// violation fails the test during which the page was visited (watch-each-test.ts), so a test
// cannot forget to look.
//
// A page is one shape of address (its path with the ids taken out, and the names of its query's
// parameters) at one width (a phone's or wider): a file checks each page it visits once, at its
// first visit that holds still. The same page with other records or in another language draws the
// same components, and reading it again cost a third of the suite's time; a state that is not a
// page of its own (an open dialog) is checked by the test with axeViolations.
//
// Checks run beside the test's own steps, so a reading only counts when the page did not change
// while axe read it: a fading dialog or a list still loading would otherwise show colours that
// never stay on screen. A page that has not held still within SETTLE_TIMEOUT_MS (a busy machine,
// a test acting on it meanwhile) is read as it is, but never while something on it fades or
// moves: a dialog half faded in fails the contrast rule it passes once shown.
//
// The test platform serves axe from its own origin (serveAxe), so a page imports it as any of its
// own scripts, which the platform's Content-Security-Policy allows: the policy stays on in every
// test. The browser keeps the file and its compiled code for the whole file's pages, where handing
// its 650 KB to each new document over the DevTools protocol took about half a second on a busy
// machine. A page whose policy refuses it, or one cut off from the network, is handed it so still.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
// The route option `hide` (out of the API's document) is @fastify/swagger's.
import type {} from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { BrowserContext, Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** Where the test platform serves axe; no `.js` at the end, so tests that read the app's scripts pass it by. */
export const AXE_PATH = '/__test/axe-core';

/** Serves axe to the pages of the test platform (before it listens). */
export function serveAxe(app: FastifyInstance): void {
  app.get(AXE_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('Content-Type', 'text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(AXE_SOURCE),
  );
}

/**
 * Puts axe into the page's document once: imported from the platform, else handed over. A string,
 * not a function: Vitest rewrites a test module's `import()` into a function the page lacks.
 */
async function loadAxe(page: Page): Promise<void> {
  const imported = await page.evaluate<boolean>(
    `(async () => { if (!('axe' in window)) await import('${AXE_PATH}').catch(() => undefined); return 'axe' in window; })()`,
  );
  if (!imported) await page.evaluate(AXE_SOURCE);
}
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** How long the page must not have changed before axe reads it. */
const QUIET_MS = 300;
const POLL_MS = 150;
/** A page that never holds still this long is checked as it is, once nothing on it moves. */
const SETTLE_TIMEOUT_MS = 10_000;
/** …and one that never stops moving either, this long, as it is. */
const MOVING_TIMEOUT_MS = 3 * SETTLE_TIMEOUT_MS;

/** How strictly a reading waits: for the page to hold still, only for nothing on it to move, or not at all. */
type Strictness = 'quiet' | 'still' | 'as-is';

declare global {
  interface Window {
    /** performance.now() of the last change to the page's elements (not of text alone). */
    __a11yChangedAt?: number;
    /** Whether the page has loaded, shows no loader, runs no finite animation and has not changed for `ms`. */
    __a11yIsQuiet?: (ms: number) => boolean;
    /** Whether no finite animation or transition runs on the page (a fade, a slide). */
    __a11yIsStill?: () => boolean;
  }
}

// Runs in every document before the app's scripts. Text-only changes (a countdown) leave the
// clock alone: they change no colour, role or name structure that axe would judge differently.
function startChangeClock() {
  window.__a11yChangedAt = performance.now();
  const relevant = (record: MutationRecord) =>
    record.type === 'attributes' ||
    [...record.addedNodes, ...record.removedNodes].some((node) => node.nodeType === Node.ELEMENT_NODE);
  new MutationObserver((records) => {
    if (records.some(relevant)) window.__a11yChangedAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
  // A dialog fading in or out changes no attribute while its transition runs.
  window.__a11yIsStill = () =>
    !document
      .getAnimations()
      .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
  window.__a11yIsQuiet = (ms) => {
    if (document.readyState !== 'complete') return false;
    if (document.querySelector('[aria-busy="true"], .mantine-Loader-root, [data-skeleton]')) return false;
    return (window.__a11yIsStill?.() ?? true) && performance.now() - (window.__a11yChangedAt ?? 0) > ms;
  };
}

interface Watched {
  page: Page;
  /** The page (pageOf) its last navigation showed, to be marked checked once read. */
  shows: string;
  /** The page has navigated since its last complete check. */
  dirty: boolean;
  /** When it last navigated: the page has SETTLE_TIMEOUT_MS from then to hold still. */
  navigatedAt: number;
  /** The check running now (one at a time: axe refuses to run twice at once). */
  running: Promise<void> | null;
  closed: boolean;
}

const watched = new Set<Watched>();
/** The pages (pageOf) this file has checked. */
const checkedPages = new Set<string>();
/** An id in a path: a UUID or a number. */
const ID_SEGMENT = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+)$/i;

/** "/company/job/:id/candidates?tab phone": the page an address shows at the page's width. */
function pageOf(page: Page, address: string): string {
  const url = new URL(address);
  const path = url.pathname
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
  const params = [...new Set(url.searchParams.keys())].sort().join('&');
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  return `${path}?${params}${phone ? ' phone' : ''}`;
}
/** Violations found since the current test started, one line each. */
const found = new Set<string>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isQuiet(page: Page): Promise<boolean> {
  return page.evaluate((quietMs) => window.__a11yIsQuiet?.(quietMs) ?? false, QUIET_MS);
}

/** One axe run at a time per page (axe refuses a second): the watcher's and a test's own. */
const axeQueues = new WeakMap<Page, Promise<unknown>>();

/**
 * The serious and critical violations on the page now, or null when the page was not as still as
 * `strictness` asks before and throughout axe's reading, so that the reading is not to be trusted.
 */
function readViolations(page: Page, strictness: Strictness): Promise<string[] | null> {
  const run = (axeQueues.get(page) ?? Promise.resolve()).catch(() => undefined).then(() => runAxe(page, strictness));
  axeQueues.set(page, run);
  return run;
}

async function runAxe(page: Page, strictness: Strictness): Promise<string[] | null> {
  await loadAxe(page);
  return page.evaluate(
    async ({ tags, strictness, quietMs }) => {
      // Quiet (or still) when asked, as a step of the test may have started since, and throughout.
      const steady = (ms: number) =>
        strictness === 'quiet'
          ? (window.__a11yIsQuiet?.(ms) ?? false)
          : strictness === 'still'
            ? (window.__a11yIsStill?.() ?? false)
            : true;
      if (!steady(quietMs)) return null;
      const startedAt = window.__a11yChangedAt;
      // @ts-expect-error axe is evaluated into the page above
      const result = await window.axe.run(document, { runOnly: tags, resultTypes: ['violations'] });
      if (!steady(0) || (strictness === 'quiet' && window.__a11yChangedAt !== startedAt)) return null;
      const path = window.location.pathname + window.location.search;
      return (result.violations as { id: string; impact: string; nodes: { html: string }[] }[])
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${path}: ${v.impact} ${v.id} (${v.nodes.length}): ${v.nodes
              .slice(0, 3)
              .map((n) => n.html.replace(/\s(class|style)="[^"]*"/g, '').slice(0, 200))
              .join(' | ')}`,
        );
    },
    { tags: WCAG_TAGS, strictness, quietMs: QUIET_MS },
  );
}

/** How strictly a page that started settling at `since` is read now. */
function strictnessAt(since: number): Strictness {
  const waited = Date.now() - since;
  return waited > MOVING_TIMEOUT_MS ? 'as-is' : waited > SETTLE_TIMEOUT_MS ? 'still' : 'quiet';
}

/** Waits for the page to hold still, then reads it; a page that changed under axe is read again. */
async function checkWhenSettled(w: Watched): Promise<void> {
  while (w.dirty && !w.closed) {
    w.dirty = false;
    // A page this file has read is not read again.
    const shows = w.shows;
    if (checkedPages.has(shows)) return;
    try {
      const strictness = strictnessAt(w.navigatedAt);
      if (strictness === 'quiet' && !(await isQuiet(w.page))) {
        w.dirty = true;
        await sleep(POLL_MS);
        continue;
      }
      const violations = await readViolations(w.page, strictness);
      if (violations === null) {
        w.dirty = true;
        if (strictness === 'still') await sleep(POLL_MS);
        continue;
      }
      for (const v of violations) found.add(v);
      checkedPages.add(shows);
    } catch (err) {
      // The page navigated or closed mid-check: it is read again (or no more). Anything else is
      // a failure of the check itself, reported like a violation rather than lost in the background.
      if (w.page.isClosed()) return;
      if (!/context was destroyed|navigat|Target closed|has been closed/i.test(String(err))) {
        found.add(`${w.page.url()}: the accessibility check failed: ${String(err).slice(0, 300)}`);
        return;
      }
      w.dirty = true;
      await sleep(POLL_MS);
    }
  }
}

function schedule(w: Watched): Promise<void> {
  if (!w.running) {
    w.running = checkWhenSettled(w).finally(() => {
      w.running = null;
    });
  }
  return w.running;
}

/** Finishes the page's pending check (and any navigation that arrived during it). */
async function settle(w: Watched): Promise<void> {
  while (!w.closed && (w.dirty || w.running)) await schedule(w);
}

function watchPage(page: Page) {
  const w: Watched = { page, shows: '', dirty: false, navigatedAt: 0, running: null, closed: false };
  watched.add(w);
  const shown = (address: string) => {
    if (address === 'about:blank') return;
    w.shows = pageOf(page, address);
    w.dirty = true;
    w.navigatedAt = Date.now();
    schedule(w).catch(() => undefined);
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) shown(frame.url());
  });
  // A page resized is read at its new width too, once its check at the old one is finished.
  const resize = page.setViewportSize.bind(page);
  page.setViewportSize = async (size) => {
    await settle(w);
    await resize(size);
    shown(page.url());
  };
  page.on('close', () => {
    w.closed = true;
    watched.delete(w);
  });
  // Leaving a page, or closing it, first finishes its check.
  for (const method of ['goto', 'reload', 'goBack', 'goForward', 'close'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      await settle(w);
      return original(...args);
    };
  }
}

/** Watches every page the context opens (popups included) and finishes their checks before it closes. */
export async function watchAccessibility(context: BrowserContext): Promise<void> {
  await context.addInitScript(startChangeClock);
  context.on('page', watchPage);
  const close = context.close.bind(context);
  context.close = async (...args) => {
    await Promise.all([...watched].filter((w) => w.page.context() === context).map(settle));
    return close(...args);
  };
}

/** Finishes every open page's check; the violations found so far, cleared. */
export async function flushAccessibilityChecks(): Promise<string[]> {
  await Promise.all([...watched].map(settle));
  const violations = [...found];
  found.clear();
  return violations;
}

/**
 * The serious or critical violations on the page as it is now, once it holds still: for states
 * that are not a navigation of their own (an open dialog, a popover).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const since = Date.now();
  for (;;) {
    const strictness = strictnessAt(since);
    if (strictness !== 'quiet' || (await isQuiet(page))) {
      const violations = await readViolations(page, strictness);
      if (violations) return violations;
    }
    await sleep(POLL_MS);
  }
}

/** A new file reads every page again: its own records and states. */
export function forgetCheckedPages(): void {
  checkedPages.clear();
}

// The harness's own promises to every browser file: a context a test has closed serves the file's
// next test with the same settings (reusableContexts in harness.ts), holding nothing the first left;
// and axe reads the pages, brought in as one of the platform's own scripts (accessibility-watch.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AXE_PATH, axeViolations, flushAccessibilityChecks } from './accessibility-watch.js';
import { type Platform, startPlatform } from './harness.js';

let p: Platform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p?.close());

describe('a browser context reused', () => {
  it("keeps nothing of the test that closed it: cookies, the site's storage, a cut connection, a route", async () => {
    const first = await p.newPage({ lang: 'en' });
    await first.page.goto('/sign-in');
    await first.page.evaluate(() => {
      window.localStorage.setItem('left', 'by the first test');
      window.localStorage.setItem('i18nextLng', 'cn');
    });
    await first.context.addCookies([{ name: 'left', value: '1', url: p.url }]);
    await first.context.route('**/robots.txt', (route) => route.fulfill({ body: 'routed' }));
    await first.context.setOffline(true);
    await first.context.close();

    const next = await p.newPage({ lang: 'en' });
    expect(next.context).toBe(first.context);
    expect(first.page.isClosed()).toBe(true);
    expect((await next.context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`)).toEqual(['lng=en']);
    await next.page.goto('/sign-in');
    expect(await next.page.evaluate(() => window.localStorage.getItem('left'))).toBeNull();
    // The language the file asked for, not the one the first test's page stored.
    expect(await next.page.evaluate(() => window.localStorage.getItem('i18nextLng'))).toBe('en');
    expect(await next.page.locator('html').getAttribute('lang')).toBe('en');
    expect(await next.page.evaluate(() => navigator.onLine)).toBe(true);
    expect(await (await next.page.request.get('/robots.txt')).text()).not.toBe('routed');
    expect(await next.page.evaluate(async () => (await fetch('/robots.txt')).text())).not.toBe('routed');
    await next.context.close();
  });

  it('is not shared by settings that differ, nor kept once a test gave it a script of its own', async () => {
    const english = await p.newPage({ lang: 'en' });
    await english.context.close();
    const chinese = await p.newPage({ lang: 'zh' });
    expect(chinese.context).not.toBe(english.context);
    const phone = await p.newPage({ lang: 'en', width: 390 });
    expect(phone.context).not.toBe(english.context);
    await chinese.context.close();
    await phone.context.close();

    const scripted = await p.newPage({ lang: 'en' });
    expect(scripted.context).toBe(english.context);
    await scripted.context.addInitScript(() => {
      (window as unknown as { own: boolean }).own = true;
    });
    await scripted.context.close();
    const after = await p.newPage({ lang: 'en' });
    expect(after.context).not.toBe(scripted.context);
    await after.page.goto('/sign-in');
    expect(await after.page.evaluate(() => 'own' in window)).toBe(false);
    await after.context.close();
  });
});

describe('the accessibility check', () => {
  it("finds a serious violation with axe brought in as the platform's own script, the page's security policy on", async () => {
    const { page, context } = await p.newPage({ lang: 'en' });
    await page.goto('/sign-in');
    // The watcher's own reading of the page (if this file has not read it yet), done before the
    // page is spoiled below.
    expect(await flushAccessibilityChecks()).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    // Fetched from the platform (or the browser's cache of it), not handed over.
    const axeFetched = await page.evaluate(
      (path) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some(
          (entry) => new URL(entry.name).pathname === path && entry.responseStatus === 200,
        ),
      AXE_PATH,
    );
    expect(axeFetched).toBe(true);
    const policy = (await page.request.get('/sign-in')).headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");

    await page.evaluate(() => {
      const button = document.createElement('button');
      button.id = 'nameless';
      document.querySelector('main')?.append(button);
    });
    const violations = await axeViolations(page);
    expect(violations.join('\n')).toMatch(/critical button-name \(1\): <button id="nameless">/);
    await context.close();
  });

  it('reads a page that never holds still only once nothing on it fades', async () => {
    const { page, context } = await p.newPage({ lang: 'en' });
    await page.goto('/sign-in');
    expect(await flushAccessibilityChecks()).toEqual([]);
    // An attribute changing every 100 ms (the page is never quiet), and grey text that passes the
    // contrast rule only once fully shown, fading in over a minute.
    await page.evaluate(() => {
      setInterval(() => document.body.toggleAttribute('data-tick'), 100);
      const faded = document.createElement('p');
      faded.textContent = 'Shown once faded in';
      faded.style.color = '#767676';
      document.querySelector('main')?.append(faded);
      faded.animate([{ opacity: 0.3 }, { opacity: 1 }], { duration: 60_000, fill: 'forwards' });
    });
    const reading = axeViolations(page);
    // Past the time after which a page that is never quiet is read (10 s), the fade ends.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) animation.finish();
    });
    expect(await reading).toEqual([]);
    await context.close();
  });
});

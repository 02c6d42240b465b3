// Live updates in a real browser against the real platform (docs/decisions/016): the company
// screens a candidate's application in its own browser, and the candidate's open page shows the
// new status and the bell's new count without a reload; cut off, the candidate's header says live
// updates are paused, and the sign goes once the connection is back. A message the company sends
// appears in the candidate's open inbox, with the sidebar's unread count, without a reload; and in
// two browsers at once, a company writes from its applicants table, the candidate's count and bell
// change on the page they have open, and their reply appears in the company's open thread. A page
// whose socket the server refuses (here: the person past their 10 sockets) says why, and
// reconnects by itself once it may.
import { Stage } from '@fis/shared/application-stages';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, companies, jobs, users } from '../../api/src/db/schema.js';
import { DEMO_PASSWORD, seedDemoData } from '../../api/src/seed/demo-data.js';
import { connectSocket } from '../../api/test/realtime-client.js';
import { type Platform, socketOpened, startPlatform } from './harness.js';
import { sessionOf, signedInPage } from './test-data.js';

// A demo candidate with one application still New at the demo company (demo-applications.ts).
const CANDIDATE = 'wong.kayan@student.demo';
/** Another, who applied there too. */
const OTHER_CANDIDATE = 'li.xiaoming@student.demo';
const COMPANY = 'hr@novapay.demo';

// The bell also asks for its count every 30 s: a change that shows before then came by the socket.
const BEFORE_THE_BELL_POLLS = 25_000;

let p: Platform;
beforeAll(async () => {
  p = await startPlatform();
  await seedDemoData(p.app.services);
  await p.app.db.update(users).set({ isFirstLogin: false }).where(eq(users.email, CANDIDATE));
});
afterAll(() => p?.close());

async function codeFromEmail(address: string): Promise<string> {
  await expect.poll(async () => (await p.lastEmailTo(address))?.textBody ?? '').toMatch(/\b\d{6}\b/);
  const mail = await p.lastEmailTo(address);
  return /\b(\d{6})\b/.exec(mail?.textBody ?? '')?.[1] ?? '';
}

describe('live updates', () => {
  it("the company's move shows on the candidate's open page and bell without a reload", async () => {
    const [target] = await p.app.db
      .select({ id: applications.id, jobId: applications.jobId, positionName: jobs.positionName })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .innerJoin(users, eq(users.id, companies.userId))
      .where(and(eq(users.email, COMPANY), eq(applications.stage, Stage.NEW)));
    if (!target) throw new Error('no demo application at New');
    const position = target.positionName;

    const candidate = await p.newPage({ lang: 'en' });
    const page = candidate.page;
    await page.goto('/sign-in');
    await page.locator('input[name="email"]').fill(CANDIDATE);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/candidate/dashboard');
    const opened = socketOpened(page);
    // The socket opens as a WebSocket straight away; long-polling is only the fallback (decision 016).
    const polled: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/socket.io/') && request.url().includes('transport=polling'))
        polled.push(request.url());
    });
    await page.goto('/candidate/applications');
    const row = page.getByRole('row').filter({ hasText: position });
    await row.getByRole('cell', { name: 'Applied', exact: true }).waitFor();
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();
    const unreadBefore = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
    await opened;
    expect(polled).toEqual([]);
    // Anything the page would lose on a reload.
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    // The company screens the application in its own browser.
    const company = await p.newPage({ lang: 'en' });
    const cpage = company.page;
    await cpage.goto('/sign-in?type=company');
    await cpage.locator('input[name="identifier"]').fill(COMPANY);
    await cpage.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await cpage.getByRole('button', { name: 'Continue' }).click();
    await cpage.getByRole('textbox', { name: 'Verification code' }).fill(await codeFromEmail(COMPANY));
    await cpage.getByRole('button', { name: 'Verify and sign in' }).click();
    await cpage.waitForURL('**/company/dashboard');
    await cpage.goto(`/company/job/${target.jobId}/candidates`);
    await cpage.getByRole('button', { name: /^Screen: / }).click();
    await cpage.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await cpage.getByRole('cell', { name: 'Screening', exact: true }).waitFor();

    // The candidate's page follows, with no reload: the status, then the bell.
    await row.getByRole('cell', { name: 'In review', exact: true }).waitFor();
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: BEFORE_THE_BELL_POLLS })
      .toBe(`Notifications, ${unreadBefore + 1} unread`);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await company.context.close();

    // Cut off: the header says live updates are paused; back online, the sign goes.
    const paused = page.getByRole('status').filter({ hasText: 'Live updates paused' });
    expect(await paused.count()).toBe(0);
    await candidate.context.setOffline(true);
    await paused.waitFor();
    // What happens meanwhile is not lost: a message sent while the page is cut off is counted once
    // it is back (the client refetches what it listens for after a reconnect).
    const { token } = await sessionOf(p, COMPANY);
    const sent = await fetch(`${p.url}/api/v1/contact`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ recipients: [CANDIDATE], subject: 'While you were away', description: 'Hello.' }),
    });
    expect(sent.status).toBe(201);
    await candidate.context.setOffline(false);
    await paused.waitFor({ state: 'detached' });
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: BEFORE_THE_BELL_POLLS })
      .toBe(`Notifications, ${unreadBefore + 2} unread`);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // On a phone the sign is a dot that still names itself, and the header still fits.
    await page.setViewportSize({ width: 390, height: 844 });
    await candidate.context.setOffline(true);
    await paused.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    if (process.env.LIVE_SHOT) await page.screenshot({ path: process.env.LIVE_SHOT });
    await candidate.context.setOffline(false);
    await paused.waitFor({ state: 'detached' });
    await candidate.context.close();
  });

  it("a company's message appears in the candidate's open inbox and unread count without a reload", async () => {
    const { page, context } = await signedInPage(p, CANDIDATE, { lang: 'en' });
    const opened = socketOpened(page);
    await page.goto('/candidate/messages');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await opened;
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    // The sidebar's count beside Messages ("3 unread" to a screen reader; none at 0). The header's
    // language links are a navigation too, so the sidebar's is found by its name.
    const unread = async () => {
      const label = page.getByRole('navigation', { name: 'Main navigation' }).getByText(/^\d+ unread$/);
      if ((await label.count()) === 0) return 0;
      return Number.parseInt((await label.textContent()) ?? '0', 10);
    };
    const before = await unread();

    const subject = `Interview slots ${Date.now().toString(36)}`;
    const { token } = await sessionOf(p, COMPANY);
    const sent = await fetch(`${p.url}/api/v1/contact`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ recipients: [CANDIDATE], subject, description: 'Could you come on Friday?' }),
    });
    expect(sent.status).toBe(201);

    await page.getByText(subject).waitFor();
    await expect.poll(unread).toBe(before + 1);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await context.close();
  });

  it("a company and a candidate write to each other, each seeing the other's message on the page they have open", async () => {
    const markNotReloaded = (page: Page) =>
      page.evaluate(() => {
        (window as unknown as { notReloaded: boolean }).notReloaded = true;
      });
    const notReloaded = (page: Page) =>
      page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);
    const messagesLink = (page: Page) =>
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Messages/ });
    // The count beside Messages, as a screen reader hears it ("1 unread"; none at 0).
    const unreadOf = async (page: Page) => {
      const label = page.getByRole('navigation', { name: 'Main navigation' }).getByText(/^\d+ unread$/);
      return (await label.count()) === 0 ? 0 : Number.parseInt((await label.textContent()) ?? '0', 10);
    };

    // The candidate has their dashboard open.
    const candidate = await signedInPage(p, CANDIDATE, { lang: 'en' });
    const cOpened = socketOpened(candidate.page);
    await candidate.page.goto('/candidate/dashboard');
    await candidate.page.getByRole('heading', { level: 1 }).waitFor();
    await cOpened;
    await markNotReloaded(candidate.page);
    const bell = candidate.page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();
    const bellBefore = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
    const unreadBefore = await unreadOf(candidate.page);

    // The company writes from its applicants table, and stays on the message it sent.
    const company = await signedInPage(p, COMPANY, { lang: 'en' });
    const opened = socketOpened(company.page);
    await company.page.goto('/company/candidates');
    await company.page
      .getByRole('link', { name: /^Write a message to Wong Ka Yan/ })
      .first()
      .click();
    await company.page.getByRole('heading', { name: 'New message', level: 1 }).waitFor();
    await opened;
    const subject = `Live thread ${Date.now().toString(36)}`;
    await company.page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await company.page.getByRole('textbox', { name: 'Message' }).fill('Are you free on Friday?');
    await company.page.getByRole('button', { name: 'Send' }).click();
    await company.page.waitForURL('**/company/message-detail/**');
    await company.page.getByRole('heading', { name: subject, level: 1 }).waitFor();
    await markNotReloaded(company.page);

    // The candidate's open page: one more unread message and one more notification.
    await expect.poll(() => unreadOf(candidate.page)).toBe(unreadBefore + 1);
    await expect
      .poll(async () => Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]), {
        timeout: BEFORE_THE_BELL_POLLS,
      })
      .toBe(bellBefore + 1);
    expect(await notReloaded(candidate.page)).toBe(true);

    // The candidate opens it and replies; the reply appears in the company's open thread.
    await messagesLink(candidate.page).click();
    await candidate.page.getByRole('link', { name: subject }).click();
    await candidate.page.getByRole('button', { name: 'Reply' }).click();
    await candidate.page.getByRole('textbox', { name: 'Your reply' }).fill('Yes, Friday suits me.');
    await candidate.page.getByRole('button', { name: 'Send reply' }).click();
    await candidate.page.getByText('Sent message successfully').waitFor();
    await company.page.getByText('Yes, Friday suits me.').waitFor();
    expect(await notReloaded(company.page)).toBe(true);
    await candidate.context.close();
    await company.context.close();
  });

  it('a page refused for too many open tabs says so, reconnects by itself once some close, and catches up', async () => {
    // A candidate of their own, whom no other test's page holds a socket for; their other tabs
    // and devices, up to the cap.
    await p.app.db.update(users).set({ isFirstLogin: false }).where(eq(users.email, OTHER_CANDIDATE));
    const { token } = await sessionOf(p, OTHER_CANDIDATE);
    const others = await Promise.all(
      Array.from({ length: p.app.config.socketLimits.perUser }, () => connectSocket(p, { token })),
    );

    const { page, context } = await signedInPage(p, OTHER_CANDIDATE, { lang: 'en' });
    await page.goto('/candidate/applications');
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();
    const unread = async () => Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
    const before = await unread();
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    // The server refused this tab's socket: the header says so, and why.
    const paused = page.getByRole('status').filter({ hasText: 'Live updates paused' });
    await paused.filter({ hasText: 'too many tabs open' }).waitFor();
    // The longer words still fit the header at the narrowest width that shows them (48em).
    await page.setViewportSize({ width: 768, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    if (process.env.LIVE_SHOT) await page.screenshot({ path: process.env.LIVE_SHOT });

    // Something happens meanwhile, then the other tabs close.
    const company = await sessionOf(p, COMPANY);
    const send = (subject: string) =>
      fetch(`${p.url}/api/v1/contact`, {
        method: 'POST',
        headers: { authorization: `Bearer ${company.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ recipients: [OTHER_CANDIDATE], subject, description: 'Hello.' }),
      });
    expect((await send('While your tabs were full')).status).toBe(201);
    for (const other of others) other.socket.close();

    // The tab reconnects by itself (socket.io alone would not after a refusal), catches up with
    // what it missed, and updates live again, all without a reload.
    await paused.waitFor({ state: 'detached' });
    await expect.poll(unread).toBe(before + 1);
    expect((await send('Now that you are back')).status).toBe(201);
    await expect.poll(unread).toBe(before + 2);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await context.close();
  });

  it('keeps the user on their page when the check of who they are fails as the connection comes back', async () => {
    const { page, context } = await signedInPage(p, CANDIDATE, { lang: 'en' });
    await page.goto('/candidate/applications');
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();
    // Back online, the app asks again who is signed in; this time the answer does not come.
    let asked = 0;
    await page.route('**/api/v1/user', (route) => {
      asked += 1;
      return route.abort('connectionreset');
    });
    let failed = 0;
    page.on('console', (message) => {
      if (message.text().startsWith('Could not load the current user')) failed += 1;
    });
    await context.setOffline(true);
    await context.setOffline(false);
    // A failed check that keeps the user known is an error, which the query client tries again
    // (retry: 1); answering "nobody" would have ended there and sent them to the home page as if
    // signed out. Once the retry's failure is handled too, they are still on their page.
    await expect.poll(() => asked).toBeGreaterThanOrEqual(2);
    await expect.poll(() => failed).toBe(asked);
    expect(new URL(page.url()).pathname).toBe('/candidate/applications');
    await bell.waitFor();
    await page.unroute('**/api/v1/user');
    await context.close();
  });
});

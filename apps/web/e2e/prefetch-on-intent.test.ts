// Links fetch the next page on intent (docs/decisions/047): a pointer resting on a link brings the
// page's data before the click, and the click takes it from the browser instead of asking again,
// unless the page has changed something since (then it asks afresh). What a page records of its
// reader (a thread read, a job viewed, a dashboard visited) waits until the page is shown: a
// pointer crossing a link on its way elsewhere records nothing.
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, jobs, messageRecipients, users } from '../../api/src/db/schema.js';
import { type Platform, socketOpened, startPlatform } from './harness.js';
import { apiAs, applicantWhoWrote, signedInPage } from './test-data.js';

let p: Platform;
let scene: Awaited<ReturnType<typeof applicantWhoWrote>>;

beforeAll(async () => {
  p = await startPlatform();
  scene = await applicantWhoWrote(p, {
    company: 'Harbour Prefetch Ltd',
    applied: 'Payments Analyst Intern',
    other: 'Hover Analyst Intern',
    subject: 'About my interview time',
  });
});
afterAll(() => p?.close());

/**
 * The page's requests for loader data (`<path>.data`), as the browser's network log has them:
 * whether a link's prefetch made it or a navigation, and whether the answer came from a prefetch.
 */
async function watchLoaderData(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, { path: string; purpose: 'prefetch' | 'navigation'; fromPrefetch?: boolean }>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    const path = new URL(request.url).pathname;
    const purpose = request.headers['Sec-Purpose'] === 'prefetch' ? 'prefetch' : 'navigation';
    if (path.endsWith('.data')) requests.set(requestId, { path, purpose });
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const request = requests.get(requestId);
    if (request) request.fromPrefetch = response.fromPrefetchCache === true;
  });
  /** The navigations' requests for the page's data: whether each was answered by the prefetch. */
  return (path: string) =>
    [...requests.values()]
      .filter((request) => request.path === `${path}.data` && request.purpose === 'navigation')
      .map((request) => request.fromPrefetch);
}

/**
 * Rests the pointer on the link until its page's data has arrived, then leaves it. Arrived means
 * the whole answer, not its headers: the data is streamed, and a click while the rest is still on
 * its way finds nothing in the prefetch cache and asks again.
 */
async function hoverUntilFetched(page: Page, link: ReturnType<Page['getByRole']>, path: string) {
  const fetched = page.waitForEvent('requestfinished', (request) => new URL(request.url()).pathname === `${path}.data`);
  await link.hover();
  expect((await (await fetched).response())?.status()).toBe(200);
  await page.mouse.move(0, 0);
}

describe('a company', () => {
  it("fetches a message's page and the dashboard when the pointer rests on their links, and records them only when shown", async () => {
    const { page } = await signedInPage(p, scene.companyEmail, { lang: 'en' });
    const loaderData = await watchLoaderData(page);
    await page.goto('/company/messages');
    const row = page.getByRole('link', { name: /About my interview time/ });
    await row.waitFor();
    const threadPath = new URL((await row.getAttribute('href')) ?? '', p.url).pathname;
    const readAt = async () => {
      const [copy] = await p.app.db
        .select({ readAt: messageRecipients.readAt })
        .from(messageRecipients)
        .where(eq(messageRecipients.messageId, scene.messageId));
      return copy?.readAt ?? null;
    };
    const dashboardSeenAt = async () => {
      const [user] = await p.app.db
        .select({ seen: users.dashboardSeenAt })
        .from(users)
        .where(eq(users.email, scene.companyEmail));
      return user?.seen ?? null;
    };

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await hoverUntilFetched(page, nav.getByRole('link', { name: 'Dashboard', exact: true }), '/company/dashboard');
    await hoverUntilFetched(page, row, threadPath);
    // Fetched, not shown: the message is still unread and the dashboard unvisited.
    expect(await readAt()).toBeNull();
    expect(await dashboardSeenAt()).toBeNull();
    await expect.poll(() => nav.getByRole('link', { name: 'Messages 1 unread' }).count()).toBe(1);

    await row.click();
    await page.getByRole('heading', { level: 1, name: 'About my interview time' }).waitFor();
    // The page came from what the pointer fetched, and shown, it marked the message read.
    expect(loaderData(threadPath)).toEqual([true]);
    await expect.poll(readAt).not.toBeNull();
    await nav.getByRole('link', { name: 'Messages', exact: true }).waitFor();

    // Marking it read was a change: the dashboard fetched before it is asked for again.
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
    expect(loaderData('/company/dashboard')).toEqual([false]);
    await expect.poll(dashboardSeenAt).not.toBeNull();
  });

  it('asks again for a page fetched ahead once a live update has told of a change: the new message is there', async () => {
    const { page } = await signedInPage(p, scene.companyEmail, { lang: 'en' });
    const loaderData = await watchLoaderData(page);
    const socket = socketOpened(page);
    await page.goto('/company/dashboard');
    await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
    await socket;
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await hoverUntilFetched(page, nav.getByRole('link', { name: 'Messages', exact: true }), '/company/messages');

    const sent = await apiAs(p, scene.candidateEmail, 'POST', '/v1/contact', {
      recipients: [scene.companyEmail],
      subject: 'A second question',
      description: 'Is the internship paid monthly?',
    });
    expect(sent.status).toBe(201);
    // The live update tells of it: the count beside Messages comes by itself.
    await nav.getByRole('link', { name: 'Messages 1 unread' }).click();
    await page.getByRole('link', { name: /A second question/ }).waitFor();
    expect(loaderData('/company/messages')).toEqual([false]);
  });
});

describe('a candidate', () => {
  it("fetches a job's page when the pointer rests on its card, and counts the view only when shown", async () => {
    const { page } = await signedInPage(p, scene.candidateEmail, { lang: 'en' });
    const loaderData = await watchLoaderData(page);
    await page.goto('/candidate/job-list');
    const link = page.getByRole('article').getByRole('link', { name: 'Hover Analyst Intern' });
    await link.waitFor();
    const jobPath = `/candidate/job-detail/${scene.otherJobId}`;
    const viewed = async () => {
      const [job] = await p.app.db.select({ views: jobs.viewCount }).from(jobs).where(eq(jobs.id, scene.otherJobId));
      const rows = await p.app.db
        .select({ stage: applications.stage })
        .from(applications)
        .where(and(eq(applications.jobId, scene.otherJobId), eq(applications.candidateId, scene.candidateId)));
      return { views: job?.views, stages: rows.map((r) => r.stage) };
    };

    await hoverUntilFetched(page, link, jobPath);
    expect(await viewed()).toEqual({ views: 0, stages: [] });

    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Hover Analyst Intern' }).waitFor();
    expect(loaderData(jobPath)).toEqual([true]);
    // Shown: one view, and the job is among those the candidate has viewed (stage -1).
    await expect.poll(viewed).toEqual({ views: 1, stages: [-1] });
    // The page shows the count its view was answered with.
    await expect.poll(() => page.locator('dt:text-is("Views") + dd').textContent()).toBe('1');
  });
});

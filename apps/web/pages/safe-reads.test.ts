// Rendering a page, or fetching its loader data as a link's prefetch does (`<path>.data`), records
// nothing of its reader (docs/decisions/047): a job is not viewed, a thread not read, the company
// dashboard not visited. The page records them once shown; the browser suite's
// prefetch-on-intent.test.ts checks that half.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, jobs, messageRecipients, users } from '../../api/src/db/schema.js';
import { applicantWhoWrote } from '../e2e/test-data.js';
import { forTestData, mainIn, type PagePlatform, startPages } from './harness.js';

let p: PagePlatform;
let scene: Awaited<ReturnType<typeof applicantWhoWrote>>;

beforeAll(async () => {
  p = await startPages();
  scene = await applicantWhoWrote(forTestData(p), {
    company: 'Quiet Reads Ltd',
    applied: 'Applied Intern',
    other: 'Browsed Intern',
    subject: 'A question about the start date',
  });
});
afterAll(() => p?.close());

/** The page's HTML and its loader data as a prefetch asks for them, each answered 200; the HTML's <main>. */
async function renderAndPrefetch(path: string, email?: string): Promise<string> {
  const cookie = email && (await p.sessionCookie(email));
  const page = await p.get(path, { cookie, lang: 'en' });
  expect(page.status, path).toBe(200);
  expect((await p.get(`${path}.data`, { cookie, lang: 'en' })).status, `${path}.data`).toBe(200);
  return mainIn(page.html);
}

describe('rendering a page, or fetching its data ahead, records nothing', () => {
  it("a job's page: no view, and no viewed job for the candidate", async () => {
    expect(await renderAndPrefetch(`/jobs/${scene.otherJobId}`)).toContain('Browsed Intern');
    expect(await renderAndPrefetch(`/candidate/job-detail/${scene.otherJobId}`, scene.candidateEmail)).toContain(
      'Browsed Intern',
    );
    const [job] = await p.app.db.select({ views: jobs.viewCount }).from(jobs).where(eq(jobs.id, scene.otherJobId));
    expect(job?.views).toBe(0);
    const viewed = await p.app.db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, scene.otherJobId), eq(applications.candidateId, scene.candidateId)));
    expect(viewed).toEqual([]);
  });

  it("a message's page: the thread stays unread", async () => {
    const main = await renderAndPrefetch(`/company/message-detail/${scene.messageId}`, scene.companyEmail);
    expect(main).toContain('A question about the start date');
    const [copy] = await p.app.db
      .select({ readAt: messageRecipients.readAt })
      .from(messageRecipients)
      .where(eq(messageRecipients.messageId, scene.messageId));
    expect(copy).toEqual({ readAt: null });
  });

  it('the company dashboard: no visit', async () => {
    await renderAndPrefetch('/company/dashboard', scene.companyEmail);
    const [company] = await p.app.db
      .select({ seen: users.dashboardSeenAt })
      .from(users)
      .where(eq(users.email, scene.companyEmail));
    expect(company).toEqual({ seen: null });
  });
});

// Every page has its own title in the reader's language (WCAG 2.4.2; lib/page-title.ts): each
// address of every role is visited and its document title is the page's, not the scheme's name
// alone, and no two pages of a role share one; it follows the reader's language and a page that
// stands in for a missing one (not found).

import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, helpRequests, jobs, placements, users } from '../../api/src/db/schema.js';
import { DEMO_ADMIN_EMAIL, seedDemoData } from '../../api/src/seed/demo-data.js';
import { TEST_ROUND_ID } from '../../api/test/helper.js';
import { type Platform, startPlatform } from './harness.js';
import { sessionOf, signedInPage } from './test-data.js';

const SITE = 'FinTech Internship Scheme';
const CANDIDATE = 'li.xiaoming@student.demo';
const COMPANY = 'hr@novapay.demo';
/** The demo company whose interns have placements. */
const OFFERING_COMPANY = 'talent@harbourwealth.demo';

let p: Platform;
let ids: { job: string; company: string; candidate: string; companyUser: string; help: string; placement: string };
const sent: Record<'candidate' | 'company', string> = { candidate: '', company: '' };

/** A message the account sends to the scheme office: its id, for its message page. */
async function sendToOffice(email: string): Promise<string> {
  const { token } = await sessionOf(p, email);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const res = await fetch(`${p.url}/api/v1/contact`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ recipients: [DEMO_ADMIN_EMAIL], subject: 'Titles', description: 'A page title test.' }),
  });
  if (res.status !== 201) throw new Error(`send: ${res.status} ${await res.text()}`);
  const box = await (await fetch(`${p.url}/api/v1/contact/send`, { headers })).json();
  return box.items[0].id;
}

beforeAll(async () => {
  p = await startPlatform();
  await seedDemoData(p.app.services);
  const [job] = await p.app.db.select({ id: jobs.id, companyId: jobs.companyId }).from(jobs).limit(1);
  const [company] = await p.app.db
    .select({ userId: companies.userId })
    .from(companies)
    .where(eq(companies.id, job?.companyId ?? ''));
  const [candidate] = await p.app.db.select({ id: users.id }).from(users).where(eq(users.email, CANDIDATE));
  if (!job || !company || !candidate) throw new Error('no demo data');
  await fetch(`${p.url}/api/v1/need-help`, {
    method: 'POST',
    body: (() => {
      const form = new FormData();
      for (const [key, value] of Object.entries({ name: 'Chan', email: 'chan@example.com', role: '3', topic: '1' }))
        form.append(key, value);
      form.append('message', 'Where is the page title?');
      return form;
    })(),
  });
  const [help] = await p.app.db.select({ id: helpRequests.id }).from(helpRequests).limit(1);
  // One of the demo interns' placements at Harbour Wealth (seed/demo-placements.ts).
  const [placement] = await p.app.db.select({ id: placements.id }).from(placements).limit(1);
  if (!placement) throw new Error('no demo placement');
  ids = {
    job: job.id,
    company: job.companyId,
    companyUser: company.userId,
    candidate: candidate.id,
    help: help?.id ?? '',
    placement: placement.id,
  };
  sent.candidate = await sendToOffice(CANDIDATE);
  sent.company = await sendToOffice(COMPANY);
});
afterAll(() => p?.close());

/** The document's title once the page at `path` has set it (the scheme's name alone until then). */
async function titleOf(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await expect.poll(() => new URL(page.url()).pathname).toBe(path.split('?')[0]);
  await expect.poll(() => page.title()).not.toBe(SITE);
  return page.title();
}

/** Visits every address, checking each title names its page and the scheme, and differs from the others. */
async function expectOwnTitles(page: Page, paths: string[]) {
  const titles = new Map<string, string>();
  for (const path of paths) {
    const title = await titleOf(page, path);
    expect(title, path).toMatch(new RegExp(`^.+ \\| ${SITE}$`));
    expect(title, path).not.toBe(`Page not found | ${SITE}`);
    titles.set(path, title);
  }
  const seen = new Map<string, string>();
  for (const [path, title] of titles) {
    expect(seen.get(title), `${path} has the title of ${seen.get(title)}: ${title}`).toBeUndefined();
    seen.set(title, path);
  }
}

describe('page titles', () => {
  it('gives every public page its own title, and not-found its own', async () => {
    const { page, context } = await p.newPage({ lang: 'en' });
    await expectOwnTitles(page, [
      '/',
      '/sign-in',
      '/register',
      '/admin-portal/sign-in',
      '/forgot-password',
      '/update-password?token=x',
      '/admin-invite?token=x',
      '/verify-email?token=x',
      '/dev/mailbox',
      '/need-help',
      `/jobs/${ids.job}`,
      `/companies/${ids.company}`,
    ]);
    expect(await titleOf(page, '/no/such/page')).toBe(`Page not found | ${SITE}`);
    await context.close();
  });

  it("gives every candidate page its own title, in the reader's language", async () => {
    const { page, context } = await signedInPage(p, CANDIDATE, { lang: 'en' });
    await expectOwnTitles(page, [
      '/candidate/dashboard',
      '/candidate/job-list',
      `/candidate/job-detail/${ids.job}`,
      '/candidate/saved-jobs',
      '/candidate/companies',
      `/candidate/company/${ids.company}`,
      `/candidate/company/${ids.company}/write-review`,
      `/candidate/apply-job/${ids.job}`,
      '/candidate/applications',
      '/candidate/interviews',
      '/candidate/placements',
      // /candidate/profile is no page of its own: it leads on to the candidate's /candidate/profile/{id},
      // so its title is that page's once it has moved on (read too late, the test saw that).
      `/candidate/profile/${ids.candidate}`,
      '/candidate/messages',
      '/candidate/new-message',
      `/candidate/message-detail/${sent.candidate}`,
      '/candidate/setting',
      '/create-profile',
    ]);
    // The reader's language, as the switch changes it.
    await titleOf(page, '/candidate/saved-jobs');
    await page.getByTestId('language-switcher').getByRole('link', { name: '繁體中文' }).click();
    await expect.poll(() => page.title()).toBe('已收藏職位 | 金融科技實習計劃');
    await context.close();
  });

  it('gives every company page its own title', async () => {
    const { page, context } = await signedInPage(p, COMPANY, { lang: 'en' });
    await expectOwnTitles(page, [
      '/company/dashboard',
      '/company/profile',
      '/company/job-list',
      '/company/interviews',
      '/company/placements',
      `/company/job/${ids.job}`,
      '/company/candidates',
      '/company/manage-candidates',
      `/company/candidate/${ids.candidate}`,
      '/company/messages',
      '/company/new-message',
      `/company/message-detail/${sent.company}`,
      '/company/setting',
      `/company/job/${ids.job}/candidates`,
      '/company/create-job',
      `/company/modify-job/${ids.job}`,
    ]);
    // A placement's page, as the company of the demo interns reads it.
    const offering = await signedInPage(p, OFFERING_COMPANY, { lang: 'en' });
    expect(await titleOf(offering.page, `/company/placements/${ids.placement}`)).toBe(`Placement details | ${SITE}`);
    await offering.context.close();
    // A message that is not there: the page says not found, and so does the title, once the message's
    // request has answered (until then the page is the message's, and so is its title).
    await titleOf(page, '/company/message-detail/00000000-0000-4000-8000-000000000000');
    await expect.poll(() => page.title()).toBe(`Page not found | ${SITE}`);
    await context.close();
  });

  it('gives every admin page its own title', async () => {
    const { page, context } = await signedInPage(p, DEMO_ADMIN_EMAIL, { lang: 'en' });
    await expectOwnTitles(page, [
      '/admin-portal/dashboard',
      '/admin-portal/job-approvals',
      '/admin-portal/jobs',
      '/admin-portal/candidates',
      '/admin-portal/companies',
      '/admin-portal/applications',
      `/admin-portal/companies/${ids.company}/profile`,
      `/admin-portal/candidates/${ids.candidate}`,
      `/admin-portal/candidates/${ids.candidate}/edit`,
      `/admin-portal/companies/${ids.company}`,
      `/admin-portal/companies/${ids.company}/jobs/new`,
      `/admin-portal/jobs/${ids.job}/edit`,
      '/admin-portal/help-requests',
      `/admin-portal/help-requests/${ids.help}`,
      '/admin-portal/reviews',
      '/admin-portal/eligibility',
      '/admin-portal/recommendations',
      '/admin-portal/rounds',
      `/admin-portal/rounds/${TEST_ROUND_ID}/places`,
      '/admin-portal/reports',
      '/admin-portal/placements',
      `/admin-portal/placements/${ids.placement}`,
      `/admin-portal/accounts/${ids.companyUser}`,
      '/admin-portal/team',
      '/admin-portal/audit-log',
    ]);
    await context.close();
  });
});

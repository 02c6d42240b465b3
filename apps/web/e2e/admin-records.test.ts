// The admin portal's record pages and acts for the scheme (issue 14, docs/decisions/023), lean:
// the admin opens a candidate's page and their transcript, edits the candidate's profile, adds an
// education entry to it (which the candidate's profile then shows), creates a job for a company
// with the company's own form (and is offered none for a rejected company), closes another of its
// jobs with a reason, and the company reads the notification with the reason. Then the pages at
// 390 px (the harness runs axe on every page); their words in zh and cn are the page tier's
// (apps/web/pages/page-titles.test.ts).
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, auditLog, jobs, notifications, users } from '../../api/src/db/schema.js';
import { DEMO_ADMIN_EMAIL, seedDemoData } from '../../api/src/seed/demo-data.js';
import { choose, type Platform, startPlatform } from './harness.js';
import { companyIdOf, insertCompany, sessionOf, signedInPage, visibleJob } from './test-data.js';

const CANDIDATE = 'li.xiaoming@student.demo';
const COMPANY = 'hr@novapay.demo';
const REASON = 'The role was filled through the scheme’s own placement';

/** A minimal one-page PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

let p: Platform;
let candidateId = '';
let companyId = '';
let closing = { id: '', positionName: '' };

async function idOf(email: string) {
  const [row] = await p.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** How far the page is wider than the window (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

beforeAll(async () => {
  p = await startPlatform();
  await seedDemoData(p.app.services);
  await p.app.db.update(users).set({ isFirstLogin: false });
  candidateId = await idOf(CANDIDATE);
  companyId = await companyIdOf(p, COMPANY);
  const { token } = await sessionOf(p, CANDIDATE);
  // The candidate's transcript and student ID, uploaded as the candidate would.
  const form = new FormData();
  form.append('purpose', 'transcript');
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'Li transcript.pdf');
  const upload = await fetch(`${p.url}/api/v1/media/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const transcriptMediaId = (await upload.json()).id;
  const card = new FormData();
  card.append('purpose', 'student_id');
  card.append('file', new Blob([PDF], { type: 'application/pdf' }), 'Li student card.pdf');
  const studentIdMediaId = (
    await (
      await fetch(`${p.url}/api/v1/media/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: card,
      })
    ).json()
  ).id;
  await fetch(`${p.url}/api/v1/user/update-profile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ transcriptMediaId, studentIdMediaId }),
  });
  // An open job of the company with a position name of its own, to close.
  const open = await p.app.db
    .select({ id: jobs.id, positionName: jobs.positionName })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.status, 1), isNull(jobs.deletedAt)))
    .orderBy(asc(jobs.createdAt));
  const unique = open.find((j) => open.filter((o) => o.positionName === j.positionName).length === 1);
  if (!unique) throw new Error('no job to close');
  closing = unique;
});
afterAll(() => p?.close());

describe('the scheme office acts on records', () => {
  it("opens a candidate's page, with their applications, and their transcript (the view audited)", async () => {
    const { page, context } = await signedInPage(p, DEMO_ADMIN_EMAIL, { lang: 'en' });
    await page.goto(`/admin-portal/candidates/${candidateId}`);
    await page.getByRole('heading', { name: /Li Xiaoming/, level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Applications' }).waitFor();
    await page.getByRole('region', { name: 'Messages with the scheme administrator' }).waitFor();
    await page.getByRole('button', { name: /Li student card\.pdf/ }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Li transcript\.pdf/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Li transcript.pdf');
    const views = await p.app.db.select().from(auditLog).where(eq(auditLog.action, 'media.viewed'));
    expect(views).toHaveLength(1);
    // The record's trail shows the opening, by whom.
    await page.reload();
    const trail = page.getByRole('region', { name: 'What was done to this record' });
    await trail.getByText('Document opened').first().waitFor();
    await trail.getByText(`By ${DEMO_ADMIN_EMAIL}`, { exact: false }).first().waitFor();
    await context.close();
  });

  it("edits the candidate's profile; the candidate is told", async () => {
    const { page, context } = await signedInPage(p, DEMO_ADMIN_EMAIL, { lang: 'en' });
    await page.goto(`/admin-portal/candidates/${candidateId}`);
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await page.getByRole('heading', { name: /Edit the profile of Li Xiaoming/, level: 1 }).waitFor();
    const programme = page.getByRole('textbox', { name: 'Programme' });
    // The candidate's own rules: an empty programme is refused beside the field.
    await programme.fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('This field is required').first().waitFor();
    await programme.fill('BSc Financial Technology');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The profile is saved; the candidate is told.').waitFor();
    await page.waitForURL(`**/admin-portal/candidates/${candidateId}`);
    await page
      .getByText(/BSc Financial Technology/)
      .first()
      .waitFor();
    await page.getByText('Profile updated by the scheme administrator').waitFor();
    const told = await p.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'ADMIN_EDITED_CANDIDATE_PROFILE'));
    expect(told.map((n) => n.userId)).toEqual([candidateId]);
    await context.close();
  });

  it("adds an education entry with the candidate's own form; the candidate's profile shows it", async () => {
    const { page, context } = await signedInPage(p, DEMO_ADMIN_EMAIL, { lang: 'en' });
    await page.goto(`/admin-portal/candidates/${candidateId}/edit`);
    await page.getByRole('heading', { name: 'Education and experience', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Add education' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add education' });
    const programme = dialog.getByRole('textbox', { name: 'Programme' });
    // The candidate's own rules, beside the field.
    await programme.fill('');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('This field is required').waitFor();
    await programme.fill('MSc Scheme Analytics');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('listitem').filter({ hasText: 'MSc Scheme Analytics' }).waitFor();
    const audit = await p.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'candidate.education-created-by-admin'), eq(auditLog.entityId, candidateId)));
    expect(audit).toHaveLength(1);
    await context.close();

    const candidate = await signedInPage(p, CANDIDATE, { lang: 'en' });
    await candidate.page.goto('/candidate/profile');
    await candidate.page.getByText('MSc Scheme Analytics').first().waitFor();
    await candidate.context.close();
  });

  it('creates a job for the company with its own form, confirmed with a reason', async () => {
    const { page, context } = await signedInPage(p, DEMO_ADMIN_EMAIL, { lang: 'en' });
    await page.goto(`/admin-portal/companies/${companyId}`);
    await page.getByRole('heading', { name: /NovaPay/, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Create a job' }).click();
    await page.getByRole('heading', { name: 'Create a job for the company', level: 1 }).waitFor();
    await page.locator('input[name="positionName"]').fill('Scheme Placement Intern');
    await choose(page, 'Job function', 'Technology');
    await choose(page, 'Job mode', 'Hybrid');
    await choose(page, 'Location', 'Hong Kong');
    await choose(page, 'City', 'Hong Kong');
    await choose(page, 'Contract type', 'Part-time');
    await page.locator('input[name="expiresOn"]').fill(hongKongDate(new Date(Date.now() + 60 * 86_400_000)));
    await page.locator('textarea[name="description"]').fill('Work with the payments team for the summer.');
    await page.locator('textarea[name="requirements"]').fill('Year 2 or above.');
    await page.getByRole('button', { name: 'Create the job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create this job for the company?' });
    // No reason, no job.
    await dialog.getByRole('button', { name: 'Create the job' }).click();
    await dialog.getByText('This field is required').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Posted for the company at its request');
    await dialog.getByRole('button', { name: 'Create the job' }).click();
    await page.waitForURL(`**/admin-portal/companies/${companyId}`);
    await page.getByRole('group', { name: 'Actions for Scheme Placement Intern' }).waitFor();
    const [created] = await p.app.db.select().from(jobs).where(eq(jobs.positionName, 'Scheme Placement Intern'));
    expect(created).toMatchObject({ companyId, approvalStatus: 1 });
    const told = await p.app.db.select().from(notifications).where(eq(notifications.type, 'ADMIN_CREATED_JOB'));
    expect(told).toHaveLength(1);
    expect(told[0]?.params).toMatchObject({ reason: 'Posted for the company at its request' });
    await context.close();
  });

  it('closes another job with a reason; its applications end; the company reads the reason', async () => {
    const { page, context } = await signedInPage(p, DEMO_ADMIN_EMAIL, { lang: 'en' });
    await page.goto(`/admin-portal/companies/${companyId}`);
    const actions = page.getByRole('group', { name: `Actions for ${closing.positionName}` });
    await actions.getByRole('button', { name: 'Close' }).click();
    const dialog = page.getByRole('dialog', { name: `Close ${closing.positionName}?` });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    await dialog.getByRole('button', { name: 'Close the job' }).click();
    await page.getByText('The job is closed.').waitFor();
    // The history says it in words: the act, the job by its name (a link), the change and the reason.
    const trail = page.getByRole('region', { name: 'What was done to this record' });
    const entry = trail.getByRole('listitem').filter({ hasText: 'Job status changed by the scheme administrator' });
    await entry.getByRole('link', { name: closing.positionName }).first().waitFor();
    await entry.getByText('Status: Open → Closed').first().waitFor();
    await entry.getByText(`Reason: ${REASON}`).first().waitFor();
    const open = await p.app.db
      .select({ stage: applications.stage })
      .from(applications)
      .where(eq(applications.jobId, closing.id));
    expect(open.every((a) => ![0, 1, 3, 5].includes(a.stage))).toBe(true);
    await context.close();

    const company = await signedInPage(p, COMPANY, { lang: 'en' });
    await company.page.goto('/company/dashboard');
    await company.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await company.page
      .getByText(`The scheme administrator closed your job ${closing.positionName}. Reason: “${REASON}”`)
      .waitFor();
    await company.context.close();
  });
});

describe('the pages at phone width, what they offer and where the focus goes', () => {
  it('offers no job creation for a rejected company, which the API would refuse', async () => {
    const rejectedId = await insertCompany(p, { companyName: 'Refused Ledger Limited', approvalStatus: 2 });
    const { page, context } = await signedInPage(p, DEMO_ADMIN_EMAIL, { lang: 'en' });
    await page.goto(`/admin-portal/companies/${rejectedId}`);
    await page.getByRole('heading', { name: 'Refused Ledger Limited', level: 1 }).waitFor();
    await page.getByText('Jobs can be created only for an approved company.').waitFor();
    expect(await page.getByRole('link', { name: 'Create a job' }).count()).toBe(0);
    // Its address, typed in, says the same instead of a form that could only be refused.
    await page.goto(`/admin-portal/companies/${rejectedId}/jobs/new`);
    await page.getByText('Jobs can be created only for an approved company.').waitFor();
    expect(await page.locator('input[name="positionName"]').count()).toBe(0);
    await context.close();
  });

  it('after an approval in a queue, keyboard focus goes to the next item, not the top of the page', async () => {
    const pendingA = await insertCompany(p, { companyName: 'Queue Alpha Pay Limited', approvalStatus: 0 });
    await insertCompany(p, { companyName: 'Queue Beta Pay Limited', approvalStatus: 0 });
    await p.app.db
      .insert(jobs)
      .values([
        visibleJob(pendingA, { positionName: 'Queue Alpha Intern', approvalStatus: 0 }),
        visibleJob(pendingA, { positionName: 'Queue Beta Intern', approvalStatus: 0 }),
      ]);
    const { page, context } = await signedInPage(p, DEMO_ADMIN_EMAIL, { lang: 'en' });
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return element === document.body ? 'body' : (element?.getAttribute('aria-label') ?? element?.tagName ?? null);
      });
    /** Approves by keyboard: the item's Approve button, then the dialog's Confirm. */
    const approveByKeyboard = async (name: string) => {
      await page.getByRole('button', { name: `Approve ${name}`, exact: true }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Confirm' }).focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
    };

    // The jobs waiting for approval: focus moves to the next job's card.
    await page.goto('/admin-portal/job-approvals');
    await page.getByRole('article', { name: 'Queue Alpha Intern (Queue Alpha Pay Limited)' }).waitFor();
    const cards = await page.getByRole('article').evaluateAll((all) => all.map((a) => a.getAttribute('aria-label')));
    const at = cards.indexOf('Queue Alpha Intern (Queue Alpha Pay Limited)');
    await approveByKeyboard('Queue Alpha Intern (Queue Alpha Pay Limited)');
    await expect.poll(focused).toBe(cards[at + 1] ?? cards[at - 1]);

    // The companies waiting on the dashboard: focus moves to the next company's Approve.
    await page.goto('/admin-portal/dashboard');
    await page.getByRole('button', { name: 'Approve Queue Alpha Pay Limited', exact: true }).waitFor();
    const approves = await page
      .getByRole('button', { name: /^Approve / })
      .evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')));
    const row = approves.indexOf('Approve Queue Alpha Pay Limited');
    await approveByKeyboard('Queue Alpha Pay Limited');
    await expect.poll(focused).toBe(approves[row + 1] ?? approves[row - 1]);
    await context.close();
  });

  it("the header's language choice shows a focus ring when the keyboard reaches it", async () => {
    const { page, context } = await signedInPage(p, DEMO_ADMIN_EMAIL, { lang: 'en' });
    await page.goto('/admin-portal/dashboard');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const ring = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        if (!element?.closest('[data-testid="language-switcher"]')) return null;
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
      });
    let focused = await ring();
    for (let presses = 0; !focused && presses < 15; presses++) {
      await page.keyboard.press('Tab');
      focused = await ring();
    }
    expect(focused?.style).not.toBe('none');
    expect(focused?.width).toBeGreaterThanOrEqual(2);
    await context.close();
  });

  it('fits a 390 px screen', async () => {
    const { page, context } = await signedInPage(p, DEMO_ADMIN_EMAIL, { lang: 'en', width: 390, height: 844 });
    const [created] = await p.app.db.select().from(jobs).where(eq(jobs.positionName, 'Scheme Placement Intern'));
    for (const path of [
      `/admin-portal/jobs/${created?.id}/edit`,
      `/admin-portal/candidates/${candidateId}`,
      `/admin-portal/candidates/${candidateId}/edit`,
      `/admin-portal/companies/${companyId}`,
      `/admin-portal/companies/${companyId}/jobs/new`,
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await overflow(page), path).toBe(0);
    }
    // The company's jobs are cards there, each with its actions in reach.
    await page.goto(`/admin-portal/companies/${companyId}`);
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Scheme Placement Intern' })
      .getByRole('group', { name: 'Actions for Scheme Placement Intern' })
      .getByRole('button', { name: 'Close' })
      .waitFor();
    await context.close();
  });
});

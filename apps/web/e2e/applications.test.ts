// The hiring pipeline in a real browser against the real platform: a demo candidate opens two demo
// jobs and applies for one with a pitch, a new resume and a supporting document; their applications
// page counts what the dashboard counts and keeps the other job apart, under viewed jobs; the
// company screens the application (its history starts at New), schedules an interview and offers,
// and the candidate hears of each step from the notification bell (the interview called off by the
// offer too), finds the interview in their interviews and what they sent in the application; the
// candidate accepts; the company sees the hire on its dashboard and exports its applicants as CSV.
import { readFile } from 'node:fs/promises';
import { HONG_KONG_TIME_ZONE, hongKongDate } from '@fis/shared/hong-kong-time';
import { and, asc, eq, gte, ne, notExists } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, companies, jobs, users } from '../../api/src/db/schema.js';
import { companyNameSql } from '../../api/src/modules/jobs/company-jobs-repository.js';
import { DEMO_PASSWORD, seedDemoData } from '../../api/src/seed/demo-data.js';
import { pdf } from '../../api/test/upload-corpus.js';
import { type Platform, startPlatform } from './harness.js';

const CANDIDATE = 'chan.taiman@student.demo';
const COMPANY = 'hr@novapay.demo';

let p: Platform;
beforeAll(async () => {
  p = await startPlatform();
  await seedDemoData(p.app.services);
  // The demo candidate has a profile already: no first-login step.
  await p.app.db.update(users).set({ isFirstLogin: false }).where(eq(users.email, CANDIDATE));
});
afterAll(() => p?.close());

async function codeFromEmail(address: string): Promise<string> {
  await expect.poll(async () => (await p.lastEmailTo(address))?.textBody ?? '').toMatch(/\b\d{6}\b/);
  const mail = await p.lastEmailTo(address);
  return /\b(\d{6})\b/.exec(mail?.textBody ?? '')?.[1] ?? '';
}

async function signInCandidate(page: Page) {
  await page.goto('/sign-in');
  await page.locator('input[name="email"]').fill(CANDIDATE);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/candidate/dashboard');
}

async function signInCompany(page: Page) {
  await page.goto('/sign-in?type=company');
  await page.locator('input[name="identifier"]').fill(COMPANY);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await codeFromEmail(COMPANY));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.waitForURL('**/company/dashboard');
}

describe('applications', () => {
  it('apply, screen, interview, offer, accept: both sides see each step', async () => {
    const [job] = await p.app.db
      .select({ id: jobs.id, positionName: jobs.positionName, companyName: companyNameSql })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .innerJoin(users, eq(users.id, companies.userId))
      // The demo applications went to the newest jobs: take one nobody has applied to yet.
      .where(
        and(
          eq(users.email, COMPANY),
          notExists(
            p.app.db
              .select({ id: applications.id })
              .from(applications)
              .where(and(eq(applications.jobId, jobs.id), gte(applications.stage, 0))),
          ),
        ),
      )
      .orderBy(asc(jobs.positionName))
      .limit(1);
    if (!job) throw new Error('no demo job');
    const position = job.positionName;
    const companyName = job.companyName;
    const [other] = await p.app.db
      .select({ id: jobs.id, positionName: jobs.positionName })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .innerJoin(users, eq(users.id, companies.userId))
      .where(and(eq(users.email, COMPANY), ne(jobs.id, job.id)))
      .orderBy(asc(jobs.positionName))
      .limit(1);
    if (!other) throw new Error('no second demo job');

    // The candidate opens another job without applying, then opens the job and applies.
    const candidate = await p.newPage({ lang: 'en' });
    const page = candidate.page;
    await signInCandidate(page);
    await page.goto(`/candidate/job-detail/${other.id}`);
    await page.getByRole('heading', { name: other.positionName }).waitFor();
    await page.goto(`/candidate/job-detail/${job.id}`);
    await page.getByRole('heading', { name: position }).waitFor();
    await page.getByRole('link', { name: `Apply for ${position}` }).click();
    await page.waitForURL(`**/candidate/apply-job/${job.id}`);
    await page.getByRole('heading', { name: `Apply for ${position}` }).waitFor();
    // Contact details come from the profile.
    await expect.poll(() => page.locator('input[name="contactEmail"]').inputValue()).toBe(CANDIDATE);
    expect(await page.locator('input[name="phoneNumber"]').inputValue()).toBe('91234567');
    // Every group of fields is named by its legend (HTML_CodeSniffer H71/H91, which axe leaves to people).
    const unnamedGroups = await page.evaluate(
      () =>
        [...document.querySelectorAll('fieldset')].filter(
          (f) => !(f.querySelector(':scope > legend')?.textContent ?? '').trim(),
        ).length,
    );
    expect(unnamedGroups).toBe(0);

    // Without a resume the server (or the form) refuses, and the pitch typed so far stays.
    const pitch = 'I have built payment dashboards in Python and want to learn from your team.';
    await page.locator('textarea[name="pitch"]').fill(pitch);
    await page.getByText(`${pitch.length} / 2,000 characters`).waitFor();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText('This field is required').first().waitFor();
    expect(await page.locator('textarea[name="pitch"]').inputValue()).toBe(pitch);

    await page
      .getByLabel('New resume', { exact: true })
      .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await page.getByText('resume.pdf').waitFor();
    await page.getByRole('button', { name: 'Add a document' }).click();
    await page
      .getByLabel('Supporting document 1', { exact: true })
      .setInputFiles({ name: 'transcript.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await page.getByText('transcript.pdf').waitFor();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL('**/candidate/applications');
    await page.getByText('Application is successfully submitted').waitFor();
    const row = page.getByRole('row').filter({ hasText: position });
    await row.getByRole('cell', { name: 'Applied', exact: true }).waitFor();
    const [stored] = await p.app.db.select().from(applications).where(eq(applications.jobId, job.id));
    expect(stored?.stage).toBe(0);
    // A job only viewed is no application: the page counts what the dashboard counts, and lists
    // the viewed job apart, with its way to apply.
    await page.getByText('Applications: 1', { exact: true }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: other.positionName }).count()).toBe(0);
    await page.getByText('Viewed jobs', { exact: true }).click();
    await page.waitForURL(/view=viewed/);
    await page.getByText('Viewed jobs: 1', { exact: true }).waitFor();
    const viewedRow = page.getByRole('row').filter({ hasText: other.positionName });
    await viewedRow.getByRole('link', { name: `Apply for ${other.positionName}` }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: position }).count()).toBe(0);
    await page.goto('/candidate/dashboard');
    await page.getByRole('link', { name: 'Applications: 1', exact: true }).waitFor();

    // The job page now says Applied.
    await page.goto(`/candidate/job-detail/${job.id}`);
    await page.getByRole('link', { name: 'Applied', exact: true }).waitFor();

    // The company opens the job's candidates from its job list.
    const company = await p.newPage({ lang: 'en' });
    const cpage = company.page;
    await signInCompany(cpage);
    await cpage.goto('/company/job-list');
    await cpage.getByRole('link', { name: `Candidates for ${position}` }).click();
    await cpage.waitForURL(`**/company/job/${job.id}/candidates`);
    const name = 'Chan Tai Man (陳大文)';
    const applicant = cpage.getByRole('row').filter({ hasText: name });
    await applicant.getByRole('cell', { name: 'New', exact: true }).waitFor();

    // The documents are there to download.
    await applicant.getByRole('button', { name: `View: ${name}` }).click();
    const drawer = cpage.getByRole('dialog');
    await drawer.getByText(pitch).waitFor();
    await drawer.getByRole('button', { name: 'Download transcript.pdf' }).waitFor();
    // The history starts at New: the candidate's viewing the job first is no stage of it.
    const history = drawer.getByRole('region', { name: 'History' });
    await history.getByText('New', { exact: true }).waitFor();
    expect(await history.innerText()).not.toContain('Closed');
    await drawer.getByRole('button', { name: 'Close' }).click();

    // Screen.
    await applicant.getByRole('button', { name: `Screen: ${name}` }).click();
    await cpage.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await applicant.getByRole('cell', { name: 'Screening', exact: true }).waitFor();

    // Interview, a month from now in Hong Kong: a place or a link is required.
    const day = new Date(Date.now() + 30 * 86_400_000);
    const date = hongKongDate(day);
    const shown = new Intl.DateTimeFormat('en-HK', { timeZone: HONG_KONG_TIME_ZONE, dateStyle: 'medium' }).format(day);
    await applicant.getByRole('button', { name: `Interview: ${name}` }).click();
    const form = cpage.getByRole('dialog');
    await form.locator('input[name="date"]').fill(date);
    await form.locator('input[name="time"]').fill('10:30');
    await form.getByRole('button', { name: 'Schedule interview' }).click();
    await form.getByText('This field is required').waitFor();
    await form.locator('input[name="place"]').fill('8/F, 1 Queen’s Road Central');
    await form.getByRole('button', { name: 'Schedule interview' }).click();
    await applicant.getByRole('cell', { name: 'Interviewing', exact: true }).waitFor();

    // The interview is among the candidate's upcoming interviews, with the job and the company.
    await page.goto('/candidate/interviews');
    await page.getByRole('heading', { name: 'Interviews', level: 1 }).waitFor();
    expect(await page.getByRole('radio', { name: 'Upcoming' }).isChecked()).toBe(true);
    const interview = page.getByRole('article', { name: position });
    await interview.getByText(new RegExp(`${shown}.*10:30`)).waitFor();
    await interview.getByRole('link', { name: position }).waitFor();
    // The label, then the company's logo (its initials here) and name.
    const companyLine = await interview.getByText(companyName, { exact: true }).locator('..').innerText();
    expect(companyLine.replace(/\s+/g, ' ')).toMatch(new RegExp(`^Company: .* ${companyName}$`));
    await interview.getByText('Place: 8/F, 1 Queen’s Road Central').waitFor();

    // Offer: the interview still to come is called off.
    await applicant.getByRole('button', { name: `Offer: ${name}` }).click();
    await cpage.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await applicant.getByRole('cell', { name: 'Offer', exact: true }).waitFor();

    // The candidate hears of each step from the notification bell. The notifications are stored
    // with each move; the bell polls every 30 s and on focus, so a fresh page load shows them.
    await page.goto('/candidate/dashboard');
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    // Four about this application, and the scheme office's demo recommendation (seed/demo-recommendations.ts).
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 5 unread');
    await bell.click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    for (const text of [
      `${companyName} viewed your application for ${position}`,
      `${companyName} invited you to an interview for ${position} on ${date} 10:30 (HKT)`,
      `${companyName} offered you the position ${position}`,
      `Your interview for ${position} at ${companyName} on ${date} 10:30 (HKT) is cancelled: the application is no longer at the interview stage`,
    ]) {
      await popover.getByText(text, { exact: true }).waitFor();
    }
    await page.keyboard.press('Escape');

    // The candidate sees the offer with its interview, called off by the offer, and accepts it.
    await page.goto('/candidate/applications?view=offers');
    const offer = page.getByRole('row').filter({ hasText: position });
    await offer.getByRole('cell', { name: 'Offer', exact: true }).waitFor();
    await offer.getByRole('button', { name: `Details of the application for ${position}` }).click();
    const detail = page.getByRole('dialog');
    await detail.getByText(new RegExp(`${shown}, 10:30\\s?am HKT, 60 minutes`, 'i')).waitFor();
    await detail.getByText('Cancelled', { exact: true }).waitFor();
    // What the candidate sent: the pitch, the resume and the document, which open as theirs.
    await detail.getByText(pitch).waitFor();
    await detail.getByText(CANDIDATE, { exact: true }).waitFor();
    await detail.getByRole('button', { name: 'Download resume.pdf' }).waitFor();
    const [sent] = await Promise.all([
      page.waitForEvent('download'),
      detail.getByRole('button', { name: 'Download transcript.pdf' }).click(),
    ]);
    expect(sent.suggestedFilename()).toBe('transcript.pdf');
    expect((await readFile((await sent.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
    await detail.getByRole('button', { name: 'Accept offer' }).click();
    const confirm = page.getByRole('dialog', { name: `Accept the offer for ${position}?` });
    await confirm
      .getByRole('checkbox', { name: 'Also withdraw my other open applications and decline my other offers' })
      .check();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await offer.getByRole('cell', { name: 'Hired', exact: true }).waitFor();

    // The company finds the hire on the Hired tab.
    await cpage.reload();
    await cpage.getByRole('tab', { name: /^Hired \(1\)$/ }).click();
    await cpage.waitForURL(/tab=hired/);
    await cpage.getByRole('row').filter({ hasText: name }).getByRole('cell', { name: 'Hired', exact: true }).waitFor();

    // The company's dashboard counts the hire: the Hired card, one link read as its label and figure.
    await cpage.goto('/company/dashboard');
    const hiredCard = cpage
      .getByRole('region', { name: 'Applicants' })
      .getByRole('link', { name: 'Hired: 1', exact: true });
    expect(await hiredCard.getAttribute('href')).toBe('/company/candidates?tab=hired');

    // The company exports its applicants as CSV: UTF-8 with a BOM, a header, and the new hire with
    // both names intact, saved under the name the server gives it (its Hong Kong date).
    await cpage.goto('/company/candidates');
    await cpage.getByRole('heading', { name: 'Candidates', level: 1 }).waitFor();
    const dayBefore = hongKongDate(new Date());
    const [download] = await Promise.all([
      cpage.waitForEvent('download'),
      cpage.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const fileNames = [dayBefore, hongKongDate(new Date())].map((day) => `applicants-${day.replaceAll('-', '')}.csv`);
    expect(fileNames).toContain(download.suggestedFilename());
    const bytes = await readFile((await download.path()) ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString('utf8').slice(1);
    const lines = csv.split(/\r?\n/).filter((l) => l !== '');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[0]).toMatch(/^English name,Chinese name,Contact email,/);
    const hire = lines.find((l) => l.includes('Chan Tai Man'));
    expect(hire).toBeDefined();
    expect(hire).toContain('陳大文');
    expect(hire).toContain(position);

    await candidate.context.close();
    await company.context.close();
  });
});

// Funded places in the browser (docs/decisions/040): the office sets the open round's total in the
// round form and grants a company places on the Hong Kong side from the round's fill board, whose
// figures follow; an offer made through the API and accepted in the candidate's own browser moves
// the open board live, without a reload; the office raises a row's grant; the company reads its
// places on its dashboard, and on a job's applicants how many it may still offer, Offer disabled
// with the reason once none is left (decision 034); the landing page says how many of the round's
// places are left.
import { Stage } from '@fis/shared/application-stages';
import { eq } from 'drizzle-orm';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles, jobs } from '../../api/src/db/schema.js';
import { createAdminAccount } from '../../api/src/modules/admin/create-admin.js';
import { choose, PASSWORD, type Platform, socketOpened, startPlatform, uniqueEmail } from './harness.js';
import {
  companyEmailOf,
  grantPlacesAs,
  insertApplication,
  insertCandidate,
  insertCompany,
  moveApplicationAs,
  signedInPage,
  visibleJob,
} from './test-data.js';

const COMPANY = 'Places Pay Ltd';

let p: Platform;
let adminEmail: string;
let companyEmail: string;
let candidateEmail: string;
let applicationId: string;
let companyId: string;
let jobId: string;

beforeAll(async () => {
  p = await startPlatform();
  adminEmail = uniqueEmail('office');
  await createAdminAccount(p.app.services, { email: adminEmail, password: PASSWORD });
  companyId = await insertCompany(p, { companyName: COMPANY });
  companyEmail = await companyEmailOf(p, companyId);
  const [job] = await p.app.db
    .insert(jobs)
    .values(visibleJob(companyId, { positionName: 'Places Analyst' }))
    .returning({ id: jobs.id });
  jobId = job?.id ?? '';
  candidateEmail = uniqueEmail('student');
  const candidateId = await insertCandidate(p, candidateEmail);
  // Screened, its confirmations given: the company may offer it the position.
  applicationId = await insertApplication(p, { jobId, companyId, candidateId });
});
afterAll(() => p?.close());

/** The number a figure card gives for a term ("Granted", "Left"). */
const figure = (card: Locator, term: string) =>
  card.locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`).textContent();

/** A second applicant to the job, screened: one the company could offer the position to. */
async function screenedApplicant(englishName: string): Promise<void> {
  const candidateId = await insertCandidate(p, uniqueEmail('student'));
  await p.app.db
    .update(candidateProfiles)
    .set({ englishName, chineseName: null })
    .where(eq(candidateProfiles.userId, candidateId));
  await insertApplication(p, { jobId, companyId, candidateId });
}

/** The company's grant on the Hong Kong side, through the API as the office. */
async function grantHongKong(granted: number): Promise<void> {
  expect(await grantPlacesAs(p, adminEmail, { companyId, side: 'HongKong', granted })).toBe(200);
}

describe('funded places', () => {
  it('the office sets the total and grants places; an offer and its accept move the open board live', async () => {
    const { page, context } = await signedInPage(p, adminEmail, { lang: 'en' });
    const opened = socketOpened(page);
    await page.goto('/admin-portal/rounds');

    // The round form's total; the table then says it.
    const row = page.getByRole('row', { name: /Test round/ });
    await row.getByRole('button', { name: 'Edit: Test round' }).click();
    const form = page.getByRole('dialog', { name: 'Edit the round Test round' });
    await form.getByLabel('Total funded places').fill('5');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.waitFor({ state: 'hidden' });
    await expect.poll(() => row.getByRole('cell').allTextContents()).toContain('5');

    // The fill board, with no grant yet.
    await row.getByRole('link', { name: 'Funded places: Test round' }).click();
    await page.getByRole('heading', { name: 'Funded places: Test round', level: 1 }).waitFor();
    const whole = page.getByRole('region', { name: 'Whole round' });
    expect(await figure(whole, 'Total')).toBe('5');
    expect(await figure(whole, 'Granted')).toBe('0');
    await page.getByText('No places granted yet').waitFor();

    // Two places on the Hong Kong side, the company found by its name.
    await page.getByRole('button', { name: 'Grant places' }).click();
    await page.getByRole('combobox', { name: 'Company' }).fill('Places Pay');
    await page.getByRole('option', { name: COMPANY, exact: true }).click();
    await choose(page, 'Side', 'Hong Kong');
    await page.getByLabel('Places granted').fill('2');
    const save = page.getByRole('button', { name: 'Save grant' });
    await save.click();
    await save.waitFor({ state: 'hidden' });
    await expect.poll(() => figure(whole, 'Granted')).toBe('2');
    expect(await figure(whole, 'Left')).toBe('2');
    const hongKong = page.getByRole('region', { name: 'Hong Kong', exact: true });
    expect(await figure(hongKong, 'Granted')).toBe('2');
    const companyRow = page.getByRole('row', { name: new RegExp(COMPANY) });
    expect(await companyRow.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining([COMPANY, 'Hong Kong', '2', '0']),
    );

    // An offer holds a place, the accept takes it: the board follows without a reload.
    await opened;
    expect(await moveApplicationAs(p, companyEmail, applicationId, Stage.OFFERED)).toBe(200);
    await expect.poll(() => figure(whole, 'Held by offers')).toBe('1');
    expect(await figure(whole, 'Left')).toBe('1');
    // The candidate accepts the offer in a browser of their own.
    const candidate = await signedInPage(p, candidateEmail, { lang: 'en' });
    await candidate.page.goto('/candidate/applications?view=offers');
    const offerRow = candidate.page.getByRole('row').filter({ hasText: 'Places Analyst' });
    await offerRow.getByRole('button', { name: 'Details of the application for Places Analyst' }).click();
    await candidate.page.getByRole('dialog').getByRole('button', { name: 'Accept offer' }).click();
    const confirm = candidate.page.getByRole('dialog', { name: 'Accept the offer for Places Analyst?' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await offerRow.getByRole('cell', { name: 'Hired', exact: true }).waitFor();
    await candidate.context.close();
    await expect.poll(() => figure(whole, 'Taken')).toBe('1');
    expect(await figure(whole, 'Held by offers')).toBe('0');
    await companyRow.getByText('Hong Kong: 0 held, 1 taken').waitFor();

    // The row's grant, raised by one.
    await companyRow.getByRole('button', { name: `Edit grant: ${COMPANY}, Hong Kong` }).click();
    await page.getByLabel('Places granted').fill('3');
    await save.click();
    await save.waitFor({ state: 'hidden' });
    await expect.poll(() => figure(whole, 'Granted')).toBe('3');
    expect(await figure(whole, 'Left')).toBe('2');
    await context.close();
  });

  it('the company reads its own places per side on its dashboard', async () => {
    const { page, context } = await signedInPage(p, companyEmail, { lang: 'en' });
    await page.goto('/company/dashboard');
    const panel = page.getByRole('region', { name: 'Funded places' });
    const side = panel.getByRole('row', { name: /Hong Kong/ });
    await side.waitFor();
    // Granted 3, none held, one taken, 2 left.
    expect(await side.getByRole('cell').allTextContents()).toEqual(['3', '0', '1', '2']);
    await context.close();
  });

  it('a job’s applicants say how many places are left to offer, and Offer says why not once none is', async () => {
    await screenedApplicant('Lee Siu Ming');
    const { page, context } = await signedInPage(p, companyEmail, { lang: 'en' });
    const opened = socketOpened(page);
    await page.goto(`/company/job/${jobId}/candidates`);
    // Granted 3, one taken: 2 left on the Hong Kong side.
    await page.getByText('2 funded places left to offer for Hong Kong positions in Test round.').waitFor();
    const offer = page.getByRole('button', { name: 'Offer: Lee Siu Ming' });
    expect(await offer.isEnabled()).toBe(true);

    // The office lowers the grant to the place already taken: the page follows without a reload.
    await opened;
    await grantHongKong(1);
    const note = page.getByRole('alert').filter({ hasText: 'No funded place left to offer' });
    await note
      .getByText(
        'All your funded places for Hong Kong positions in Test round are held by offers or taken. An offer declined or withdrawn frees its place; the scheme office can grant more.',
      )
      .waitFor();
    await expect.poll(() => offer.isDisabled()).toBe(true);
    expect(await offer.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
    // Other actions stay offered.
    expect(await page.getByRole('button', { name: 'Reject: Lee Siu Ming' }).isEnabled()).toBe(true);

    // A place granted again: Offer is back.
    await grantHongKong(3);
    await expect.poll(() => offer.isEnabled()).toBe(true);
    await page.getByText('2 funded places left to offer for Hong Kong positions in Test round.').waitFor();
    await context.close();
  });

  it('the landing page says how many of the open round’s places are left', async () => {
    const { page, context } = await p.newPage({ lang: 'en' });
    await page.goto('/');
    // Five in all, one taken.
    await page.getByText('4 funded places left.', { exact: false }).waitFor();
    await page.getByText('Open now', { exact: true }).waitFor();
    await context.close();
  });
});

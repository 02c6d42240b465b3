// The office's internal notes (issue 27, decision 052) in the browser: an officer leaves a note on
// a candidate's page (an empty one is refused beside the box), a colleague reads it with its author
// and cannot delete it, its author deletes it after a confirmation; a company's notes fit a phone's
// width. (The company's and the job's pages having their own notes, in zh and cn, is the page
// tier's: apps/web/pages/names-and-scripts.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform, uniqueEmail } from './harness.js';
import { apiAs, insertAdmin, insertCandidate, insertCompany, signedInPage } from './test-data.js';

let p: Platform;
const officer = uniqueEmail('officer');
const colleague = uniqueEmail('colleague');
let candidateId = '';
let companyId = '';
const NOTE = 'Phoned on Monday: the transcript comes next week.';
const COMPANY_NOTE = 'Asked the HR manager for the interns’ start dates.';

beforeAll(async () => {
  p = await startPlatform();
  await insertAdmin(p, officer);
  await insertAdmin(p, colleague);
  candidateId = await insertCandidate(p, uniqueEmail('student'));
  companyId = await insertCompany(p, { companyName: 'Kowloon Clearing Ltd' });
});
afterAll(() => p?.close());

describe("the office's notes", () => {
  it('are left by one officer, read by another with their author, and deleted by their author only', async () => {
    const mine = await signedInPage(p, officer, { lang: 'en' });
    await mine.page.goto(`/admin-portal/candidates/${candidateId}`);
    const notes = mine.page.getByRole('region', { name: 'Office notes' });
    await notes.getByText('Only the scheme office sees these notes.').waitFor();
    await notes.getByText('No note yet.').waitFor();
    await notes.getByRole('button', { name: 'Add note' }).click();
    await notes.getByText('This field is required').waitFor();
    await notes.getByRole('textbox', { name: 'New note' }).fill(NOTE);
    await notes.getByRole('button', { name: 'Add note' }).click();
    await notes.getByText(NOTE).waitFor();
    await expect.poll(() => notes.getByRole('textbox', { name: 'New note' }).inputValue()).toBe('');

    const theirs = await signedInPage(p, colleague, { lang: 'en' });
    await theirs.page.goto(`/admin-portal/candidates/${candidateId}`);
    const seen = theirs.page.getByRole('region', { name: 'Office notes' });
    await seen.getByText(NOTE).waitFor();
    await seen.getByText(officer).waitFor();
    expect(await seen.getByRole('button', { name: /^Delete your note/ }).count()).toBe(0);
    await theirs.context.close();

    await notes.getByRole('button', { name: /^Delete your note of / }).click();
    await mine.page.getByRole('dialog', { name: 'Delete this note?' }).getByRole('button', { name: 'Delete' }).click();
    await notes.getByText('No note yet.').waitFor();
    await mine.context.close();
  });

  it('fit a 390 px screen', async () => {
    // A note on the company's page, through the API its box uses (the box is tried on the candidate's page above).
    const note = await apiAs(p, officer, 'POST', '/v1/admin/notes', {
      subjectType: 'company',
      subjectId: companyId,
      body: COMPANY_NOTE,
    });
    expect(note.status).toBe(201);
    const { page, context } = await signedInPage(p, officer, { lang: 'en', width: 390, height: 844 });
    await page.goto(`/admin-portal/companies/${companyId}`);
    await page.getByRole('region', { name: 'Office notes' }).getByText(COMPANY_NOTE).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});

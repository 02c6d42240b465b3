// The office's internal notes (issue 27, decision 052) in the browser: an officer leaves a note on
// a candidate's page (an empty one is refused beside the box), a colleague reads it with its author
// and cannot delete it, its author deletes it after a confirmation; the company's and the job's
// pages have their own notes. In zh and cn, and at phone width.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../api/src/db/schema.js';
import { type Platform, startPlatform, uniqueEmail } from './harness.js';
import { insertAdmin, insertCandidate, insertCompany, signedInPage, visibleJob } from './test-data.js';

let p: Platform;
const officer = uniqueEmail('officer');
const colleague = uniqueEmail('colleague');
let candidateId = '';
let companyId = '';
let jobId = '';
const NOTE = 'Phoned on Monday: the transcript comes next week.';

beforeAll(async () => {
  p = await startPlatform();
  await insertAdmin(p, officer);
  await insertAdmin(p, colleague);
  candidateId = await insertCandidate(p, uniqueEmail('student'));
  companyId = await insertCompany(p, { companyName: 'Kowloon Clearing Ltd' });
  const [job] = await p.app.db
    .insert(jobs)
    .values(visibleJob(companyId, { positionName: 'Clearing Data Intern' }))
    .returning({ id: jobs.id });
  jobId = job?.id ?? '';
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

  for (const [lang, title] of [
    ['zh', '辦事處備註'],
    ['cn', '办事处备注'],
  ] as const) {
    it(`are on the company's and the job's pages, in ${lang}`, async () => {
      const { page, context } = await signedInPage(p, officer, { lang });
      await page.goto(`/admin-portal/companies/${companyId}`);
      await page.getByRole('region', { name: title }).getByRole('textbox').fill(`${lang} company note`);
      await page.getByRole('region', { name: title }).getByRole('button').last().click();
      await page.getByRole('region', { name: title }).getByText(`${lang} company note`).waitFor();
      await page.goto(`/admin-portal/jobs/${jobId}/edit`);
      await page.getByRole('region', { name: title }).waitFor();
      await context.close();
    });
  }

  it('fit a 390 px screen', async () => {
    const { page, context } = await signedInPage(p, officer, { lang: 'en', width: 390, height: 844 });
    await page.goto(`/admin-portal/companies/${companyId}`);
    await page.getByRole('region', { name: 'Office notes' }).getByText('zh company note').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});

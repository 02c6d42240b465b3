// The office's page of one application (issue 27, section 4) in the browser: from the applications
// list an officer opens an application and reads the position at its company, the stage by the
// office's name for it, the candidate and the company leading to their records, the history of
// moves, what the candidate sent, and leaves a note on it. In zh and cn as the server writes it,
// and at phone width.
import { Stage } from '@fis/shared/application-stages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../api/src/db/schema.js';
import { pageAs, wordsOf } from '../pages/harness.js';
import { type Platform, startPlatform, uniqueEmail } from './harness.js';
import {
  insertAdmin,
  insertApplication,
  insertCandidate,
  insertCompany,
  signedInPage,
  visibleJob,
} from './test-data.js';

let p: Platform;
const officer = uniqueEmail('officer');
let candidateId = '';
let companyId = '';
let applicationId = '';

beforeAll(async () => {
  p = await startPlatform();
  await insertAdmin(p, officer);
  candidateId = await insertCandidate(p, uniqueEmail('student'));
  companyId = await insertCompany(p, { companyName: 'Tsing Yi Treasury Ltd' });
  const [job] = await p.app.db
    .insert(jobs)
    .values(visibleJob(companyId, { positionName: 'Treasury Analytics Intern' }))
    .returning({ id: jobs.id });
  applicationId = await insertApplication(p, {
    jobId: job?.id ?? '',
    companyId,
    candidateId,
    stage: Stage.SCREENING,
    pitch: 'I built a cash-flow model for a student society.',
  });
});
afterAll(() => p?.close());

describe("the office's page of an application", () => {
  it('opens from the list and leads to the candidate, the company and the job, with a note left on it', async () => {
    const { page, context } = await signedInPage(p, officer, { lang: 'en' });
    await page.goto('/admin-portal/applications?keyword=Treasury');
    await page
      .getByRole('link', { name: 'Open the application of Chan Tai Man (陳大文) to Treasury Analytics Intern' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Treasury Analytics Intern at Tsing Yi Treasury Ltd' }).waitFor();
    await page
      .getByRole('region', { name: 'What the candidate sent' })
      .getByText(/cash-flow model/)
      .waitFor();
    await page.getByRole('region', { name: 'History' }).waitFor();
    expect(await page.getByRole('link', { name: 'Chan Tai Man (陳大文)' }).getAttribute('href')).toBe(
      `/admin-portal/candidates/${candidateId}`,
    );
    expect(await page.getByRole('link', { name: 'Tsing Yi Treasury Ltd' }).getAttribute('href')).toBe(
      `/admin-portal/companies/${companyId}`,
    );
    const notes = page.getByRole('region', { name: 'Office notes' });
    await notes.getByRole('textbox', { name: 'New note' }).fill('The company asked us to check the dates.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await notes.getByText('The company asked us to check the dates.').waitFor();
    await context.close();
  });

  for (const [lang, title] of [
    ['zh', 'Tsing Yi Treasury Ltd：Treasury Analytics Intern'],
    ['cn', 'Tsing Yi Treasury Ltd：Treasury Analytics Intern'],
  ] as const) {
    it(`reads in ${lang}`, async () => {
      // As the server writes the page: no browser needed.
      const page = await pageAs(p, officer, `/admin-portal/applications/${applicationId}`, lang);
      expect(wordsOf(page, 'main h1')).toContain(title);
    });
  }

  it('fits a 390 px screen, and an unknown application is not found', async () => {
    const { page, context } = await signedInPage(p, officer, { lang: 'en', width: 390, height: 844 });
    await page.goto(`/admin-portal/applications/${applicationId}`);
    await page.getByRole('region', { name: 'Office notes' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.goto('/admin-portal/applications/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { level: 1, name: /not found/i }).waitFor();
    await context.close();
  });
});

// The admin's findable lists (issue 14 section 1; decision 022): the admin opens Candidates from
// the navigation, filters the candidates by eligibility state (the badge in its column), finds a
// candidate by name, the search kept in the address; filters the
// companies to those waiting for approval and exports them as CSV, saved under the name the server
// gives it. The candidates and companies of a round, and the companies with funded places not yet
// offered, written to (decision 054). Then the four lists at 390 px as cards that fit, with axe
// watching. (The lists' words in zh and cn are the page tier's: apps/web/pages/readable-words.test.ts.)
import { readFile } from 'node:fs/promises';
import { EligibilityStatus } from '@fis/shared/enums';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { eq, inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles, companies, users } from '../../api/src/db/schema.js';
import { DEMO_ADMIN_EMAIL, seedDemoData } from '../../api/src/seed/demo-data.js';
import { TEST_ROUND_ID } from '../../api/test/helper.js';
import { choose, holdRequests, type Platform, startPlatform, uniqueEmail } from './harness.js';
import { grantPlacesAs, insertCandidate, signedInPage } from './test-data.js';

let p: Platform;
beforeAll(async () => {
  p = await startPlatform();
  await seedDemoData(p.app.services);
  await p.app.db
    .update(users)
    .set({ isFirstLogin: false })
    .where(inArray(users.email, [DEMO_ADMIN_EMAIL]));
  // One demo candidate verified, the others unverified as registration leaves them.
  await p.app.db
    .update(candidateProfiles)
    .set({ eligibilityStatus: EligibilityStatus.VERIFIED })
    .where(eq(candidateProfiles.englishName, 'Chan Tai Man'));
});
afterAll(() => p?.close());

/** How far the page is wider than the window (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

describe('the admin lists', () => {
  it('filters the candidates by eligibility, finds one by name, filters the companies waiting for approval and exports them as CSV', async () => {
    const { page, context } = await signedInPage(p, DEMO_ADMIN_EMAIL, { lang: 'en' });
    await page.goto('/admin-portal/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Candidates' }).click();
    await page.getByRole('heading', { name: 'Candidates', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Chan Tai Man' }).waitFor();

    // The eligibility state: a badge in its column and a filter kept in the address.
    await choose(page, 'Eligibility', 'Eligibility verified');
    await page.waitForURL(/eligibilityStatus=1/);
    await page.getByRole('status').filter({ hasText: '1 found' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Chan Tai Man' }).getByText('Eligibility verified').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => page.url()).not.toContain('eligibilityStatus');

    // A choice made while the list of the one before is still on its way builds on it.
    const rows = /\/admin-portal\/candidates\.data/;
    const held = await holdRequests(page, rows);
    await choose(page, 'Eligibility', 'Eligibility verified');
    await choose(page, 'Sort by', 'Name');
    expect(await page.getByRole('combobox', { name: 'Eligibility' }).inputValue()).toBe('1');
    held.open();
    await page.waitForURL(/eligibilityStatus=1.*sort=name|sort=name.*eligibilityStatus=1/);
    await page.getByRole('status').filter({ hasText: '1 found' }).waitFor();
    await page.unroute(rows);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => page.url()).not.toContain('eligibilityStatus');

    await page.getByRole('searchbox', { name: 'Search' }).fill('wong ka');
    await page.waitForURL(/keyword=wong\+ka/);
    await page.getByRole('status').filter({ hasText: '1 found' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'wong.kayan@student.demo' });
    await row.getByText('The Hong Kong Polytechnic University').waitFor();
    await row.getByText('Eligibility not verified').waitFor();
    expect(await page.getByRole('link', { name: 'Chan Tai Man' }).count()).toBe(0);
    // The search survives a reload: it is in the address.
    await page.reload();
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('wong ka');
    await page.getByRole('link', { name: 'Wong Ka Yan' }).click();
    await page.waitForURL(/\/admin-portal\/candidates\/[0-9a-f-]{36}$/);

    await page.goto('/admin-portal/dashboard');
    await nav.getByRole('link', { name: 'Companies' }).click();
    await page.getByRole('heading', { name: 'Companies', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'NovaPay Limited' }).waitFor();
    await choose(page, 'Approval', 'Waiting for approval');
    await page.waitForURL(/approval=0/);
    await page.getByRole('link', { name: 'Lion Rock InsurTech Limited' }).waitFor();
    // The previous page of rows stays on screen until the filtered one arrives.
    await expect.poll(() => page.getByRole('link', { name: 'NovaPay Limited' }).count()).toBe(0);

    const dayBefore = hongKongDate(new Date());
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const names = [dayBefore, hongKongDate(new Date())].map((day) => `companies-${day.replaceAll('-', '')}.csv`);
    expect(names).toContain(download.suggestedFilename());
    const bytes = await readFile((await download.path()) ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^Company ID,Company,Email,Approval,/);
    expect(lines.slice(1)).toEqual([expect.stringContaining('Lion Rock InsurTech Limited')]);
    expect(lines[1]).toContain('Waiting for approval');

    // The approval queue is one click from the jobs list.
    await nav.getByRole('link', { name: 'All jobs' }).click();
    await page.getByRole('heading', { name: 'All jobs', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Jobs waiting for approval' }).click();
    await page.waitForURL('**/admin-portal/job-approvals');
    await context.close();
  });

  it('finds the candidates and the companies of a round, and the companies with places not yet offered, and writes to them', async () => {
    // NovaPay is granted a place and has made no offer; Harbour Wealth's offers and hires have no grant.
    const [novaPay] = await p.app.db
      .select({ id: companies.id })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(eq(users.email, 'hr@novapay.demo'));
    expect(
      await grantPlacesAs(p, DEMO_ADMIN_EMAIL, { companyId: novaPay?.id ?? '', side: 'HongKong', granted: 1 }),
    ).toBe(200);
    const { page, context } = await signedInPage(p, DEMO_ADMIN_EMAIL, { lang: 'en' });
    await page.goto('/admin-portal/candidates');
    await page.getByRole('link', { name: 'Chan Tai Man' }).waitFor();
    // The demo's applicants applied in the test round; Chan Tai Man applied nowhere.
    await choose(page, 'Round applied in', 'Test round');
    await page.waitForURL(new RegExp(`roundId=${TEST_ROUND_ID}`));
    await page.getByRole('link', { name: 'Wong Ka Yan' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Chan Tai Man' }).count()).toBe(0);

    await page.goto('/admin-portal/companies');
    const places = page
      .getByRole('textbox', { name: 'Funded places', exact: true })
      .or(page.getByRole('combobox', { name: 'Funded places', exact: true }))
      .first();
    await page.getByText('Choose a round first').waitFor();
    await expect.poll(() => places.isDisabled()).toBe(true);
    await choose(page, 'Round', 'Test round');
    await page.getByRole('link', { name: 'Harbour Wealth Technology (Shenzhen) Co., Ltd.' }).waitFor();
    await choose(page, 'Funded places', 'Places not yet offered');
    await page.waitForURL(/placesLeft=true/);
    await page.getByRole('link', { name: 'NovaPay Limited' }).waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: 'Harbour Wealth Technology (Shenzhen) Co., Ltd.' }).count())
      .toBe(0);
    await page.getByRole('status').filter({ hasText: '1 found' }).waitFor();

    // The group message reaches the companies the list shows, with the same filters.
    await page.getByRole('link', { name: 'Message everyone listed' }).click();
    await page.waitForURL(/\/admin-portal\/group-messages\/new\?list=companies&.*placesLeft=true/);
    await page.getByText(/whose account is active: 1 (person|people)\.$/).waitFor();
    await page.goBack();

    // Any round again: the places filter, meaningless without one, goes with it.
    await choose(page, 'Round', 'Any');
    await expect.poll(() => page.url()).not.toContain('placesLeft');
    await expect.poll(() => places.isDisabled()).toBe(true);
    await context.close();
  });

  it('leads from each list to a page that exists: the record, the job, the account', async () => {
    const { page, context } = await signedInPage(p, DEMO_ADMIN_EMAIL, { lang: 'en' });
    const notFound = () => page.getByRole('heading', { name: 'Page not found' }).count();
    // The first link of the list's first row: a candidate's, a company's or a job's own page.
    const opens = async (list: string, lands: RegExp) => {
      await page.goto(list);
      await page.getByRole('table').getByRole('row').nth(1).getByRole('link').first().click();
      await page.waitForURL(lands);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await notFound(), list).toBe(0);
    };
    await opens('/admin-portal/candidates', /\/admin-portal\/candidates\/[0-9a-f-]+$/);
    await page.getByRole('link', { name: 'Account and actions' }).click();
    await page.waitForURL(/\/admin-portal\/accounts\/[0-9a-f-]+$/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await notFound()).toBe(0);
    await opens('/admin-portal/companies', /\/admin-portal\/companies\/[0-9a-f-]+$/);
    await opens('/admin-portal/jobs', /\/admin-portal\/jobs\/[0-9a-f-]+\/edit$/);
    await opens('/admin-portal/applications', /\/admin-portal\/candidates\/[0-9a-f-]+$/);
    await context.close();
  });

  it('fits a 390 px screen: each list as cards', async () => {
    const { page, context } = await signedInPage(p, DEMO_ADMIN_EMAIL, { lang: 'en', width: 390, height: 844 });
    for (const [path, title] of [
      ['/admin-portal/candidates', 'Candidates'],
      ['/admin-portal/companies', 'Companies'],
      ['/admin-portal/jobs', 'All jobs'],
      ['/admin-portal/applications', 'Applications'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByRole('listitem').first().waitFor();
      expect(await page.getByRole('table').count(), path).toBe(0);
      expect(await overflow(page), path).toBe(0);
      // The width is remembered, so the server draws the next page as cards (lib/phone-width.ts).
      expect(await page.evaluate(() => document.cookie)).toContain('screen=phone');
    }
    await context.close();
  });
});

describe('the selection', () => {
  it('exports and writes to the rows ticked, or to every row the filters find', async () => {
    // Twelve candidates of one programme: more than a page of ten.
    const TAG = `Sel${Date.now().toString(36)}`;
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await insertCandidate(p, uniqueEmail(`sel${i}`)));
    for (const [i, id] of ids.entries()) {
      await p.app.db
        .update(candidateProfiles)
        .set({ englishName: `Student ${String(i).padStart(2, '0')} ${TAG}`, programme: `BSc ${TAG}` })
        .where(eq(candidateProfiles.userId, id));
    }
    const { page, context } = await signedInPage(p, DEMO_ADMIN_EMAIL, { lang: 'en' });
    await page.goto(`/admin-portal/candidates?programme=${encodeURIComponent(`BSc ${TAG}`)}&sort=name`);
    await page.getByRole('status').filter({ hasText: '12 found' }).waitFor();
    await page.getByRole('checkbox', { name: `Select Student 00 ${TAG}` }).check();
    await page.getByRole('checkbox', { name: `Select Student 01 ${TAG}` }).check();
    await page.getByText('2 selected').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export the selection' }).click(),
    ]);
    const rows = (await readFile((await download.path()) ?? '', 'utf8')).slice(1).split('\r\n').filter(Boolean);
    expect(rows.slice(1)).toEqual([
      expect.stringContaining(`Student 00 ${TAG}`),
      expect.stringContaining(`Student 01 ${TAG}`),
    ]);

    // Every row on the page, then every row the filters find.
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByText('10 selected').waitFor();
    await page.getByRole('button', { name: 'Select all 12 matching the filters' }).click();
    await page.getByText('All 12 matching the filters are selected').waitFor();
    const [all] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export the selection' }).click(),
    ]);
    const allRows = (await readFile((await all.path()) ?? '', 'utf8')).slice(1).split('\r\n').filter(Boolean);
    expect(allRows).toHaveLength(13);

    // Back to two ticked: the message goes to those two.
    await page.getByRole('checkbox', { name: 'Select all on this page' }).uncheck();
    await page.getByRole('checkbox', { name: `Select Student 03 ${TAG}` }).check();
    await page.getByRole('checkbox', { name: `Select Student 04 ${TAG}` }).check();
    await page.getByRole('link', { name: 'Message the selection' }).click();
    await page.waitForURL(/\/admin-portal\/group-messages\/new\?list=candidates&.*ids=/);
    await page.getByText(/whose account is active: 2 people\.$/).waitFor();
    await context.close();
  });
});

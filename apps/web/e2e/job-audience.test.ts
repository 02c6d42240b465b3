// Whom a job is for (docs/decisions/027), in a real browser: a company picks the education levels and
// graduation years on the job form (in English at desktop width, in Traditional Chinese at 390 px
// with the draft restoring them). (A candidate reading them on the job page is the page tier's:
// ../pages/job-pages.test.ts.)
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobs, users } from '../../api/src/db/schema.js';
import { choose, type Platform, picker, startPlatform } from './harness.js';
import { insertCompany, signedInPage } from './test-data.js';

let p: Platform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p?.close());

const DAY_MS = 86_400_000;

async function companyAccount(companyName: string) {
  const companyId = await insertCompany(p, { companyName, nameEn: companyName });
  const [row] = await p.app.db
    .select({ email: users.email })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, companyId));
  if (!row) throw new Error('no company account');
  return { companyId, email: row.email };
}

/** Picks with the keyboard only: focus, replace "Any year" by what is typed, arrow to the option, Enter. */
async function chooseByKeyboard(page: Page, label: string, typed: string) {
  await picker(page, label).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(typed);
  await page.getByRole('option', { name: typed, exact: true }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

async function fillRequiredFields(page: Page, position: string) {
  await page.locator('input[name="positionName"]').fill(position);
  await choose(page, 'Job function', 'Technology');
  await choose(page, 'Job mode', 'Hybrid');
  await choose(page, 'Location', 'Hong Kong');
  await choose(page, 'City', 'Hong Kong');
  await choose(page, 'Contract type', 'Full-time');
  await page.locator('input[name="expiresOn"]').fill(new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10));
  await page.locator('textarea[name="description"]').fill('Reconcile wallet payments with the finance team.');
  await page.locator('textarea[name="requirements"]').fill('Year 2 or above in finance or computing.');
}

async function savedJob(position: string) {
  const [job] = await p.app.db.select().from(jobs).where(eq(jobs.positionName, position));
  return job;
}

describe('whom a job is for', () => {
  it('a company picks levels and years on the job form, in English; a backwards range is refused beside its field', async () => {
    const { email } = await companyAccount(`Audience Ledger ${Date.now().toString(36)}`);
    const position = `Payments Analyst Intern ${Date.now().toString(36)}`;
    const { page, context } = await signedInPage(p, email, { lang: 'en' });
    await page.goto('/company/create-job');
    await page.getByRole('heading', { name: 'Post a job' }).waitFor();
    await fillRequiredFields(page, position);

    await choose(page, 'Education levels', 'Undergraduate');
    await page.getByRole('option', { name: 'Master', exact: true }).click();
    await page.keyboard.press('Escape');
    await chooseByKeyboard(page, 'Graduating from', '2028');
    await chooseByKeyboard(page, 'Graduating up to', '2026');
    await page.getByRole('button', { name: 'Post the job' }).click();
    // The error sits on "Graduating up to", tied to it for screen readers.
    const to = picker(page, 'Graduating up to');
    await expect.poll(() => to.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await to.getAttribute('aria-describedby')) ?? '';
    const errorId = describedBy.split(' ').find((id) => id.endsWith('-error')) ?? '';
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe('Invalid data');
    expect(await savedJob(position)).toBeUndefined();

    await chooseByKeyboard(page, 'Graduating up to', '2029');
    await page.getByRole('button', { name: 'Post the job' }).click();
    await page.waitForURL('**/company/job-list');
    expect(await savedJob(position)).toMatchObject({
      educationLevels: ['UNDERGRADUATE', 'MASTER'],
      graduationYearFrom: 2028,
      graduationYearTo: 2029,
    });

    // The company's own view of the job says whom it is for.
    await page.getByRole('link', { name: position }).first().click();
    await page.getByText('For: Undergraduate or Master · Graduating 2028–2029').waitFor();
    await context.close();
  });

  it('at 390 px in Traditional Chinese, the fields fit, and the draft keeps and restores them', async () => {
    const { email } = await companyAccount(`Audience Draft ${Date.now().toString(36)}`);
    const { page, context } = await signedInPage(p, email, { lang: 'zh', width: 390, height: 844 });
    await page.goto('/company/create-job');
    await page.getByRole('heading', { name: '刊登職位' }).waitFor();
    await choose(page, '教育程度', '碩士');
    await page.getByRole('option', { name: '博士', exact: true }).click();
    await page.keyboard.press('Escape');
    await choose(page, '畢業年份（由）', '2027');
    // "Any year" leaves the other end open.
    await choose(page, '畢業年份（至）', '不限');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: '儲存草稿' }).click();
    await page.getByText('草稿已儲存').waitFor();

    await page.reload();
    await page.getByText(/已還原您於 .* 儲存的草稿/).waitFor();
    await expect.poll(() => picker(page, '畢業年份（由）').inputValue()).toBe('2027');
    expect(await picker(page, '畢業年份（至）').inputValue()).toBe('不限');
    // The picked levels are pills beside the input; the form sends them through its hidden field.
    expect(await page.locator('input[type="hidden"][name="educationLevels"]').inputValue()).toBe('MASTER,DOCTOR');
    await page.getByText('碩士', { exact: true }).first().waitFor();
    await context.close();
  });
});

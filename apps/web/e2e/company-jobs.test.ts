// A company's first sign-in, its profile and its first job (in the round it picks), and the
// admin's approval, in a real browser against the real platform.
import { ApprovalStatus, Role } from '@fis/shared/enums';
import { HONG_KONG_TIME_ZONE, hongKongDate } from '@fis/shared/hong-kong-time';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobs, users } from '../../api/src/db/schema.js';
import { hashPassword } from '../../api/src/lib/passwords.js';
import { axeViolations } from './accessibility-watch.js';
import { choose, holdRequests, PASSWORD, type Platform, startPlatform, uniqueEmail } from './harness.js';
import { signedInPage, visibleJob } from './test-data.js';
import { insertRound, pageDate } from './test-rounds.js';

let p: Platform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p?.close());

const DAY_MS = 24 * 60 * 60 * 1000;
/** The Hong Kong date (YYYY-MM-DD) so many days from today: the platform's dates are Hong Kong's. */
const hongKongDay = (days = 0) => hongKongDate(new Date(Date.now() + days * DAY_MS));
const englishDate = pageDate('en-HK');

/** The job form's Round field, by its label in the page's language. */
const roundField = (page: Page, name = 'Round') =>
  page
    .getByRole('textbox', { name, exact: true })
    .or(page.getByRole('combobox', { name, exact: true }))
    .first();

async function codeFromEmail(address: string): Promise<string> {
  await expect.poll(async () => (await p.lastEmailTo(address))?.textBody ?? '').toMatch(/\b\d{6}\b/);
  const mail = await p.lastEmailTo(address);
  return /\b(\d{6})\b/.exec(mail?.textBody ?? '')?.[1] ?? '';
}

async function signInWithCode(page: Page, path: string, identifier: string, fieldName: string) {
  await page.goto(path);
  await page.locator(`input[name="${fieldName}"]`).fill(identifier);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await codeFromEmail(identifier));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
}

/** An approved company that has never signed in, and an admin, straight into the database. */
async function seedAccounts(companyName: string) {
  const passwordHash = await hashPassword(PASSWORD);
  const adminEmail = uniqueEmail('admin');
  await p.app.db.insert(users).values({
    email: adminEmail,
    role: Role.ADMIN,
    passwordHash,
    emailVerifiedAt: new Date(),
    emailLanguage: 'en',
    isFirstLogin: false,
  });
  const companyEmail = uniqueEmail('hr');
  const [user] = await p.app.db
    .insert(users)
    .values({ email: companyEmail, role: Role.COMPANY, passwordHash, emailVerifiedAt: new Date(), emailLanguage: 'en' })
    .returning({ id: users.id });
  if (!user) throw new Error('company user insert failed');
  await p.app.db.insert(companies).values({
    userId: user.id,
    companyName,
    contactJobRole: 'HR Manager',
    acceptedIntoSchemeAt: new Date(),
    consentTermsAt: new Date(),
    approvalStatus: ApprovalStatus.APPROVED,
    reviewedAt: new Date(),
  });
  return { adminEmail, companyEmail, companyUserId: user.id };
}

describe('company profile and jobs', () => {
  it('first sign-in leads to the profile step; the company posts a job, the admin approves it, the company sees it open', async () => {
    const companyName = `Kowloon Ledger ${Date.now().toString(36)}`;
    const position = `Blockchain Analyst Intern ${Date.now().toString(36)}`;
    const { adminEmail, companyEmail, companyUserId } = await seedAccounts(companyName);
    // A round announced after the open one.
    const nextRound = await insertRound(p, ['Next Round', '下一輪', '下一轮'], { start: 400, end: 460 });
    const nextRoundOption = `Next Round (${englishDate(nextRound.start)} – ${englishDate(nextRound.end)})`;
    const company = await p.newPage({ lang: 'en' });
    const page = company.page;

    // First sign-in: the profile step, not the dashboard.
    await signInWithCode(page, '/sign-in?type=company', companyEmail, 'identifier');
    await page.waitForURL('**/create-company-profile');
    await page.getByRole('heading', { name: 'Create your company profile' }).waitFor();
    expect(await page.locator('input[name="nameEn"]').inputValue()).toBe(companyName);

    // Field errors beside their fields, in the page's language.
    await page.locator('input[name="website"]').fill('not a website');
    await page.locator('input[name="website"]').blur();
    await page.getByText('Website url is invalid').waitFor();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('This field is required').first().waitFor();

    await page.locator('input[name="website"]').fill('https://kowloon-ledger.example.hk');
    await page.locator('input[name="nameZh"]').fill('九龍賬本有限公司');
    await page.locator('input[name="slogan"]').fill('Ledgers you can trust');
    await choose(page, 'Industry', 'Other');
    await page.locator('input[name="industryOther"]').fill('Distributed ledger services');
    await page.locator('input[name="phoneNumber"]').fill('2345 6789');
    await choose(page, 'Location', 'Hong Kong');
    await page.locator('input[name="address"]').fill('8 Nathan Road, Tsim Sha Tsui');
    await page.locator('textarea[name="description"]').fill('We build settlement ledgers for Hong Kong banks.');
    const logo = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#0b5cad' } })
      .png()
      .toBuffer();
    // While the logo is still on its way, the form cannot be saved without it.
    const upload = await holdRequests(page, '**/api/v1/media/upload');
    await page
      .getByLabel('Logo', { exact: true })
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    const save = page.getByRole('button', { name: 'Save and continue' });
    await page.getByText(/^Uploading… \d+%$/).waitFor();
    expect(await save.isDisabled()).toBe(true);
    upload.open();
    await page.getByText('logo.png').waitFor();
    await save.click();
    await page.waitForURL('**/company/dashboard');
    const [user] = await p.app.db.select().from(users).where(eq(users.id, companyUserId));
    expect(user?.isFirstLogin).toBe(false);
    const [saved] = await p.app.db.select().from(companies).where(eq(companies.userId, companyUserId));
    expect(saved?.logoMediaId).toEqual(expect.any(String));

    // The profile page shows what was saved.
    await page.getByRole('link', { name: 'Company profile' }).click();
    await page.waitForURL('**/company/profile');
    await page.getByText('Distributed ledger services').waitFor();
    await page.getByText('2345-6789').waitFor();
    // The logo is shown from the stored upload.
    const shownLogo = page.getByRole('img', { name: 'Logo' });
    await expect.poll(() => shownLogo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    // The job list is empty and offers to post a job.
    await page.getByRole('link', { name: 'Jobs', exact: true }).click();
    await page.waitForURL('**/company/job-list');
    await page.getByText('You have not posted any jobs yet').waitFor();
    await page.getByRole('link', { name: 'Post a job' }).first().click();
    await page.waitForURL('**/company/create-job');

    // The round: the open one is chosen, and the one announced after it is offered.
    await expect.poll(() => roundField(page).inputValue()).toMatch(/^Test round \(.+ – .+\)$/);

    // A draft is kept and restored, with the round chosen; only a draft found on opening the form
    // is "restored".
    const restored = page.getByText(/Your draft from .* HKT has been restored/);
    await page.locator('input[name="positionName"]').fill(position);
    await choose(page, 'Round', nextRoundOption);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved').waitFor();
    expect(await restored.count()).toBe(0);
    await page.reload();
    await restored.waitFor();
    await expect.poll(() => page.locator('input[name="positionName"]').inputValue()).toBe(position);
    await expect.poll(() => roundField(page).inputValue()).toBe(nextRoundOption);
    // Saving the restored draft again keeps what was typed, and the notice of the old one goes.
    await page.locator('textarea[name="description"]').fill('Draft description');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved').last().waitFor();
    await expect.poll(() => restored.count()).toBe(0);
    expect(await page.locator('input[name="positionName"]').inputValue()).toBe(position);
    expect(await page.locator('textarea[name="description"]').inputValue()).toBe('Draft description');

    // A past expiry date is refused before sending.
    await page.locator('input[name="expiresOn"]').fill(hongKongDay(-1));
    await page.getByRole('button', { name: 'Post the job' }).click();
    await page.getByText('The date cannot be in the past').waitFor();

    await choose(page, 'Round', nextRoundOption);
    await choose(page, 'Job function', 'Technology');
    await choose(page, 'Job mode', 'Hybrid');
    await choose(page, 'Location', 'Hong Kong & GBA');
    await choose(page, 'City', 'Shenzhen');
    await choose(page, 'Contract type', 'Part-time');
    await page.locator('input[name="expiresOn"]').fill(hongKongDay(60));
    const skills = page.getByRole('combobox', { name: 'Skills' });
    await skills.fill('Solidity');
    await skills.press('Enter');
    await skills.fill('Python');
    await skills.press('Enter');
    await page.locator('input[name="salary"]').fill('12000');
    await page.locator('textarea[name="description"]').fill('Analyse on-chain settlement data with our engineers.');
    await page.locator('textarea[name="requirements"]').fill('Year 2 or above in computing or finance.');
    await page.getByRole('button', { name: 'Post the job' }).click();
    await page.waitForURL('**/company/job-list');
    await page.getByText('Create a new job successfully').waitFor();
    await page.getByText(/Please wait for the administrator to approve it/).waitFor();
    const row = page.getByRole('row').filter({ hasText: position });
    // Not open to candidates yet: its status says it waits for approval, not "Open".
    await row.getByText('Waiting for approval').waitFor();
    expect(await row.getByText('Open', { exact: true }).count()).toBe(0);
    const [job] = await p.app.db.select().from(jobs).where(eq(jobs.positionName, position));
    expect(job).toMatchObject({
      approvalStatus: 0,
      status: 1,
      city: 4,
      skills: ['Solidity', 'Python'],
      salary: 12000,
      roundId: nextRound.id,
    });

    // The admin approves it from the job approval page.
    const admin = await p.newPage({ lang: 'en' });
    await signInWithCode(admin.page, '/admin-portal/sign-in', adminEmail, 'email');
    await admin.page.waitForURL('**/admin-portal/dashboard');
    await admin.page.getByRole('link', { name: 'Job approval' }).click();
    await admin.page.waitForURL('**/admin-portal/job-approvals');
    await admin.page.getByRole('button', { name: `Approve ${position} (${companyName})` }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await admin.page.getByText(`${position} was approved.`).waitFor();
    await expect
      .poll(async () => (await p.lastEmailTo(companyEmail))?.subject)
      .toBe(`Your job “${position}” is approved`);

    // The company sees it approved and open, with its posted date (in Hong Kong).
    await page.reload();
    const approved = page.getByRole('row').filter({ hasText: position });
    await approved.getByText('Open', { exact: true }).waitFor();
    expect(await approved.getByText('Waiting for approval').count()).toBe(0);
    const today = new Intl.DateTimeFormat('en-HK', { timeZone: HONG_KONG_TIME_ZONE, dateStyle: 'medium' }).format(
      new Date(),
    );
    await approved.getByText(today, { exact: true }).waitFor();

    // The job's page names its round, its period and that it does not take applications yet.
    await approved.getByRole('link', { name: position, exact: true }).click();
    await page.getByRole('heading', { name: position }).waitFor();
    await page.getByText('Application round', { exact: true }).waitFor();
    await page.getByText('Next Round', { exact: true }).waitFor();
    await page
      .getByText(`${englishDate(nextRound.start)} – ${englishDate(nextRound.end)} · Not taking applications yet`)
      .waitFor();
    // Its form opens in that round.
    await page.goto(`/company/modify-job/${job?.id}`);
    await expect.poll(() => roundField(page).inputValue()).toBe(nextRoundOption);
    await page.goBack();
    await page.getByRole('heading', { name: position }).waitFor();

    // Put on hold from the job's page, with a confirmation.
    await page.getByRole('button', { name: `Change status ${position}` }).click();
    await page.getByRole('menuitem', { name: 'Put on hold' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`${position} is now On hold.`).waitFor();
    const statusOf = async (id: string) => (await p.app.db.select().from(jobs).where(eq(jobs.id, id)))[0]?.status;
    await expect.poll(() => statusOf(job?.id ?? '')).toBe(2);

    // The admin closes it from the approval page: the reason the company reads is required.
    await admin.page.locator('label', { hasText: /^Approved$/ }).click();
    await admin.page.getByRole('button', { name: `More actions: ${position} (${companyName})` }).click();
    await admin.page.getByRole('menuitem', { name: 'Close job' }).click();
    const closing = admin.page.getByRole('dialog');
    await closing.getByRole('button', { name: 'Confirm' }).click();
    await closing.getByText('This field is required').waitFor();
    await closing.getByRole('textbox', { name: 'Reason' }).fill('The scheme round has ended.');
    await closing.getByRole('button', { name: 'Confirm' }).click();
    await admin.page.getByText(`${position} was closed.`).waitFor();
    await expect.poll(() => statusOf(job?.id ?? '')).toBe(3);
    await page.reload();
    await page.getByTestId('notification-bell').click();
    await page.getByText('The scheme round has ended.').first().waitFor();

    await company.context.close();
    await admin.context.close();
  });

  it('a company registered under a Chinese name finds it in the Chinese name field of its first profile', async () => {
    const companyName = `九龍賬本有限公司${Date.now()}`;
    const { companyEmail } = await seedAccounts(companyName);
    const { page, context } = await p.newPage({ lang: 'en' });
    await signInWithCode(page, '/sign-in?type=company', companyEmail, 'identifier');
    await page.waitForURL('**/create-company-profile');
    await page.getByRole('heading', { name: 'Create your company profile' }).waitFor();
    expect(await page.locator('input[name="nameZh"]').inputValue()).toBe(companyName);
    expect(await page.locator('input[name="nameEn"]').inputValue()).toBe('');
    await context.close();
  });

  it("a list of choices long enough to scroll can be scrolled from the keyboard (the admin's new-job form)", async () => {
    const { adminEmail, companyUserId } = await seedAccounts('Scrolling Choices Ltd');
    const [company] = await p.app.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.userId, companyUserId));
    const { page, context } = await signedInPage(p, adminEmail, { lang: 'en' });
    await page.goto(`/admin-portal/companies/${company?.id}/jobs/new`);
    await page
      .getByRole('textbox', { name: 'City', exact: true })
      .or(page.getByRole('combobox', { name: 'City', exact: true }))
      .first()
      .click();
    const choices = page.getByRole('listbox', { name: 'City' });
    await choices.getByRole('option').first().waitFor();
    // The state axe flagged: more cities than the list shows at once, so part of it is scrolled to.
    const scrolls = () =>
      choices.evaluate((list) =>
        [list, ...list.querySelectorAll('*')].some((el) => el.scrollHeight > el.clientHeight + 1),
      );
    expect(await scrolls()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // The arrow keys bring the last city into view.
    const cities = await choices.getByRole('option').count();
    for (let i = 0; i < cities; i++) await page.keyboard.press('ArrowDown');
    await expect.poll(() => choices.evaluate((list) => list.scrollTop)).toBeGreaterThan(0);
    await context.close();
  });

  it('an edited job keeps offering its own round once it has ended, beside the open one (zh)', async () => {
    const { adminEmail, companyUserId } = await seedAccounts('Ended Round Ltd');
    const [company] = await p.app.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.userId, companyUserId));
    const ended = await insertRound(p, ['Old round', '舊輪次', '旧轮次'], { start: -800, end: -740 });
    const [job] = await p.app.db
      .insert(jobs)
      .values(visibleJob(company?.id ?? '', { positionName: 'Ledger Intern', roundId: ended.id }))
      .returning({ id: jobs.id });
    const chineseDate = pageDate('zh-Hant-HK');
    const { page, context } = await signedInPage(p, adminEmail, { lang: 'zh' });
    await page.goto(`/admin-portal/jobs/${job?.id}/edit`);
    const field = roundField(page, '輪次');
    const own = `舊輪次（${chineseDate(ended.start)}至${chineseDate(ended.end)}，已結束）`;
    await expect.poll(() => field.inputValue()).toBe(own);
    await field.click();
    const options = page.getByRole('listbox', { name: '輪次' }).getByRole('option');
    await options.first().waitFor();
    const names = await options.allTextContents();
    expect(names[0]).toBe(own);
    expect(names[1]).toMatch(/^測試輪次（.+至.+）$/);
    await context.close();
  });
});

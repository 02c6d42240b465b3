// What the data behind the screens says, in a real browser on the demo data (issue 10): the demo
// company waiting for approval meets the first-login profile step once approved, and candidates do
// not meet it before it has a profile; a job the admin rejects shows as rejected, with the reason,
// to the company and on the admin's Rejected tab, and the company's dashboard records its view once
// on screen; a verification link opened again says the email is already verified. (A demo
// candidate's header and Education section agreeing, and a company named by its Chinese name in the
// Chinese interface, are the page tier's: apps/web/pages/names-and-scripts.test.ts.)
import { ApprovalStatus } from '@fis/shared/enums';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobs, users } from '../../api/src/db/schema.js';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../api/src/seed/demo-data.js';
import { type Platform, signInWithPassword, startPlatform, uniqueEmail } from './harness.js';
import { registerCandidate, visibleJob } from './test-data.js';

const WAITING = 'people@lionrockinsure.demo';
const WAITING_NAME = 'Lion Rock InsurTech Limited';
const NOVAPAY = 'hr@novapay.demo';

let p: Platform;
beforeAll(async () => {
  p = await startPlatform();
  await seedDemoData(p.app.services);
  // The demo candidate who signs in has been through their first sign-in.
  await p.app.db.update(users).set({ isFirstLogin: false }).where(eq(users.email, 'wong.kayan@student.demo'));
});
afterAll(() => p?.close());

/** Signs in with the password and then the code emailed for this sign-in (not an earlier one). */
async function signInWithCode(page: Page, path: string, field: 'email' | 'identifier', address: string) {
  const before = (await p.lastEmailTo(address))?.textBody;
  await page.goto(path);
  await page.locator(`input[name="${field}"]`).fill(address);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect
    .poll(async () => {
      const text = (await p.lastEmailTo(address))?.textBody;
      return text !== before && /\b\d{6}\b/.test(text ?? '');
    })
    .toBe(true);
  const code = /\b(\d{6})\b/.exec((await p.lastEmailTo(address))?.textBody ?? '')?.[1] ?? '';
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
}

async function signInCandidate(page: Page, email: string) {
  await signInWithPassword(page, email, DEMO_PASSWORD);
  await page.waitForURL('**/candidate/dashboard');
}

describe('the demo company waiting for approval', () => {
  it('once approved, meets the first-login profile step, and candidates meet it only after', async () => {
    const admin = await p.newPage({ lang: 'en' });
    await signInWithCode(admin.page, '/admin-portal/sign-in', 'email', DEMO_ADMIN_EMAIL);
    await admin.page.waitForURL('**/admin-portal/dashboard');
    await admin.page.getByRole('button', { name: `Approve ${WAITING_NAME}` }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await admin.page.getByText(`${WAITING_NAME} was approved.`).waitFor();

    // Approved, without a profile: not on the landing page, nor in the candidates' company list.
    const visitor = await p.newPage({ lang: 'en' });
    await visitor.page.goto('/');
    const brands = visitor.page.locator('#career-opportunities');
    await expect.poll(() => brands.textContent()).toContain('NovaPay Limited');
    expect(await brands.textContent()).not.toContain(WAITING_NAME);
    await signInCandidate(visitor.page, 'wong.kayan@student.demo');
    await visitor.page.goto('/candidate/companies');
    await visitor.page.getByRole('link', { name: 'NovaPay Limited' }).first().waitFor();
    expect(await visitor.page.getByText(WAITING_NAME).count()).toBe(0);

    // Its first sign-in leads to the profile step, as a real new company's does.
    const company = await p.newPage({ lang: 'en' });
    await signInWithCode(company.page, '/sign-in?type=company', 'identifier', WAITING);
    await company.page.waitForURL('**/create-company-profile');
    await company.page.getByRole('heading', { name: 'Create your company profile' }).waitFor();

    for (const opened of [admin, visitor, company]) await opened.context.close();
  });
});

describe('a job the admin rejects', () => {
  it('shows as rejected, with the reason, to the company and on the admin’s Rejected tab', async () => {
    const position = 'Open Banking API Intern';
    const reason = 'Please state the monthly allowance in HKD.';
    const [novapay] = await p.app.db
      .select({ id: companies.id })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(eq(users.email, NOVAPAY));
    // Posted by the company, waiting for review.
    const [job] = await p.app.db
      .insert(jobs)
      .values(
        visibleJob(novapay?.id ?? '', {
          positionName: position,
          description: 'Build the open banking API sandbox.',
          requirements: 'REST, TypeScript',
          approvalStatus: ApprovalStatus.PENDING,
          postedAt: null,
        }),
      )
      .returning({ id: jobs.id });

    const admin = await p.newPage({ lang: 'en' });
    await signInWithCode(admin.page, '/admin-portal/sign-in', 'email', DEMO_ADMIN_EMAIL);
    await admin.page.waitForURL('**/admin-portal/dashboard');
    await admin.page.goto('/admin-portal/job-approvals');
    await admin.page.getByRole('button', { name: `Reject ${position} (NovaPay Limited)` }).click();
    const confirm = admin.page.getByRole('dialog');
    await confirm.getByLabel('Reason for the company (optional)').fill(reason);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await admin.page.getByText(`${position} was rejected.`).waitFor();
    await admin.page.getByText('Rejected', { exact: true }).click();
    const card = admin.page.getByRole('article', { name: `${position} (NovaPay Limited)` });
    await card.getByText('Reason given to the company').waitFor();
    await card.getByText(reason).waitFor();

    const company = await p.newPage({ lang: 'en' });
    const signedInAt = Date.now();
    await signInWithCode(company.page, '/sign-in?type=company', 'identifier', NOVAPAY);
    await company.page.waitForURL('**/company/dashboard');
    // The dashboard records its view once on screen ("new since your last visit", decision 009).
    const seenAt = async () =>
      (await p.app.db.select({ seen: users.dashboardSeenAt }).from(users).where(eq(users.email, NOVAPAY)))[0]?.seen;
    await expect.poll(async () => (await seenAt())?.getTime() ?? 0).toBeGreaterThanOrEqual(signedInAt);
    await company.page.goto('/company/job-list');
    const row = company.page.getByRole('row').filter({ hasText: position });
    await row.getByText('Rejected', { exact: true }).waitFor();
    await row.getByText(`Reason given by the administrator: ${reason}`).waitFor();
    expect(await row.getByText('Open', { exact: true }).count()).toBe(0);
    await company.page.goto(`/company/job/${job?.id}`);
    await company.page.getByRole('heading', { name: position }).waitFor();
    await company.page.getByText(`Reason given by the administrator: ${reason}`).waitFor();
    expect(await company.page.getByText('Open', { exact: true }).count()).toBe(0);

    await admin.context.close();
    await company.context.close();
  });
});

describe('a verification link opened again', () => {
  it('says the email is already verified, and offers sign-in', async () => {
    const email = uniqueEmail('twice');
    const registered = await registerCandidate(p, {
      email,
      englishName: 'Ho Wing Sze',
      chineseName: undefined,
      institution: 'HKBU',
      faculty: 'School of Business',
      phoneNumber: '61234567',
    });
    expect(registered.status).toBe(201);
    const link = /https?:\/\/\S*verify-email\?token=[A-Za-z0-9_-]+/.exec((await p.lastEmailTo(email))?.textBody ?? '');
    const path = new URL(link?.[0] ?? '').pathname + new URL(link?.[0] ?? '').search;

    const { page, context } = await p.newPage({ lang: 'en' });
    await page.goto(path);
    await page.getByText('Email verified', { exact: true }).waitFor();
    await page.goto(path);
    await page.getByText('Email already verified', { exact: true }).waitFor();
    await page.getByText('Your email was verified before. Sign in to continue.').waitFor();
    expect(await page.getByText('invalid or expired').count()).toBe(0);
    await page.getByRole('link', { name: 'Sign in' }).last().click();
    await page.waitForURL('**/sign-in');
    await context.close();
  });
});

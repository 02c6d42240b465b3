// The account journeys of issue 2, in a real browser against the real platform.

import { Role } from '@fis/shared/enums';
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '@fis/shared/web-session';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../api/src/db/schema.js';
import { hashPassword } from '../../api/src/lib/passwords.js';
import {
  followVerificationLinkInChinese,
  PASSWORD,
  type Platform,
  registerCandidateInChinese,
  startPlatform,
  uniqueEmail,
} from './harness.js';

let p: Platform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p?.close());

async function codeFromEmail(address: string): Promise<string> {
  await expect.poll(async () => (await p.lastEmailTo(address))?.textBody ?? '').toMatch(/\b\d{6}\b/);
  const mail = await p.lastEmailTo(address);
  return /\b(\d{6})\b/.exec(mail?.textBody ?? '')?.[1] ?? '';
}

describe('candidate', () => {
  it('registers in the Chinese UI, opens the verification email from the mailbox, signs in and lands on the dashboard', async () => {
    const { page, context } = await p.newPage({ lang: 'zh' });
    const email = uniqueEmail('student');
    await page.goto('/register');
    await registerCandidateInChinese(page, { email, englishName: 'Chan Tai Man', chineseName: '陳大文' });

    // Signing in before verifying is refused with the SPEC's message.
    await page.goto('/sign-in');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect.poll(() => page.locator('main').textContent()).toContain('請驗證您的電郵以啟用帳戶');

    // The development mailbox lists the email; its link verifies the address.
    await followVerificationLinkInChinese(page);

    await page.goto('/sign-in');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: '登入', exact: true }).click();
    // A first sign-in leads to the create-profile step (candidate-profile.test.ts walks it).
    await page.waitForURL('**/create-profile');
    await page.goto('/candidate/dashboard');
    await page.getByRole('heading', { name: '歡迎，Chan Tai Man' }).waitFor();

    // The session is a cookie no script in the page can read (decision 043): the page sees only
    // the marker that one is there, and no storage holds the token.
    const session = (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const visible = await page.evaluate(() => ({
      cookies: document.cookie,
      stored: JSON.stringify({ ...localStorage, ...sessionStorage }),
    }));
    expect(visible.cookies).toContain(`${SIGNED_IN_COOKIE}=1`);
    expect(visible.cookies).not.toContain(SESSION_COOKIE);
    expect(visible.stored).not.toContain(session?.value);

    // A signed-in candidate who opens the company area sees the not-found page.
    await page.goto('/company/dashboard');
    await page.getByRole('heading', { name: '找不到頁面' }).waitFor();

    // Signing out ends the session in the browser: both cookies go, and a reload is signed out.
    await page.goto('/candidate/dashboard');
    await page.getByRole('button', { name: /^您的帳戶：/ }).click();
    await page.getByRole('menuitem', { name: '登出' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE);
    await page.goto('/candidate/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('header').getByRole('link', { name: '登入' }).first().waitFor();
    await context.close();
  });

  it('shows each field error beside its field, in the language of the page', async () => {
    const { page, context } = await p.newPage({ lang: 'en' });
    await page.goto('/register');
    await page.locator('input[name="englishName"]').fill('   ');
    await page.locator('input[name="email"]').fill('not-an-email');
    await page.locator('input[name="password"]').fill('short');
    await page.getByRole('button', { name: 'Register as a candidate' }).click();
    const englishName = page.locator('input[name="englishName"]');
    await expect.poll(() => englishName.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Invalid data').first().waitFor();
    await page.getByText('The email field must be a valid email').waitFor();
    await page.getByText('Enter at least 8 characters').waitFor();
    await page.getByText('This field is required').first().waitFor();
    // Nothing typed is lost.
    expect(await page.locator('input[name="email"]').inputValue()).toBe('not-an-email');
    await context.close();
  });
});

describe('company and admin', () => {
  it('a company registers, the admin approves it with a code sign-in, the company signs in with its code', async () => {
    const adminEmail = uniqueEmail('admin');
    await p.app.db.insert(users).values({
      email: adminEmail,
      role: Role.ADMIN,
      passwordHash: await hashPassword(PASSWORD),
      emailVerifiedAt: new Date(),
      emailLanguage: 'en',
    });
    const companyEmail = uniqueEmail('hr');
    const companyName = `Harbour Fintech ${Date.now().toString(36)}`;

    const company = await p.newPage({ lang: 'en' });
    await company.page.goto('/register?type=company');
    await company.page.locator('input[name="email"]').fill(companyEmail);
    await company.page.locator('input[name="jobRole"]').fill('HR Manager');
    await company.page.locator('input[name="companyName"]').fill(companyName);
    await company.page.locator('input[name="password"]').fill(PASSWORD);
    await company.page.locator('input[name="confirmPassword"]').fill(PASSWORD);
    await company.page.locator('input[name="acceptedIntoScheme"]').check();
    await company.page.locator('input[name="agreeTerms"]').check();
    await company.page.getByRole('button', { name: 'Register the company' }).click();
    await company.page
      .getByText(/usually within 24 hours/)
      .first()
      .waitFor();

    // Before approval the employer sign-in says the account is not activated.
    await company.page.goto('/sign-in?type=company');
    await company.page.locator('input[name="identifier"]').fill(companyEmail);
    await company.page.locator('input[name="password"]').fill(PASSWORD);
    await company.page.getByRole('button', { name: 'Continue' }).click();
    await company.page.getByText('Your account has not been activated yet').first().waitFor();

    const admin = await p.newPage({ lang: 'en' });
    await admin.page.goto('/admin-portal/sign-in');
    await admin.page.locator('input[name="email"]').fill(adminEmail);
    await admin.page.locator('input[name="password"]').fill(PASSWORD);
    await admin.page.getByRole('button', { name: 'Continue' }).click();
    await admin.page.getByRole('textbox', { name: 'Verification code' }).fill(await codeFromEmail(adminEmail));
    await admin.page.getByRole('button', { name: 'Verify and sign in' }).click();
    await admin.page.waitForURL('**/admin-portal/dashboard');
    await admin.page.getByRole('button', { name: `Approve ${companyName}` }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await admin.page.getByText(`${companyName} was approved.`).waitFor();
    await expect.poll(() => admin.page.getByRole('button', { name: `Approve ${companyName}` }).count()).toBe(0);
    await expect
      .poll(async () => (await p.lastEmailTo(companyEmail))?.subject)
      .toBe('Your company account is activated');

    await company.page.goto('/sign-in?type=company');
    await company.page.locator('input[name="identifier"]').fill(companyEmail);
    await company.page.locator('input[name="password"]').fill(PASSWORD);
    await company.page.getByRole('button', { name: 'Continue' }).click();
    await company.page.waitForURL('**/sign-in/verify-otp');
    await company.page.getByRole('textbox', { name: 'Verification code' }).fill(await codeFromEmail(companyEmail));
    await company.page.getByRole('button', { name: 'Verify and sign in' }).click();
    // A company's first sign-in leads to its profile step (SPEC section 4, isFirstLogin).
    await company.page.waitForURL('**/create-company-profile');
    await company.page.getByRole('heading', { name: 'Create your company profile' }).waitFor();
    await company.context.close();
    await admin.context.close();
  });

  it('four wrong codes show the lockout dialog', async () => {
    const email = uniqueEmail('locked');
    await p.app.db.insert(users).values({
      email,
      role: Role.ADMIN,
      passwordHash: await hashPassword(PASSWORD),
      emailVerifiedAt: new Date(),
      emailLanguage: 'en',
    });
    const { page, context } = await p.newPage({ lang: 'en' });
    await page.goto('/admin-portal/sign-in');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    const real = await codeFromEmail(email);
    const wrong = real === '000000' ? '111111' : '000000';
    const codeField = page.getByRole('textbox', { name: 'Verification code' });
    for (let i = 0; i < 3; i++) {
      await codeField.fill(wrong);
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await page.getByText('OTP is not correct.').first().waitFor();
    }
    await codeField.fill(wrong);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Too many wrong codes' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('5 minutes');
    // The account stays locked: even the right code does not sign in now.
    const [user] = await p.app.db.select().from(users).where(eq(users.email, email));
    expect(user?.lastLoginAt).toBeNull();
    await context.close();
  });
});

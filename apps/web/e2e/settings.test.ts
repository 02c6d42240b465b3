// The settings pages (issue 13, docs/decisions/018): a candidate switches the email language to
// English (the next notification email is English) and turns notifications off (the next one is
// stored, not emailed), then changes the password ('The old password is not correct' beside the
// field first) and stays signed in. A company saves its contact person and changes its sign-in
// email with the code sent to the new address. Then the pages in zh and cn as the server
// writes them, and at phone width.
import { SESSION_COOKIE } from '@fis/shared/web-session';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notifications, users } from '../../api/src/db/schema.js';
import { notify } from '../../api/src/modules/notifications/notify.js';
// The app's rate limiter (app.rateLimiter), declared by the plugin.
import type {} from '../../api/src/plugins/rate-limit.js';
import { pageAs, textOf, wordsOf } from '../pages/harness.js';
import { PASSWORD, type Platform, startPlatform, uniqueEmail } from './harness.js';
import { companyEmailOf, insertCandidate, insertCompany, signedInPage } from './test-data.js';

const CANDIDATE = uniqueEmail('settings-candidate');
const NEW_PASSWORD = 'N3w!Passw0rd';

let p: Platform;
let candidateId = '';
let companyEmail = '';
beforeAll(async () => {
  p = await startPlatform();
  candidateId = await insertCandidate(p, CANDIDATE);
  const companyId = await insertCompany(p, { companyName: 'Harbour Settings Ltd' });
  companyEmail = await companyEmailOf(p, companyId);
});
afterAll(() => p?.close());

/** A notification for the candidate, as the platform writes one (with its email when wanted). */
async function notifyCandidate() {
  await p.app.db.transaction((tx) =>
    notify(tx, p.app.services, {
      recipientId: candidateId,
      type: 'ADMIN_EDITED_CANDIDATE_PROFILE',
      senderId: null,
      params: {},
    }),
  );
}

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text }).waitFor();

/** The email language's Select (a textbox or a combobox, by Mantine's version). */
const emailLanguage = (page: Page) =>
  page
    .getByRole('textbox', { name: 'Email language', exact: true })
    .or(page.getByRole('combobox', { name: 'Email language', exact: true }))
    .first();

/** A required field by its label (Mantine adds the asterisk). */
const field = (scope: ReturnType<Page['getByRole']>, label: string) => scope.getByLabel(new RegExp(`^${label}`));

/** The browser's session cookie is the new session's: the API answers with it, and the pages load. */
async function stillSignedIn(page: Page, area: 'candidate' | 'company') {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
  const me = await fetch(`${p.url}/api/v1/user`, { headers: { authorization: `Bearer ${token}` } });
  expect(me.status).toBe(200);
  // Exact: the company's dashboard greets "Harbour Settings Ltd".
  const settingsHeading = page.getByRole('heading', { name: 'Settings', level: 1, exact: true });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await page.waitForURL(`**/${area}/dashboard`);
  await settingsHeading.waitFor({ state: 'detached' });
  await nav.getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL(`**/${area}/setting`);
  await settingsHeading.waitFor();
}

/** How far the page is wider than the window (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

describe('a candidate’s settings', () => {
  it('switching the email language to English makes the next email English; off means no email', async () => {
    const { page, context } = await signedInPage(p, CANDIDATE, { lang: 'en' });
    await page.goto('/candidate/dashboard');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();

    // The account starts with Traditional Chinese emails.
    await notifyCandidate();
    expect((await p.lastEmailTo(CANDIDATE))?.subject).toMatch(/通知/);

    const language = emailLanguage(page);
    expect(await language.inputValue()).toBe('繁體中文');
    await language.click();
    await page.getByRole('listbox', { name: 'Email language' }).getByRole('option', { name: 'English' }).click();
    await toast(page, 'Emails will be sent in the language you chose');
    expect(await language.inputValue()).toBe('English');
    await notifyCandidate();
    expect((await p.lastEmailTo(CANDIDATE))?.subject).toMatch(/^New notification/);

    const emails = page.getByRole('switch', { name: 'Email notifications' });
    expect(await emails.isChecked()).toBe(true);
    await emails.click({ force: true });
    await toast(page, 'Email notifications are turned off');
    expect(await emails.isChecked()).toBe(false);
    const before = await p.lastEmailTo(CANDIDATE);
    await notifyCandidate();
    expect((await p.lastEmailTo(CANDIDATE))?.textBody).toBe(before?.textBody);
    const stored = await p.app.db.select().from(notifications).where(eq(notifications.userId, candidateId));
    expect(stored).toHaveLength(3);

    // Shown as saved after a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await page.getByRole('switch', { name: 'Email notifications' }).isChecked()).toBe(false);
    expect(await emailLanguage(page).inputValue()).toBe('English');
    await context.close();
  });

  it('changes the password, the old one checked, and stays signed in', async () => {
    const { page, context } = await signedInPage(p, CANDIDATE, { lang: 'en' });
    await page.goto('/candidate/setting');
    const form = page.getByRole('group', { name: 'Change password' });
    await field(form, 'Old password').fill('Wr0ng!Passw0rd');
    await field(form, 'New password').fill(NEW_PASSWORD);
    await field(form, 'Confirm new password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('The old password is not correct').waitFor();

    await field(form, 'Old password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Changed password successfully');
    expect(await field(form, 'Old password').inputValue()).toBe('');

    // This tab carries on with its new token (a reload would put back the test's first token).
    await stillSignedIn(page, 'candidate');
    const signIn = await fetch(`${p.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: CANDIDATE, password: NEW_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    await context.close();
  });
});

describe('a company’s settings', () => {
  it('saves the contact person and changes the sign-in email with a code', async () => {
    const { page, context } = await signedInPage(p, companyEmail, { lang: 'en' });
    await page.goto('/company/setting');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();

    const contact = page.getByRole('group', { name: 'Contact person' });
    expect(await contact.getByRole('textbox', { name: 'Job title' }).inputValue()).toBe('HR Manager');
    await contact.getByRole('textbox', { name: "Contact person's name" }).fill('Wong Siu Ming');
    await contact.getByRole('textbox', { name: 'Telephone number' }).fill('1234');
    await contact.getByRole('button', { name: 'Save contact person' }).click();
    await contact.getByText('Telephone number is invalid').waitFor();
    await contact.getByRole('textbox', { name: 'Telephone number' }).fill('9123 4567');
    await contact.getByRole('button', { name: 'Save contact person' }).click();
    await toast(page, 'Saved successfully');

    const newEmail = uniqueEmail('new-hr');
    const signInEmail = page.getByRole('group', { name: 'Sign-in email' });
    await signInEmail.getByText(companyEmail).waitFor();
    await signInEmail.getByRole('textbox', { name: 'New sign-in email' }).fill(newEmail);
    await field(signInEmail, 'Your password').fill(PASSWORD);
    await signInEmail.getByRole('button', { name: 'Send verification code' }).click();
    await signInEmail.getByText(`We sent a verification code to ${newEmail}`).waitFor();
    const code = /\b(\d{6})\b/.exec((await p.lastEmailTo(newEmail))?.textBody ?? '')?.[1] ?? '';
    expect(code).toHaveLength(6);

    const codeField = signInEmail.getByRole('textbox', { name: 'Verification code' });
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await signInEmail.getByRole('button', { name: 'Change sign-in email' }).click();
    await signInEmail.getByText('OTP is not correct.').waitFor();
    await codeField.fill(code);
    await signInEmail.getByRole('button', { name: 'Change sign-in email' }).click();
    await toast(page, 'Your sign-in email has been changed');
    await signInEmail.getByText(newEmail).waitFor();
    expect((await p.lastEmailTo(companyEmail))?.subject).toMatch(/changed|更改/);
    companyEmail = newEmail;

    await stillSignedIn(page, 'company');
    await context.close();
  });
});

describe('in Chinese and on a phone', () => {
  it('shows the pages in zh and cn', async () => {
    for (const [lang, title, contact] of [
      ['zh', '設定', '聯絡人'],
      ['cn', '设置', '联系人'],
    ] as const) {
      // As the server writes the page: no browser needed.
      const page = await pageAs(p, companyEmail, '/company/setting', lang);
      expect(wordsOf(page, 'main h1')).toContain(title);
      // The group named by its legend's heading.
      const group = [...page.querySelectorAll('fieldset')].find(
        (set) => textOf(set.querySelector('legend h2')) === contact,
      );
      expect(group?.querySelector('input'), `${lang}: ${contact}`).toBeTruthy();
    }
  });

  it('fits a 390 px screen', async () => {
    for (const [email, path] of [
      [CANDIDATE, '/candidate/setting'],
      [companyEmail, '/company/setting'],
    ] as const) {
      const { page, context } = await signedInPage(p, email, { lang: 'en', width: 390, height: 844 });
      await page.goto(path);
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Change password' }).waitFor();
      expect(await overflow(page)).toBe(0);
      await context.close();
    }
  });
});

describe("a notification email's unsubscribe link", () => {
  it('opened signed out, asks first; its button turns that account’s notification emails off (decision 036)', async () => {
    const email = uniqueEmail('unsubscribe');
    const userId = await insertCandidate(p, email);
    await p.app.db.update(users).set({ emailLanguage: 'en' }).where(eq(users.id, userId));
    await p.app.db.transaction((tx) =>
      notify(tx, p.app.services, {
        recipientId: userId,
        type: 'ADMIN_EDITED_CANDIDATE_PROFILE',
        senderId: null,
        params: {},
      }),
    );
    const [mail] = await p.app.db
      .select({ link: emailOutbox.listUnsubscribe })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email));
    expect(mail?.link).toContain(`${p.url}/api/v1/email-unsubscribe?`);

    const { page, context } = await p.newPage({ lang: 'en' });
    await page.goto(mail?.link ?? '');
    await page.getByRole('heading', { name: 'Notification emails', level: 1 }).waitFor();
    await page.getByText(/^Stop notification emails to un\*+@example\.edu\.hk\?/).waitFor();
    // Opening the link changed nothing: mail scanners open every link.
    const wanted = async () =>
      (await p.app.db.select({ on: users.emailNotification }).from(users).where(eq(users.id, userId)))[0]?.on;
    expect(await wanted()).toBe(true);

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('status').filter({ hasText: 'are turned off' }).waitFor();
    expect(await wanted()).toBe(false);
    expect(await page.getByRole('link', { name: 'Turn them on again in your settings' }).getAttribute('href')).toBe(
      `${p.url}/candidate/setting`,
    );
    await context.close();
  });
});

describe('the registration limit', () => {
  it('tells a visitor whose address used up its registrations, before the form is filled', async () => {
    const { page, context } = await p.newPage({ lang: 'en' });
    await page.goto('/register');
    await page.getByRole('tab', { name: /candidate/i }).waitFor();
    expect(await page.getByText('Registration paused for now').count()).toBe(0);

    // The address's registrations of this window, used up as the register calls use them.
    const { perAddress, windowMs } = p.app.config.rateLimits;
    for (let i = 0; i < perAddress; i += 1) await p.app.rateLimiter.hit('register:ip:127.0.0.1', perAddress, windowMs);
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'Registration paused for now' }).waitFor();
    await page.getByText(/Please try again in \d+ minutes?\./).waitFor();
    await context.close();
  });
});

// Settings (docs/decisions/018): the email switch and language take effect on the next email, the
// company's contact person, the password change ending other sessions, and the registration limit.
// The email change with a code is in user-otp.test.ts.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notifications, users } from '../src/db/schema.js';
import { candidateWithId } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { buildCompany, lastEmailTo, PASSWORD, signedInAdmin, signInCandidate, uniqueEmail } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';
import { sendAs } from './message-factories.js';

let t: TestApp;
let admin: { token: string; userId: string; email: string };
beforeAll(async () => {
  t = await startTestApp();
  const signed = await signedInAdmin(t);
  admin = { token: signed.token, userId: signed.admin.id, email: signed.admin.email };
});
afterAll(() => t.close());

const NEW_PASSWORD = 'N3w!Passw0rd';

async function emailCountTo(address: string) {
  return (await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address))).length;
}

describe('email settings', () => {
  it('refuses callers without a token', async () => {
    for (const method of ['GET', 'PUT']) {
      expect((await call(t, method, '/user/change/email-notification?is_send=false')).status).toBe(401);
      expect((await call(t, method, '/user/change/language?lang=en')).status).toBe(401);
    }
  });

  it('changes nothing on HEAD', async () => {
    const candidate = await candidateWithId(t);
    const head = await call(t, 'HEAD', '/user/change/email-notification?is_send=false', { token: candidate.token });
    expect(head.status).toBe(404);
    expect((await call(t, 'GET', '/user', { token: candidate.token })).body.emailNotification).toBe(true);
  });

  it('names the bad query field', async () => {
    const candidate = await candidateWithId(t);
    const cases = [
      ['/user/change/email-notification', 'is_send', 'FIELD_REQUIRED'],
      ['/user/change/email-notification?is_send=yes', 'is_send', 'FIELD_INVALID'],
      ['/user/change/language', 'lang', 'FIELD_REQUIRED'],
      ['/user/change/language?lang=fr', 'lang', 'FIELD_INVALID'],
    ] as const;
    for (const [path, field, code] of cases) {
      const res = await call(t, 'GET', path, { token: candidate.token, lang: 'en' });
      expect(res.status, path).toBe(400);
      expect(res.body.field, path).toBe(field);
      expect(res.body.code, path).toBe(code);
    }
  });

  it('makes the next notification email English once the language is en, and GET /user shows it', async () => {
    const candidate = await candidateWithId(t);
    await t.app.db.update(users).set({ emailLanguage: 'zh' }).where(eq(users.id, candidate.userId));
    await sendAs(t, admin, [candidate.email], { subject: 'Before' });
    expect((await lastEmailTo(t, candidate.email))?.language).toBe('zh');

    const res = await call(t, 'GET', '/user/change/language?lang=en', { token: candidate.token, lang: 'zh' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      emailLanguage: 'en',
      emailNotification: true,
      message: '電郵將以您選擇的語言發送',
    });
    expect((await call(t, 'GET', '/user', { token: candidate.token })).body).toMatchObject({ emailLanguage: 'en' });

    await sendAs(t, admin, [candidate.email], { subject: 'After' });
    const mail = await lastEmailTo(t, candidate.email);
    expect(mail?.language).toBe('en');
    expect(mail?.subject).toMatch(/message/i);
    expect(mail?.textBody).toContain('Dear');

    // PUT does the same: back to Simplified Chinese.
    const put = await call(t, 'PUT', '/user/change/language?lang=cn', { token: candidate.token });
    expect(put.body.emailLanguage).toBe('cn');
    await sendAs(t, admin, [candidate.email], { subject: 'Third' });
    expect((await lastEmailTo(t, candidate.email))?.language).toBe('cn');
  });

  it('sends no email while notifications are off, and still stores the notification', async () => {
    const company = await signedInCompany(t);
    const off = await call(t, 'PUT', '/user/change/email-notification?is_send=false', {
      token: company.token,
      lang: 'en',
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ emailNotification: false, message: 'Email notifications are turned off' });
    expect((await call(t, 'GET', '/user', { token: company.token })).body.emailNotification).toBe(false);

    const before = await emailCountTo(company.email);
    await sendAs(t, admin, [company.email], { subject: 'While off' });
    expect(await emailCountTo(company.email)).toBe(before);
    const stored = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, company.userId), eq(notifications.type, 'RECEIVED_NEW_MESSAGE')));
    expect(stored).toHaveLength(1);

    const on = await call(t, 'GET', '/user/change/email-notification?is_send=true', { token: company.token });
    expect(on.body.emailNotification).toBe(true);
    await sendAs(t, admin, [company.email], { subject: 'Back on' });
    expect(await emailCountTo(company.email)).toBe(before + 1);
  });
});

describe('the company contact person', () => {
  it('is for company accounts only', async () => {
    const candidate = await candidateWithId(t);
    expect((await call(t, 'GET', '/user/company-contact')).status).toBe(401);
    expect((await call(t, 'GET', '/user/company-contact', { token: candidate.token })).status).toBe(403);
    expect((await call(t, 'PUT', '/user/company-contact', { token: admin.token, body: {} })).status).toBe(403);
  });

  it('shows what registration collected, and saves a valid contact person', async () => {
    const company = await signedInCompany(t, { jobRole: 'HR Manager' });
    const first = await call(t, 'GET', '/user/company-contact', { token: company.token });
    expect(first.body).toEqual({
      contactName: null,
      jobRole: 'HR Manager',
      phonePrefix: null,
      phoneNumber: null,
      email: company.email,
    });

    const bad = await call(t, 'PUT', '/user/company-contact', {
      token: company.token,
      lang: 'en',
      body: { contactName: ' ', jobRole: 'Head of Talent', phonePrefix: '+852', phoneNumber: '1234' },
    });
    expect(bad.status).toBe(400);
    expect(new Set(bad.body.fields.map((f: { field: string }) => f.field))).toEqual(
      new Set(['contactName', 'phoneNumber']),
    );

    const saved = await call(t, 'PUT', '/user/company-contact', {
      token: company.token,
      body: { contactName: 'Chan Tai Man', jobRole: 'Head of Talent', phonePrefix: '+852', phoneNumber: '9123 4567' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      contactName: 'Chan Tai Man',
      jobRole: 'Head of Talent',
      phoneNumber: '91234567',
    });
    expect((await call(t, 'GET', '/user/company-contact', { token: company.token })).body.contactName).toBe(
      'Chan Tai Man',
    );
  });
});

describe('changing the password', () => {
  it('checks the old password, ends every other session and keeps this device signed in', async () => {
    const candidate = await candidateWithId(t);
    const otherDevice = await signInCandidate(t, candidate.email);

    const wrong = await call(t, 'POST', '/user/change-password', {
      token: candidate.token,
      lang: 'en',
      body: { oldPassword: 'Not!Th3Old', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ field: 'oldPassword', message: 'The old password is not correct' });
    // Nothing changed yet: the other device still works.
    expect((await call(t, 'GET', '/user', { token: otherDevice })).status).toBe(200);

    const mismatch = await call(t, 'POST', '/user/change-password', {
      token: candidate.token,
      body: { oldPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: 'Other!Pass1' },
    });
    expect(mismatch.body.field).toBe('confirmPassword');

    const changed = await call(t, 'POST', '/user/change-password', {
      token: candidate.token,
      body: { oldPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect((await call(t, 'GET', '/user', { token: otherDevice })).status).toBe(401);
    expect((await call(t, 'GET', '/user', { token: candidate.token })).status).toBe(401);
    expect((await call(t, 'GET', '/user', { token: changed.body.token })).status).toBe(200);
    expect(await signInCandidate(t, candidate.email, NEW_PASSWORD)).toBeTruthy();
  });
});

describe('the registration limit', () => {
  it('says how many registrations are left and reaches 0 when the limit is used up', async () => {
    const limited = await startTestApp({ rateLimits: { perAddress: 50, perAccount: 2, windowMs: 60_000 } });
    try {
      const email = uniqueEmail('limit');
      const first = await call(limited, 'GET', `/user/registration-limit?email=${encodeURIComponent(email)}`);
      expect(first.body).toEqual({ remaining: 2, retryAfter: 0 });
      // Checking counts nothing.
      expect((await call(limited, 'GET', `/user/registration-limit?email=${email}`)).body.remaining).toBe(2);

      // Counted whatever the outcome (the second finds the email taken).
      const body = buildCompany({ email });
      await call(limited, 'POST', '/auth/company-register', { body });
      expect((await call(limited, 'GET', `/user/registration-limit?email=${email}`)).body.remaining).toBe(1);
      await call(limited, 'POST', '/auth/company-register', { body });
      const none = await call(limited, 'GET', `/user/registration-limit?email=${email}`);
      expect(none.body.remaining).toBe(0);
      expect(none.body.retryAfter).toBeGreaterThan(0);
      expect(none.body.retryAfter).toBeLessThanOrEqual(60);
      // The address alone still has 48 left; another email is not affected.
      expect((await call(limited, 'GET', '/user/registration-limit')).body.remaining).toBe(48);

      const bad = await call(limited, 'GET', '/user/registration-limit?email=not-an-email', { lang: 'en' });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('email');
    } finally {
      await limited.close();
    }
  });
});

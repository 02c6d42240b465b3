import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCandidate, buildCompany, lastEmailTo, linkToken, PASSWORD } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /auth/register (candidate)', () => {
  it('creates an unverified candidate, emails a verification link and refuses sign-in until verified', async () => {
    const input = buildCandidate();
    const res = await call(t, 'POST', '/auth/register', { body: { ...input, language: 'en' }, lang: 'en' });
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/email/i);

    const signIn = await call(t, 'POST', '/auth/login', {
      body: { email: input.email, password: PASSWORD },
      lang: 'en',
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your email to activate account',
    });

    const mail = await lastEmailTo(t, input.email);
    expect(mail?.subject).toBe('Confirm your email address');
    const token = linkToken(mail?.textBody ?? '');
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url

    const verified = await call(t, 'POST', '/auth/verify-email', { body: { token } });
    expect(verified.status).toBe(200);
    const after = await call(t, 'POST', '/auth/login', {
      body: { email: input.email.toUpperCase(), password: PASSWORD },
    });
    expect(after.status).toBe(200);
    expect(after.body.user).toMatchObject({ role: 0, isFirstLogin: true, email: input.email });
  });

  it('carries the page the candidate signed in for through the verification link; never another site', async () => {
    const job = '0b6f3c1e-8a4d-4c2b-9f1e-2d3c4b5a6978';
    const input = buildCandidate();
    const res = await call(t, 'POST', '/auth/register', { body: { ...input, next: `/candidate/apply-job/${job}` } });
    expect(res.status).toBe(201);
    const link =
      /https?:\/\/\S+\/verify-email\?\S+/.exec((await lastEmailTo(t, input.email))?.textBody ?? '')?.[0] ?? '';
    const address = new URL(link);
    expect(address.searchParams.get('next')).toBe(`/candidate/apply-job/${job}`);
    expect(address.searchParams.get('token')).toBe(linkToken(link));

    for (const next of [
      '//evil.example/candidate/dashboard',
      'https://evil.example/candidate/',
      '/company/dashboard',
    ]) {
      const refused = await call(t, 'POST', '/auth/register', { body: { ...buildCandidate(), next }, lang: 'en' });
      expect(refused.status, next).toBe(400);
      expect(refused.body.fields?.[0] ?? refused.body, next).toMatchObject({ field: 'next', code: 'FIELD_INVALID' });
    }
  });

  it('answers each bad field with 400, the field named and the SPEC wording', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ englishName: '' }, 'englishName', 'This field is required'],
      [{ englishName: '   ' }, 'englishName', 'Invalid data'],
      [{ email: 'not-an-email' }, 'email', 'The email field must be a valid email'],
      [{ phoneNumber: '1234' }, 'phoneNumber', 'Telephone number is invalid'],
      [{ phonePrefix: '+86', phoneNumber: '91234567' }, 'phoneNumber', 'Telephone number is invalid'],
      [{ password: 'Sh0rt!', confirmPassword: 'Sh0rt!' }, 'password', 'Enter at least 8 characters'],
      [
        { password: 'alllowercase1!', confirmPassword: 'alllowercase1!' },
        'password',
        'Use capital and lowercase letters, numbers and special characters, without spaces',
      ],
      [
        { password: 'Has Space1!', confirmPassword: 'Has Space1!' },
        'password',
        'Use capital and lowercase letters, numbers and special characters, without spaces',
      ],
      [{ confirmPassword: 'Different1!' }, 'confirmPassword', 'The confirmed password does not match'],
      [{ agreeTerms: false }, 'agreeTerms', 'You must agree to continue'],
      [{ agreeDataSharing: false }, 'agreeDataSharing', 'You must agree to continue'],
      [{ graduationYear: 1999 }, 'graduationYear', 'Invalid data'],
      [{ institution: 'MIT' }, 'institution', 'Invalid data'],
      [{ legallyEmployable: 7 }, 'legallyEmployable', 'Invalid data'],
      [{ institution: 'Other' }, 'institutionOther', 'This field is required'],
    ];
    for (const [override, field, message] of cases) {
      const res = await call(t, 'POST', '/auth/register', { body: buildCandidate(override), lang: 'en' });
      expect(res.status, `${field} ${JSON.stringify(override)}`).toBe(400);
      const issue = res.body.fields.find((f: { field: string }) => f.field === field);
      expect(issue, `${field} in ${JSON.stringify(res.body.fields)}`).toBeDefined();
      expect(issue.message).toBe(message);
    }
  });

  it('names a missing field as required, in the caller language', async () => {
    const { faculty: _omit, ...rest } = buildCandidate();
    const res = await call(t, 'POST', '/auth/register', { body: rest, lang: 'zh-HK' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toContainEqual({ field: 'faculty', code: 'FIELD_REQUIRED', message: '此欄位為必填' });
    const cn = await call(t, 'POST', '/auth/register', { body: rest, lang: 'zh-CN' });
    expect(cn.body.fields[0].message).toBe('此字段为必填项');
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await call(t, 'POST', '/auth/register', { rawBody: '{"englishName": ' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('FIELD_INVALID');
  });

  it('refuses an email taken by any account, whatever its case', async () => {
    const input = buildCandidate();
    expect((await call(t, 'POST', '/auth/register', { body: input })).status).toBe(201);
    const again = await call(t, 'POST', '/auth/register', {
      body: buildCandidate({ email: input.email.toUpperCase() }),
      lang: 'en',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'EMAIL_TAKEN',
      field: 'email',
      message: 'This email has already been taken',
    });
  });

  it('accepts a verification link once only, and not after 24 hours', async () => {
    const first = buildCandidate();
    await call(t, 'POST', '/auth/register', { body: first });
    const token = linkToken((await lastEmailTo(t, first.email))?.textBody ?? '');
    const verified = await call(t, 'POST', '/auth/verify-email', { body: { token }, lang: 'en' });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ message: 'Your email is verified. You can now sign in.', alreadyVerified: false });

    const second = buildCandidate();
    await call(t, 'POST', '/auth/register', { body: second });
    const late = linkToken((await lastEmailTo(t, second.email))?.textBody ?? '');
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await call(t, 'POST', '/auth/verify-email', { body: { token: late } })).status).toBe(400);
    expect((await call(t, 'POST', '/auth/verify-email', { body: { token: 'made-up-token' } })).status).toBe(400);
  });

  it('says an email is already verified when its link is opened again, and nothing for an unknown link (issue 10)', async () => {
    const input = buildCandidate();
    await call(t, 'POST', '/auth/register', { body: input });
    const token = linkToken((await lastEmailTo(t, input.email))?.textBody ?? '');
    expect((await call(t, 'POST', '/auth/verify-email', { body: { token } })).status).toBe(200);
    // Opened again, even after the link's 24 hours: already verified, sign in.
    t.clock.advance(3 * 24 * 60 * 60 * 1000);
    for (const [lang, message] of [
      ['en', 'Your email is already verified. Please sign in.'],
      ['zh-HK', '您的電郵已經驗證，請登入。'],
      ['zh-CN', '您的邮箱已经验证，请登录。'],
    ] as const) {
      const again = await call(t, 'POST', '/auth/verify-email', { body: { token }, lang });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ message, alreadyVerified: true });
    }
    // A link nobody was sent, or one whose account is not verified (expired), says only "invalid".
    for (const body of [{ token: 'made-up-token' }, { token: `${token}x` }]) {
      const res = await call(t, 'POST', '/auth/verify-email', { body, lang: 'en' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'LINK_INVALID',
        message: 'Your reset password link is invalid or expired',
      });
    }
    const late = buildCandidate();
    await call(t, 'POST', '/auth/register', { body: late });
    const lateToken = linkToken((await lastEmailTo(t, late.email))?.textBody ?? '');
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await call(t, 'POST', '/auth/verify-email', { body: { token: lateToken } })).body.code).toBe(
      'LINK_INVALID',
    );
    // A password-reset link is no verification link, whatever its account.
    await call(t, 'POST', '/user/reset-password', { body: { email: input.email } });
    const reset = linkToken((await lastEmailTo(t, input.email))?.textBody ?? '');
    expect((await call(t, 'POST', '/auth/verify-email', { body: { token: reset } })).body.code).toBe('LINK_INVALID');
  });
});

describe('POST /auth/company-register', () => {
  it('creates a company waiting for approval: sign-in says not activated', async () => {
    const input = buildCompany();
    const res = await call(t, 'POST', '/auth/company-register', { body: input, lang: 'en' });
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/24 hours/);
    const signIn = await call(t, 'POST', '/auth/company-login', {
      body: { identifier: input.email, password: PASSWORD },
      lang: 'en',
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body.message).toBe('Your account has not been activated yet');
  });

  it('requires the confirmation that the company was accepted into the scheme', async () => {
    const res = await call(t, 'POST', '/auth/company-register', {
      body: buildCompany({ acceptedIntoScheme: false as true }),
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toContainEqual({
      field: 'acceptedIntoScheme',
      code: 'MUST_AGREE',
      message: 'You must agree to continue',
    });
  });

  it('answers a taken email with the SPEC wording', async () => {
    const input = buildCompany();
    await call(t, 'POST', '/auth/company-register', { body: input });
    const again = await call(t, 'POST', '/auth/company-register', {
      body: buildCompany({ email: input.email }),
      lang: 'en',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ field: 'email', message: 'This email has already been taken' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminAccount } from '../src/modules/admin/create-admin.js';
import { PASSWORD, uniqueEmail } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('createAdminAccount (npm run create-admin)', () => {
  it('creates an administrator who can start the admin code sign-in', async () => {
    const email = uniqueEmail('office');
    await createAdminAccount(t.app.services, { email, password: PASSWORD });
    const res = await call(t, 'POST', '/auth/admin-login', { body: { identifier: email, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.attemptId).toBeTruthy();
  });

  it('refuses a weak password and a taken email', async () => {
    const email = uniqueEmail('office');
    await expect(createAdminAccount(t.app.services, { email, password: 'weakpass' })).rejects.toMatchObject({
      code: 'PASSWORD_WEAK',
    });
    await createAdminAccount(t.app.services, { email, password: PASSWORD });
    await expect(createAdminAccount(t.app.services, { email, password: PASSWORD })).rejects.toMatchObject({
      code: 'EMAIL_TAKEN',
    });
  });
});

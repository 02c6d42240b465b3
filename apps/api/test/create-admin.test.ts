import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Role } from '@fis/shared/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { users } from '../src/db/schema.js';
import { createAdminAccount } from '../src/modules/admin/create-admin.js';
import { PASSWORD, uniqueEmail } from './factories.js';
import { call, freshDatabase, startTestApp, type TestApp } from './helper.js';
import { runSource } from './source-process.js';

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

describe('npm run create-admin (the command itself)', () => {
  // Starting the command (tsx compiling it, the database migrated) takes seconds alone and has taken
  // over a minute beside the browser suite and the other run of the API suite: the deadlines catch a
  // command that never ends, never a busy machine.
  const waitLong = { timeout: 180_000 };

  function run(args: string[], env: Record<string, string | undefined>, options: { terminal?: boolean } = {}) {
    const environment = { NODE_ENV: 'development', ADMIN_PASSWORD: undefined, ...env };
    return runSource('src/cli/create-admin.ts', args, environment, options);
  }

  it('without ADMIN_PASSWORD and without a terminal, says what to do, creates nothing and fails', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fis-create-admin-'));
    const { output, exited } = run([uniqueEmail('office')], { DATA_DIR: dataDir });
    expect(await exited).not.toBe(0);
    expect(output()).toContain('set ADMIN_PASSWORD');
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  }, 240_000);

  it('on a terminal, asks for the password twice without showing it, and creates the administrator', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fis-create-admin-'));
    const database = process.env.TEST_DATABASE_URL ? await freshDatabase() : undefined;
    const email = uniqueEmail('office');
    const { child, output, exited } = run(
      [email],
      { DATA_DIR: dataDir, DATABASE_URL: database?.location },
      { terminal: true },
    );
    await expect.poll(output, waitLong).toContain('Password');
    child.stdin?.write(`${PASSWORD}\r`);
    await expect.poll(output, waitLong).toContain('again');
    child.stdin?.write(`${PASSWORD}\r`);
    expect(await exited).toBe(0);
    expect(output()).toContain(`Administrator ${email} created`);
    expect(output()).not.toContain(PASSWORD);

    const created = await openDatabase(database?.location ?? join(dataDir, 'pglite'));
    try {
      const [admin] = await created.db.select({ role: users.role }).from(users).where(eq(users.email, email));
      expect(admin?.role).toBe(Role.ADMIN);
    } finally {
      await created.close();
      await database?.drop();
    }
  }, 300_000);
});

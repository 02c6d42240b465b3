// The demo accounts of a first start are as the real paths leave them (issue 10): the approved
// companies have saved their profile on their first sign-in and are listed; the company waiting for
// approval has no profile, so once approved it meets the first-login profile step a real new
// company meets, and stays out of the candidates' sight until it saves one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, notifications, officeRecommendations, users } from '../src/db/schema.js';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, seedDemoData } from '../src/seed/demo-data.js';
import { codeIn, lastEmailTo } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoData(t.app.services);
});
afterAll(() => t?.close());

async function signIn(path: '/auth/company-login' | '/auth/admin-login', identifier: string) {
  const started = await call(t, 'POST', path, { body: { identifier, password: DEMO_PASSWORD } });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const code = codeIn((await lastEmailTo(t, identifier))?.textBody ?? '');
  const verified = await call(t, 'POST', '/auth/verify-login', { body: { attemptId: started.body.attemptId, code } });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body as { token: string; user: { isFirstLogin: boolean } };
}

async function companyOf(email: string) {
  const [row] = await t.app.db
    .select({ company: companies, isFirstLogin: users.isFirstLogin })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no demo company ${email}`);
  return row;
}

describe('demo companies', () => {
  it('approved ones have saved their profile, through the profile use case, and are listed', async () => {
    for (const email of ['hr@novapay.demo', 'talent@harbourwealth.demo']) {
      const { company, isFirstLogin } = await companyOf(email);
      expect(isFirstLogin).toBe(false);
      expect(company.profileSavedAt).not.toBeNull();
      const session = await signIn('/auth/company-login', email);
      expect(session.user.isFirstLogin).toBe(false);
      const profile = await call(t, 'GET', '/user/hiring-company/profile', { token: session.token });
      expect(profile.body).toMatchObject({ profileCompleted: true, industry: expect.any(String) });
      expect(profile.body.description).toBeTruthy();
    }
    const brands = await call(t, 'GET', '/company/brands');
    expect(brands.body.items.map((b: { name: string }) => b.name).sort()).toEqual([
      'Harbour Wealth Technology (Shenzhen) Co., Ltd.',
      'NovaPay Limited',
    ]);
  });

  it('the one waiting for approval, once approved, meets the first-login profile step', async () => {
    const waiting = await companyOf('people@lionrockinsure.demo');
    expect(waiting.isFirstLogin).toBe(true);
    expect(waiting.company).toMatchObject({ nameEn: null, nameZh: null, profileSavedAt: null, approvalStatus: 0 });

    const admin = await signIn('/auth/admin-login', DEMO_ADMIN_EMAIL);
    const approved = await call(t, 'POST', `/admin/companies/${waiting.company.id}/approve`, { token: admin.token });
    expect(approved.status).toBe(204);
    const session = await signIn('/auth/company-login', 'people@lionrockinsure.demo');
    expect(session.user.isFirstLogin).toBe(true);
    const summary = await call(t, 'GET', '/company', { token: session.token });
    expect(summary.body.profileCompleted).toBe(false);
    // Not listed until it saves its profile.
    expect((await call(t, 'GET', `/company/${waiting.company.id}`)).status).toBe(404);
  });
});

describe('demo recommendation', () => {
  it("shows one office pick: NovaPay's job for Chan Tai Man, each side told, and a second seed adds none", async () => {
    const admin = await signIn('/auth/admin-login', DEMO_ADMIN_EMAIL);
    const novapay = await companyOf('hr@novapay.demo');
    const picks = await call(t, 'GET', `/admin/recommend/candidates-to-job-by-company-id/${novapay.company.id}`, {
      token: admin.token,
    });
    expect(picks.body.items).toEqual([
      expect.objectContaining({ candidateName: 'Chan Tai Man', companyId: novapay.company.id, outcome: 'recommended' }),
    ]);
    const [pick] = picks.body.items;
    const told = await t.app.db
      .select({ userId: notifications.userId, type: notifications.type })
      .from(notifications)
      .where(eq(notifications.jobId, pick.jobId));
    expect(told.map((n) => n.type).sort()).toEqual(['ADMIN_RECOMMENDED_CANDIDATE', 'ADMIN_RECOMMENDED_JOB']);

    await seedDemoData(t.app.services);
    expect(await t.app.db.select().from(officeRecommendations)).toHaveLength(1);
  });
});

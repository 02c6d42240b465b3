// The company profile: GET /user/hiring-company/profile, POST /company/update, GET /company, and
// the admin's editing of company profiles. 401, then 403, then 400 per field, then success.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, users } from '../src/db/schema.js';
import { buildProfile, insertMedia, postJob, signedInCandidate, signedInCompany } from './company-job-factories.js';
import { signedInAdmin } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
let adminToken: string;
let candidateToken: string;
beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await signedInAdmin(t)).token;
  candidateToken = (await signedInCandidate(t)).token;
});
afterAll(() => t.close());

const update = (token: string | undefined, body: unknown) =>
  call(t, 'POST', '/company/update', { token, body, lang: 'en' });

describe('GET /user/hiring-company/profile', () => {
  it('answers 401 without a token, 403 to a candidate and to the admin', async () => {
    expect((await call(t, 'GET', '/user/hiring-company/profile')).status).toBe(401);
    expect((await call(t, 'GET', '/user/hiring-company/profile', { token: candidateToken })).status).toBe(403);
    expect((await call(t, 'GET', '/user/hiring-company/profile', { token: adminToken })).status).toBe(403);
  });

  it("answers the signed-in company's own profile, empty before the first save", async () => {
    const company = await signedInCompany(t, { companyName: 'Empty Profile Ltd' });
    const res = await call(t, 'GET', '/user/hiring-company/profile', { token: company.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({
      id: company.companyId,
      companyCode: expect.stringMatching(/^FIS-\d{5}$/),
      companyName: 'Empty Profile Ltd',
      email: company.email,
      nameEn: null,
      industry: null,
      logo: null,
      cover: null,
      profileCompleted: false,
    });
  });
});

describe('POST /company/update', () => {
  it('answers 401 without a token, 403 to a candidate and to the admin', async () => {
    expect((await update(undefined, buildProfile())).status).toBe(401);
    expect((await update(candidateToken, buildProfile())).status).toBe(403);
    expect((await update(adminToken, buildProfile())).status).toBe(403);
  });

  it('refuses each bad field with its code, on its field', async () => {
    const company = await signedInCompany(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ website: 'not a url' }, 'website', 'WEBSITE_INVALID'],
      [{ website: 'www.example.com' }, 'website', 'WEBSITE_INVALID'],
      [{ website: 'ftp://files.example.com' }, 'website', 'WEBSITE_INVALID'],
      [{ website: 'javascript:alert(1)' }, 'website', 'WEBSITE_INVALID'],
      [{ website: 'https://localhost' }, 'website', 'WEBSITE_INVALID'],
      [{ industry: 'SPACE_MINING' }, 'industry', 'FIELD_INVALID'],
      [{ industry: undefined }, 'industry', 'FIELD_REQUIRED'],
      [{ industry: 'OTHER' }, 'industryOther', 'FIELD_REQUIRED'],
      [{ phoneNumber: '12345' }, 'phoneNumber', 'PHONE_INVALID'],
      [{ phonePrefix: '+86', phoneNumber: '21234567' }, 'phoneNumber', 'PHONE_INVALID'],
      [{ phonePrefix: '+1' }, 'phonePrefix', 'PHONE_INVALID'],
      [{ location: 'Mars' }, 'location', 'FIELD_INVALID'],
      [{ nameEn: '' }, 'nameEn', 'FIELD_REQUIRED'],
      [{ nameEn: '   ' }, 'nameEn', 'FIELD_INVALID'],
      [{ description: undefined }, 'description', 'FIELD_REQUIRED'],
      [{ description: 'x'.repeat(5001) }, 'description', 'FIELD_TOO_LONG'],
      [{ slogan: 'x'.repeat(201) }, 'slogan', 'FIELD_TOO_LONG'],
      [{ logoMediaId: 'not-a-uuid' }, 'logoMediaId', 'FIELD_INVALID'],
    ];
    for (const [override, field, code] of cases) {
      const res = await update(company.token, buildProfile(override as never));
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.body.fields, JSON.stringify(override)).toContainEqual(
        expect.objectContaining({ field, code, message: expect.any(String) }),
      );
    }
    const website = await update(company.token, buildProfile({ website: 'nope' }));
    expect(website.body).toMatchObject({
      code: 'WEBSITE_INVALID',
      message: 'Website url is invalid',
      field: 'website',
    });
  });

  it("refuses a logo or cover that is not the company's own upload for that purpose", async () => {
    const company = await signedInCompany(t);
    const other = await signedInCompany(t);
    const othersLogo = await insertMedia(t, other.userId, 'logo');
    const ownCover = await insertMedia(t, company.userId, 'cover');
    const ownLogo = await insertMedia(t, company.userId, 'logo');
    const deletedLogo = await insertMedia(t, company.userId, 'logo', true);
    const ownAvatar = await insertMedia(t, company.userId, 'avatar');
    const cases: [Record<string, unknown>, string][] = [
      [{ logoMediaId: othersLogo.id }, 'logoMediaId'],
      [{ logoMediaId: ownCover.id }, 'logoMediaId'],
      [{ logoMediaId: deletedLogo.id }, 'logoMediaId'],
      [{ logoMediaId: ownAvatar.id }, 'logoMediaId'],
      [{ logoMediaId: randomUUID() }, 'logoMediaId'],
      [{ coverMediaId: ownLogo.id }, 'coverMediaId'],
      [{ coverMediaId: othersLogo.id }, 'coverMediaId'],
    ];
    for (const [override, field] of cases) {
      const res = await update(company.token, buildProfile(override));
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.body).toMatchObject({ code: 'FIELD_INVALID', field });
    }
  });

  it('saves the profile, completes the first sign-in step and answers the profile', async () => {
    const company = await signedInCompany(t, { companyName: 'Registered Name Ltd' });
    const before = await call(t, 'GET', '/user', { token: company.token });
    expect(before.body).toMatchObject({ isFirstLogin: true, pictureUrl: null });
    const logo = await insertMedia(t, company.userId, 'logo');
    const cover = await insertMedia(t, company.userId, 'cover');

    const res = await update(company.token, buildProfile({ logoMediaId: logo.id, coverMediaId: cover.id }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Saved successfully');
    expect(res.body.profile).toMatchObject({
      id: company.companyId,
      companyName: 'Registered Name Ltd',
      nameEn: 'Harbour Pay Limited',
      nameZh: '海港支付有限公司',
      displayName: 'Harbour Pay',
      website: 'https://www.harbourpay.example.hk',
      industry: 'DIGITAL_PAYMENTS',
      industryOther: null,
      phonePrefix: '+852',
      phoneNumber: '21234567',
      location: 'HongKong',
      logo: { id: logo.id, url: `/api/v1/media/${logo.id}`, originalName: 'logo.png', mimeType: 'image/png' },
      cover: { id: cover.id, url: `/api/v1/media/${cover.id}` },
      profileCompleted: true,
    });
    const after = await call(t, 'GET', '/user', { token: company.token, lang: 'en' });
    // The header's menu shows the logo, and the name the reader sees elsewhere (companyNameIn):
    // the Chinese name to zh and cn readers, as written.
    expect(after.body).toMatchObject({
      isFirstLogin: false,
      displayName: 'Harbour Pay',
      pictureUrl: `/api/v1/media/${logo.id}`,
    });
    for (const lang of ['zh-HK', 'zh-CN']) {
      const named = await call(t, 'GET', '/user', { token: company.token, lang });
      expect(named.body.displayName, lang).toBe('海港支付有限公司');
    }
    const again = await call(t, 'GET', '/user/hiring-company/profile', { token: company.token });
    expect(again.body).toEqual(res.body.profile);
    // The landing page's participating companies show the logo.
    const brands = await call(t, 'GET', '/company/brands');
    expect(brands.body.items).toContainEqual(
      expect.objectContaining({ id: company.companyId, name: 'Harbour Pay', logoUrl: `/api/v1/media/${logo.id}` }),
    );
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, company.companyId), eq(auditLog.action, 'company.profile_updated')));
    expect(audit?.actorUserId).toBe(company.userId);
  });

  it('keeps a custom industry typed with OTHER, and clears optional fields left out', async () => {
    const company = await signedInCompany(t);
    const logo = await insertMedia(t, company.userId, 'logo');
    await update(company.token, buildProfile({ logoMediaId: logo.id }));
    const res = await update(company.token, {
      ...buildProfile({ industry: 'OTHER', industryOther: 'Carbon credit trading' }),
      website: '',
      slogan: undefined,
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      industry: 'OTHER',
      industryOther: 'Carbon credit trading',
      website: null,
      slogan: null,
      logo: null,
    });
    const [row] = await t.app.db.select().from(companies).where(eq(companies.id, company.companyId));
    expect(row?.industry).toBe('Carbon credit trading');
  });

  it('cannot set approval, company ID, registration name, owner or first-login through the body', async () => {
    const company = await signedInCompany(t, { companyName: 'Owned By Me Ltd' });
    const other = await signedInCompany(t);
    const [before] = await t.app.db.select().from(companies).where(eq(companies.id, company.companyId));
    const res = await update(company.token, {
      ...buildProfile(),
      id: other.companyId,
      userId: other.userId,
      companyNumber: 1,
      companyName: 'Renamed Ltd',
      contactJobRole: 'CEO',
      approvalStatus: 0,
      reviewedBy: other.userId,
      acceptedIntoSchemeAt: '2000-01-01T00:00:00Z',
      createdAt: '2000-01-01T00:00:00Z',
      isFirstLogin: true,
      role: 1,
    });
    expect(res.status).toBe(200);
    const [after] = await t.app.db.select().from(companies).where(eq(companies.id, company.companyId));
    expect(after).toMatchObject({
      id: before?.id,
      userId: before?.userId,
      companyNumber: before?.companyNumber,
      companyName: 'Owned By Me Ltd',
      contactJobRole: before?.contactJobRole,
      approvalStatus: 1,
      reviewedBy: before?.reviewedBy,
      acceptedIntoSchemeAt: before?.acceptedIntoSchemeAt,
      createdAt: before?.createdAt,
    });
    const [user] = await t.app.db.select().from(users).where(eq(users.id, company.userId));
    expect(user).toMatchObject({ role: 2, isFirstLogin: false });
    // The other company is untouched.
    const [untouched] = await t.app.db.select().from(companies).where(eq(companies.id, other.companyId));
    expect(untouched?.nameEn).toBeNull();
  });
});

describe('GET /company', () => {
  it('answers 401, 403 to a candidate and the admin, and the company in brief with its job counts', async () => {
    expect((await call(t, 'GET', '/company')).status).toBe(401);
    expect((await call(t, 'GET', '/company', { token: candidateToken })).status).toBe(403);
    expect((await call(t, 'GET', '/company', { token: adminToken })).status).toBe(403);
    const company = await signedInCompany(t, { companyName: 'Summary Ltd' });
    await postJob(t, company.token);
    const res = await call(t, 'GET', '/company', { token: company.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: company.companyId,
      companyCode: expect.stringMatching(/^FIS-\d{5}$/),
      name: 'Summary Ltd',
      logoUrl: null,
      profileCompleted: false,
      jobCounts: { total: 1, pendingApproval: 1, open: 0 },
    });
  });
});

describe('the admin edits company profiles', () => {
  it('answers 401, 403 to a company and a candidate, 404 for an unknown company', async () => {
    const company = await signedInCompany(t);
    const path = `/admin/companies/${company.companyId}/profile`;
    expect((await call(t, 'GET', path)).status).toBe(401);
    expect((await call(t, 'PUT', path, { body: buildProfile() })).status).toBe(401);
    for (const token of [company.token, candidateToken]) {
      expect((await call(t, 'GET', path, { token })).status).toBe(403);
      expect((await call(t, 'PUT', path, { token, body: buildProfile() })).status).toBe(403);
    }
    const unknown = `/admin/companies/${randomUUID()}/profile`;
    expect((await call(t, 'GET', unknown, { token: adminToken })).status).toBe(404);
    expect((await call(t, 'PUT', unknown, { token: adminToken, body: buildProfile() })).status).toBe(404);
    const bad = await call(t, 'PUT', path, { token: adminToken, body: buildProfile({ website: 'bad' }), lang: 'en' });
    expect(bad.body).toMatchObject({ code: 'WEBSITE_INVALID', field: 'website' });
  });

  it("saves a company's profile without completing the company's own first sign-in step", async () => {
    const company = await signedInCompany(t);
    const path = `/admin/companies/${company.companyId}/profile`;
    const res = await call(t, 'PUT', path, { token: adminToken, body: buildProfile({ nameEn: 'Fixed By Admin' }) });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ nameEn: 'Fixed By Admin', profileCompleted: false });
    const read = await call(t, 'GET', path, { token: adminToken });
    expect(read.body.nameEn).toBe('Fixed By Admin');
    const own = await call(t, 'GET', '/user/hiring-company/profile', { token: company.token });
    expect(own.body.nameEn).toBe('Fixed By Admin');
    // The admin may attach only files the company uploaded.
    const adminsLogo = await insertMedia(t, (await call(t, 'GET', '/user', { token: adminToken })).body.id, 'logo');
    const refused = await call(t, 'PUT', path, {
      token: adminToken,
      body: buildProfile({ logoMediaId: adminsLogo.id }),
    });
    expect(refused.body).toMatchObject({ code: 'FIELD_INVALID', field: 'logoMediaId' });
  });
});

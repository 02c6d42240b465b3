// The admin portal's findable lists (issue 14, section 1; decision 022): GET /admin/candidates,
// /admin/companies, /admin/jobs and /admin/applications and their CSV exports. Only the admin gets
// in; each keyword, filter, sort and page narrows or orders the rows as it says; a bad query is a
// 400 naming the field; the CSV holds the list's rows in its order across batches, formula-like
// cells as text, named by the Hong Kong date and audited.
import { Stage } from '@fis/shared/application-stages';
import { formatCompanyCode } from '@fis/shared/company-code';
import { dispositionFileName } from '@fis/shared/content-disposition';
import { EligibilityStatus, Role, UserStatus } from '@fis/shared/enums';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, candidateProfiles, companies, users } from '../src/db/schema.js';
import { hashPassword } from '../src/lib/passwords.js';
import { adminExportSettings } from '../src/modules/admin-lists/admin-list.js';
import { candidateWithId, insertApplication } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { parseCsv } from './csv-reader.js';
import { createJob, registerPendingCompany, signedInAdmin, uniqueEmail } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

// 01:00 on 2 March 2026 in Hong Kong, still 1 March in UTC: the file is named by the Hong Kong date.
const START = new Date('2026-03-01T17:00:00Z');
const LISTS = ['candidates', 'companies', 'jobs', 'applications'] as const;

let t: TestApp;
let adminId: string;
let adminToken: string;
let company: Awaited<ReturnType<typeof signedInCompany>>;
let other: Awaited<ReturnType<typeof signedInCompany>>;
let candidates: Awaited<ReturnType<typeof candidateWithId>>[];
/** A word in every name this file makes, so that a search finds only them. */
const TAG = `zq${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await startTestApp();
  t.clock.set(START);
  const admin = await signedInAdmin(t);
  adminId = admin.admin.id;
  adminToken = admin.token;
  company = await signedInCompany(t, { companyName: `Alpha ${TAG} Pay Ltd` });
  other = await signedInCompany(t, { companyName: `Beta ${TAG} Wealth Ltd` });
  await t.app.db.update(companies).set({ location: 'GBA' }).where(eq(companies.id, other.companyId));
  candidates = [];
  const people = [
    { englishName: `Amy ${TAG} Wong`, institution: 'HKU', programme: 'BSc in Computer Science', graduationYear: 2026 },
    { englishName: `Ben ${TAG} Lau`, institution: 'CUHK', programme: 'BBA in Finance', graduationYear: 2027 },
    { englishName: `Cat ${TAG} Ho`, institution: 'CUHK', programme: 'BEng in Data Science', graduationYear: 2028 },
  ];
  for (const person of people) {
    const candidate = await candidateWithId(t);
    await t.app.db.update(candidateProfiles).set(person).where(eq(candidateProfiles.userId, candidate.userId));
    candidates.push(candidate);
    t.clock.advance(60_000);
  }
});
afterAll(() => t.close());
afterEach(() => {
  adminExportSettings.batchSize = 1_000;
});

const get = (path: string, lang = 'en') => call(t, 'GET', path, { token: adminToken, lang });
const ids = (body: { items: { id: string }[] }) => body.items.map((row) => row.id);

async function exportCsv(path: string, lang = 'en') {
  const res = await fetch(`${t.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${adminToken}`, 'accept-language': lang },
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { res, bytes, text, records: text.startsWith('\uFEFF') ? parseCsv(text.slice(1)) : [] };
}

describe('who may read the lists', () => {
  it('answers 401 without a token, 403 to a candidate and a company, 200 to the admin', async () => {
    const candidateToken = candidates[0]?.token ?? '';
    for (const list of LISTS) {
      for (const path of [`/admin/${list}`, `/admin/${list}/export-csv`]) {
        expect((await call(t, 'GET', path)).status, path).toBe(401);
        expect((await call(t, 'GET', path, { token: candidateToken })).status, path).toBe(403);
        expect((await call(t, 'GET', path, { token: company.token })).status, path).toBe(403);
        const admin = await fetch(`${t.url}/api/v1${path}`, { headers: { authorization: `Bearer ${adminToken}` } });
        expect(admin.status, path).toBe(200);
        await admin.arrayBuffer();
      }
    }
  });
});

describe('GET /admin/candidates', () => {
  it('finds candidates by name or email and lists their school, programme, year and account', async () => {
    const res = await get(`/admin/candidates?keyword=${TAG}&take=100`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.items).toContainEqual({
      id: candidates[0]?.userId,
      email: candidates[0]?.email,
      englishName: `Amy ${TAG} Wong`,
      chineseName: '陳小明',
      institution: 'HKU',
      institutionOther: null,
      programme: 'BSc in Computer Science',
      graduationYear: 2026,
      eligibilityStatus: EligibilityStatus.UNVERIFIED,
      accountStatus: UserStatus.ACTIVE,
      emailVerified: true,
      registeredAt: expect.any(String),
    });
    const byEmail = await get(
      `/admin/candidates?keyword=${encodeURIComponent(candidates[1]?.email.toUpperCase() ?? '')}`,
    );
    expect(ids(byEmail.body)).toEqual([candidates[1]?.userId]);
    // The Chinese name is searched too, in either script (陳 finds 陈).
    const chinese = await get(`/admin/candidates?keyword=${encodeURIComponent('陈小明')}&take=100`);
    expect(ids(chinese.body)).toEqual(expect.arrayContaining(candidates.map((c) => c.userId)));
    // Companies and admins are not candidates.
    const none = await get(`/admin/candidates?keyword=${encodeURIComponent(company.email)}`);
    expect(none.body.total).toBe(0);
  });

  it('filters by institution, programme, graduation year, email verification and account state', async () => {
    const [amy, ben, cat] = candidates.map((c) => c.userId);
    const list = async (query: string) => ids((await get(`/admin/candidates?keyword=${TAG}&take=100&${query}`)).body);
    expect((await list('institution=CUHK')).sort()).toEqual([ben, cat].sort());
    expect(await list('programme=finance')).toEqual([ben]);
    expect(await list('graduationYear=2028')).toEqual([cat]);
    expect((await list('emailVerified=true')).length).toBe(3);
    expect(await list('emailVerified=false')).toEqual([]);
    await t.app.db
      .update(users)
      .set({ status: UserStatus.DELETED })
      .where(eq(users.id, cat ?? ''));
    expect(await list(`accountStatus=${UserStatus.DELETED}`)).toEqual([cat]);
    expect((await list(`accountStatus=${UserStatus.ACTIVE}`)).sort()).toEqual([amy, ben].sort());
    await t.app.db
      .update(users)
      .set({ status: UserStatus.ACTIVE })
      .where(eq(users.id, cat ?? ''));
  });

  it('filters by eligibility state, a candidate with no profile yet counting as unverified', async () => {
    const [amy, ben, cat] = candidates.map((c) => c.userId);
    const setEligibility = (userId: string | undefined, eligibilityStatus: number) =>
      t.app.db
        .update(candidateProfiles)
        .set({ eligibilityStatus })
        .where(eq(candidateProfiles.userId, userId ?? ''));
    await setEligibility(ben, EligibilityStatus.VERIFIED);
    await setEligibility(cat, EligibilityStatus.REJECTED);
    const email = uniqueEmail(`noprofile${TAG}`);
    const [bare] = await t.app.db
      .insert(users)
      .values({ email, role: Role.CANDIDATE, passwordHash: await hashPassword('Str0ng!Pass') })
      .returning();
    try {
      const list = async (query: string) =>
        (await get(`/admin/candidates?keyword=${TAG}&take=100&sort=oldest&${query}`)).body.items as {
          id: string;
          eligibilityStatus: number;
        }[];
      const unverified = await list(`eligibilityStatus=${EligibilityStatus.UNVERIFIED}`);
      expect(unverified.map((row) => [row.id, row.eligibilityStatus])).toEqual([
        [amy, EligibilityStatus.UNVERIFIED],
        [bare?.id, EligibilityStatus.UNVERIFIED],
      ]);
      const verified = await list(`eligibilityStatus=${EligibilityStatus.VERIFIED}`);
      expect(verified.map((row) => [row.id, row.eligibilityStatus])).toEqual([[ben, EligibilityStatus.VERIFIED]]);
      const rejected = await list(`eligibilityStatus=${EligibilityStatus.REJECTED}`);
      expect(rejected.map((row) => [row.id, row.eligibilityStatus])).toEqual([[cat, EligibilityStatus.REJECTED]]);
      expect((await list('')).length).toBe(4);
    } finally {
      await t.app.db.delete(users).where(eq(users.id, bare?.id ?? ''));
    }
  });

  it('lists a candidate who has not made a profile yet, with the account only', async () => {
    const email = uniqueEmail(`noprofile${TAG}`);
    const [row] = await t.app.db
      .insert(users)
      .values({ email, role: Role.CANDIDATE, passwordHash: await hashPassword('Str0ng!Pass') })
      .returning();
    const res = await get(`/admin/candidates?keyword=${encodeURIComponent(email)}`);
    expect(res.body.items).toEqual([
      expect.objectContaining({ id: row?.id, englishName: null, institution: null, emailVerified: false }),
    ]);
    await t.app.db.delete(users).where(eq(users.id, row?.id ?? ''));
  });

  it('sorts by name, graduation year and registration, and pages', async () => {
    const [amy, ben, cat] = candidates.map((c) => c.userId);
    const sorted = async (sort: string) => ids((await get(`/admin/candidates?keyword=${TAG}&sort=${sort}`)).body);
    expect(await sorted('name')).toEqual([amy, ben, cat]);
    expect(await sorted('graduationYear')).toEqual([cat, ben, amy]);
    expect(await sorted('oldest')).toEqual([amy, ben, cat]);
    expect(await sorted('newest')).toEqual([cat, ben, amy]);
    const second = await get(`/admin/candidates?keyword=${TAG}&sort=name&take=2&page=2`);
    expect(second.body).toMatchObject({ total: 3, page: 2, take: 2 });
    expect(ids(second.body)).toEqual([cat]);
  });
});

describe('GET /admin/companies', () => {
  it('finds companies by name, email or company ID, with approval state, region, open jobs and hires', async () => {
    const open = await createJob(t, company.companyId, { positionName: `Open ${TAG}` });
    await createJob(t, company.companyId, { status: 3 });
    await createJob(t, company.companyId, { deletedAt: new Date() });
    await insertApplication(t, {
      jobId: open.id,
      candidateId: candidates[0]?.userId ?? '',
      stage: Stage.HIRED,
      appliedAt: t.clock.now(),
      stageChangedAt: t.clock.now(),
      createdAt: t.clock.now(),
    });
    const res = await get(`/admin/companies?keyword=${TAG}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items).toContainEqual(
      expect.objectContaining({
        id: company.companyId,
        companyName: `Alpha ${TAG} Pay Ltd`,
        email: company.email,
        approvalStatus: 1,
        region: null,
        openJobs: 1,
        hires: 1,
        accountStatus: UserStatus.ACTIVE,
      }),
    );
    const code = formatCompanyCode(other.companyNumber);
    expect(ids((await get(`/admin/companies?keyword=${code}`)).body)).toEqual([other.companyId]);
    expect(ids((await get(`/admin/companies?keyword=${encodeURIComponent(other.email)}`)).body)).toEqual([
      other.companyId,
    ]);
  });

  it('filters by approval state and region, and sorts by open jobs, hires and name', async () => {
    const pending = await registerPendingCompany(t, { companyName: `Gamma ${TAG} Bank` });
    const list = async (query: string) => ids((await get(`/admin/companies?keyword=${TAG}&${query}`)).body);
    expect(await list('approval=0')).toEqual([pending.companyId]);
    expect((await list('approval=1')).sort()).toEqual([company.companyId, other.companyId].sort());
    expect(await list('region=GBA')).toEqual([other.companyId]);
    expect(await list('sort=name')).toEqual([company.companyId, other.companyId, pending.companyId]);
    expect((await list('sort=openJobs'))[0]).toBe(company.companyId);
    expect((await list('sort=hires'))[0]).toBe(company.companyId);
    expect(await list('sort=oldest&take=1&page=3')).toEqual([pending.companyId]);
  });

  it('sorts by the name the reader sees: the Chinese name for zh and cn readers, the English one for en', async () => {
    const name = async (lang: string) =>
      ids((await get(`/admin/companies?keyword=${TAG}&approval=1&sort=name`, lang)).body);
    await t.app.db.update(companies).set({ nameZh: '甲支付' }).where(eq(companies.id, company.companyId));
    await t.app.db.update(companies).set({ nameZh: '乙財富' }).where(eq(companies.id, other.companyId));
    try {
      // Alpha before Beta in English; 乙 (U+4E59) before 甲 (U+7532) in Chinese.
      expect(await name('en')).toEqual([company.companyId, other.companyId]);
      for (const lang of ['zh', 'cn']) expect(await name(lang)).toEqual([other.companyId, company.companyId]);
    } finally {
      await t.app.db
        .update(companies)
        .set({ nameZh: null })
        .where(inArray(companies.id, [company.companyId, other.companyId]));
    }
  });
});

describe('GET /admin/jobs', () => {
  it('lists every company’s jobs but deleted ones, found by position or company, with applicants', async () => {
    const a = await createJob(t, company.companyId, { positionName: `Quant ${TAG} Intern`, jobFunction: 'COMPLIANCE' });
    const b = await createJob(t, other.companyId, {
      positionName: `Data ${TAG} Intern`,
      location: 'GBA',
      approvalStatus: 0,
      status: 2,
    });
    await createJob(t, other.companyId, { positionName: `Gone ${TAG} Intern`, deletedAt: new Date() });
    await insertApplication(t, {
      jobId: a.id,
      candidateId: candidates[1]?.userId ?? '',
      stage: Stage.NEW,
      appliedAt: t.clock.now(),
      stageChangedAt: t.clock.now(),
      createdAt: t.clock.now(),
    });
    // A job only viewed is not an applicant.
    await insertApplication(t, {
      jobId: a.id,
      candidateId: candidates[2]?.userId ?? '',
      stage: Stage.VIEWED,
      stageChangedAt: t.clock.now(),
      createdAt: t.clock.now(),
    });
    const res = await get(`/admin/jobs?keyword=${encodeURIComponent(`${TAG} intern`)}&take=100`);
    expect(res.status).toBe(200);
    expect(ids(res.body).sort()).toEqual([a.id, b.id].sort());
    expect(res.body.items).toContainEqual(
      expect.objectContaining({
        id: a.id,
        positionName: `Quant ${TAG} Intern`,
        companyId: company.companyId,
        companyName: `Alpha ${TAG} Pay Ltd`,
        status: 1,
        approvalStatus: 1,
        location: 'HongKong',
        jobFunction: 'COMPLIANCE',
        applicants: 1,
        expiresOn: a.expiresOn,
      }),
    );
    const byCompany = await get(`/admin/jobs?keyword=Beta%20${TAG}&take=100`);
    expect(ids(byCompany.body)).toContain(b.id);
    expect(ids(byCompany.body)).not.toContain(a.id);
    const list = async (query: string) => ids((await get(`/admin/jobs?keyword=${TAG}%20intern&${query}`)).body);
    expect(await list(`companyId=${other.companyId}`)).toEqual([b.id]);
    expect(await list('status=2')).toEqual([b.id]);
    expect(await list('approval=0')).toEqual([b.id]);
    expect(await list('location=GBA')).toEqual([b.id]);
    expect(await list('jobFunction=COMPLIANCE')).toEqual([a.id]);
    expect(await list('sort=applicants')).toEqual([a.id, b.id]);
    expect(await list('sort=position')).toEqual([b.id, a.id]);
    expect(await list('sort=position&take=1&page=2')).toEqual([a.id]);
  });

  it('keeps the approval queue at /admin/job-approvals', async () => {
    const waiting = await createJob(t, other.companyId, { positionName: `Queue ${TAG}`, approvalStatus: 0 });
    const res = await get('/admin/job-approvals?status=0&take=100');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toContain(waiting.id);
  });
});

describe('GET /admin/applications', () => {
  it('lists every company’s applications, found and filtered by company, job, stage and school', async () => {
    const jobA = await createJob(t, company.companyId, { positionName: `Ops ${TAG} Trainee` });
    const jobB = await createJob(t, other.companyId, { positionName: `Audit ${TAG} Trainee` });
    const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);
    const add = async (jobId: string, who: number, stage: Stage, minutes: number) =>
      insertApplication(t, {
        jobId,
        candidateId: candidates[who]?.userId ?? '',
        stage,
        appliedAt: stage === Stage.VIEWED ? null : at(minutes),
        stageChangedAt: at(minutes),
        createdAt: at(minutes),
      });
    await add(jobA.id, 0, Stage.SCREENING, 1);
    await add(jobA.id, 1, Stage.NEW, 2);
    await add(jobB.id, 2, Stage.OFFERED, 3);
    await add(jobB.id, 0, Stage.VIEWED, 4);
    const res = await get(`/admin/applications?keyword=${TAG}%20trainee&take=100`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.items[0]).toEqual({
      id: expect.any(String),
      stage: Stage.OFFERED,
      candidate: {
        id: candidates[2]?.userId,
        englishName: `Cat ${TAG} Ho`,
        chineseName: '陳小明',
        email: candidates[2]?.email,
        institution: 'CUHK',
        institutionOther: null,
      },
      job: { id: jobB.id, positionName: `Audit ${TAG} Trainee` },
      company: { id: other.companyId, name: `Beta ${TAG} Wealth Ltd`, nameZh: null },
      appliedAt: at(3).toISOString(),
      stageChangedAt: at(3).toISOString(),
    });
    const whose = async (query: string) =>
      (await get(`/admin/applications?keyword=${TAG}%20trainee&${query}`)).body.items.map(
        (row: { candidate: { id: string } }) => row.candidate.id,
      );
    const [amy, ben, cat] = candidates.map((c) => c.userId);
    expect(await whose(`companyId=${company.companyId}`)).toEqual([ben, amy]);
    expect(await whose(`jobId=${jobB.id}`)).toEqual([cat]);
    expect(await whose(`stage=${Stage.SCREENING}`)).toEqual([amy]);
    expect(await whose('institution=HKU')).toEqual([amy]);
    expect(await whose('sort=oldest')).toEqual([amy, ben, cat]);
    expect(await whose('sort=oldest&take=2&page=2')).toEqual([cat]);
    // The candidate's name finds their applications too.
    const byName = await get(`/admin/applications?keyword=${encodeURIComponent(`Ben ${TAG}`)}`);
    expect(byName.body.items.map((row: { job: { id: string } }) => row.job.id)).toContain(jobA.id);
  });
});

describe('a bad query', () => {
  it.each([
    ['candidates', 'institution=MIT', 'institution'],
    ['candidates', 'graduationYear=soon', 'graduationYear'],
    ['candidates', 'emailVerified=maybe', 'emailVerified'],
    ['candidates', 'eligibilityStatus=3', 'eligibilityStatus'],
    ['candidates', 'sort=age', 'sort'],
    ['companies', 'approval=7', 'approval'],
    ['companies', 'region=Mars', 'region'],
    ['jobs', 'companyId=nope', 'companyId'],
    ['jobs', 'status=9', 'status'],
    ['jobs', 'jobFunction=JUGGLING', 'jobFunction'],
    ['applications', `stage=${Stage.VIEWED}`, 'stage'],
    ['applications', 'jobId=42', 'jobId'],
  ])('/admin/%s?%s is a 400 naming %s, for the list and its export', async (list, query, field) => {
    for (const path of [`/admin/${list}?${query}`, `/admin/${list}/export-csv?${query}`]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.field, path).toBe(field);
    }
  });

  it('is a 400 for a page larger than the lists allow', async () => {
    const res = await get('/admin/applications?take=1000');
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('take');
  });
});

describe('GET /admin/<list>/export-csv', () => {
  it('sends the candidates list as CSV: the same rows in the same order across batches, headed in the caller’s language', async () => {
    adminExportSettings.batchSize = 2;
    await t.app.db
      .update(candidateProfiles)
      .set({ eligibilityStatus: EligibilityStatus.VERIFIED })
      .where(eq(candidateProfiles.userId, candidates[1]?.userId ?? ''));
    await t.app.db
      .update(candidateProfiles)
      .set({ eligibilityStatus: EligibilityStatus.REJECTED })
      .where(eq(candidateProfiles.userId, candidates[2]?.userId ?? ''));
    const query = `keyword=${TAG}&sort=name`;
    const { res, bytes, text, records } = await exportCsv(`/admin/candidates/export-csv?${query}`);
    expect(res.status, text).toBe(200);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(dispositionFileName(res.headers.get('content-disposition'))).toBe('candidates-20260302.csv');
    const [header, ...rows] = records;
    expect(header).toEqual([
      'English name',
      'Chinese name',
      'Email',
      'Institution',
      'Programme',
      'Graduation year',
      'Eligibility',
      'Account',
      'Email verified',
      'Registered (Hong Kong time)',
    ]);
    expect(rows.map((row) => row[0])).toEqual([`Amy ${TAG} Wong`, `Ben ${TAG} Lau`, `Cat ${TAG} Ho`]);
    expect(rows[0]).toEqual([
      `Amy ${TAG} Wong`,
      '陳小明',
      candidates[0]?.email,
      'The University of Hong Kong',
      'BSc in Computer Science',
      '2026',
      'Eligibility not verified',
      'Active',
      'Yes',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
    ]);
    const zh = await exportCsv(`/admin/candidates/export-csv?${query}`, 'zh');
    expect(zh.records[0]?.slice(0, 2)).toEqual(['英文姓名', '中文姓名']);
    expect(zh.records[1]?.[3]).toBe('香港大學');
    expect(zh.records.map((row) => row[6])).toEqual(['資格', '資格未核實', '資格已核實', '資格被否決']);
    const cn = await exportCsv(`/admin/candidates/export-csv?${query}`, 'cn');
    expect(cn.records[0]?.[2]).toBe('邮箱');
    expect(cn.records.map((row) => row[6])).toEqual(['资格', '资格未核实', '资格已核实', '资格被否决']);
  });

  it('writes a cell that a spreadsheet would read as a formula as text', async () => {
    const evil = '=HYPERLINK("http://evil.example","x")';
    const amy = candidates[0]?.userId ?? '';
    const [before] = await t.app.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, amy));
    await t.app.db
      .update(candidateProfiles)
      .set({ programme: evil, chineseName: `+${TAG}` })
      .where(eq(candidateProfiles.userId, amy));
    const { records } = await exportCsv(`/admin/candidates/export-csv?keyword=${TAG}&sort=name`);
    expect(records[1]?.[1]).toBe(`'+${TAG}`);
    expect(records[1]?.[4]).toBe(`'${evil}`);
    await t.app.db
      .update(candidateProfiles)
      .set({ programme: before?.programme, chineseName: before?.chineseName })
      .where(eq(candidateProfiles.userId, amy));
  });

  it('records each export in the audit log with its filters and row count', async () => {
    const exports = () =>
      t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'admin.companies.exported'), eq(auditLog.actorUserId, adminId)));
    const before = (await exports()).length;
    await exportCsv(`/admin/companies/export-csv?keyword=${TAG}&approval=1`);
    const rows = await exports();
    expect(rows).toHaveLength(before + 1);
    const row = rows.find((r) => (r.details as { filters?: { approval?: number } }).filters?.approval === 1);
    expect(row).toMatchObject({
      entityType: 'user',
      entityId: adminId,
      details: { format: 'csv', list: 'companies', rowCount: 2, filters: { keyword: TAG, approval: 1 } },
    });
  });

  it('exports companies, jobs and applications with their labels', async () => {
    const companiesCsv = await exportCsv(`/admin/companies/export-csv?keyword=${TAG}&sort=name`);
    expect(dispositionFileName(companiesCsv.res.headers.get('content-disposition'))).toBe('companies-20260302.csv');
    expect(companiesCsv.records[0]?.[0]).toBe('Company ID');
    const beta = companiesCsv.records.find((row) => row[0] === formatCompanyCode(other.companyNumber));
    expect(beta?.slice(1, 5)).toEqual([`Beta ${TAG} Wealth Ltd`, other.email, 'Approved', 'GBA mainland']);

    const jobsCsv = await exportCsv(`/admin/jobs/export-csv?keyword=${TAG}&jobFunction=COMPLIANCE`);
    expect(jobsCsv.records.slice(1).map((row) => row.slice(0, 6))).toEqual([
      [`Quant ${TAG} Intern`, `Alpha ${TAG} Pay Ltd`, 'Open', 'Approved', 'Hong Kong', 'Compliance'],
    ]);

    const applicationsCsv = await exportCsv(`/admin/applications/export-csv?keyword=${TAG}%20trainee&sort=oldest`);
    expect(dispositionFileName(applicationsCsv.res.headers.get('content-disposition'))).toBe(
      'applications-20260302.csv',
    );
    expect(applicationsCsv.records.slice(1).map((row) => [row[0], row[6]])).toEqual([
      [`Amy ${TAG} Wong`, 'Screening'],
      [`Ben ${TAG} Lau`, 'New'],
      // The office's names of the stages (the stage table's, as its list and dashboard show them).
      [`Cat ${TAG} Ho`, 'Offered'],
    ]);
  });
});

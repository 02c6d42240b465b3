// A company's jobs: create, edit, status, delete, draft, the company job list, expiry and the
// admin's review. Each endpoint: 401, 403, 404 for another company's job, 400 per field, success.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ApprovalStatus } from '@fis/shared/enums';
import { JOB_STATUS_VALUES, JobStatus } from '@fis/shared/job-enums';
import { JOB_STATUS_TRANSITIONS } from '@fis/shared/job-status-schemas';
import { MAX_SKILLS } from '@fis/shared/limits';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, companies, jobDrafts } from '../src/db/schema.js';
import { LOCALES_DIR } from '../src/lib/catalogs.js';
import { expireJobs } from '../src/modules/jobs/expire-jobs.js';
import {
  buildJob,
  insertMedia,
  jobRow,
  postJob,
  setJob,
  signedInCandidate,
  signedInCompany,
} from './company-job-factories.js';
import { emailsTo, lastEmailTo, signedInAdmin, signInWithCode } from './factories.js';
import { call, startTestApp, TEST_ROUND_ID, type TestApp } from './helper.js';

const START = new Date('2026-03-02T02:00:00Z'); // 10:00 on 2 March 2026 in Hong Kong

let t: TestApp;
let adminToken: string;
let adminId: string;
let candidateToken: string;
let a: Awaited<ReturnType<typeof signedInCompany>>;
let b: Awaited<ReturnType<typeof signedInCompany>>;
beforeAll(async () => {
  t = await startTestApp();
  const admin = await signedInAdmin(t);
  adminToken = admin.token;
  adminId = admin.admin.id;
  candidateToken = (await signedInCandidate(t)).token;
  a = await signedInCompany(t, { companyName: 'Alpha Pay Ltd', language: 'cn' });
  b = await signedInCompany(t, { companyName: 'Beta Wealth Ltd' });
});
beforeEach(() => t.clock.set(START));
afterAll(() => t.close());

const emailCatalog = (lang: string) => JSON.parse(readFileSync(`${LOCALES_DIR}/${lang}/emails.json`, 'utf8'));

describe('POST /job/company-create-job', () => {
  const create = (token: string | undefined, body: unknown = buildJob()) =>
    call(t, 'POST', '/job/company-create-job', { token, body, lang: 'en' });

  it('answers 401 without a token; a candidate and the admin cannot create jobs (403)', async () => {
    expect((await create(undefined)).status).toBe(401);
    const candidate = await create(candidateToken);
    expect(candidate.status).toBe(403);
    expect(candidate.body.code).toBe('FORBIDDEN');
    expect((await create(adminToken)).status).toBe(403);
  });

  it('refuses each bad field with its code, on its field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ positionName: '' }, 'positionName', 'FIELD_REQUIRED'],
      [{ positionName: '   ' }, 'positionName', 'FIELD_INVALID'],
      [{ positionName: 'x'.repeat(201) }, 'positionName', 'FIELD_TOO_LONG'],
      [{ jobFunction: 'ALL' }, 'jobFunction', 'FIELD_INVALID'],
      [{ jobFunction: 'ASTRONAUT' }, 'jobFunction', 'FIELD_INVALID'],
      [{ jobFunction: undefined }, 'jobFunction', 'FIELD_REQUIRED'],
      [{ jobMode: 'SOMETIMES' }, 'jobMode', 'FIELD_INVALID'],
      [{ location: 'Tokyo' }, 'location', 'FIELD_INVALID'],
      [{ city: 0 }, 'city', 'FIELD_INVALID'],
      [{ city: 13 }, 'city', 'FIELD_INVALID'],
      [{ city: '1' }, 'city', 'FIELD_INVALID'],
      [{ skills: Array.from({ length: MAX_SKILLS + 1 }, (_, i) => `skill ${i}`) }, 'skills', 'TOO_MANY_ITEMS'],
      [{ skills: ['x'.repeat(51)] }, 'skills.0', 'FIELD_TOO_LONG'],
      [{ skills: 'Python' }, 'skills', 'FIELD_INVALID'],
      [{ salary: -1 }, 'salary', 'FIELD_INVALID'],
      [{ salary: '12000' }, 'salary', 'FIELD_INVALID'],
      [{ salary: 1e11 }, 'salary', 'FIELD_INVALID'],
      [{ currency: 'BTC' }, 'currency', 'FIELD_INVALID'],
      [{ payFrequency: 'PER_FORTNIGHT' }, 'payFrequency', 'FIELD_INVALID'],
      [{ contractType: 'INTERN' }, 'contractType', 'FIELD_INVALID'],
      [{ expiresOn: '' }, 'expiresOn', 'FIELD_REQUIRED'],
      [{ expiresOn: '2026-02-30' }, 'expiresOn', 'FIELD_INVALID'],
      [{ expiresOn: '30/06/2026' }, 'expiresOn', 'FIELD_INVALID'],
      [{ description: undefined }, 'description', 'FIELD_REQUIRED'],
      [{ description: 'x'.repeat(5001) }, 'description', 'FIELD_TOO_LONG'],
      [{ requirements: '' }, 'requirements', 'FIELD_REQUIRED'],
      [{ requirements: 'x'.repeat(5001) }, 'requirements', 'FIELD_TOO_LONG'],
    ];
    for (const [override, field, code] of cases) {
      const res = await create(a.token, buildJob(override));
      expect(res.status, JSON.stringify(override).slice(0, 80)).toBe(400);
      expect(res.body.fields, JSON.stringify(override).slice(0, 80)).toContainEqual(
        expect.objectContaining({ field, code }),
      );
    }
  });

  it('refuses an expiry date before today in Hong Kong (DATE_IN_PAST), and accepts today', async () => {
    const past = await create(a.token, buildJob({ expiresOn: '2026-03-01' }));
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({
      code: 'DATE_IN_PAST',
      field: 'expiresOn',
      message: 'The date cannot be in the past',
    });
    expect((await create(a.token, buildJob({ expiresOn: '2026-03-02' }))).status).toBe(201);
    // 17:30 UTC on 2 March is already 3 March in Hong Kong.
    t.clock.set(new Date('2026-03-02T17:30:00Z'));
    const late = await signedInCompany(t);
    expect((await create(late.token, buildJob({ expiresOn: '2026-03-02' }))).body.code).toBe('DATE_IN_PAST');
    expect((await create(late.token, buildJob({ expiresOn: '2026-03-03' }))).status).toBe(201);
  });

  it('creates an open job waiting for approval, tells the company to wait, and clears its draft', async () => {
    await call(t, 'PUT', '/job/draft', { token: a.token, body: { positionName: 'Half done' } });
    const res = await create(a.token, buildJob({ skills: ['Python', 'python', ' SQL '], salary: null }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Create a new job successfully');
    expect(res.body.notice).toBe(
      'Your job was submitted. Please wait for the administrator to approve it before candidates can see it.',
    );
    expect(res.body.job).toMatchObject({
      id: expect.any(String),
      companyId: a.companyId,
      companyName: 'Alpha Pay Ltd',
      positionName: 'FinTech Summer Intern',
      skills: ['Python', 'SQL'],
      salary: null,
      expiresOn: '2026-06-30',
      status: JobStatus.OPEN,
      approvalStatus: ApprovalStatus.PENDING,
      postedAt: null,
      reviewedAt: null,
      viewCount: 0,
    });
    expect((await call(t, 'GET', '/job/draft', { token: a.token })).body).toEqual({ data: null, updatedAt: null });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, res.body.job.id), eq(auditLog.action, 'job.created')));
    expect(audit?.actorUserId).toBe(a.userId);
  });

  it('cannot set approval, status, posted date, view count, company or id through the body', async () => {
    const forged = randomUUID();
    const res = await create(a.token, {
      ...buildJob(),
      id: forged,
      companyId: b.companyId,
      status: JobStatus.CLOSED,
      approvalStatus: ApprovalStatus.APPROVED,
      postedAt: '2020-01-01T00:00:00Z',
      reviewedBy: adminId,
      viewCount: 999,
      deletedAt: '2020-01-01T00:00:00Z',
      searchText: 'forged',
    });
    expect(res.status).toBe(201);
    const row = await jobRow(t, res.body.job.id);
    expect(row).toMatchObject({
      companyId: a.companyId,
      status: JobStatus.OPEN,
      approvalStatus: ApprovalStatus.PENDING,
      postedAt: null,
      reviewedBy: null,
      viewCount: 0,
      deletedAt: null,
    });
    expect(row?.id).not.toBe(forged);
    expect(row?.searchText).toContain('fintech summer intern');
  });

  it('refuses a company no longer approved (403)', async () => {
    const c = await signedInCompany(t);
    await t.app.db
      .update(companies)
      .set({ approvalStatus: ApprovalStatus.REJECTED })
      .where(eq(companies.id, c.companyId));
    expect((await create(c.token)).status).toBe(403);
  });
});

describe('PUT /job/update/:id', () => {
  const edit = (token: string | undefined, id: string, body: unknown = buildJob()) =>
    call(t, 'PUT', `/job/update/${id}`, { token, body, lang: 'en' });

  it("answers 401, 403 to a candidate, 404 for another company's job or an unknown one, 400 per field", async () => {
    const job = await postJob(t, a.token);
    expect((await edit(undefined, job.id)).status).toBe(401);
    expect((await edit(candidateToken, job.id)).status).toBe(403);
    const other = await edit(b.token, job.id);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('NOT_FOUND');
    expect((await edit(a.token, randomUUID())).status).toBe(404);
    expect((await edit(a.token, 'not-a-uuid')).status).toBe(400);
    expect((await edit(a.token, job.id, buildJob({ salary: -5 }))).body.fields).toContainEqual(
      expect.objectContaining({ field: 'salary', code: 'FIELD_INVALID' }),
    );
    expect((await edit(a.token, job.id, buildJob({ expiresOn: '2026-01-01' }))).body).toMatchObject({
      code: 'DATE_IN_PAST',
      field: 'expiresOn',
    });
    expect((await jobRow(t, job.id))?.positionName).toBe('FinTech Summer Intern');
  });

  it('edits a waiting job: it keeps waiting, and the company is told so', async () => {
    const job = await postJob(t, a.token);
    const res = await edit(a.token, job.id, buildJob({ positionName: 'Data Intern', skills: ['R'] }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Edit job successfully');
    expect(res.body.notice).toEqual(expect.any(String));
    expect(res.body.job).toMatchObject({ positionName: 'Data Intern', skills: ['R'], approvalStatus: 0 });
  });

  it('sends an approved job back for approval when its content changes, not when only the expiry moves', async () => {
    const job = await postJob(t, a.token);
    await call(t, 'POST', `/admin/jobs/${job.id}/approve`, { token: adminToken });
    const approved = await jobRow(t, job.id);
    expect(approved?.approvalStatus).toBe(ApprovalStatus.APPROVED);

    const extended = await edit(a.token, job.id, buildJob({ expiresOn: '2026-08-31' }));
    expect(extended.body.job).toMatchObject({ approvalStatus: ApprovalStatus.APPROVED, expiresOn: '2026-08-31' });
    expect(extended.body.notice).toBeUndefined();

    const changed = await edit(a.token, job.id, buildJob({ expiresOn: '2026-08-31', salary: 15000 }));
    expect(changed.body.job).toMatchObject({ approvalStatus: ApprovalStatus.PENDING, reviewedAt: null, salary: 15000 });
    expect(changed.body.notice).toEqual(expect.any(String));
    // The first posting date stays, also after the second approval.
    expect(changed.body.job.postedAt).toBe(approved?.postedAt?.toISOString());
    t.clock.advance(24 * 60 * 60 * 1000);
    await call(t, 'POST', `/admin/jobs/${job.id}/approve`, { token: adminToken });
    expect((await jobRow(t, job.id))?.postedAt?.toISOString()).toBe(approved?.postedAt?.toISOString());
  });

  it('resubmits a rejected job, reopens an expired one with a new date, and refuses a closed one (409)', async () => {
    const rejected = await postJob(t, a.token);
    await call(t, 'POST', `/admin/jobs/${rejected.id}/reject`, { token: adminToken, body: {} });
    expect((await edit(a.token, rejected.id)).body.job.approvalStatus).toBe(ApprovalStatus.PENDING);

    const expired = await postJob(t, a.token);
    await setJob(t, expired.id, { status: JobStatus.EXPIRED, expiresOn: '2026-02-01' });
    expect((await edit(a.token, expired.id, buildJob({ expiresOn: '2026-07-01' }))).body.job.status).toBe(
      JobStatus.OPEN,
    );

    const closed = await postJob(t, a.token);
    await setJob(t, closed.id, { status: JobStatus.CLOSED });
    const res = await edit(a.token, closed.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CONFLICT');
  });

  it('cannot set approval, status, posted date, view count or company through the body', async () => {
    const job = await postJob(t, a.token);
    const res = await edit(a.token, job.id, {
      ...buildJob({ positionName: 'Renamed' }),
      companyId: b.companyId,
      status: JobStatus.CLOSED,
      approvalStatus: ApprovalStatus.APPROVED,
      postedAt: '2020-01-01T00:00:00Z',
      viewCount: 999,
    });
    expect(res.status).toBe(200);
    expect(await jobRow(t, job.id)).toMatchObject({
      positionName: 'Renamed',
      companyId: a.companyId,
      status: JobStatus.OPEN,
      approvalStatus: ApprovalStatus.PENDING,
      postedAt: null,
      viewCount: 0,
    });
  });

  it("lets the admin edit any company's job through /admin/jobs, with a reason, keeping its approval", async () => {
    const job = await postJob(t, b.token);
    await call(t, 'POST', `/admin/jobs/${job.id}/approve`, { token: adminToken });
    // Here the admin has no way around the reason the company reads (docs/decisions/023).
    expect((await edit(adminToken, job.id, buildJob())).status).toBe(403);
    const res = await call(t, 'PUT', `/admin/jobs/${job.id}`, {
      token: adminToken,
      body: { ...buildJob({ positionName: 'Corrected by the office' }), reason: 'The title had a typo.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.job).toMatchObject({ positionName: 'Corrected by the office', approvalStatus: 1 });
  });
});

describe('PUT /job/update/status/:id', () => {
  const move = (token: string | undefined, id: string, status: unknown) =>
    call(t, 'PUT', `/job/update/status/${id}`, { token, body: { status }, lang: 'en' });

  it("answers 401, 403 to a candidate, 404 for another company's job, 400 for an unknown status", async () => {
    const job = await postJob(t, a.token);
    expect((await move(undefined, job.id, 2)).status).toBe(401);
    expect((await move(candidateToken, job.id, 2)).status).toBe(403);
    expect((await move(b.token, job.id, 2)).status).toBe(404);
    expect((await move(a.token, randomUUID(), 2)).status).toBe(404);
    for (const bad of [0, 5, '2', null, 1.5]) {
      const res = await move(a.token, job.id, bad);
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.field).toBe('status');
    }
    expect((await jobRow(t, job.id))?.status).toBe(JobStatus.OPEN);
  });

  it('allows exactly the moves of the table and answers 409 to every other', async () => {
    const job = await postJob(t, a.token);
    const allowed: string[] = [];
    for (const from of JOB_STATUS_VALUES) {
      for (const to of JOB_STATUS_VALUES) {
        await setJob(t, job.id, { status: from });
        const res = await move(a.token, job.id, to);
        const ok = (JOB_STATUS_TRANSITIONS[from] as readonly number[]).includes(to);
        expect(res.status, `${from} → ${to}`).toBe(ok ? 200 : 409);
        expect((await jobRow(t, job.id))?.status, `${from} → ${to}`).toBe(ok ? to : from);
        if (ok) {
          expect(res.body).toMatchObject({ message: 'Updated successfully', job: { status: to } });
          allowed.push(`${from}→${to}`);
        } else expect(res.body.code).toBe('CONFLICT');
      }
    }
    // open ↔ on hold; open, on hold and expired → closed; closed is final; expired only by the task.
    expect(allowed.sort()).toEqual(['1→2', '1→3', '2→1', '2→3', '4→3']);
  });

  it('refuses to reopen a job whose expiry date has passed (409)', async () => {
    const job = await postJob(t, a.token, { expiresOn: '2026-03-05' });
    expect((await move(a.token, job.id, 2)).status).toBe(200);
    // Before the expiry task has run: the date alone forbids reopening.
    t.clock.set(new Date('2026-03-06T02:00:00Z'));
    const token = await signInWithCode(t, '/auth/company-login', a.email);
    expect((await move(token, job.id, 1)).status).toBe(409);
    expect((await jobRow(t, job.id))?.status).toBe(JobStatus.ON_HOLD);
    expect((await move(token, job.id, 3)).status).toBe(200);
  });

  it("lets the admin close any company's job through /admin/jobs, with a reason", async () => {
    const job = await postJob(t, b.token);
    expect((await move(adminToken, job.id, JobStatus.CLOSED)).status).toBe(403);
    const res = await call(t, 'POST', `/admin/jobs/${job.id}/close`, {
      token: adminToken,
      body: { reason: 'The position is filled.' },
    });
    expect(res.status).toBe(200);
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, job.id), eq(auditLog.action, 'job.status_changed_by_admin')));
    expect(audit).toMatchObject({ actorUserId: adminId, details: { from: 1, to: 3 } });
  });
});

describe('DELETE /job/:id', () => {
  it("answers 401, 403 to a candidate, 404 for another company's job; deletes softly with 'Job deleted'", async () => {
    const job = await postJob(t, a.token);
    expect((await call(t, 'DELETE', `/job/${job.id}`)).status).toBe(401);
    expect((await call(t, 'DELETE', `/job/${job.id}`, { token: candidateToken })).status).toBe(403);
    expect((await call(t, 'DELETE', `/job/${job.id}`, { token: b.token })).status).toBe(404);
    const res = await call(t, 'DELETE', `/job/${job.id}`, { token: a.token, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Job deleted' });
    expect((await jobRow(t, job.id))?.deletedAt).toEqual(START);
    expect((await call(t, 'DELETE', `/job/${job.id}`, { token: a.token })).status).toBe(404);
    expect((await call(t, 'GET', `/job/company-jobs/${job.id}`, { token: a.token })).status).toBe(404);
    expect((await call(t, 'PUT', `/job/update/${job.id}`, { token: a.token, body: buildJob() })).status).toBe(404);
    const list = await call(t, 'GET', '/job/company-jobs?take=100', { token: a.token });
    expect(list.body.items.map((j: { id: string }) => j.id)).not.toContain(job.id);
  });

  it("lets the admin delete any company's job through /admin/jobs, with a reason", async () => {
    const job = await postJob(t, b.token);
    expect((await call(t, 'DELETE', `/job/${job.id}`, { token: adminToken })).status).toBe(403);
    const res = await call(t, 'DELETE', `/admin/jobs/${job.id}`, {
      token: adminToken,
      body: { reason: 'A duplicate.' },
    });
    expect(res.status).toBe(200);
    expect((await jobRow(t, job.id))?.deletedAt).not.toBeNull();
  });
});

describe('GET and PUT /job/draft', () => {
  it('answers 401, and 403 to a candidate and the admin', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const body = method === 'PUT' ? { positionName: 'x' } : undefined;
      expect((await call(t, method, '/job/draft', { body })).status).toBe(401);
      expect((await call(t, method, '/job/draft', { body, token: candidateToken })).status).toBe(403);
      expect((await call(t, method, '/job/draft', { body, token: adminToken })).status).toBe(403);
    }
  });

  it('keeps one partial draft per company; another company never sees it', async () => {
    const c = await signedInCompany(t);
    const d = await signedInCompany(t);
    expect((await call(t, 'GET', '/job/draft', { token: c.token })).body).toEqual({ data: null, updatedAt: null });
    const draft = {
      positionName: 'Risk analyst intern',
      skills: ['Excel'],
      salary: null,
      jobMode: 'REMOTE',
      expiresOn: '',
    };
    const saved = await call(t, 'PUT', '/job/draft', { token: c.token, body: draft });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ data: draft, updatedAt: START.toISOString() });
    const second = await call(t, 'PUT', '/job/draft', { token: c.token, body: { positionName: 'Second' } });
    expect(second.body.data).toEqual({ positionName: 'Second' });
    expect((await call(t, 'GET', '/job/draft', { token: c.token })).body.data).toEqual({ positionName: 'Second' });
    expect((await call(t, 'GET', '/job/draft', { token: d.token })).body).toEqual({ data: null, updatedAt: null });
    const rows = await t.app.db.select().from(jobDrafts).where(eq(jobDrafts.companyId, c.companyId));
    expect(rows).toHaveLength(1);
    expect((await call(t, 'DELETE', '/job/draft', { token: c.token })).status).toBe(204);
    expect((await call(t, 'GET', '/job/draft', { token: c.token })).body.data).toBeNull();
  });

  it('keeps the round chosen with the draft', async () => {
    const c = await signedInCompany(t);
    const draft = { positionName: 'Round analyst intern', roundId: TEST_ROUND_ID };
    expect((await call(t, 'PUT', '/job/draft', { token: c.token, body: draft })).body.data).toEqual(draft);
    expect((await call(t, 'GET', '/job/draft', { token: c.token })).body.data).toEqual(draft);
  });

  it('refuses a draft with values of the wrong kind, too many skills or unknown choices', async () => {
    for (const [body, field] of [
      [{ roundId: 'not-a-round' }, 'roundId'],
      [{ skills: Array.from({ length: MAX_SKILLS + 1 }, (_, i) => `s${i}`) }, 'skills'],
      [{ salary: -1 }, 'salary'],
      [{ jobMode: 'SOMETIMES' }, 'jobMode'],
      [{ positionName: 42 }, 'positionName'],
      [{ description: 'x'.repeat(5001) }, 'description'],
    ] as const) {
      const res = await call(t, 'PUT', '/job/draft', { token: a.token, body });
      expect(res.status, field).toBe(400);
      expect(res.body.field).toBe(field);
    }
  });
});

describe('GET /job/company-jobs', () => {
  let c: Awaited<ReturnType<typeof signedInCompany>>;
  const ids: string[] = [];
  beforeAll(async () => {
    c = await signedInCompany(t);
    for (let i = 0; i < 12; i++) {
      t.clock.set(new Date(START.getTime() + i * 60_000));
      const job = await postJob(t, c.token, { positionName: `Job ${i}` });
      ids.push(job.id);
      await setJob(t, job.id, { viewCount: (i * 7) % 12 });
    }
    await setJob(t, ids[0] as string, { status: JobStatus.ON_HOLD });
    await setJob(t, ids[1] as string, { status: JobStatus.EXPIRED });
    await setJob(t, ids[2] as string, { approvalStatus: ApprovalStatus.APPROVED });
  });

  it('answers 401 and 403 to a candidate', async () => {
    expect((await call(t, 'GET', '/job/company-jobs')).status).toBe(401);
    expect((await call(t, 'GET', '/job/company-jobs', { token: candidateToken })).status).toBe(403);
  });

  it('pages its own jobs, 10 by default, newest first, with the total', async () => {
    const res = await call(t, 'GET', '/job/company-jobs', { token: c.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 12, page: 1, take: 10 });
    expect(res.body.items).toHaveLength(10);
    expect(res.body.items[0]).toEqual({
      id: ids[11],
      companyId: c.companyId,
      companyName: expect.any(String),
      positionName: 'Job 11',
      jobFunction: 'TECHNOLOGY',
      jobMode: 'HYBRID',
      location: 'HongKong',
      city: 1,
      status: 1,
      approvalStatus: 0,
      reviewReason: null,
      postedAt: null,
      expiresOn: '2026-06-30',
      viewCount: (11 * 7) % 12,
      createdAt: expect.any(String),
    });
    const page2 = await call(t, 'GET', '/job/company-jobs?page=2', { token: c.token });
    expect(page2.body.items.map((j: { id: string }) => j.id)).toEqual([ids[1], ids[0]]);
  });

  it('sorts oldest first and most viewed first', async () => {
    const oldest = await call(t, 'GET', '/job/company-jobs?sort=oldest&take=3', { token: c.token });
    expect(oldest.body.items.map((j: { id: string }) => j.id)).toEqual(ids.slice(0, 3));
    const viewed = await call(t, 'GET', '/job/company-jobs?sort=most_viewed&take=100', { token: c.token });
    const counts = viewed.body.items.map((j: { viewCount: number }) => j.viewCount);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    expect(counts[0]).toBe(11);
  });

  it('filters by status and by approval', async () => {
    const onHold = await call(t, 'GET', '/job/company-jobs?status=2', { token: c.token });
    expect(onHold.body).toMatchObject({ total: 1, items: [{ id: ids[0], status: 2 }] });
    const expired = await call(t, 'GET', '/job/company-jobs?status=4', { token: c.token });
    expect(expired.body.items.map((j: { id: string }) => j.id)).toEqual([ids[1]]);
    const approved = await call(t, 'GET', '/job/company-jobs?approvalStatus=1', { token: c.token });
    expect(approved.body.items.map((j: { id: string }) => j.id)).toEqual([ids[2]]);
    const open = await call(t, 'GET', '/job/company-jobs?status=1&approvalStatus=0&take=100', { token: c.token });
    expect(open.body.total).toBe(9);
  });

  it('finds its jobs by part of the position name, in any case, % and _ matching themselves', async () => {
    const byName = async (keyword: string) =>
      (await call(t, 'GET', `/job/company-jobs?take=100&keyword=${encodeURIComponent(keyword)}`, { token: c.token }))
        .body;
    expect((await byName('job 1')).items.map((j: { id: string }) => j.id)).toEqual([ids[11], ids[10], ids[1]]);
    expect((await byName('JOB 7')).items.map((j: { id: string }) => j.id)).toEqual([ids[7]]);
    expect((await byName('Job_')).total).toBe(0);
    expect((await byName('%')).total).toBe(0);
    expect((await byName('  ')).total).toBe(12);
    // Another company's job of the same name is not found.
    await postJob(t, b.token, { positionName: 'Job 7' });
    expect((await byName('Job 7')).total).toBe(1);
  });

  it('refuses an unknown sort, status or page size (400)', async () => {
    for (const query of ['sort=random', 'status=9', 'approvalStatus=5', 'take=1000', 'page=0', 'status=open']) {
      expect((await call(t, 'GET', `/job/company-jobs?${query}`, { token: c.token })).status, query).toBe(400);
    }
  });

  it("never lists another company's jobs; the admin sees all, or one company's", async () => {
    const other = await call(t, 'GET', '/job/company-jobs?take=100', { token: b.token });
    const otherIds = other.body.items.map((j: { id: string }) => j.id);
    expect(otherIds.some((id: string) => ids.includes(id))).toBe(false);
    // A company cannot widen its list with companyId.
    const widened = await call(t, 'GET', `/job/company-jobs?take=100&companyId=${c.companyId}`, { token: b.token });
    expect(widened.body.items.map((j: { id: string }) => j.id)).toEqual(otherIds);
    const admin = await call(t, 'GET', `/job/company-jobs?companyId=${c.companyId}`, { token: adminToken });
    expect(admin.body.total).toBe(12);
    const all = await call(t, 'GET', '/job/company-jobs?take=1', { token: adminToken });
    expect(all.body.total).toBeGreaterThan(12);
  });
});

describe('GET /job/company-jobs/:id', () => {
  it("answers 401, 403 to a candidate, 404 for another company's job, and the job to its company and the admin", async () => {
    const job = await postJob(t, a.token);
    expect((await call(t, 'GET', `/job/company-jobs/${job.id}`)).status).toBe(401);
    expect((await call(t, 'GET', `/job/company-jobs/${job.id}`, { token: candidateToken })).status).toBe(403);
    expect((await call(t, 'GET', `/job/company-jobs/${job.id}`, { token: b.token })).status).toBe(404);
    const own = await call(t, 'GET', `/job/company-jobs/${job.id}`, { token: a.token });
    expect(own.status).toBe(200);
    expect(own.body).toEqual(job);
    expect((await call(t, 'GET', `/job/company-jobs/${job.id}`, { token: adminToken })).body).toEqual(job);
  });
});

describe('expiry', () => {
  it('expires open and on-hold jobs after their last day (Hong Kong), by the task run with the clock', async () => {
    const c = await signedInCompany(t);
    const open = await postJob(t, c.token, { expiresOn: '2026-03-10' });
    const onHold = await postJob(t, c.token, { expiresOn: '2026-03-10' });
    const closed = await postJob(t, c.token, { expiresOn: '2026-03-10' });
    const deleted = await postJob(t, c.token, { expiresOn: '2026-03-10' });
    const later = await postJob(t, c.token, { expiresOn: '2026-03-11' });
    await setJob(t, onHold.id, { status: JobStatus.ON_HOLD });
    await setJob(t, closed.id, { status: JobStatus.CLOSED });
    await call(t, 'DELETE', `/job/${deleted.id}`, { token: c.token });

    const mine = [open.id, onHold.id, closed.id, deleted.id, later.id];
    const ofMine = (ids: string[]) => ids.filter((id) => mine.includes(id)).sort();

    // 23:59 on 10 March in Hong Kong: still the last day.
    t.clock.set(new Date('2026-03-10T15:59:00Z'));
    expect(ofMine(await expireJobs(t.app.services))).toEqual([]);

    // 00:01 on 11 March in Hong Kong.
    t.clock.set(new Date('2026-03-10T16:01:00Z'));
    expect(ofMine(await expireJobs(t.app.services))).toEqual([open.id, onHold.id].sort());
    expect((await jobRow(t, open.id))?.status).toBe(JobStatus.EXPIRED);
    expect((await jobRow(t, onHold.id))?.status).toBe(JobStatus.EXPIRED);
    expect((await jobRow(t, closed.id))?.status).toBe(JobStatus.CLOSED);
    expect((await jobRow(t, deleted.id))?.status).toBe(JobStatus.OPEN);
    expect((await jobRow(t, later.id))?.status).toBe(JobStatus.OPEN);
    expect(await expireJobs(t.app.services)).toEqual([]);
    t.clock.set(START);
    const list = await call(t, 'GET', '/job/company-jobs?status=4', { token: c.token });
    expect(list.body.total).toBe(2);
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, open.id));
    expect(audits.map((x) => x.action)).toContain('job.expired');
  });

  it('is scheduled on the queue every 10 minutes, Hong Kong time', async () => {
    const schedules = (await t.app.services.boss.getSchedules()) as { name: string; cron: string; timezone: string }[];
    expect(schedules).toContainEqual(
      expect.objectContaining({ name: 'job-expiry', cron: '*/10 * * * *', timezone: 'Asia/Hong_Kong' }),
    );
  });
});

describe('the admin reviews jobs: GET /admin/jobs, POST /admin/jobs/:id/approve and /reject', () => {
  it('answers 401, and 403 to a company and a candidate', async () => {
    const job = await postJob(t, a.token);
    for (const [method, path] of [
      ['GET', '/admin/job-approvals'],
      ['POST', `/admin/jobs/${job.id}/approve`],
      ['POST', `/admin/jobs/${job.id}/reject`],
    ] as const) {
      expect((await call(t, method, path)).status).toBe(401);
      expect((await call(t, method, path, { token: a.token })).status).toBe(403);
      expect((await call(t, method, path, { token: candidateToken })).status).toBe(403);
    }
    expect((await jobRow(t, job.id))?.approvalStatus).toBe(ApprovalStatus.PENDING);
  });

  it('lists waiting jobs oldest first with paging, and refuses an unknown status', async () => {
    const first = await postJob(t, b.token, { positionName: 'Waiting first' });
    t.clock.advance(60_000);
    const second = await postJob(t, b.token, { positionName: 'Waiting second' });
    const res = await call(t, 'GET', '/admin/job-approvals?status=0&take=100', { token: adminToken });
    expect(res.status).toBe(200);
    const listed = res.body.items.map((j: { id: string }) => j.id);
    expect(listed.indexOf(first.id)).toBeLessThan(listed.indexOf(second.id));
    expect(res.body.items.find((j: { id: string }) => j.id === first.id)).toMatchObject({
      companyName: 'Beta Wealth Ltd',
      description: expect.any(String),
      requirements: expect.any(String),
    });
    expect(res.body).toMatchObject({ total: expect.any(Number), page: 1, take: 100 });
    const paged = await call(t, 'GET', '/admin/job-approvals?take=1&page=2', { token: adminToken });
    expect(paged.body.items).toHaveLength(1);
    expect((await call(t, 'GET', '/admin/job-approvals?status=3', { token: adminToken })).status).toBe(400);
  });

  it('says since when each job waits, from its latest submission, and marks one waiting past the working days allowed', async () => {
    // Friday 10:00 in Hong Kong; due three working days later, Wednesday 10:00.
    t.clock.set(new Date('2026-03-06T02:00:00Z'));
    const company = await signedInCompany(t, { companyName: 'Waiting Pay Ltd' });
    const older = await postJob(t, company.token, { positionName: 'Older waiting intern' });
    const resubmitted = await postJob(t, company.token, { positionName: 'Resubmitted intern' });
    const friday = await signedInAdmin(t);
    await call(t, 'POST', `/admin/jobs/${resubmitted.id}/reject`, { token: friday.token, body: {} });
    // Monday: put on hold, the older job changes, but the company submitted nothing new.
    t.clock.set(new Date('2026-03-09T02:00:00Z'));
    const monday = await signInWithCode(t, '/auth/company-login', company.email);
    const held = await call(t, 'PUT', `/job/update/status/${older.id}`, {
      token: monday,
      body: { status: JobStatus.ON_HOLD },
    });
    expect(held.status).toBe(200);
    // Tuesday 10:00: the rejected job is edited, so submitted again; due Friday 10:00.
    t.clock.set(new Date('2026-03-10T02:00:00Z'));
    const tuesday = await signInWithCode(t, '/auth/company-login', company.email);
    const edited = await call(t, 'PUT', `/job/update/${resubmitted.id}`, {
      token: tuesday,
      body: buildJob({ positionName: 'Resubmitted intern', salary: 13000 }),
    });
    expect(edited.body.job).toMatchObject({ approvalStatus: ApprovalStatus.PENDING });
    // Wednesday 09:59: not yet. (An officer signed in now: a session of Friday has ended.)
    t.clock.set(new Date('2026-03-11T01:59:00Z'));
    const officer = await signedInAdmin(t);
    const queue = async () =>
      (await call(t, 'GET', '/admin/job-approvals?status=0&take=100', { token: officer.token })).body.items as {
        id: string;
      }[];
    const seen = async (id: string) => (await queue()).find((j) => j.id === id);
    expect(await seen(older.id)).toMatchObject({ waitingSince: '2026-03-06T02:00:00.000Z', pastDue: false });
    // Wednesday 10:01: the older one is past due, the one submitted again on Tuesday not.
    t.clock.set(new Date('2026-03-11T02:01:00Z'));
    expect(await seen(older.id)).toMatchObject({ waitingSince: '2026-03-06T02:00:00.000Z', pastDue: true });
    expect(await seen(resubmitted.id)).toMatchObject({ waitingSince: '2026-03-10T02:00:00.000Z', pastDue: false });
    // Oldest submission first, whatever moved the jobs since.
    const order = (await queue()).map((j) => j.id);
    expect(order.indexOf(older.id)).toBeLessThan(order.indexOf(resubmitted.id));
    // Decided, it no longer waits.
    expect((await call(t, 'POST', `/admin/jobs/${older.id}/approve`, { token: officer.token })).status).toBe(200);
    const approved = await call(t, 'GET', '/admin/job-approvals?status=1&take=100', { token: officer.token });
    expect(approved.body.items.find((j: { id: string }) => j.id === older.id)).toMatchObject({
      waitingSince: null,
      pastDue: false,
    });
  });

  it("shows each job's company logo where the company uploaded one", async () => {
    const withLogo = await signedInCompany(t, { companyName: 'Logo Pay Ltd' });
    const logo = await insertMedia(t, withLogo.userId, 'logo');
    await t.app.db.update(companies).set({ logoMediaId: logo.id }).where(eq(companies.id, withLogo.companyId));
    const logoJob = await postJob(t, withLogo.token, { positionName: 'Logo intern' });
    const plainJob = await postJob(t, b.token, { positionName: 'Plain intern' });
    const res = await call(t, 'GET', '/admin/job-approvals?status=0&take=100', { token: adminToken });
    const find = (id: string) => res.body.items.find((j: { id: string }) => j.id === id);
    expect(find(logoJob.id)).toMatchObject({ companyName: 'Logo Pay Ltd', companyLogoUrl: `/api/v1/media/${logo.id}` });
    expect(find(plainJob.id)).toMatchObject({ companyName: 'Beta Wealth Ltd', companyLogoUrl: null });
  });

  it("names each job's company in the reader's language where it has a Chinese name", async () => {
    const named = await signedInCompany(t, { companyName: 'Harbour Ledger Ltd' });
    await t.app.db.update(companies).set({ nameZh: '港灣賬簿有限公司' }).where(eq(companies.id, named.companyId));
    const job = await postJob(t, named.token, { positionName: 'Ledger intern' });
    const nameIn = async (lang: 'en' | 'zh' | 'cn') => {
      const res = await call(t, 'GET', '/admin/job-approvals?status=0&take=100', { token: adminToken, lang });
      return res.body.items.find((j: { id: string }) => j.id === job.id)?.companyName;
    };
    expect(await nameIn('en')).toBe('Harbour Ledger Ltd');
    expect(await nameIn('zh')).toBe('港灣賬簿有限公司');
  });

  it('approves: posted date set, candidates may see it, the company is emailed in its language', async () => {
    const job = await postJob(t, a.token);
    t.clock.advance(3_600_000);
    const res = await call(t, 'POST', `/admin/jobs/${job.id}/approve`, { token: adminToken, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.job).toMatchObject({
      approvalStatus: ApprovalStatus.APPROVED,
      postedAt: t.clock.now().toISOString(),
      reviewedAt: t.clock.now().toISOString(),
    });
    expect((await jobRow(t, job.id))?.reviewedBy).toBe(adminId);
    const mail = await lastEmailTo(t, a.email);
    expect(mail).toMatchObject({ template: 'jobApproved', language: 'cn' });
    expect(mail?.subject).toBe(
      emailCatalog('cn').jobApproved.subject.replace('{{positionName}}', 'FinTech Summer Intern'),
    );
    expect(mail?.textBody).toContain(`http://app.test/company/job/${job.id}`);
    const approvedList = await call(t, 'GET', '/admin/job-approvals?status=1&take=100', { token: adminToken });
    expect(approvedList.body.items.map((j: { id: string }) => j.id)).toContain(job.id);
    const again = await call(t, 'POST', `/admin/jobs/${job.id}/approve`, { token: adminToken });
    expect(again.status).toBe(409);
    expect((await call(t, 'POST', `/admin/jobs/${job.id}/reject`, { token: adminToken, body: {} })).status).toBe(409);
  });

  it('rejects with a reason the company reads in its email; unknown and deleted jobs answer 404', async () => {
    const job = await postJob(t, b.token, { positionName: 'Vague intern' });
    const before = (await emailsTo(t, b.email)).length;
    const res = await call(t, 'POST', `/admin/jobs/${job.id}/reject`, {
      token: adminToken,
      body: { reason: 'Please state the monthly allowance.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.job).toMatchObject({ approvalStatus: ApprovalStatus.REJECTED, postedAt: null });
    const mails = await emailsTo(t, b.email);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1);
    expect(mail).toMatchObject({ template: 'jobRejected', language: 'zh' });
    expect(mail?.textBody).toContain('Please state the monthly allowance.');
    expect(mail?.textBody).toContain('Vague intern');
    const tooLong = await call(t, 'POST', `/admin/jobs/${job.id}/reject`, {
      token: adminToken,
      body: { reason: 'x'.repeat(1001) },
    });
    expect(tooLong.status).toBe(400);

    expect((await call(t, 'POST', `/admin/jobs/${randomUUID()}/approve`, { token: adminToken })).status).toBe(404);
    const gone = await postJob(t, b.token);
    await call(t, 'DELETE', `/job/${gone.id}`, { token: b.token });
    expect((await call(t, 'POST', `/admin/jobs/${gone.id}/approve`, { token: adminToken })).status).toBe(404);
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, job.id), eq(auditLog.action, 'job.rejected')));
    expect(audit).toMatchObject({ actorUserId: adminId, details: { reason: 'Please state the monthly allowance.' } });
  });

  it('keeps the reason of a rejection for the company (list and job) and the admin’s Rejected tab (issue 10)', async () => {
    const reason = 'Please state the monthly allowance.';
    const job = await postJob(t, b.token, { positionName: 'Reasoned intern' });
    const plain = await postJob(t, b.token, { positionName: 'Unreasoned intern' });
    expect((await call(t, 'GET', `/job/company-jobs/${job.id}`, { token: b.token })).body.reviewReason).toBeNull();
    await call(t, 'POST', `/admin/jobs/${job.id}/reject`, { token: adminToken, body: { reason } });
    await call(t, 'POST', `/admin/jobs/${plain.id}/reject`, { token: adminToken, body: {} });

    const own = await call(t, 'GET', `/job/company-jobs/${job.id}`, { token: b.token });
    expect(own.body).toMatchObject({ approvalStatus: ApprovalStatus.REJECTED, reviewReason: reason });
    const list = await call(t, 'GET', '/job/company-jobs?approvalStatus=2&take=100', { token: b.token });
    const listed = (id: string) => list.body.items.find((i: { id: string }) => i.id === id);
    expect(listed(job.id)).toMatchObject({ approvalStatus: ApprovalStatus.REJECTED, reviewReason: reason });
    expect(listed(plain.id)).toMatchObject({ reviewReason: null });
    const tab = await call(t, 'GET', '/admin/job-approvals?status=2&take=100', { token: adminToken });
    expect(tab.body.items.find((i: { id: string }) => i.id === job.id)).toMatchObject({ reviewReason: reason });

    // Resubmitted by an edit, then approved: the old reason goes with the rejection.
    const edited = await call(t, 'PUT', `/job/update/${job.id}`, {
      token: b.token,
      body: buildJob({ positionName: 'Reasoned intern', salary: 12000 }),
    });
    expect(edited.body.job).toMatchObject({ approvalStatus: ApprovalStatus.PENDING });
    await call(t, 'POST', `/admin/jobs/${job.id}/approve`, { token: adminToken });
    expect((await call(t, 'GET', `/job/company-jobs/${job.id}`, { token: b.token })).body.reviewReason).toBeNull();
  });
});

// The admin's record pages and acts for the scheme (issue 14, docs/decisions/023) over real HTTP:
// every route × anonymous, candidate, company and admin; unknown records 404; bad input names its
// field; each ADMIN_* notification reaches exactly the parties the catalogue names, in their
// language, with the admin's reason quoted; closing and deleting end applications by the stage
// table; every act leaves one audit row.
import { randomUUID } from 'node:crypto';
import { Stage } from '@fis/shared/application-stages';
import { ApprovalStatus } from '@fis/shared/enums';
import { JobStatus } from '@fis/shared/job-enums';
import type { NotificationType } from '@fis/shared/notification-schemas';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, auditLog, emailOutbox, notifications, users } from '../src/db/schema.js';
import { appliedId, candidateWithId, setStage } from './application-factories.js';
import { buildJob, buildProfile, jobRow, signedInCompany } from './company-job-factories.js';
import { createJob, lastEmailText, registerPendingCompany, signedInAdmin } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';
import { sendAs } from './message-factories.js';

let t: TestApp;
let admin: { token: string; userId: string; email: string };
let company: Awaited<ReturnType<typeof signedInCompany>>;
let otherCompany: Awaited<ReturnType<typeof signedInCompany>>;
let candidate: Awaited<ReturnType<typeof candidateWithId>>;
let otherCandidate: Awaited<ReturnType<typeof candidateWithId>>;

beforeAll(async () => {
  t = await startTestApp();
  const signed = await signedInAdmin(t);
  admin = { token: signed.token, userId: signed.admin.id, email: signed.admin.email };
  [company, otherCompany, candidate, otherCandidate] = await Promise.all([
    signedInCompany(t, { companyName: 'Harbour Pay Ltd' }),
    signedInCompany(t, { companyName: 'Kowloon Ledger Ltd' }),
    candidateWithId(t),
    candidateWithId(t),
  ]);
  // Each party reads in another language: the texts must follow the reader.
  await t.app.db.update(users).set({ emailLanguage: 'cn' }).where(eq(users.id, company.userId));
  await t.app.db.update(users).set({ emailLanguage: 'zh' }).where(eq(users.id, candidate.userId));
  await t.app.db.update(users).set({ emailLanguage: 'en' }).where(eq(users.id, otherCandidate.userId));
});
afterAll(async () => t?.close());

const REASON = 'The salary was <wrong> & needs a fix';

/** Who got a notification of `type` about `jobId` (or any, without one). */
async function recipientsOf(type: NotificationType, jobId?: string) {
  const rows = await t.app.db
    .select({ userId: notifications.userId, params: notifications.params })
    .from(notifications)
    .where(jobId ? and(eq(notifications.type, type), eq(notifications.jobId, jobId)) : eq(notifications.type, type));
  return rows;
}

async function auditRows(action: string, entityId: string) {
  return t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
}

describe('every route', () => {
  const routes = (): [string, string, unknown?][] => [
    ['GET', `/admin/candidates/${candidate.userId}`],
    ['PUT', `/admin/candidates/${candidate.userId}/profile`, { programme: 'BBA' }],
    ['GET', `/admin/companies/${company.companyId}`],
    ['POST', `/admin/companies/${company.companyId}/jobs`, { ...buildJob(), reason: REASON }],
    ['PUT', `/admin/jobs/${randomUUID()}`, { ...buildJob(), reason: REASON }],
    ['POST', `/admin/jobs/${randomUUID()}/close`, { reason: REASON }],
    ['DELETE', `/admin/jobs/${randomUUID()}`, { reason: REASON }],
  ];

  it('answers 401 to anonymous callers and 403 to candidates and companies', async () => {
    for (const [method, path, body] of routes()) {
      expect((await call(t, method, path, { body })).status, `${method} ${path}`).toBe(401);
      for (const caller of [candidate, company]) {
        expect((await call(t, method, path, { body, token: caller.token })).status, `${method} ${path}`).toBe(403);
      }
    }
  });

  it('answers 404 to the admin for an unknown record, or one of the wrong kind', async () => {
    const unknown = randomUUID();
    const cases: [string, string, unknown?][] = [
      ['GET', `/admin/candidates/${unknown}`],
      ['GET', `/admin/candidates/${company.userId}`],
      ['PUT', `/admin/candidates/${unknown}/profile`, { programme: 'BBA' }],
      ['PUT', `/admin/candidates/${company.userId}/profile`, { programme: 'BBA' }],
      ['GET', `/admin/companies/${unknown}`],
      ['GET', '/admin/companies/not-a-uuid'],
      ['POST', `/admin/companies/${unknown}/jobs`, { ...buildJob(), reason: REASON }],
      ['PUT', `/admin/jobs/${unknown}`, { ...buildJob(), reason: REASON }],
      ['POST', `/admin/jobs/${unknown}/close`, { reason: REASON }],
      ['DELETE', `/admin/jobs/${unknown}`, { reason: REASON }],
    ];
    for (const [method, path, body] of cases) {
      expect((await call(t, method, path, { body, token: admin.token })).status, `${method} ${path}`).toBe(404);
    }
  });
});

describe("a candidate's record", () => {
  it('holds their applications, their messages with the office only, and the audit trail', async () => {
    const job = await createJob(t, company.companyId, { positionName: 'Payments Analyst' });
    const applicationId = await appliedId(t, candidate, job.id);
    const toOffice = await sendAs(t, candidate, [admin.email], { subject: 'My transcript' });
    const fromOffice = await sendAs(t, admin, [candidate.email], { subject: 'Your eligibility' });
    const withCompany = await sendAs(t, candidate, [company.email], { subject: 'About the interview' });

    // Opening the profile, as the page does, is audited, and shows in the trail.
    expect((await call(t, 'GET', `/user/candidate/${candidate.userId}`, { token: admin.token })).status).toBe(200);
    const res = await call(t, 'GET', `/admin/candidates/${candidate.userId}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: candidate.userId, email: candidate.email });
    expect(res.body.applications).toEqual([
      expect.objectContaining({
        id: applicationId,
        jobId: job.id,
        positionName: 'Payments Analyst',
        companyId: company.companyId,
        stage: Stage.NEW,
      }),
    ]);
    const messages = res.body.messages.map((m: { id: string; fromOffice: boolean }) => [m.id, m.fromOffice]);
    expect(messages).toEqual([
      [fromOffice.id, true],
      [toOffice.id, false],
    ]);
    expect(messages.flat()).not.toContain(withCompany.id);
    expect(res.body.audit).toContainEqual(
      expect.objectContaining({ action: 'candidate.profile-viewed', actorEmail: admin.email }),
    );
    // Another candidate's record holds none of it.
    const other = await call(t, 'GET', `/admin/candidates/${otherCandidate.userId}`, { token: admin.token });
    expect(other.body).toMatchObject({ applications: [], messages: [] });
  });
});

describe("the admin edits a candidate's profile", () => {
  it('refuses what the candidate’s own form refuses, naming the field', async () => {
    const path = `/admin/candidates/${candidate.userId}/profile`;
    const missing = await call(t, 'PUT', path, { token: admin.token, body: { phonePrefix: '+852' }, lang: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('phoneNumber');
    const empty = await call(t, 'PUT', path, { token: admin.token, body: { englishName: '' }, lang: 'en' });
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('englishName');
  });

  it('saves it, tells the candidate alone in their language, and leaves one audit row', async () => {
    const path = `/admin/candidates/${candidate.userId}/profile`;
    const res = await call(t, 'PUT', path, {
      token: admin.token,
      body: { programme: 'BSc Quantitative Finance', phonePrefix: '+852', phoneNumber: '9123 4567' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userId: candidate.userId, programme: 'BSc Quantitative Finance' });
    const own = await call(t, 'GET', '/user/profile', { token: candidate.token });
    expect(own.body.programme).toBe('BSc Quantitative Finance');

    expect((await recipientsOf('ADMIN_EDITED_CANDIDATE_PROFILE')).map((r) => r.userId)).toEqual([candidate.userId]);
    // The candidate's own edit tells nobody.
    const ownEdit = await call(t, 'POST', '/user/update-profile', {
      token: candidate.token,
      body: { faculty: 'Business' },
    });
    expect(ownEdit.status).toBe(200);
    expect(await recipientsOf('ADMIN_EDITED_CANDIDATE_PROFILE')).toHaveLength(1);
    expect(await lastEmailText(t, candidate.email)).toContain('計劃管理員');
    const audit = await auditRows('candidate.profile-updated-by-admin', candidate.userId);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorUserId).toBe(admin.userId);
    // The record's trail shows it, by whom.
    const record = await call(t, 'GET', `/admin/candidates/${candidate.userId}`, { token: admin.token });
    expect(record.body.audit).toContainEqual(
      expect.objectContaining({ action: 'candidate.profile-updated-by-admin', actorEmail: admin.email }),
    );
  });
});

describe("the admin edits a company's profile", () => {
  it('tells the company, in its language', async () => {
    const path = `/admin/companies/${otherCompany.companyId}/profile`;
    const res = await call(t, 'PUT', path, {
      token: admin.token,
      body: buildProfile({ displayName: 'Kowloon Ledger' }),
    });
    expect(res.status).toBe(200);
    expect((await recipientsOf('ADMIN_EDITED_COMPANY_PROFILE')).map((r) => r.userId)).toEqual([otherCompany.userId]);
    await t.app.db.update(users).set({ emailLanguage: 'en' }).where(eq(users.id, otherCompany.userId));
    await call(t, 'PUT', path, { token: admin.token, body: buildProfile({ displayName: 'Kowloon Ledger' }) });
    expect(await lastEmailText(t, otherCompany.email)).toContain(
      'The scheme administrator updated the profile of Kowloon Ledger',
    );
  });
});

describe('jobs, acted on for the scheme', () => {
  it('creates a job for an approved company, approved at once, and tells the company the reason', async () => {
    const path = `/admin/companies/${company.companyId}/jobs`;
    const noReason = await call(t, 'POST', path, { token: admin.token, body: buildJob(), lang: 'en' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.field).toBe('reason');
    const badJob = await call(t, 'POST', path, {
      token: admin.token,
      body: { ...buildJob({ positionName: '' }), reason: REASON },
    });
    expect(badJob.status).toBe(400);
    expect(badJob.body.field).toBe('positionName');

    const res = await call(t, 'POST', path, {
      token: admin.token,
      body: { ...buildJob({ positionName: 'Risk Intern' }), reason: REASON },
    });
    expect(res.status).toBe(201);
    expect(res.body.job).toMatchObject({ companyId: company.companyId, positionName: 'Risk Intern' });
    const row = await jobRow(t, res.body.job.id);
    expect(row?.approvalStatus).toBe(ApprovalStatus.APPROVED);

    const told = await recipientsOf('ADMIN_CREATED_JOB', res.body.job.id);
    expect(told.map((r) => r.userId)).toEqual([company.userId]);
    expect(told[0]?.params).toMatchObject({ reason: REASON });
    // The company reads Simplified Chinese: the frame is in it, the reason as written.
    const email = await lastEmailText(t, company.email);
    expect(email).toContain('计划管理员');
    expect(email).toContain(`原因：“${REASON}”`);
    // The HTML part shows the reason as text, never as markup.
    const [html] = await t.app.db
      .select({ html: emailOutbox.htmlBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, company.email))
      .orderBy(desc(emailOutbox.seq))
      .limit(1);
    expect(html?.html).toContain('&lt;wrong&gt; &amp; needs a fix');
    expect(html?.html).not.toContain('<wrong>');
    // And through the API, in whatever language it asks in.
    const list = await call(t, 'GET', '/notification', { token: company.token, lang: 'en' });
    const created = list.body.items.find((n: { type: string }) => n.type === 'ADMIN_CREATED_JOB');
    expect(created.text).toBe(
      `The scheme administrator created the job Risk Intern for Harbour Pay Ltd. Reason: “${REASON}”`,
    );
    expect(await auditRows('job.created_by_admin', res.body.job.id)).toHaveLength(1);
  });

  it('refuses a job for a company not yet approved', async () => {
    const pending = await registerPendingCompany(t);
    const res = await call(t, 'POST', `/admin/companies/${pending.companyId}/jobs`, {
      token: admin.token,
      body: { ...buildJob(), reason: REASON },
    });
    expect(res.status).toBe(403);
  });

  it('edits any job, keeping its approval, and tells its company alone', async () => {
    const job = await createJob(t, company.companyId);
    await appliedId(t, otherCandidate, job.id);
    const res = await call(t, 'PUT', `/admin/jobs/${job.id}`, {
      token: admin.token,
      body: { ...buildJob({ positionName: 'Treasury Intern' }), reason: REASON },
    });
    expect(res.status).toBe(200);
    const row = await jobRow(t, job.id);
    expect(row).toMatchObject({ positionName: 'Treasury Intern', approvalStatus: ApprovalStatus.APPROVED });
    const told = await recipientsOf('ADMIN_EDITED_JOB', job.id);
    expect(told.map((r) => r.userId)).toEqual([company.userId]);
    expect(told[0]?.params).toMatchObject({ reason: REASON, positionName: 'Treasury Intern' });
    expect(await auditRows('job.updated_by_admin', job.id)).toHaveLength(1);
  });

  it('closes a job: open applications end at 8, the others stay; the company and those applicants are told', async () => {
    const job = await createJob(t, company.companyId, { positionName: 'Compliance Intern' });
    const open = await appliedId(t, candidate, job.id);
    const interviewing = await appliedId(t, otherCandidate, job.id);
    await setStage(t, interviewing, Stage.INTERVIEWING, Stage.SCREENING);
    const third = await candidateWithId(t);
    const hired = await appliedId(t, third, job.id);
    await setStage(t, hired, Stage.HIRED, Stage.OFFERED);

    const empty = await call(t, 'POST', `/admin/jobs/${job.id}/close`, { token: admin.token, body: { reason: ' ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('reason');

    const res = await call(t, 'POST', `/admin/jobs/${job.id}/close`, { token: admin.token, body: { reason: REASON } });
    expect(res.status).toBe(200);
    expect(res.body.job.status).toBe(JobStatus.CLOSED);
    const stages = await t.app.db
      .select({ id: applications.id, stage: applications.stage })
      .from(applications)
      .where(inArray(applications.id, [open, interviewing, hired]));
    expect(Object.fromEntries(stages.map((s) => [s.id, s.stage]))).toEqual({
      [open]: Stage.JOB_CLOSED,
      [interviewing]: Stage.JOB_CLOSED,
      [hired]: Stage.HIRED,
    });
    const candidates = await recipientsOf('ADMIN_CLOSED_JOB_FOR_CANDIDATE', job.id);
    expect(candidates.map((r) => r.userId).sort()).toEqual([candidate.userId, otherCandidate.userId].sort());
    expect(candidates.every((r) => (r.params as { reason?: string }).reason === REASON)).toBe(true);
    expect((await recipientsOf('ADMIN_CLOSED_JOB_FOR_COMPANY', job.id)).map((r) => r.userId)).toEqual([company.userId]);
    expect(await recipientsOf('COMPANY_CLOSED_JOB', job.id)).toEqual([]);
    // Each in their own language, the reason as written.
    expect(await lastEmailText(t, candidate.email)).toContain(`原因：「${REASON}」`);
    expect(await lastEmailText(t, otherCandidate.email)).toContain(
      `The job Compliance Intern at Harbour Pay Ltd you applied for was closed by the scheme administrator. Reason: “${REASON}”`,
    );
    const audit = await auditRows('job.status_changed_by_admin', job.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ reason: REASON, to: JobStatus.CLOSED });
    // The company's record shows the job closed, its counts, and the act with its reason.
    const record = await call(t, 'GET', `/admin/companies/${company.companyId}`, { token: admin.token });
    expect(record.status).toBe(200);
    expect(record.body.jobs).toContainEqual(
      expect.objectContaining({ id: job.id, status: JobStatus.CLOSED, applications: 3, openApplications: 0 }),
    );
    expect(record.body.applications.hired).toBeGreaterThanOrEqual(1);
    expect(record.body.audit).toContainEqual(
      expect.objectContaining({
        action: 'job.status_changed_by_admin',
        entityId: job.id,
        details: expect.arrayContaining([{ label: '原因', value: REASON }]),
      }),
    );
    // A closed job closes once.
    const again = await call(t, 'POST', `/admin/jobs/${job.id}/close`, {
      token: admin.token,
      body: { reason: REASON },
    });
    expect(again.status).toBe(409);
  });

  it('deletes a job: open and closed applications end at 9; the company and those applicants are told', async () => {
    const job = await createJob(t, company.companyId, { positionName: 'Audit Intern' });
    const open = await appliedId(t, candidate, job.id);
    const closed = await appliedId(t, otherCandidate, job.id);
    await setStage(t, closed, Stage.JOB_CLOSED, Stage.SCREENING);
    const third = await candidateWithId(t);
    const declined = await appliedId(t, third, job.id);
    await setStage(t, declined, Stage.DECLINED, Stage.OFFERED);

    const res = await call(t, 'DELETE', `/admin/jobs/${job.id}`, { token: admin.token, body: { reason: REASON } });
    expect(res.status).toBe(200);
    expect((await jobRow(t, job.id))?.deletedAt).not.toBeNull();
    const stages = await t.app.db
      .select({ id: applications.id, stage: applications.stage })
      .from(applications)
      .where(inArray(applications.id, [open, closed, declined]));
    expect(Object.fromEntries(stages.map((s) => [s.id, s.stage]))).toEqual({
      [open]: Stage.JOB_DELETED,
      [closed]: Stage.JOB_DELETED,
      [declined]: Stage.DECLINED,
    });
    const candidates = await recipientsOf('ADMIN_DELETED_JOB_FOR_CANDIDATE', job.id);
    expect(candidates.map((r) => r.userId).sort()).toEqual([candidate.userId, otherCandidate.userId].sort());
    const companies = await recipientsOf('ADMIN_DELETED_JOB_FOR_COMPANY', job.id);
    expect(companies.map((r) => r.userId)).toEqual([company.userId]);
    expect(companies[0]?.params).toMatchObject({ reason: REASON });
    const audit = await auditRows('job.deleted_by_admin', job.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ reason: REASON });
    // Gone for everyone: a second delete finds nothing.
    const again = await call(t, 'DELETE', `/admin/jobs/${job.id}`, { token: admin.token, body: { reason: REASON } });
    expect(again.status).toBe(404);
  });
});

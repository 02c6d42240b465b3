// Eligibility verification over real HTTP (docs/decisions/025-eligibility.md): only the admin
// lists the queue and decides; a decision keeps who and when, writes one audit row and emails the
// candidate in their language; a rejection needs a reason, which the candidate reads as written;
// companies see the state on their applicants; an offer is refused while the state is rejected;
// the dashboard's waiting counts move and every admin's socket is told.
import { randomUUID } from 'node:crypto';
import { Stage } from '@fis/shared/application-stages';
import { EligibilityStatus } from '@fis/shared/enums';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/config/env.js';
import { auditLog, candidateProfiles, users } from '../src/db/schema.js';
import { appliedId, candidateWithId, insertDocument, setStage } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { createJob, emailsTo, registerPendingCompany, signedInAdmin } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';
import { connectSocket } from './realtime-client.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let company: Awaited<ReturnType<typeof signedInCompany>>;
let other: Awaited<ReturnType<typeof signedInCompany>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAdmin(t);
  company = await signedInCompany(t, { companyName: 'Alpha Pay Ltd' });
  other = await signedInCompany(t, { companyName: 'Beta Wealth Ltd' });
});
afterAll(() => t.close());

/** A candidate with both scans on the profile, as the upload and profile calls leave them. */
async function candidateWithScans() {
  const candidate = await candidateWithId(t);
  const transcript = await insertDocument(t, candidate.userId, 'transcript');
  const studentId = await insertDocument(t, candidate.userId, 'student_id');
  const res = await call(t, 'POST', '/user/update-profile', {
    token: candidate.token,
    body: { transcriptMediaId: transcript.id, studentIdMediaId: studentId.id },
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return { ...candidate, transcript, studentId };
}

const decide = (token: string | undefined, id: string, body: unknown, lang = 'en') =>
  call(t, 'PUT', `/admin/candidates/${id}/eligibility`, { token, body, lang });

const auditRows = (candidateId: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, candidateId), eq(auditLog.action, 'candidate.eligibility-decided')));

describe('who may use the eligibility routes', () => {
  it('lets only the admin list, decide and count: 401 anonymous, 403 candidate and company', async () => {
    const candidate = await candidateWithScans();
    const routes: [string, string, unknown?][] = [
      ['GET', '/admin/eligibility'],
      ['PUT', `/admin/candidates/${candidate.userId}/eligibility`, { status: EligibilityStatus.VERIFIED }],
      ['GET', '/admin/waiting'],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(t, method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await call(t, method, path, { body, token: candidate.token })).status).toBe(403);
      expect((await call(t, method, path, { body, token: company.token })).status).toBe(403);
      expect((await call(t, method, path, { body, token: admin.token })).status).toBe(200);
    }
    // The candidate's own state: the candidate only.
    expect((await call(t, 'GET', '/user/eligibility')).status).toBe(401);
    expect((await call(t, 'GET', '/user/eligibility', { token: company.token })).status).toBe(403);
    expect((await call(t, 'GET', '/user/eligibility', { token: admin.token })).status).toBe(403);
  });

  it('answers 404 for an unknown candidate, a company account and an id that cannot be one', async () => {
    expect((await decide(admin.token, randomUUID(), { status: 1 })).status).toBe(404);
    expect((await decide(admin.token, company.userId, { status: 1 })).status).toBe(404);
    expect((await decide(admin.token, 'nope', { status: 1 })).status).toBe(404);
  });

  it('refuses bad input with a translated 400 naming the field', async () => {
    const candidate = await candidateWithScans();
    const noReason = await decide(admin.token, candidate.userId, { status: EligibilityStatus.REJECTED });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ code: 'FIELD_REQUIRED', field: 'reason' });
    const zh = await decide(admin.token, candidate.userId, { status: EligibilityStatus.REJECTED, reason: ' ' }, 'zh');
    expect(zh.body).toMatchObject({ code: 'FIELD_REQUIRED', field: 'reason' });
    expect(zh.body.message).not.toBe(noReason.body.message);
    const badStatus = await decide(admin.token, candidate.userId, { status: 7 });
    expect(badStatus.body).toMatchObject({ code: 'FIELD_INVALID', field: 'status' });
    const long = await decide(admin.token, candidate.userId, { status: 2, reason: 'x'.repeat(1001) });
    expect(long.body).toMatchObject({ code: 'FIELD_TOO_LONG', field: 'reason' });
    const badQuery = await call(t, 'GET', '/admin/eligibility?queue=everyone', { token: admin.token });
    expect(badQuery.body).toMatchObject({ code: 'FIELD_INVALID', field: 'queue' });
    expect(await auditRows(candidate.userId)).toHaveLength(0);
  });
});

describe('how long each candidate waits', () => {
  it('reads the working days allowed from QUEUE_DUE_WORKING_DAYS, and refuses to start with a bad one', () => {
    expect(parseEnv({}).QUEUE_DUE_WORKING_DAYS).toBe(3);
    expect(parseEnv({ QUEUE_DUE_WORKING_DAYS: '5' }).QUEUE_DUE_WORKING_DAYS).toBe(5);
    for (const bad of ['0', '2.5', 'three', '31']) {
      expect(() => parseEnv({ QUEUE_DUE_WORKING_DAYS: bad }), bad).toThrow(/QUEUE_DUE_WORKING_DAYS: must be/);
    }
  });

  it('says since when, and marks a candidate waiting longer than the working days allowed', async () => {
    const start = t.clock.now();
    try {
      // Friday 10:00 in Hong Kong; due three working days later, Wednesday 10:00.
      t.clock.set(new Date('2026-03-06T02:00:00Z'));
      const older = await candidateWithScans();
      // Tuesday 10:00; due Friday 10:00.
      t.clock.set(new Date('2026-03-10T02:00:00Z'));
      const newer = await candidateWithScans();
      // Wednesday 09:59: not yet. (An officer signed in now: a session of the test's start has ended.)
      t.clock.set(new Date('2026-03-11T01:59:00Z'));
      const officer = await signedInAdmin(t);
      const seen = async (email: string) =>
        (await call(t, 'GET', `/admin/eligibility?keyword=${encodeURIComponent(email)}`, { token: officer.token })).body
          .items[0];
      expect(await seen(older.email)).toMatchObject({ waitingSince: '2026-03-06T02:00:00.000Z', pastDue: false });
      // Wednesday 10:01: the older one is past due, the newer one not.
      t.clock.set(new Date('2026-03-11T02:01:00Z'));
      expect(await seen(older.email)).toMatchObject({ pastDue: true });
      expect(await seen(newer.email)).toMatchObject({ waitingSince: '2026-03-10T02:00:00.000Z', pastDue: false });
      // Decided, nobody waits.
      expect((await decide(officer.token, older.userId, { status: EligibilityStatus.VERIFIED })).status).toBe(200);
      const decided = await call(
        t,
        'GET',
        `/admin/eligibility?queue=verified&keyword=${encodeURIComponent(older.email)}`,
        {
          token: officer.token,
        },
      );
      expect(decided.body.items[0]).toMatchObject({ waitingSince: null, pastDue: false });
    } finally {
      t.clock.set(start);
    }
  });
});

describe('the queue and the decisions', () => {
  it('queues unverified candidates with both scans, openable by the admin (each view audited)', async () => {
    const ready = await candidateWithScans();
    const halfway = await candidateWithId(t);
    const transcript = await insertDocument(t, halfway.userId, 'transcript');
    await call(t, 'POST', '/user/update-profile', { token: halfway.token, body: { transcriptMediaId: transcript.id } });

    const waiting = await call(t, 'GET', `/admin/eligibility?keyword=${encodeURIComponent(ready.email)}`, {
      token: admin.token,
    });
    expect(waiting.status).toBe(200);
    expect(waiting.body.items).toHaveLength(1);
    expect(waiting.body.items[0]).toMatchObject({
      id: ready.userId,
      email: ready.email,
      transcript: { id: ready.transcript.id, fileName: 'transcript.pdf' },
      studentId: { id: ready.studentId.id },
      eligibility: { status: EligibilityStatus.UNVERIFIED, reason: null, decidedBy: null },
    });
    const notReady = await call(t, 'GET', `/admin/eligibility?keyword=${encodeURIComponent(halfway.email)}`, {
      token: admin.token,
    });
    expect(notReady.body.items).toHaveLength(0);
    expect(notReady.body.counts).toMatchObject({ waiting: 0, unverified: 1 });
    const all = await call(
      t,
      'GET',
      `/admin/eligibility?queue=unverified&keyword=${encodeURIComponent(halfway.email)}`,
      {
        token: admin.token,
      },
    );
    expect(all.body.items[0]).toMatchObject({ id: halfway.userId, studentId: null });

    // The candidate sees what the check still needs.
    const own = await call(t, 'GET', '/user/eligibility', { token: halfway.token });
    expect(own.body).toEqual({
      status: 0,
      reason: null,
      decidedAt: null,
      missing: ['studentId'],
      verifiedByInstitution: null,
      confirmedByInstitution: null,
    });
  });

  it('verifies, rejects with a reason and reopens: who and when kept, one audit row and one email each', async () => {
    const candidate = await candidateWithScans();
    await t.app.db.update(users).set({ emailLanguage: 'cn' }).where(eq(users.id, candidate.userId));

    const verified = await decide(admin.token, candidate.userId, { status: EligibilityStatus.VERIFIED, reason: 'x' });
    expect(verified.status).toBe(200);
    expect(verified.body.item.eligibility).toMatchObject({ status: 1, reason: null, decidedBy: admin.admin.email });
    expect(verified.body.message).toMatch(/verified/);
    // The same decision again changes nothing and sends nothing.
    await decide(admin.token, candidate.userId, { status: EligibilityStatus.VERIFIED });

    const reason = 'The student ID scan is cut off: please upload both sides.';
    const rejected = await decide(admin.token, candidate.userId, { status: EligibilityStatus.REJECTED, reason }, 'zh');
    expect(rejected.body.item.eligibility).toMatchObject({ status: 2, reason });
    expect(rejected.body.message).toMatch(/否決/);
    const own = await call(t, 'GET', '/user/eligibility', { token: candidate.token });
    expect(own.body).toMatchObject({ status: 2, reason, missing: [] });
    expect(own.body.decidedAt).toEqual(expect.any(String));

    const reopened = await decide(admin.token, candidate.userId, { status: EligibilityStatus.UNVERIFIED });
    expect(reopened.body.item.eligibility).toMatchObject({ status: 0, reason: null, decidedAt: null, decidedBy: null });

    const rows = await auditRows(candidate.userId);
    expect(rows.map((row) => row.details)).toEqual([
      { from: 0, to: 1, checkedRules: [] },
      { from: 1, to: 2, reason, checkedRules: [] },
      { from: 2, to: 0, checkedRules: [] },
    ]);
    expect(rows.every((row) => row.actorUserId === admin.admin.id && row.entityType === 'candidate_profile')).toBe(
      true,
    );

    // Emailed in the candidate's language (Simplified Chinese here), the reason quoted as written.
    const mails = await emailsTo(t, candidate.email);
    const decisions = mails.filter((mail) => mail.template.startsWith('eligibility'));
    expect(decisions.map((mail) => mail.template)).toEqual([
      'eligibilityVerified',
      'eligibilityRejected',
      'eligibilityReopened',
    ]);
    expect(decisions.every((mail) => mail.language === 'cn')).toBe(true);
    expect(decisions[0]?.subject).toBe('您的计划资格已获核实');
    expect(decisions[1]?.textBody).toContain(reason);
  });

  it('puts a rejected candidate who uploads a new scan back in the waiting queue', async () => {
    const candidate = await candidateWithScans();
    await decide(admin.token, candidate.userId, { status: EligibilityStatus.REJECTED, reason: 'Blurred' });
    const scan = await insertDocument(t, candidate.userId, 'student_id');
    await call(t, 'POST', '/user/update-profile', { token: candidate.token, body: { studentIdMediaId: scan.id } });
    const [row] = await t.app.db
      .select({ status: candidateProfiles.eligibilityStatus, reason: candidateProfiles.eligibilityReason })
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, candidate.userId));
    expect(row).toEqual({ status: EligibilityStatus.UNVERIFIED, reason: null });
  });
});

describe('what companies see, and the offer', () => {
  it('shows the state on the applicants table, the application and the profile a company sees', async () => {
    const candidate = await candidateWithScans();
    const job = await createJob(t, company.companyId);
    const id = await appliedId(t, candidate, job.id);
    await decide(admin.token, candidate.userId, { status: EligibilityStatus.VERIFIED });
    const table = await call(t, 'GET', `/applications/jobs/${job.id}`, { token: company.token });
    expect(table.body.items[0].candidate).toMatchObject({ id: candidate.userId, eligibilityStatus: 1 });
    const detail = await call(t, 'GET', `/company/application/${id}`, { token: company.token });
    expect(detail.body.candidate.eligibilityStatus).toBe(1);
    const profile = await call(t, 'GET', `/user/candidate/${candidate.userId}`, { token: company.token });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    expect(profile.body.eligibilityStatus).toBe(1);
    // The reason of a rejection is the candidate's and the office's only.
    expect(JSON.stringify(profile.body)).not.toContain('reason');
  });

  it('refuses an offer while the eligibility is rejected (409, translated) and allows it once resolved', async () => {
    const candidate = await candidateWithScans();
    const job = await createJob(t, company.companyId);
    const id = await appliedId(t, candidate, job.id);
    await setStage(t, id, Stage.SCREENING, Stage.NEW);
    await decide(admin.token, candidate.userId, { status: EligibilityStatus.REJECTED, reason: 'Not a student' });

    const refused = await call(t, 'PUT', `/applications/${id}`, {
      token: company.token,
      body: { stage: Stage.OFFERED },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ELIGIBILITY_REJECTED');
    const zh = await call(t, 'PUT', `/applications/${id}`, {
      token: company.token,
      body: { stage: Stage.OFFERED },
      lang: 'zh',
    });
    expect(zh.body.message).toContain('資格');
    // Other moves are not held back.
    const bulk = await call(t, 'POST', '/applications/hiring-company/move', {
      token: company.token,
      body: { ids: [id], stage: Stage.OFFERED },
    });
    expect(bulk.body.refused).toEqual([expect.objectContaining({ id, code: 'ELIGIBILITY_REJECTED' })]);

    await decide(admin.token, candidate.userId, { status: EligibilityStatus.VERIFIED });
    const offered = await call(t, 'PUT', `/applications/${id}`, {
      token: company.token,
      body: { stage: Stage.OFFERED },
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    expect(offered.body.application.stage).toBe(Stage.OFFERED);
    // Another company still answers 404 for the application.
    expect((await call(t, 'GET', `/company/application/${id}`, { token: other.token })).status).toBe(404);
  });
});

describe('the dashboard: what is waiting, live', () => {
  it('counts what waits and tells every admin’s socket when it changes', async () => {
    const colleague = await signedInAdmin(t);
    const socket = await connectSocket(t, { token: colleague.token });
    try {
      const before = await call(t, 'GET', '/admin/waiting', { token: admin.token });
      expect(before.body).toEqual({
        companies: expect.any(Number),
        jobs: expect.any(Number),
        reviews: expect.any(Number),
        helpRequests: expect.any(Number),
        eligibility: expect.any(Number),
      });
      const candidate = await candidateWithScans();
      expect(await socket.next('admin:waiting')).toEqual({ queue: 'eligibility' });
      const more = await call(t, 'GET', '/admin/waiting', { token: admin.token });
      expect(more.body.eligibility).toBe(before.body.eligibility + 1);

      socket.events.length = 0;
      await decide(admin.token, candidate.userId, { status: EligibilityStatus.VERIFIED });
      expect(await socket.next('admin:waiting')).toEqual({ queue: 'eligibility' });
      const after = await call(t, 'GET', '/admin/waiting', { token: admin.token });
      expect(after.body.eligibility).toBe(before.body.eligibility);
    } finally {
      socket.socket.close();
    }
  });

  it('counts a company registering, pushed to admins only, never to a company or a candidate', async () => {
    const adminSocket = await connectSocket(t, { token: admin.token });
    const companySocket = await connectSocket(t, { token: company.token });
    const candidate = await candidateWithId(t);
    const candidateSocket = await connectSocket(t, { token: candidate.token });
    try {
      const before = await call(t, 'GET', '/admin/waiting', { token: admin.token });
      await registerPendingCompany(t);
      expect(await adminSocket.next('admin:waiting')).toEqual({ queue: 'companies' });
      const after = await call(t, 'GET', '/admin/waiting', { token: admin.token });
      expect(after.body.companies).toBe(before.body.companies + 1);
      // The candidate's own scans are pushed too; still to the admin only.
      adminSocket.events.length = 0;
      const transcript = await insertDocument(t, candidate.userId, 'transcript');
      await call(t, 'POST', '/user/update-profile', {
        token: candidate.token,
        body: { transcriptMediaId: transcript.id },
      });
      expect(await adminSocket.next('admin:waiting')).toEqual({ queue: 'eligibility' });
      expect(companySocket.events.some((e) => e.event === 'admin:waiting')).toBe(false);
      expect(candidateSocket.events.some((e) => e.event === 'admin:waiting')).toBe(false);
    } finally {
      adminSocket.socket.close();
      companySocket.socket.close();
      candidateSocket.socket.close();
    }
  });
});

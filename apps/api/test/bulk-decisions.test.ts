// Decisions on many jobs and many reviews at once (issue 27, section 2; decision 058) over real
// HTTP: only officers; 200 waiting jobs approved in one act, each audited and emailed on its own,
// while those a colleague decided meanwhile and those deleted are refused, each with its reason in
// the reader's language; reviews published or rejected with one reason, a review decided meanwhile
// left as it is; bad input names its field.
import { ApprovalStatus, ReviewStatus, Role } from '@fis/shared/enums';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companyReviews, emailOutbox, jobs, users } from '../src/db/schema.js';
import { signedInCompany } from './company-job-factories.js';
import { createJob, signedInAdmin } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';
import { insertWaitingReviews } from './review-factories.js';

let t: TestApp;
let officer: Awaited<ReturnType<typeof signedInAdmin>>;
let company: Awaited<ReturnType<typeof signedInCompany>>;
const TAG = `bulkd${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await startTestApp();
  officer = await signedInAdmin(t);
  company = await signedInCompany(t, { companyName: 'Epsilon Custody Ltd' });
});
afterAll(() => t?.close());

/** `count` waiting jobs of the company; their ids. */
async function waitingJobs(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    ids.push(
      (await createJob(t, company.companyId, { approvalStatus: ApprovalStatus.PENDING, positionName: `${TAG} ${i}` }))
        .id,
    );
  }
  return ids;
}

/** `count` waiting reviews of the company, each by its own author; their ids. */
async function waitingReviews(count: number): Promise<string[]> {
  const authors = await t.app.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `${TAG}-author-${i}@example.edu.hk`,
        role: Role.CANDIDATE,
        passwordHash: 'x',
        emailVerifiedAt: t.clock.now(),
        emailLanguage: ['en', 'zh', 'cn'][i % 3] ?? 'zh',
      })),
    )
    .returning({ id: users.id });
  return insertWaitingReviews(
    t.app.db,
    company.companyId,
    authors.map(({ id }) => id),
    t.clock.now(),
  );
}

describe('who may, and bad input', () => {
  it('answers 401 to a visitor and 403 to a company', async () => {
    for (const path of ['/admin/job-approvals/bulk', '/admin/reviews/bulk']) {
      expect((await call(t, 'POST', path, { body: {} })).status).toBe(401);
      expect((await call(t, 'POST', path, { body: {}, token: company.token })).status).toBe(403);
    }
  });

  it('names the field, in the reader’s language', async () => {
    const jobsPath = '/admin/job-approvals/bulk';
    const none = await call(t, 'POST', jobsPath, { token: officer.token, body: { jobIds: [], decision: 'approve' } });
    expect(none.body).toMatchObject({ code: 'FIELD_REQUIRED', field: 'jobIds' });
    const many = Array.from({ length: 201 }, () => crypto.randomUUID());
    const tooMany = await call(t, 'POST', jobsPath, {
      token: officer.token,
      body: { jobIds: many, decision: 'approve' },
    });
    expect(tooMany.body).toMatchObject({ code: 'TOO_MANY_ITEMS', field: 'jobIds' });
    const what = await call(t, 'POST', jobsPath, {
      token: officer.token,
      body: { jobIds: [crypto.randomUUID()], decision: 'close' },
      lang: 'cn',
    });
    expect(what.status).toBe(400);
    expect(what.body).toMatchObject({ code: 'FIELD_INVALID', field: 'decision' });
    const noReason = await call(t, 'POST', '/admin/reviews/bulk', {
      token: officer.token,
      body: { reviewIds: [crypto.randomUUID()], decision: 'reject' },
      lang: 'zh',
    });
    expect(noReason.body).toMatchObject({ code: 'FIELD_REQUIRED', field: 'reason' });
  });
});

describe('jobs', () => {
  it('approves 200 in one act and reports each one decided meanwhile or gone, with its reason', async () => {
    const ids = await waitingJobs(200);
    const decidedBefore = ids.slice(0, 5);
    for (const id of decidedBefore) {
      expect((await call(t, 'POST', `/admin/jobs/${id}/reject`, { token: officer.token, body: {} })).status).toBe(200);
    }
    const gone = ids.slice(5, 7);
    await t.app.db.update(jobs).set({ deletedAt: t.clock.now() }).where(inArray(jobs.id, gone));
    const res = await call(t, 'POST', '/admin/job-approvals/bulk', {
      token: officer.token,
      body: { jobIds: ids, decision: 'approve' },
      lang: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body.decided).toEqual(ids.slice(7));
    expect(res.body.message).toBe('193 jobs approved');
    expect(res.body.refused).toEqual([
      ...decidedBefore.map((id) => ({ id, code: 'CONFLICT', message: expect.any(String) })),
      ...gone.map((id) => ({ id, code: 'NOT_FOUND', message: expect.any(String) })),
    ]);
    const states = await t.app.db
      .select({ id: jobs.id, approval: jobs.approvalStatus })
      .from(jobs)
      .where(inArray(jobs.id, ids));
    const byId = new Map(states.map((row) => [row.id, row.approval]));
    expect(decidedBefore.every((id) => byId.get(id) === ApprovalStatus.REJECTED)).toBe(true);
    expect(ids.slice(7).every((id) => byId.get(id) === ApprovalStatus.APPROVED)).toBe(true);
    const audited = await t.app.db
      .select({ id: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.approved'), inArray(auditLog.entityId, ids)));
    expect(audited.map((row) => row.id).sort()).toEqual(ids.slice(7).sort());
    const mails = await t.app.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, company.email), eq(emailOutbox.template, 'jobApproved')));
    expect(mails).toHaveLength(193);
  });

  it('rejects with one reason, which the company reads on each', async () => {
    const ids = await waitingJobs(3);
    const res = await call(t, 'POST', '/admin/job-approvals/bulk', {
      token: officer.token,
      body: { jobIds: ids, decision: 'reject', reason: 'Please state the monthly allowance.' },
      lang: 'zh',
    });
    expect(res.body).toMatchObject({ decided: ids, refused: [], message: '已拒絕 3 個職位' });
    const rows = await t.app.db.select({ reason: jobs.reviewReason }).from(jobs).where(inArray(jobs.id, ids));
    expect(rows.every((row) => row.reason === 'Please state the monthly allowance.')).toBe(true);
  });
});

describe('reviews', () => {
  it('publishes many, and rejects many with one reason, leaving alone those decided meanwhile', async () => {
    const ids = await waitingReviews(12);
    const published = await call(t, 'POST', '/admin/reviews/bulk', {
      token: officer.token,
      body: { reviewIds: ids.slice(0, 4), decision: 'publish' },
      lang: 'en',
    });
    expect(published.body).toMatchObject({ decided: ids.slice(0, 4), refused: [], message: '4 reviews published' });
    // A rejection of all twelve: the four published meanwhile are refused, not taken down.
    const reason = 'Please leave out the names of staff.';
    const rejected = await call(t, 'POST', '/admin/reviews/bulk', {
      token: officer.token,
      body: { reviewIds: ids, decision: 'reject', reason },
      lang: 'cn',
    });
    expect(rejected.body.decided).toEqual(ids.slice(4));
    expect(rejected.body.message).toBe('已拒绝 8 条评价');
    expect(rejected.body.refused.map((one: { id: string; code: string }) => [one.id, one.code])).toEqual(
      ids.slice(0, 4).map((id) => [id, 'REVIEW_STATE_CHANGED']),
    );
    const rows = await t.app.db
      .select({ id: companyReviews.id, status: companyReviews.status, reason: companyReviews.rejectReason })
      .from(companyReviews)
      .where(inArray(companyReviews.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(ids.slice(0, 4).every((id) => byId.get(id)?.status === ReviewStatus.PUBLISHED)).toBe(true);
    expect(
      ids.slice(4).every((id) => byId.get(id)?.status === ReviewStatus.REJECTED && byId.get(id)?.reason === reason),
    ).toBe(true);
    const audited = await t.app.db
      .select({ id: auditLog.entityId, action: auditLog.action })
      .from(auditLog)
      .where(inArray(auditLog.entityId, ids));
    expect(audited.filter((row) => row.action === 'review.published')).toHaveLength(4);
    expect(audited.filter((row) => row.action === 'review.rejected')).toHaveLength(8);
  });
});

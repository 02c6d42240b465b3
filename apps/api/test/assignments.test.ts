// Who in the office takes an item of its queues (issue 27, docs/decisions/056) over real HTTP: any
// officer gives an eligibility check, a company, a job, a review or a help request to a colleague
// or to nobody; each queue shows who took each item and narrows to one colleague's items; the
// change is audited in words; nobody else may, and only an active officer can be given one.
import { randomUUID } from 'node:crypto';
import { Role, UserStatus } from '@fis/shared/enums';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, helpRequests, users } from '../src/db/schema.js';
import { candidateWithId, insertDocument } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { createJob, registerPendingCompany, signedInAdmin } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';
import { insertWaitingReviews } from './review-factories.js';

let t: TestApp;
let officer: Awaited<ReturnType<typeof signedInAdmin>>;
let colleague: Awaited<ReturnType<typeof signedInAdmin>>;
let company: Awaited<ReturnType<typeof signedInCompany>>;
beforeAll(async () => {
  t = await startTestApp();
  officer = await signedInAdmin(t);
  colleague = await signedInAdmin(t);
  company = await signedInCompany(t, { companyName: 'Delta Clearing Ltd' });
});
afterAll(() => t.close());

const assign = (token: string | undefined, type: string, id: string, assigneeId: string | null, lang = 'en') =>
  call(t, 'PUT', `/admin/assignments/${type}/${id}`, { token, body: { assigneeId }, lang });

/** One waiting item of each queue: its kind, its id, and the queue's address that lists it. */
async function oneOfEach() {
  const candidate = await candidateWithId(t);
  const transcript = await insertDocument(t, candidate.userId, 'transcript');
  const studentId = await insertDocument(t, candidate.userId, 'student_id');
  await call(t, 'POST', '/user/update-profile', {
    token: candidate.token,
    body: { transcriptMediaId: transcript.id, studentIdMediaId: studentId.id },
  });
  const pending = await registerPendingCompany(t);
  const job = await createJob(t, company.companyId, { approvalStatus: 0 });
  const now = t.clock.now();
  const [reviewId] = await insertWaitingReviews(t.app.db, company.companyId, [candidate.userId], now);
  const [help] = await t.app.db
    .insert(helpRequests)
    .values({
      name: 'Wong Siu Fong',
      email: 'siufong@example.com',
      role: 1,
      topic: 1,
      language: 'en',
      message: 'Help',
      createdAt: now,
    })
    .returning({ id: helpRequests.id });
  return [
    { type: 'candidate', id: candidate.userId, queue: '/admin/eligibility' },
    { type: 'company', id: pending.companyId, queue: '/admin/companies?approval=0' },
    { type: 'job', id: job.id, queue: '/admin/job-approvals' },
    { type: 'review', id: reviewId ?? '', queue: '/admin/reviews' },
    { type: 'helpRequest', id: help?.id ?? '', queue: '/admin/help-requests' },
  ] as const;
}

describe('who may', () => {
  it('answers 401 to a visitor and 403 to a candidate and a company; 404 for an unknown item', async () => {
    const candidate = await candidateWithId(t);
    const path = `/admin/assignments/candidate/${candidate.userId}`;
    expect((await call(t, 'PUT', path, { body: { assigneeId: null } })).status).toBe(401);
    expect((await call(t, 'PUT', path, { token: candidate.token, body: { assigneeId: null } })).status).toBe(403);
    expect((await call(t, 'PUT', path, { token: company.token, body: { assigneeId: null } })).status).toBe(403);
    for (const [type, id] of [
      ['candidate', randomUUID()],
      ['candidate', company.userId],
      ['company', randomUUID()],
      ['review', randomUUID()],
      ['helpRequest', 'not-an-id'],
      ['application', candidate.userId],
    ]) {
      expect((await assign(officer.token, type ?? '', id ?? '', officer.admin.id)).status, `${type} ${id}`).toBe(404);
    }
  });

  it('gives an item only to an active officer, naming the field in the reader’s language', async () => {
    const candidate = await candidateWithId(t);
    const suspended = await signedInAdmin(t);
    await t.app.db.update(users).set({ status: UserStatus.SUSPENDED }).where(eq(users.id, suspended.admin.id));
    for (const assigneeId of [candidate.userId, company.userId, suspended.admin.id, randomUUID()]) {
      const res = await assign(officer.token, 'candidate', candidate.userId, assigneeId, 'zh');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'ASSIGNEE_INVALID',
        field: 'assigneeId',
        message: '請選擇計劃辦公室的同事',
      });
    }
    const bad = await assign(officer.token, 'candidate', candidate.userId, 'someone' as never);
    expect(bad.body).toMatchObject({ code: 'FIELD_INVALID', field: 'assigneeId' });
  });
});

describe('every queue', () => {
  it('shows who took each item, narrows to one colleague’s items, and keeps the changes in the audit log', async () => {
    const items = await oneOfEach();
    for (const item of items) {
      const given = await assign(officer.token, item.type, item.id, colleague.admin.id);
      expect(given.status, item.type).toBe(200);
      expect(given.body).toEqual({
        assignee: { id: colleague.admin.id, email: colleague.admin.email },
        message: `Assigned to ${colleague.admin.email}`,
      });
      const sep = item.queue.includes('?') ? '&' : '?';
      const mine = await call(t, 'GET', `${item.queue}${sep}assignee=${colleague.admin.id}&take=50`, {
        token: colleague.token,
      });
      expect(mine.status, item.type).toBe(200);
      expect(
        mine.body.items.map((row: { id: string }) => row.id),
        item.type,
      ).toEqual([item.id]);
      expect(mine.body.items[0].assignee).toEqual({ id: colleague.admin.id, email: colleague.admin.email });
      const others = await call(t, 'GET', `${item.queue}${sep}assignee=${officer.admin.id}&take=50`, {
        token: officer.token,
      });
      expect(others.body.items, item.type).toEqual([]);
      // Taken back: nobody has it, and the colleague's queue is empty again.
      const back = await assign(officer.token, item.type, item.id, null);
      expect(back.body.assignee).toBeNull();
      const after = await call(t, 'GET', `${item.queue}${sep}assignee=${colleague.admin.id}&take=50`, {
        token: colleague.token,
      });
      expect(after.body.items, item.type).toEqual([]);
    }
    const candidate = items[0];
    // Giving it again to whoever has it is no change, and no audit row.
    await assign(officer.token, candidate.type, candidate.id, colleague.admin.id);
    await assign(colleague.token, candidate.type, candidate.id, colleague.admin.id);
    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, candidate.id),
          eq(auditLog.entityType, 'candidate_profile'),
          like(auditLog.action, 'queue.%'),
        ),
      );
    expect(rows.map((row) => [row.action, row.details])).toEqual([
      ['queue.assigned', { fromUserId: null, assigneeUserId: colleague.admin.id }],
      ['queue.unassigned', { fromUserId: colleague.admin.id }],
      ['queue.assigned', { fromUserId: null, assigneeUserId: colleague.admin.id }],
    ]);
    // The audit view says it in words, naming the colleague.
    const log = await call(t, 'GET', `/admin/audit-log?action=queue.assigned&take=50`, { token: officer.token });
    const entry = log.body.items.find((one: { entityId: string }) => one.entityId === candidate.id);
    // The office's account reads it in its own language (Traditional Chinese here).
    expect(entry).toMatchObject({
      actionName: '指派項目',
      details: [{ label: '指派給', value: colleague.admin.email, record: { id: colleague.admin.id } }],
    });
  });

  it('refuses a bad colleague filter on each queue, naming the field', async () => {
    for (const queue of [
      '/admin/eligibility',
      '/admin/companies',
      '/admin/job-approvals',
      '/admin/reviews',
      '/admin/help-requests',
    ]) {
      const res = await call(t, 'GET', `${queue}?assignee=me`, { token: officer.token });
      expect(res.status, queue).toBe(400);
      expect(res.body, queue).toMatchObject({ code: 'FIELD_INVALID', field: 'assignee' });
    }
  });
});

it('an officer removed from the team leaves their items to nobody', async () => {
  const leaving = await signedInAdmin(t);
  const candidate = await candidateWithId(t);
  await assign(officer.token, 'candidate', candidate.userId, leaving.admin.id);
  await t.app.db.delete(users).where(and(eq(users.id, leaving.admin.id), eq(users.role, Role.ADMIN)));
  const queue = await call(
    t,
    'GET',
    `/admin/eligibility?queue=unverified&keyword=${encodeURIComponent(candidate.email)}`,
    {
      token: officer.token,
    },
  );
  expect(queue.body.items[0].assignee).toBeNull();
});

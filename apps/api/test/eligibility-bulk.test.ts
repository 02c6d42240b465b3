// One eligibility decision for many candidates (issue 27, section 2; decision 053) over real HTTP:
// only officers; 200 candidates verified in one act, each audited and emailed on its own, while
// those a colleague decided meanwhile, those gone and ids that are no candidate are refused, each
// with its reason; a rejection needs its reason, the same for all; bad input names its field; each
// officer's browser is told once that the queue changed, not once per candidate.
import { EligibilityStatus, Role, UserStatus } from '@fis/shared/enums';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, candidateProfiles, emailOutbox, users } from '../src/db/schema.js';
import { hashPassword } from '../src/lib/passwords.js';
import { pushAfterCommit } from '../src/realtime/push.js';
import { candidateWithId } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { PASSWORD, signedInAdmin } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';
import { connectSocket } from './realtime-client.js';

let t: TestApp;
let officer: Awaited<ReturnType<typeof signedInAdmin>>;
let colleague: Awaited<ReturnType<typeof signedInAdmin>>;
const TAG = `bulk${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await startTestApp();
  officer = await signedInAdmin(t);
  colleague = await signedInAdmin(t);
});
afterAll(() => t?.close());

/** `count` unverified candidates, inserted at once; their ids. */
async function candidates(count: number, label: string): Promise<string[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const people = await t.app.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `${TAG}-${label}-${i}@example.edu.hk`,
        role: Role.CANDIDATE,
        passwordHash,
        emailVerifiedAt: t.clock.now(),
        emailLanguage: ['en', 'zh', 'cn'][i % 3] ?? 'zh',
      })),
    )
    .returning({ id: users.id });
  await t.app.db.insert(candidateProfiles).values(
    people.map(({ id }) => ({
      userId: id,
      englishName: 'Chan Tai Man',
      chineseName: '陳大文',
      institution: 'HKU',
      faculty: 'Faculty of Business and Economics',
      programme: 'BBA in Finance',
      graduationYear: 2027,
      phonePrefix: '+852',
      phoneNumber: '91234567',
      legallyEmployable: 0,
      residentType: 0,
      cityOfResidence: 'HONG_KONG',
      educationLevel: 'UNDERGRADUATE',
      consentTermsAt: t.clock.now(),
      consentDataSharingAt: t.clock.now(),
    })),
  );
  return people.map(({ id }) => id);
}

const bulk = (token: string, body: unknown) => call(t, 'POST', '/admin/eligibility/bulk', { token, body, lang: 'en' });

describe('who may', () => {
  it('answers 401 to a visitor and 403 to a candidate and a company', async () => {
    const body = { candidateIds: [officer.admin.id], status: 1, expected: 0 };
    expect((await call(t, 'POST', '/admin/eligibility/bulk', { body })).status).toBe(401);
    const candidate = await candidateWithId(t);
    const company = await signedInCompany(t);
    for (const token of [candidate.token, company.token]) expect((await bulk(token, body)).status).toBe(403);
  });
});

describe('bad input', () => {
  const cases: [string, unknown, string, string][] = [
    ['no one', { candidateIds: [], status: 1, expected: 0 }, 'candidateIds', 'FIELD_REQUIRED'],
    [
      'too many',
      { candidateIds: Array.from({ length: 501 }, () => crypto.randomUUID()), status: 1, expected: 0 },
      'candidateIds',
      'TOO_MANY_ITEMS',
    ],
    [
      'an id twice',
      { candidateIds: [TAG, TAG].map(() => '00000000-0000-4000-8000-000000000001'), status: 1, expected: 0 },
      'candidateIds',
      'FIELD_INVALID',
    ],
    [
      'a rejection without its reason',
      { candidateIds: [crypto.randomUUID()], status: 2, expected: 0 },
      'reason',
      'FIELD_REQUIRED',
    ],
    [
      'a state that is none',
      { candidateIds: [crypto.randomUUID()], status: 7, expected: 0 },
      'status',
      'FIELD_INVALID',
    ],
    ['no state seen', { candidateIds: [crypto.randomUUID()], status: 1 }, 'expected', 'FIELD_REQUIRED'],
  ];
  for (const [what, body, field, code] of cases) {
    it(`names the field: ${what}`, async () => {
      const res = await bulk(officer.token, body);
      expect(res.status).toBe(400);
      const issue = res.body.fields?.[0] ?? res.body;
      expect([issue.field, issue.code]).toEqual([field, code]);
    });
  }
});

describe('one decision for 200 candidates', () => {
  it('decides each on its own and reports each one refused, with its reason', async () => {
    const ids = await candidates(200, 'verify');
    // Meanwhile a colleague rejects three, and one account is suspended.
    const decidedMeanwhile = ids.slice(10, 13);
    for (const id of decidedMeanwhile) {
      const res = await call(t, 'PUT', `/admin/candidates/${id}/eligibility`, {
        token: colleague.token,
        body: { status: EligibilityStatus.REJECTED, reason: 'Transcript unreadable.' },
      });
      expect(res.status).toBe(200);
    }
    const suspended = ids[50] ?? '';
    await t.app.db.update(users).set({ status: UserStatus.SUSPENDED }).where(eq(users.id, suspended));
    const notACandidate = colleague.admin.id;

    const res = await bulk(officer.token, {
      candidateIds: [...ids, notACandidate],
      status: EligibilityStatus.VERIFIED,
      expected: EligibilityStatus.UNVERIFIED,
    });
    expect(res.status).toBe(200);
    expect(res.body.decided).toHaveLength(196);
    expect(res.body.message).toBe('196 candidates verified');
    const refused = Object.fromEntries(res.body.refused.map((r: { id: string; code: string }) => [r.id, r.code]));
    expect(refused).toEqual({
      ...Object.fromEntries(decidedMeanwhile.map((id) => [id, 'ELIGIBILITY_CHANGED'])),
      [suspended]: 'NOT_FOUND',
      [notACandidate]: 'NOT_FOUND',
    });
    expect(res.body.refused.find((r: { id: string }) => r.id === decidedMeanwhile[0]).message).toBe(
      "Another officer decided this candidate's eligibility meanwhile: it was left as they decided",
    );

    // The colleague's decisions stand; the others are verified, each with its audit row and email.
    const states = await t.app.db
      .select({ id: candidateProfiles.userId, status: candidateProfiles.eligibilityStatus })
      .from(candidateProfiles)
      .where(inArray(candidateProfiles.userId, ids));
    const byId = Object.fromEntries(states.map((s) => [s.id, s.status]));
    expect(decidedMeanwhile.map((id) => byId[id])).toEqual([2, 2, 2]);
    expect(res.body.decided.every((id: string) => byId[id] === EligibilityStatus.VERIFIED)).toBe(true);
    const audits = await t.app.db
      .select({ id: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'candidate.eligibility-decided'), eq(auditLog.actorUserId, officer.admin.id)));
    expect(audits.map((a) => a.id).sort()).toEqual([...res.body.decided].sort());
    const mails = await t.app.db
      .select({ to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'eligibilityVerified'));
    expect(mails.filter((m) => m.to.startsWith(`${TAG}-verify-`))).toHaveLength(196);
  });

  it('rejects many with one reason, which each reads', async () => {
    const ids = await candidates(3, 'reject');
    const res = await bulk(officer.token, {
      candidateIds: ids,
      status: EligibilityStatus.REJECTED,
      reason: 'Both sides of the student ID, please.',
      expected: EligibilityStatus.UNVERIFIED,
    });
    expect(res.body).toMatchObject({ refused: [], message: '3 candidates rejected' });
    const reasons = await t.app.db
      .select({ reason: candidateProfiles.eligibilityReason })
      .from(candidateProfiles)
      .where(inArray(candidateProfiles.userId, ids));
    expect(reasons.map((r) => r.reason)).toEqual(Array(3).fill('Both sides of the student ID, please.'));
  });
});

describe('live updates', () => {
  it('tells each officer once that the queue changed, not once per candidate', async () => {
    const watcher = await connectSocket(t, { token: colleague.token });
    try {
      const ids = await candidates(3, 'live');
      const res = await bulk(officer.token, {
        candidateIds: ids,
        status: EligibilityStatus.VERIFIED,
        expected: EligibilityStatus.UNVERIFIED,
      });
      expect(res.body.decided).toHaveLength(3);
      // Pushed after the run: once it arrives, so has every push of the run (a socket keeps their order).
      pushAfterCommit(t.app.db, t.app.services, [colleague.admin.id], 'admin:waiting', { queue: 'jobs' });
      const queues = () => watcher.events.filter((e) => e.event === 'admin:waiting').map((e) => e.payload);
      await expect.poll(queues).toContainEqual({ queue: 'jobs' });
      expect(queues()).toEqual([{ queue: 'eligibility' }, { queue: 'jobs' }]);
    } finally {
      watcher.socket.close();
    }
  });
});

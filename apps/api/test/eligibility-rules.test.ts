// The eligibility rules over real HTTP (docs/decisions/026): the candidate's confirmations (only
// the candidate, bad input named), the rules on the job detail and the cards, "jobs I can take",
// an application refused with the rules not met, the eligibility check a company reads on its
// applicant and the admin's record; and a property: whatever the candidate, the admin and the
// profile write, the API's answer and takeable_regions are the shared function's; rows behind
// the rules' version are worked out again at start-up.
import type { CandidateRegisterInput } from '@fis/shared/auth-schemas';
import type { CandidateFacts } from '@fis/shared/eligibility-rule-definitions';
import { evaluateEligibility, takeableRegions } from '@fis/shared/eligibility-rules';
import { CITIES, EligibilityStatus, LocationScope, Residency } from '@fis/shared/enums';
import { recentEmploymentWindowStart } from '@fis/shared/scheme-rounds';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, auditLog, candidateProfiles } from '../src/db/schema.js';
import { refreshStaleTakeableRegions, TAKEABLE_RULES_VERSION } from '../src/modules/eligibility/takeable-regions.js';
import { applyTo, buildApplication, insertDocument } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { createJob, registerVerifiedCandidate, signedInAdmin, signInCandidate, userIdOf } from './factories.js';
import { call, startTestApp, TEST_ROUND_RULES, type TestApp } from './helper.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let company: Awaited<ReturnType<typeof signedInCompany>>;
let other: Awaited<ReturnType<typeof signedInCompany>>;
let hkJob: { id: string };
let gbaJob: { id: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAdmin(t);
  company = await signedInCompany(t, { companyName: 'Acme Fintech Ltd' });
  other = await signedInCompany(t, { companyName: 'Beta Wealth Ltd' });
  hkJob = await createJob(t, company.companyId, { positionName: 'Hong Kong Payments Intern' });
  gbaJob = await createJob(t, company.companyId, {
    positionName: 'Shenzhen Payments Intern',
    location: 'GBA',
    city: 4,
  });
});
afterAll(() => t.close());

async function candidate(overrides: Partial<CandidateRegisterInput> = {}) {
  const input = await registerVerifiedCandidate(t, overrides);
  const token = await signInCandidate(t, input.email);
  return { ...input, token, userId: await userIdOf(t, input.email) };
}
/** A Hong Kong student: GBA mainland positions take them, Hong Kong ones do not. */
const hongKongStudent = () => candidate({ residentType: Residency.HK_PERMANENT });

const ALL_CONFIRMED = { adult: true, fullTimeStudent: true, fintechProgramme: true, noOtherAllowance: true };
const declare = (token: string | undefined, body: unknown, lang = 'en') =>
  call(t, 'PUT', '/user/eligibility-declarations', { token, body, lang });
const ruleOf = (answer: { rules: { rule: string }[] }, rule: string) => answer.rules.find((r) => r.rule === rule);

describe("the candidate's confirmations", () => {
  it('are the candidate’s alone: 401 without a session, 403 for a company and the admin', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { adult: true }],
    ] as const) {
      expect((await call(t, method, '/user/eligibility-declarations', { body })).status).toBe(401);
      expect((await call(t, method, '/user/eligibility-declarations', { token: company.token, body })).status).toBe(
        403,
      );
      expect((await call(t, method, '/user/eligibility-declarations', { token: admin.token, body })).status).toBe(403);
    }
  });

  it('refuses bad input naming the field, translated', async () => {
    const me = await candidate();
    const res = await declare(me.token, { adult: 'yes' }, 'zh');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'FIELD_INVALID', field: 'adult' });
    expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
    expect((await declare(me.token, { studyCity: 'ATLANTIS' })).body.field).toBe('studyCity');
  });

  it('are kept, change only what is sent, ask the conditional questions only of whom they concern, and leave an audit row', async () => {
    const me = await candidate();
    const before = await call(t, 'GET', '/user/eligibility-declarations', { token: me.token });
    expect(before.body).toEqual({
      adult: false,
      fullTimeStudent: false,
      fintechProgramme: false,
      noOtherAllowance: false,
      entryEndorsement: false,
      studyCity: null,
      studyCityAsked: false,
      entryEndorsementAsked: false,
    });
    expect((await declare(me.token, { adult: true, fintechProgramme: true })).status).toBe(200);
    const after = await declare(me.token, { fintechProgramme: false });
    expect(after.body).toMatchObject({ adult: true, fintechProgramme: false });
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, me.userId), eq(auditLog.action, 'candidate.eligibility-declared')));
    expect(audit).toHaveLength(2);

    // Registration takes the four every candidate is asked, optionally.
    const registered = await candidate({ declarations: { adult: true, noOtherAllowance: true } });
    const given = await call(t, 'GET', '/user/eligibility-declarations', { token: registered.token });
    expect(given.body).toMatchObject({
      adult: true,
      fullTimeStudent: false,
      fintechProgramme: false,
      noOtherAllowance: true,
    });

    const inShenzhen = await candidate({ institution: 'Other', institutionOther: 'Shenzhen University' });
    await declare(inShenzhen.token, { studyCity: 'SHENZHEN' });
    const asked = await call(t, 'GET', '/user/eligibility-declarations', { token: inShenzhen.token });
    expect(asked.body).toMatchObject({ studyCity: 'SHENZHEN', studyCityAsked: true, entryEndorsementAsked: true });
  });
});

describe('the rules where jobs are shown', () => {
  it('gives a candidate every rule on the job detail, and nobody else any', async () => {
    const me = await hongKongStudent();
    const detail = await call(t, 'GET', `/job/${hkJob.id}`, { token: me.token });
    expect(detail.body.eligibility).toBe('notMet');
    expect(ruleOf(detail.body.rules, 'direction')).toEqual({
      rule: 'direction',
      state: 'notMet',
      reason: 'direction.hkNotForHkStudents',
    });
    expect(ruleOf(detail.body.rules, 'age')).toMatchObject({ state: 'unknown', missing: 'adult' });
    for (const token of [undefined, company.token, admin.token]) {
      const res = await call(t, 'GET', `/job/${hkJob.id}`, { token });
      expect(res.body.rules).toBeNull();
      expect(res.body.eligibility).toBeNull();
    }
  });

  it('puts the state on each card and keeps to the jobs the candidate can take when asked', async () => {
    const me = await hongKongStudent();
    const all = await call(t, 'GET', `/job?companyId=${company.companyId}`, { token: me.token });
    const stateOf = (id: string) => all.body.items.find((c: { id: string }) => c.id === id)?.eligibility;
    expect(stateOf(hkJob.id)).toBe('notMet');
    expect(stateOf(gbaJob.id)).toBe('unknown');
    const takeable = await call(t, 'GET', `/job?companyId=${company.companyId}&canTake=true`, { token: me.token });
    expect(takeable.body.items.map((c: { id: string }) => c.id)).toEqual([gbaJob.id]);
    expect(takeable.body.total).toBe(1);
    // A visitor has no rules: the filter does not apply and the cards carry no state.
    const visitor = await call(t, 'GET', `/job?companyId=${company.companyId}&canTake=true`);
    expect(visitor.body.total).toBe(2);
    expect(visitor.body.items.every((c: { eligibility: unknown }) => c.eligibility === null)).toBe(true);
    expect((await call(t, 'GET', '/job?canTake=maybe')).body).toMatchObject({
      code: 'FIELD_INVALID',
      field: 'canTake',
    });
  });
});

describe('applying', () => {
  it('is refused with the rules not met, in the reader’s language', async () => {
    const me = await hongKongStudent();
    const resume = await insertDocument(t, me.userId);
    const res = await call(t, 'POST', '/applications', {
      token: me.token,
      lang: 'zh',
      body: buildApplication(hkJob.id, resume.id),
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('NOT_ELIGIBLE');
    expect(res.body.rules).toEqual([{ rule: 'direction', state: 'notMet', reason: 'direction.hkNotForHkStudents' }]);
    expect(res.body.message).toContain('香港職位供內地學生申請');
  });

  it('is refused when an experience at the company falls in the 3 months before the period', async () => {
    const me = await candidate();
    const created = await call(t, 'POST', '/user-experience/create', {
      token: me.token,
      body: {
        company: 'ACME fintech ltd',
        jobTitle: 'Intern',
        startDate: recentEmploymentWindowStart(TEST_ROUND_RULES),
        currentlyWorking: true,
      },
    });
    expect(created.status).toBe(201);
    const res = await applyTo(t, me, hkJob.id, { declarations: { notRelated: true, notRecentlyEmployed: true } });
    expect(res.status).toBe(409);
    expect(res.body.rules).toEqual([
      expect.objectContaining({
        rule: 'notRecentlyEmployed',
        state: 'notMet',
        params: expect.objectContaining({ company: 'ACME fintech ltd' }),
      }),
    ]);
    // Another company's job is not ruled out by it.
    const elsewhere = await createJob(t, other.companyId);
    expect((await applyTo(t, me, elsewhere.id)).status).toBe(201);
  });

  it('keeps the confirmations about the company, which the company reads in its eligibility check, and nobody else', async () => {
    const me = await candidate();
    await declare(me.token, ALL_CONFIRMED);
    const res = await applyTo(t, me, hkJob.id, { declarations: { notRelated: true, notRecentlyEmployed: true } });
    expect(res.status).toBe(201);
    const id = res.body.application.id as string;
    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ declaredNotRelated: true, declaredNotRecentlyEmployed: true });
    const seen = await call(t, 'GET', `/company/application/${id}`, { token: company.token });
    expect(seen.status).toBe(200);
    expect(seen.body.eligibility.overall).toBe('unknown');
    expect(seen.body.eligibility.rules.filter((r: { state: string }) => r.state !== 'met')).toEqual([
      { rule: 'verified', state: 'unknown', reason: 'verified.waiting' },
    ]);
    expect((await call(t, 'GET', `/company/application/${id}`, { token: other.token })).status).toBe(404);
  });
});

describe("the admin's record", () => {
  it('shows the rules for each region to the admin only', async () => {
    const me = await hongKongStudent();
    const record = await call(t, 'GET', `/admin/candidates/${me.userId}`, { token: admin.token });
    expect(record.body.eligibilityRules.HongKong.overall).toBe('notMet');
    expect(record.body.eligibilityRules.GBA.overall).toBe('unknown');
    expect((await call(t, 'GET', `/admin/candidates/${me.userId}`, { token: me.token })).status).toBe(403);
  });
});

describe('rows written before the rules, or by older ones', () => {
  it('get the takeable regions the rules give at start-up, and are not worked out again', async () => {
    const me = await hongKongStudent();
    // As the migration left existing rows: every region, version 0.
    await t.app.db
      .update(candidateProfiles)
      .set({ takeableRegions: ['HongKong', 'GBA', 'HongKong & GBA'], takeableRulesVersion: 0 })
      .where(eq(candidateProfiles.userId, me.userId));
    expect(await refreshStaleTakeableRegions({ db: t.app.db })).toBeGreaterThanOrEqual(1);
    const [row] = await t.app.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, me.userId));
    expect(row).toMatchObject({
      takeableRegions: ['GBA', 'HongKong & GBA'],
      takeableRulesVersion: TAKEABLE_RULES_VERSION,
    });
    expect(await refreshStaleTakeableRegions({ db: t.app.db })).toBe(0);
  });
});

describe('the API and the shared rules agree', () => {
  const write = fc.oneof(
    fc.record({
      kind: fc.constant('profile' as const),
      residentType: fc.constantFrom(Residency.HK_PERMANENT, Residency.GBA, Residency.NON_GBA),
      legallyEmployable: fc.constantFrom(
        LocationScope.BOTH,
        LocationScope.GBA,
        LocationScope.HK,
        LocationScope.NOT_APPLICABLE,
      ),
      other: fc.boolean(),
    }),
    fc.record({
      kind: fc.constant('declarations' as const),
      adult: fc.boolean(),
      fullTimeStudent: fc.boolean(),
      fintechProgramme: fc.boolean(),
      noOtherAllowance: fc.boolean(),
      entryEndorsement: fc.boolean(),
      studyCity: fc.option(fc.constantFrom(...CITIES), { nil: null }),
    }),
    fc.record({
      kind: fc.constant('decision' as const),
      status: fc.constantFrom(EligibilityStatus.UNVERIFIED, EligibilityStatus.VERIFIED, EligibilityStatus.REJECTED),
    }),
  );

  it('after any sequence of writes: the job detail is evaluateEligibility and takeable_regions is takeableRegions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 4 }), async (writes) => {
        const me = await candidate();
        const facts: CandidateFacts = {
          residentType: Residency.GBA,
          legallyEmployable: LocationScope.BOTH,
          institution: 'CUHK',
          studyCity: null,
          eligibilityStatus: EligibilityStatus.UNVERIFIED,
          declarations: {
            adult: false,
            fullTimeStudent: false,
            fintechProgramme: false,
            noOtherAllowance: false,
            entryEndorsement: false,
          },
          experience: [],
        };
        for (const w of writes) {
          if (w.kind === 'profile') {
            const institution = w.other ? 'Other' : 'HKU';
            const res = await call(t, 'POST', '/user/update-profile', {
              token: me.token,
              body: {
                residentType: w.residentType,
                legallyEmployable: w.legallyEmployable,
                institution,
                institutionOther: 'Jinan University',
              },
            });
            expect(res.status).toBe(200);
            Object.assign(facts, { residentType: w.residentType, legallyEmployable: w.legallyEmployable, institution });
          } else if (w.kind === 'declarations') {
            const { kind: _kind, studyCity, ...declarations } = w;
            expect((await declare(me.token, { ...declarations, studyCity })).status).toBe(200);
            Object.assign(facts, { declarations, studyCity });
          } else {
            const body = { status: w.status, reason: 'Checked' };
            const res = await call(t, 'PUT', `/admin/candidates/${me.userId}/eligibility`, {
              token: admin.token,
              body,
            });
            expect(res.status).toBe(200);
            facts.eligibilityStatus = w.status;
          }
        }
        for (const job of [hkJob, gbaJob]) {
          const detail = await call(t, 'GET', `/job/${job.id}`, { token: me.token });
          const location = job === hkJob ? 'HongKong' : 'GBA';
          expect(detail.body.rules).toEqual(
            evaluateEligibility(facts, { location, companyNames: ['Acme Fintech Ltd'], round: TEST_ROUND_RULES }),
          );
        }
        const [row] = await t.app.db
          .select({ takeableRegions: candidateProfiles.takeableRegions })
          .from(candidateProfiles)
          .where(eq(candidateProfiles.userId, me.userId));
        expect(row?.takeableRegions).toEqual(takeableRegions(facts));
      }),
      { numRuns: 25 },
    );
    // Each run registers a candidate (a password hash) and makes up to six calls: room for a busy machine.
  }, 180_000);
});

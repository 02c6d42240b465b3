// The admin's edit of a candidate's education and experience entries (issue 14 section 2,
// docs/decisions/023) over real HTTP: every route × anonymous, candidate, company and admin;
// another candidate's entry 404s; bad input names its field as the candidate's own form does;
// each act tells the candidate once (ADMIN_EDITED_CANDIDATE_PROFILE) and leaves one audit row.
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../src/db/schema.js';
import { candidateWithId } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { signedInAdmin } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
let admin: { token: string; userId: string };
let company: Awaited<ReturnType<typeof signedInCompany>>;
let candidate: Awaited<ReturnType<typeof candidateWithId>>;
let otherCandidate: Awaited<ReturnType<typeof candidateWithId>>;

beforeAll(async () => {
  t = await startTestApp();
  const signed = await signedInAdmin(t);
  admin = { token: signed.token, userId: signed.admin.id };
  [company, candidate, otherCandidate] = await Promise.all([
    signedInCompany(t, { companyName: 'Harbour Pay Ltd' }),
    candidateWithId(t),
    candidateWithId(t),
  ]);
});
afterAll(async () => t?.close());

const education = (overrides: Record<string, unknown> = {}) => ({
  institution: 'HKU',
  educationLevel: 'MASTER',
  programme: 'MSc in Financial Technology',
  faculty: 'Faculty of Business and Economics',
  yearOfStudy: 1,
  graduationYear: 2030,
  ...overrides,
});

const experience = (overrides: Record<string, unknown> = {}) => ({
  company: 'Harbour Pay',
  jobTitle: 'Summer analyst',
  location: 'Hong Kong',
  startDate: '2025-06-01',
  endDate: '2025-08-31',
  currentlyWorking: false,
  description: 'Reconciled merchant settlements.',
  ...overrides,
});

const base = (userId = candidate.userId) => `/admin/candidates/${userId}`;

async function toldCandidate(userId: string) {
  return t.app.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.type, 'ADMIN_EDITED_CANDIDATE_PROFILE'), eq(notifications.userId, userId)));
}

async function entryAudit(userId: string) {
  return t.app.db
    .select({ action: auditLog.action, actor: auditLog.actorUserId })
    .from(auditLog)
    .where(and(like(auditLog.action, 'candidate.e%-by-admin'), eq(auditLog.entityId, userId)));
}

describe('every route', () => {
  const routes = (): [string, string, unknown?][] => [
    ['POST', `${base()}/education`, education()],
    ['PUT', `${base()}/education/${randomUUID()}`, education()],
    ['DELETE', `${base()}/education/${randomUUID()}`],
    ['POST', `${base()}/experience`, experience()],
    ['PUT', `${base()}/experience/${randomUUID()}`, experience()],
    ['DELETE', `${base()}/experience/${randomUUID()}`],
  ];

  it('answers 401 to anonymous callers and 403 to candidates and companies', async () => {
    for (const [method, path, body] of routes()) {
      expect((await call(t, method, path, { body })).status, `${method} ${path}`).toBe(401);
      for (const caller of [candidate, company]) {
        expect((await call(t, method, path, { body, token: caller.token })).status, `${method} ${path}`).toBe(403);
      }
    }
  });

  it('answers 404 for an unknown candidate, a company, or an unknown entry', async () => {
    const cases: [string, string, unknown?][] = [
      ['POST', `${base(randomUUID())}/education`, education()],
      ['POST', `${base(company.userId)}/education`, education()],
      ['POST', `${base(randomUUID())}/experience`, experience()],
      ['POST', '/admin/candidates/not-a-uuid/experience', experience()],
      ...routes().filter(([method]) => method !== 'POST'),
    ];
    for (const [method, path, body] of cases) {
      expect((await call(t, method, path, { body, token: admin.token })).status, `${method} ${path}`).toBe(404);
    }
  });
});

describe("the admin edits a candidate's entries", () => {
  it("answers 404 for another candidate's entry, and leaves it as it was", async () => {
    const own = await call(t, 'POST', '/user-experience/create', {
      token: otherCandidate.token,
      body: experience({ company: 'Not yours' }),
    });
    expect(own.status).toBe(201);
    const ownEducation = await call(t, 'GET', '/user/profile', { token: otherCandidate.token });
    const educationId = ownEducation.body.education[0].id as string;
    const cases: [string, string, unknown?][] = [
      ['PUT', `${base()}/experience/${own.body.id}`, experience()],
      ['DELETE', `${base()}/experience/${own.body.id}`],
      ['PUT', `${base()}/education/${educationId}`, education()],
      ['DELETE', `${base()}/education/${educationId}`],
    ];
    for (const [method, path, body] of cases) {
      expect((await call(t, method, path, { body, token: admin.token })).status, `${method} ${path}`).toBe(404);
    }
    const after = await call(t, 'GET', '/user/profile', { token: otherCandidate.token });
    expect(after.body.experience).toContainEqual(expect.objectContaining({ id: own.body.id, company: 'Not yours' }));
    expect(after.body.education).toHaveLength(1);
    expect(await toldCandidate(otherCandidate.userId)).toHaveLength(0);
  });

  it('refuses what the candidate’s own form refuses, naming the field', async () => {
    const cases: [string, unknown, string][] = [
      ['education', education({ programme: '' }), 'programme'],
      ['education', education({ institution: 'Other' }), 'institutionOther'],
      ['experience', experience({ endDate: '2025-01-01' }), 'endDate'],
      ['experience', experience({ startDate: '2999-01-01', endDate: null, currentlyWorking: true }), 'startDate'],
    ];
    for (const [kind, body, field] of cases) {
      const res = await call(t, 'POST', `${base()}/${kind}`, { token: admin.token, body, lang: 'en' });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect(await toldCandidate(candidate.userId)).toHaveLength(0);
  });

  it('adds, replaces and deletes entries; each act tells the candidate once and leaves one audit row', async () => {
    const addedEducation = await call(t, 'POST', `${base()}/education`, { token: admin.token, body: education() });
    expect(addedEducation.status).toBe(201);
    // The later degree is the current studies, which the profile shows.
    expect(addedEducation.body).toMatchObject({ programme: 'MSc in Financial Technology', current: true });
    const editedEducation = await call(t, 'PUT', `${base()}/education/${addedEducation.body.id}`, {
      token: admin.token,
      body: education({ programme: 'MSc in Fintech' }),
    });
    expect(editedEducation.status).toBe(200);

    const addedExperience = await call(t, 'POST', `${base()}/experience`, { token: admin.token, body: experience() });
    expect(addedExperience.status).toBe(201);
    const editedExperience = await call(t, 'PUT', `${base()}/experience/${addedExperience.body.id}`, {
      token: admin.token,
      body: experience({ jobTitle: 'Risk intern' }),
    });
    expect(editedExperience.status).toBe(200);

    const profile = await call(t, 'GET', '/user/profile', { token: candidate.token });
    expect(profile.body.programme).toBe('MSc in Fintech');
    expect(profile.body.education).toContainEqual(expect.objectContaining({ id: addedEducation.body.id }));
    expect(profile.body.experience).toEqual([expect.objectContaining({ jobTitle: 'Risk intern' })]);

    const deletedExperience = await call(t, 'DELETE', `${base()}/experience/${addedExperience.body.id}`, {
      token: admin.token,
    });
    expect(deletedExperience.status).toBe(204);
    const deletedEducation = await call(t, 'DELETE', `${base()}/education/${addedEducation.body.id}`, {
      token: admin.token,
    });
    expect(deletedEducation.status).toBe(204);
    // The only education entry stays, for the admin as for the candidate.
    const [only] = (await call(t, 'GET', '/user/profile', { token: candidate.token })).body.education;
    const last = await call(t, 'DELETE', `${base()}/education/${only.id}`, { token: admin.token });
    expect(last.status).toBe(409);

    expect(await toldCandidate(candidate.userId)).toHaveLength(6);
    // The acts share the test clock's instant, so the rows have no order to compare in.
    expect(await entryAudit(candidate.userId)).toEqual(
      expect.arrayContaining(
        [
          'candidate.education-created-by-admin',
          'candidate.education-updated-by-admin',
          'candidate.experience-created-by-admin',
          'candidate.experience-updated-by-admin',
          'candidate.experience-deleted-by-admin',
          'candidate.education-deleted-by-admin',
        ].map((action) => ({ action, actor: admin.userId })),
      ),
    );
    expect(await entryAudit(candidate.userId)).toHaveLength(6);
  });

  it('tells nobody and audits nothing when the candidate edits their own', async () => {
    const res = await call(t, 'POST', '/user-experience/create', { token: otherCandidate.token, body: experience() });
    expect(res.status).toBe(201);
    expect(await toldCandidate(otherCandidate.userId)).toHaveLength(0);
    expect(await entryAudit(otherCandidate.userId)).toHaveLength(0);
  });
});

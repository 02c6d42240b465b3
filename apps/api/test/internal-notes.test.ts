// The office's internal notes (issue 27, decision 052) over real HTTP: only officers read or write
// them, about a candidate, a company, a job or an application that exists; every officer reads
// every note with its author and time, newest first; only its author takes one back; and no answer
// a candidate, a company or a visitor can get carries one.
import { Stage } from '@fis/shared/application-stages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema.js';
import { candidateWithId, insertApplication } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { createJob, signedInAdmin } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
let officer: Awaited<ReturnType<typeof signedInAdmin>>;
let colleague: Awaited<ReturnType<typeof signedInAdmin>>;
let candidate: Awaited<ReturnType<typeof candidateWithId>>;
let company: Awaited<ReturnType<typeof signedInCompany>>;
let jobId = '';
let applicationId = '';
const SECRET = `Asked twice about the allowance ${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await startTestApp();
  officer = await signedInAdmin(t);
  colleague = await signedInAdmin(t);
  candidate = await candidateWithId(t);
  company = await signedInCompany(t);
  jobId = (await createJob(t, company.companyId)).id;
  await insertApplication(t, {
    jobId,
    candidateId: candidate.userId,
    stage: Stage.NEW,
    appliedAt: t.clock.now(),
    stageChangedAt: t.clock.now(),
    createdAt: t.clock.now(),
  });
  const [application] = await t.app.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.candidateId, candidate.userId));
  applicationId = application?.id ?? '';
});
afterAll(() => t?.close());

const ID = '00000000-0000-4000-8000-000000000000';
const note = (subjectType: string, subjectId: string, body = SECRET) => ({ subjectType, subjectId, body });
const as = (token: string, method: string, path: string, body?: unknown) =>
  call(t, method, path, { token, body, lang: 'en' });

describe('who may', () => {
  it('answers 401 to a visitor and 403 to a candidate and a company, on every route', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', `/admin/notes?subjectType=candidate&subjectId=${candidate.userId}`],
      ['POST', '/admin/notes', note('candidate', candidate.userId)],
      ['DELETE', `/admin/notes/${ID}`],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(t, method, path, { body })).status, `${method} ${path}`).toBe(401);
      for (const token of [candidate.token, company.token]) {
        expect((await call(t, method, path, { body, token })).status, `${method} ${path}`).toBe(403);
      }
    }
  });

  it('answers 404 for a record that does not exist, of each kind, and names a bad kind', async () => {
    for (const kind of ['candidate', 'company', 'job', 'application']) {
      expect((await as(officer.token, 'POST', '/admin/notes', note(kind, ID))).status, kind).toBe(404);
      expect((await as(officer.token, 'GET', `/admin/notes?subjectType=${kind}&subjectId=${ID}`)).status, kind).toBe(
        404,
      );
    }
    // A company's account is not a candidate.
    expect((await as(officer.token, 'POST', '/admin/notes', note('candidate', company.userId))).status).toBe(404);
    const bad = await as(officer.token, 'POST', '/admin/notes', note('review', candidate.userId));
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.[0]?.field ?? bad.body.field).toBe('subjectType');
    const blank = await as(officer.token, 'POST', '/admin/notes', note('candidate', candidate.userId, ' '));
    expect(blank.status).toBe(400);
    expect(blank.body.fields?.[0]?.field ?? blank.body.field).toBe('body');
  });
});

describe('a note', () => {
  it('is kept about each kind of record, and every officer reads it with its author, newest first', async () => {
    const subjects: [string, string][] = [
      ['candidate', candidate.userId],
      ['company', company.companyId],
      ['job', jobId],
      ['application', applicationId],
    ];
    for (const [kind, id] of subjects) {
      const added = await as(officer.token, 'POST', '/admin/notes', note(kind, id));
      expect(added.status, kind).toBe(201);
      expect(added.body).toMatchObject({ body: SECRET, author: { email: officer.admin.email } });
    }
    t.clock.advance(60_000);
    await as(colleague.token, 'POST', '/admin/notes', note('candidate', candidate.userId, 'Called back, all fine.'));
    const read = await as(colleague.token, 'GET', `/admin/notes?subjectType=candidate&subjectId=${candidate.userId}`);
    expect(read.status).toBe(200);
    expect(read.body.total).toBe(2);
    expect(read.body.items.map((item: { body: string }) => item.body)).toEqual(['Called back, all fine.', SECRET]);
    expect(read.body.items[1].author.email).toBe(officer.admin.email);
  });

  it('is taken back by its author only', async () => {
    const [mine] = (await as(officer.token, 'GET', `/admin/notes?subjectType=job&subjectId=${jobId}`)).body.items;
    expect((await as(colleague.token, 'DELETE', `/admin/notes/${mine.id}`)).status).toBe(404);
    expect((await as(officer.token, 'DELETE', `/admin/notes/${mine.id}`)).status).toBe(204);
    expect((await as(officer.token, 'GET', `/admin/notes?subjectType=job&subjectId=${jobId}`)).body.items).toEqual([]);
  });

  it('reaches no answer a candidate, a company or a visitor gets about the record', async () => {
    const answers = [
      await call(t, 'GET', '/user', { token: candidate.token }),
      await call(t, 'GET', '/applications/candidate', { token: candidate.token }),
      await call(t, 'GET', `/company/application/${applicationId}`, { token: company.token }),
      await call(t, 'GET', `/job/${jobId}`),
      await call(t, 'GET', `/job/${jobId}`, { token: candidate.token }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500);
      expect(JSON.stringify(answer.body)).not.toContain(SECRET);
    }
  });
});

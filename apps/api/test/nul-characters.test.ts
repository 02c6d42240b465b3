// PostgreSQL text cannot hold U+0000. A NUL anywhere in a request (JSON body, deep in it, query
// or path) is refused up front with 400 FIELD_INVALID naming the field, never a 500, on every
// route, and nothing is written.
import { Stage } from '@fis/shared/application-stages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema.js';
import { appliedId, applyTo, buildInterview, candidateWithId, setStage } from './application-factories.js';
import { buildJob, signedInCompany } from './company-job-factories.js';
import { createJob } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
let company: Awaited<ReturnType<typeof signedInCompany>>;
let candidate: Awaited<ReturnType<typeof candidateWithId>>;
beforeAll(async () => {
  t = await startTestApp();
  company = await signedInCompany(t);
  candidate = await candidateWithId(t);
});
afterAll(() => t.close());

const NUL = '\u0000';

describe('a NUL character', () => {
  it('is refused in the apply form, naming the field, and no application is made', async () => {
    const job = await createJob(t, company.companyId);
    const res = await applyTo(t, candidate, job.id, { pitch: `I like payments${NUL}` });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'FIELD_INVALID', field: 'pitch' });
    expect(res.body.message).toBe('Invalid data');
    expect(await t.app.db.select().from(applications).where(eq(applications.jobId, job.id))).toEqual([]);
  });

  it('is refused deep in a body, in an interview and in a cancellation reason', async () => {
    const job = await createJob(t, company.companyId);
    const id = await appliedId(t, candidate, job.id);
    await setStage(t, id, Stage.SCREENING, Stage.NEW);
    const move = await call(t, 'PUT', `/applications/${id}`, {
      token: company.token,
      body: { stage: Stage.INTERVIEWING, interview: buildInterview(t, { place: `Room 1${NUL}` }) },
    });
    expect(move.status).toBe(400);
    expect(move.body).toMatchObject({ code: 'FIELD_INVALID', field: 'interview.place' });

    const moved = await call(t, 'PUT', `/applications/${id}`, {
      token: company.token,
      body: { stage: Stage.INTERVIEWING, interview: buildInterview(t) },
    });
    expect(moved.status).toBe(200);
    const another = await call(t, 'POST', '/interviews', {
      token: company.token,
      body: { applicationId: id, ...buildInterview(t, { videoLink: `https://meet.example.com/x${NUL}` }) },
    });
    expect(another.body).toMatchObject({ code: 'FIELD_INVALID', field: 'videoLink' });
    const interviewId = moved.body.application.interviews[0].id;
    const cancel = await call(t, 'POST', `/interviews/${interviewId}/cancel`, {
      token: company.token,
      body: { reason: `r${NUL}` },
    });
    expect(cancel.body).toMatchObject({ code: 'FIELD_INVALID', field: 'reason' });
  });

  it('is refused in a query, a list item and a path, and in other resources’ forms', async () => {
    for (const path of [
      '/applications/hiring-company/candidates?keyword=a%00',
      '/applications/hiring-company/export-csv?keyword=%00',
      '/company/bookmark/favorite-candidates?keyword=%00',
    ]) {
      const res = await call(t, 'GET', path, { token: company.token });
      expect(res.status, path).toBe(400);
      expect(res.body, path).toMatchObject({ code: 'FIELD_INVALID', field: 'keyword' });
    }
    const job = await call(t, 'POST', '/job/company-create-job', {
      token: company.token,
      body: buildJob({ skills: ['SQL', `Py${NUL}thon`] }),
    });
    expect(job.status).toBe(400);
    expect(job.body).toMatchObject({ code: 'FIELD_INVALID', field: 'skills.1' });
    const path = await call(t, 'GET', '/applications/a%00b', { token: company.token });
    expect(path.body).toMatchObject({ code: 'FIELD_INVALID', field: 'id' });
    const profile = await call(t, 'POST', '/user/update-profile', {
      token: candidate.token,
      body: { selfIntroduction: `Hello${NUL}` },
    });
    expect(profile.body).toMatchObject({ code: 'FIELD_INVALID', field: 'selfIntroduction' });
  });
});

// GET /v1/company/application/{id}: one application as the company sees it (docs/decisions/020).
// The company of the job reads it, with the files it may read now; another company, a viewed-only
// row and an unknown id answer 404; a candidate or the admin is refused by role (403); an id that
// cannot be one is bad input (400 naming `id`).
import { randomUUID } from 'node:crypto';
import { Stage } from '@fis/shared/application-stages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyTo, candidateWithId, insertDocument, setStage } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { createJob, signedInAdmin } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
let adminToken: string;
let a: Awaited<ReturnType<typeof signedInCompany>>;
let b: Awaited<ReturnType<typeof signedInCompany>>;
let alice: Awaited<ReturnType<typeof candidateWithId>>;
beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await signedInAdmin(t)).token;
  a = await signedInCompany(t, { companyName: 'Alpha Pay Ltd' });
  b = await signedInCompany(t, { companyName: 'Beta Wealth Ltd' });
  alice = await candidateWithId(t);
});
afterAll(() => t.close());

const read = (token: string | undefined, id: string, lang = 'en') =>
  call(t, 'GET', `/company/application/${id}`, { token, lang });

async function application() {
  const job = await createJob(t, a.companyId, { positionName: 'Payments Intern' });
  const document = await insertDocument(t, alice.userId, 'supporting_document');
  const res = await applyTo(t, alice, job.id, { documentMediaIds: [document.id] });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return { id: res.body.application.id as string, job };
}

describe('GET /company/application/{id}', () => {
  it('answers 401 without a token, 403 to a candidate (even its own) and to the admin', async () => {
    const { id } = await application();
    expect((await read(undefined, id)).status).toBe(401);
    const own = await read(alice.token, id);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('FORBIDDEN');
    expect((await read(adminToken, id)).status).toBe(403);
  });

  it('refuses an id that cannot be one (400 naming id, translated)', async () => {
    const res = await read(a.token, 'not-an-id');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'FIELD_INVALID', field: 'id' });
    const zh = await read(a.token, 'not-an-id', 'zh');
    expect(zh.body.message).not.toBe(res.body.message);
  });

  it('gives the job’s company the application: stage, pitch, contact, files, job and its moves', async () => {
    const { id, job } = await application();
    const res = await read(a.token, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id,
      stage: Stage.NEW,
      job: { id: job.id, positionName: 'Payments Intern', companyName: 'Alpha Pay Ltd' },
      candidate: { id: alice.userId },
      contactEmail: 'applicant@example.edu.hk',
      phonePrefix: '+852',
      pitch: 'I build payment dashboards for fun.',
      resume: { originalName: 'resume.pdf' },
      documents: [{ originalName: 'supporting_document.pdf' }],
      nextStages: expect.arrayContaining([Stage.SCREENING]),
    });
  });

  it('answers 404 to another company, for an unknown id and for a job only viewed', async () => {
    const { id } = await application();
    const other = await read(b.token, id);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('NOT_FOUND');
    expect((await read(a.token, randomUUID())).status).toBe(404);
    await setStage(t, id, Stage.VIEWED);
    expect((await read(a.token, id)).status).toBe(404);
  });

  it('leaves out the files once the application has ended (policies/candidate-files.ts)', async () => {
    const { id } = await application();
    await setStage(t, id, Stage.REJECTED_AFTER_SCREENING, Stage.SCREENING);
    const res = await read(a.token, id);
    expect(res.status).toBe(200);
    expect(res.body.stage).toBe(Stage.REJECTED_AFTER_SCREENING);
    expect(res.body.resume).toBeNull();
    expect(res.body.documents).toEqual([]);
    expect(res.body.nextStages).toEqual([]);
  });
});

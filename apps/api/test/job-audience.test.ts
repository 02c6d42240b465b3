// Whom a job is for (docs/decisions/027): the education levels and graduation years a company sets on
// the job form, its draft and the admin's form, kept and answered by every view of the job, refused
// when wrong in the reader's language, and read by matching: a candidate who fits meets those two
// parts of the score, one who does not, not.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildJob, postJob, setJob, signedInCompany } from './company-job-factories.js';
import { registerVerifiedCandidate, signedInAdmin, signInCandidate } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

const START = new Date('2026-03-02T02:00:00Z');
const AUDIENCE = { educationLevels: ['UNDERGRADUATE', 'MASTER'], graduationYearFrom: 2026, graduationYearTo: 2028 };
const OPEN = { educationLevels: [], graduationYearFrom: null, graduationYearTo: null };
const CHINESE = /[\u4e00-\u9fff]/;

let t: TestApp;
let company: Awaited<ReturnType<typeof signedInCompany>>;
let other: Awaited<ReturnType<typeof signedInCompany>>;
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp();
  t.clock.set(START);
  company = await signedInCompany(t, { companyName: 'Audience Pay Ltd' });
  other = await signedInCompany(t, { companyName: 'Other Audience Ltd' });
  adminToken = (await signedInAdmin(t)).token;
});
beforeEach(() => t.clock.set(START));
afterAll(() => t.close());

const pick = (job: Record<string, unknown>) => ({
  educationLevels: job.educationLevels,
  graduationYearFrom: job.graduationYearFrom,
  graduationYearTo: job.graduationYearTo,
});

describe('the job form', () => {
  it('stores the levels and years on create and answers them in every view of the job', async () => {
    const created = await call(t, 'POST', '/job/company-create-job', {
      token: company.token,
      body: buildJob(AUDIENCE),
    });
    expect(created.status).toBe(201);
    expect(pick(created.body.job)).toEqual(AUDIENCE);
    const id = created.body.job.id;
    const own = await call(t, 'GET', `/job/company-jobs/${id}`, { token: company.token });
    expect(pick(own.body)).toEqual(AUDIENCE);
    await setJob(t, id, { approvalStatus: 1, postedAt: t.clock.now() });
    const candidate = await registerVerifiedCandidate(t);
    const token = await signInCandidate(t, candidate.email);
    const detail = await call(t, 'GET', `/job/${id}`, { token });
    expect(detail.status).toBe(200);
    expect(pick(detail.body)).toEqual(AUDIENCE);
  });

  it('leaves a job open to every level and year when the form does not say', async () => {
    const job = await postJob(t, company.token);
    expect(pick(job)).toEqual(OPEN);
  });

  it('changes them on update, and clears them; another company cannot (404)', async () => {
    const job = await postJob(t, company.token, AUDIENCE);
    const edit = (token: string, values: Record<string, unknown>) =>
      call(t, 'PUT', `/job/update/${job.id}`, { token, body: buildJob(values) });
    const narrowed = await edit(company.token, {
      educationLevels: ['DOCTOR'],
      graduationYearFrom: 2027,
      graduationYearTo: null,
    });
    expect(narrowed.status).toBe(200);
    expect(pick(narrowed.body.job)).toEqual({
      educationLevels: ['DOCTOR'],
      graduationYearFrom: 2027,
      graduationYearTo: null,
    });
    const cleared = await edit(company.token, OPEN);
    expect(pick(cleared.body.job)).toEqual(OPEN);
    expect(pick((await call(t, 'GET', `/job/company-jobs/${job.id}`, { token: company.token })).body)).toEqual(OPEN);
    expect((await edit(other.token, AUDIENCE)).status).toBe(404);
  });

  it('refuses bad levels and years with a translated 400 on the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ educationLevels: ['PHD'] }, 'educationLevels.0'],
      [{ educationLevels: 'MASTER' }, 'educationLevels'],
      [{ educationLevels: ['MASTER', 'MASTER'] }, 'educationLevels'],
      [{ graduationYearFrom: 1999 }, 'graduationYearFrom'],
      [{ graduationYearFrom: '2027' }, 'graduationYearFrom'],
      [{ graduationYearFrom: 2026.5 }, 'graduationYearFrom'],
      [{ graduationYearTo: 2100 }, 'graduationYearTo'],
      [{ graduationYearFrom: 2028, graduationYearTo: 2026 }, 'graduationYearTo'],
    ];
    for (const [override, field] of cases) {
      const res = await call(t, 'POST', '/job/company-create-job', {
        token: company.token,
        body: buildJob(override),
        lang: 'zh',
      });
      expect(res.status, JSON.stringify(override)).toBe(400);
      const issue = res.body.fields.find((f: { field: string }) => f.field === field);
      expect(issue, JSON.stringify(override)).toMatchObject({ code: 'FIELD_INVALID' });
      expect(issue.message, JSON.stringify(override)).toMatch(CHINESE);
    }
    const job = await postJob(t, company.token);
    const backwards = await call(t, 'PUT', `/job/update/${job.id}`, {
      token: company.token,
      body: buildJob({ graduationYearFrom: 2028, graduationYearTo: 2027 }),
      lang: 'cn',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toContainEqual(
      expect.objectContaining({
        field: 'graduationYearTo',
        code: 'FIELD_INVALID',
        message: expect.stringMatching(CHINESE),
      }),
    );
    // Told with the other fields' errors, not only once they are right.
    const withOthers = await call(t, 'POST', '/job/company-create-job', {
      token: company.token,
      body: buildJob({ positionName: '', graduationYearFrom: 2028, graduationYearTo: 2027 }),
    });
    expect([...new Set(withOthers.body.fields.map((f: { field: string }) => f.field))].sort()).toEqual([
      'graduationYearTo',
      'positionName',
    ]);
    // The same year at both ends is one year, not a backwards range.
    const oneYear = { ...OPEN, graduationYearFrom: 2027, graduationYearTo: 2027 };
    expect(pick((await postJob(t, company.token, oneYear)) as Record<string, unknown>)).toEqual(oneYear);
  });

  it("keeps them in the company's draft, and refuses a level that does not exist", async () => {
    const draft = { positionName: 'Half done', educationLevels: ['MASTER'], graduationYearFrom: 2027 };
    expect((await call(t, 'PUT', '/job/draft', { token: other.token, body: draft })).status).toBe(200);
    expect((await call(t, 'GET', '/job/draft', { token: other.token })).body.data).toEqual(draft);
    const bad = await call(t, 'PUT', '/job/draft', {
      token: other.token,
      body: { educationLevels: ['ASTRONAUT'] },
      lang: 'zh',
    });
    expect([bad.status, bad.body.fields?.[0]?.field]).toEqual([400, 'educationLevels.0']);
  });

  it("stores them from the admin's form for a company, with the same checks", async () => {
    const path = `/admin/companies/${company.companyId}/jobs`;
    const reason = 'Posted for the company at its request by phone.';
    const created = await call(t, 'POST', path, { token: adminToken, body: { ...buildJob(AUDIENCE), reason } });
    expect(created.status).toBe(201);
    expect(pick(created.body.job)).toEqual(AUDIENCE);
    const edited = await call(t, 'PUT', `/admin/jobs/${created.body.job.id}`, {
      token: adminToken,
      body: { ...buildJob({ ...AUDIENCE, graduationYearTo: 2029 }), reason },
    });
    expect(pick(edited.body.job)).toEqual({ ...AUDIENCE, graduationYearTo: 2029 });
    const backwards = await call(t, 'POST', path, {
      token: adminToken,
      body: { ...buildJob({ graduationYearFrom: 2029, graduationYearTo: 2026 }), reason },
      lang: 'zh',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toContainEqual(expect.objectContaining({ field: 'graduationYearTo' }));
  });
});

describe('matching reads them', () => {
  it('scores education and graduation met for a candidate who fits, not met for one who does not', async () => {
    const poster = await signedInCompany(t, { companyName: 'Audience Match Ltd' });
    const job = await postJob(t, poster.token, {
      ...AUDIENCE,
      positionName: 'Ledger Audience Intern',
      skills: ['Solidity'],
    });
    await setJob(t, job.id, { approvalStatus: 1, postedAt: t.clock.now() });
    const partsFor = async (educationLevel: string, graduationYear: number) => {
      const candidate = await registerVerifiedCandidate(t, { educationLevel, graduationYear } as never);
      const token = await signInCandidate(t, candidate.email);
      const saved = await call(t, 'PUT', '/user/job-preferences', {
        token,
        body: { jobFunctions: ['TECHNOLOGY'], jobModes: [] },
      });
      expect(saved.status).toBe(200);
      const list = await call(t, 'GET', '/job/recommended', { token });
      expect(list.status).toBe(200);
      const row = list.body.items.find((r: { job: { id: string } }) => r.job.id === job.id);
      expect(row, `${educationLevel} ${graduationYear}`).toBeDefined();
      return Object.fromEntries(
        row.match.parts
          .filter((p: { part: string }) => p.part === 'education' || p.part === 'graduation')
          .map((p: { part: string; met: boolean }) => [p.part, p.met]),
      );
    };
    expect(await partsFor('MASTER', 2027)).toEqual({ education: true, graduation: true });
    expect(await partsFor('DOCTOR', 2030)).toEqual({ education: false, graduation: false });
  });
});

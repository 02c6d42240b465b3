// What a company may read of a candidate's files, and until when (docs/decisions/011): each stage
// × each kind of file, through every door a company has (GET /media/{id}, the candidate's
// profile, the application detail), after a withdrawal, after the hire window (ManualClock),
// another company, the admin; and the candidate's own list (GET /user/file-access).
import { Stage } from '@fis/shared/application-stages';
import { HIRED_FILE_ACCESS_DAYS } from '@fis/shared/file-access-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApplication, candidateWithId, setStage } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { createJob, signedInAdmin, signInWithCode } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';
import { download, pdf, upload } from './upload-corpus.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await signedInAdmin(t)).token;
});
afterAll(async () => {
  // A streamed file can reach the client before the server has ended its response.
  await new Promise((resolve) => setTimeout(resolve, 200));
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

async function uploaded(token: string, purpose: string, name: string): Promise<string> {
  const res = await upload(t, token, purpose, { name, data: pdf() });
  if (res.status !== 201) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/**
 * A candidate with every kind of private file: a profile resume and attachment never sent, a
 * transcript and student ID scan on the profile, and a resume and document sent with an
 * application to the company's job.
 */
async function candidateWithFiles() {
  const candidate = await candidateWithId(t);
  const company = await signedInCompany(t);
  const job = await createJob(t, company.companyId);
  const files = {
    sentResume: await uploaded(candidate.token, 'resume', 'cv-for-company.pdf'),
    sentDocument: await uploaded(candidate.token, 'supporting_document', 'reference.pdf'),
    transcript: await uploaded(candidate.token, 'transcript', 'transcript.pdf'),
    studentId: await uploaded(candidate.token, 'student_id', 'student-card.pdf'),
    profileResume: await uploaded(candidate.token, 'resume', 'cv-general.pdf'),
    attachment: await uploaded(candidate.token, 'attachment', 'award.pdf'),
  };
  await call(t, 'POST', '/user/update-profile', {
    token: candidate.token,
    body: { transcriptMediaId: files.transcript, studentIdMediaId: files.studentId },
  });
  await call(t, 'POST', '/user/update-resume', {
    token: candidate.token,
    body: { resumeMediaId: files.profileResume },
  });
  await call(t, 'POST', '/user-attachment/create', {
    token: candidate.token,
    body: { mediaId: files.attachment, title: 'Award' },
  });
  const applied = await call(t, 'POST', '/applications', {
    token: candidate.token,
    body: buildApplication(job.id, files.sentResume, { documentMediaIds: [files.sentDocument] }),
  });
  if (applied.status !== 201) throw new Error(`apply failed: ${JSON.stringify(applied.body)}`);
  return { candidate, company, job, files, applicationId: applied.body.application.id as string };
}

type Setup = Awaited<ReturnType<typeof candidateWithFiles>>;
type Kind = keyof Setup['files'];
const KINDS: Kind[] = ['sentResume', 'sentDocument', 'transcript', 'studentId', 'profileResume', 'attachment'];

/** The kinds of file the company can read now, asked through every door it has, which must agree. */
async function readableKinds(s: Setup, token = s.company.token): Promise<Kind[]> {
  const byDownload = new Set<Kind>();
  for (const kind of KINDS) {
    const res = await download(t, s.files[kind], token);
    if (res.status === 200) byDownload.add(kind);
    else expect(res.status).toBe(404);
  }
  const seen = new Set<string>();
  const profile = await call(t, 'GET', `/user/candidate/${s.candidate.userId}`, { token });
  expect(profile.status).toBe(200);
  for (const ref of [profile.body.resume, profile.body.transcript, profile.body.studentId]) if (ref) seen.add(ref.id);
  for (const a of profile.body.attachments) seen.add(a.media.id);
  const detail = await call(t, 'GET', `/applications/${s.applicationId}`, { token });
  expect(detail.status).toBe(200);
  if (detail.body.resume) seen.add(detail.body.resume.id);
  for (const d of detail.body.documents) seen.add(d.id);
  const bySight = KINDS.filter((kind) => seen.has(s.files[kind]));
  const readable = KINDS.filter((kind) => byDownload.has(kind));
  // A reference shown is a file that opens, and a file that opens is shown somewhere.
  expect(bySight).toEqual(readable);
  return readable;
}

const SENT: Kind[] = ['sentResume', 'sentDocument'];
const SENT_AND_SCANS: Kind[] = ['sentResume', 'sentDocument', 'transcript', 'studentId'];

describe('a company reads a candidate file by the application stage', () => {
  it.each([
    ['new', Stage.NEW, null, SENT],
    ['screening', Stage.SCREENING, null, SENT],
    ['interviewing', Stage.INTERVIEWING, null, SENT],
    ['offered (eligibility check)', Stage.OFFERED, null, SENT_AND_SCANS],
    ['hired', Stage.HIRED, Stage.OFFERED, SENT_AND_SCANS],
    ['rejected after screening', Stage.REJECTED_AFTER_SCREENING, Stage.SCREENING, []],
    ['rejected after interview', Stage.REJECTED_AFTER_INTERVIEW, Stage.INTERVIEWING, []],
    ['withdrawn', Stage.DECLINED, Stage.SCREENING, []],
    ['offer declined', Stage.DECLINED, Stage.OFFERED, []],
    ['job closed', Stage.JOB_CLOSED, Stage.SCREENING, []],
    ['job deleted', Stage.JOB_DELETED, Stage.SCREENING, []],
  ] as const)('%s', async (_label, stage, previous, expected) => {
    const s = await candidateWithFiles();
    await setStage(t, s.applicationId, stage, previous);
    expect(await readableKinds(s)).toEqual(expected);
    // The admin reads everything, whatever the stage (SPEC section 1).
    expect(await readableKinds(s, adminToken)).toEqual(KINDS);
  });

  it('ends at once when the candidate withdraws', async () => {
    const s = await candidateWithFiles();
    expect(await readableKinds(s)).toEqual(SENT);
    const withdrawn = await call(t, 'PUT', `/applications/${s.applicationId}`, {
      token: s.candidate.token,
      body: { stage: Stage.DECLINED },
    });
    expect(withdrawn.status).toBe(200);
    expect(await readableKinds(s)).toEqual([]);
    expect((await call(t, 'GET', '/user/file-access', { token: s.candidate.token })).body).toEqual({ items: [] });
  });

  it(`keeps a hire's files readable for ${HIRED_FILE_ACCESS_DAYS} days after the hire, then ends`, async () => {
    const s = await candidateWithFiles();
    await setStage(t, s.applicationId, Stage.HIRED, Stage.OFFERED);
    t.clock.advance(HIRED_FILE_ACCESS_DAYS * DAY_MS - 60_000);
    // Sessions last hours, not months: sign in again in the future.
    s.company.token = await signInWithCode(t, '/auth/company-login', s.company.email);
    adminToken = (await signedInAdmin(t)).token;
    expect(await readableKinds(s)).toEqual(SENT_AND_SCANS);
    t.clock.advance(60_000);
    expect(await readableKinds(s)).toEqual([]);
    expect((await download(t, s.files.transcript, adminToken)).status).toBe(200);
  });

  it('lets another company read nothing, and another application to it only what was sent there', async () => {
    const s = await candidateWithFiles();
    const other = await signedInCompany(t);
    for (const kind of KINDS) expect((await download(t, s.files[kind], other.token)).status).toBe(404);
    expect((await call(t, 'GET', `/applications/${s.applicationId}`, { token: other.token })).status).toBe(404);

    // A second application to the same company, still open, does not reopen the first one's files.
    const secondJob = await createJob(t, s.company.companyId, { positionName: 'Second role' });
    const secondResume = await uploaded(s.candidate.token, 'resume', 'cv-second.pdf');
    const second = await call(t, 'POST', '/applications', {
      token: s.candidate.token,
      body: buildApplication(secondJob.id, secondResume),
    });
    expect(second.status).toBe(201);
    await setStage(t, s.applicationId, Stage.REJECTED_AFTER_SCREENING, Stage.SCREENING);
    expect((await download(t, secondResume, s.company.token)).status).toBe(200);
    for (const kind of KINDS) expect((await download(t, s.files[kind], s.company.token)).status).toBe(404);
  });
});

describe('GET /user/file-access', () => {
  it('tells the candidate which company reads which file, why, and until when', async () => {
    const s = await candidateWithFiles();
    const open = await call(t, 'GET', '/user/file-access', { token: s.candidate.token });
    expect(open.status).toBe(200);
    expect(open.body).toEqual({
      items: [
        {
          applicationId: s.applicationId,
          stage: Stage.NEW,
          company: { id: s.company.companyId, name: 'Test Fintech Ltd', nameZh: null },
          job: { id: s.job.id, positionName: s.job.positionName },
          until: null,
          files: [
            { id: s.files.sentResume, originalName: 'cv-for-company.pdf', purpose: 'resume', reason: 'sent' },
            {
              id: s.files.sentDocument,
              originalName: 'reference.pdf',
              purpose: 'supporting_document',
              reason: 'sent',
            },
          ],
        },
      ],
    });

    await setStage(t, s.applicationId, Stage.HIRED, Stage.OFFERED);
    const hired = await call(t, 'GET', '/user/file-access', { token: s.candidate.token });
    expect(hired.status).toBe(200);
    expect(hired.body.items[0]).toMatchObject({
      stage: Stage.HIRED,
      until: new Date(t.clock.now().getTime() + HIRED_FILE_ACCESS_DAYS * DAY_MS).toISOString(),
    });
    expect(hired.body.items[0].files.map((f: { id: string; reason: string }) => [f.id, f.reason])).toEqual([
      [s.files.sentResume, 'sent'],
      [s.files.sentDocument, 'sent'],
      [s.files.transcript, 'eligibility'],
      [s.files.studentId, 'eligibility'],
    ]);
  });

  it('is for candidates only', async () => {
    const company = await signedInCompany(t);
    expect((await call(t, 'GET', '/user/file-access', { token: company.token })).status).toBe(403);
    expect((await call(t, 'GET', '/user/file-access')).status).toBe(401);
  });
});

// The candidate profile over real HTTP: for each endpoint 401, 403 (a company or the admin on a
// candidate's own routes), 404 (another candidate's entry), 400 for each bad field, success, and
// attempts to write fields a candidate does not own.
import { randomUUID } from 'node:crypto';
import { MAX_ATTACHMENTS, MAX_PROFILE_ENTRIES, MAX_SKILLS } from '@fis/shared/limits';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, candidateProfiles, jobs, media, users } from '../src/db/schema.js';
import { insertApplication } from './application-factories.js';
import {
  registerApprovedCompany,
  registerVerifiedCandidate,
  signedInAdmin,
  signInCandidate,
  signInWithCode,
  userIdOf,
} from './factories.js';
import { call, startTestApp, TEST_ROUND_ID, type TestApp } from './helper.js';
import { download, pdf, png, upload } from './upload-corpus.js';

let t: TestApp;
let companyToken: string;
let company: Awaited<ReturnType<typeof registerApprovedCompany>>;
let adminToken: string;
let adminId: string;
beforeAll(async () => {
  t = await startTestApp();
  company = await registerApprovedCompany(t);
  companyToken = await signInWithCode(t, '/auth/company-login', company.email);
  const admin = await signedInAdmin(t);
  adminToken = admin.token;
  adminId = admin.admin.id;
});
afterAll(async () => {
  // Let the last streamed file finish on the server side before closing (see media-uploads).
  await new Promise((resolve) => setTimeout(resolve, 200));
  await t.close();
});

async function newCandidate() {
  const input = await registerVerifiedCandidate(t);
  return { ...input, token: await signInCandidate(t, input.email), id: await userIdOf(t, input.email) };
}

async function uploaded(token: string, purpose: string): Promise<string> {
  const file = purpose === 'avatar' ? { name: 'me.png', data: await png() } : { name: `${purpose}.pdf`, data: pdf() };
  const res = await upload(t, token, purpose, file);
  if (res.status !== 201) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return res.body.id;
}

async function applyTo(companyId: string, candidateId: string, resumeMediaId: string | null = null) {
  const [job] = await t.app.db
    .insert(jobs)
    .values({
      companyId,
      roundId: TEST_ROUND_ID,
      positionName: 'Risk Intern',
      jobFunction: 'COMPLIANCE',
      jobMode: 'HYBRID',
      location: 'HongKong',
      city: 1,
      currency: 'HKD',
      payFrequency: 'PER_MONTH',
      contractType: 'FULL_TIME',
      expiresOn: '2026-06-30',
      description: 'KYC reviews',
      requirements: 'Attention to detail',
      approvalStatus: 1,
    })
    .returning();
  if (!job) throw new Error('job insert failed');
  await insertApplication(t, {
    jobId: job.id,
    candidateId,
    resumeMediaId,
    createdAt: t.clock.now(),
    stageChangedAt: t.clock.now(),
  });
}

const education = (overrides: Record<string, unknown> = {}) => ({
  institution: 'HKUST',
  educationLevel: 'UNDERGRADUATE',
  programme: 'BSc in Quantitative Finance',
  faculty: 'School of Business and Management',
  yearOfStudy: 2,
  graduationYear: 2028,
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

function expectField(res: { status: number; body: { code: string; field?: string } }, field: string, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ code, field });
}

/** Every candidate-only route: no token 401, a company or the admin 403. */
const CANDIDATE_ROUTES: [string, string, unknown][] = [
  ['GET', '/user/profile', undefined],
  ['POST', '/user/update-profile', { selfIntroduction: 'x' }],
  ['POST', '/user/update-resume', { resumeMediaId: null }],
  ['POST', '/user/complete-first-login', undefined],
  ['POST', '/user-education/create', education()],
  ['PUT', `/user-education/update/${randomUUID()}`, education()],
  ['DELETE', `/user-education/${randomUUID()}`, undefined],
  ['POST', '/user-experience/create', experience()],
  ['PUT', `/user-experience/update/${randomUUID()}`, experience()],
  ['DELETE', `/user-experience/${randomUUID()}`, undefined],
  ['POST', '/user-attachment/create', { mediaId: randomUUID(), title: 'x' }],
  ['DELETE', `/user-attachment/${randomUUID()}`, undefined],
];

describe('who may call the candidate routes', () => {
  it.each(CANDIDATE_ROUTES)(
    '%s %s: 401 without a token, 403 for a company and the admin',
    async (method, path, body) => {
      expect((await call(t, method, path, { body })).status).toBe(401);
      // Even with a bad body, the role is checked first.
      expect(
        (await call(t, method, path, { body: method === 'GET' ? undefined : {}, token: companyToken })).status,
      ).toBe(403);
      expect((await call(t, method, path, { body, token: adminToken })).status).toBe(403);
    },
  );
});

describe('GET /user/profile', () => {
  it('answers the whole own profile, starting from the registration fields', async () => {
    const me = await newCandidate();
    const res = await call(t, 'GET', '/user/profile', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      userId: me.id,
      email: me.email,
      englishName: 'Chan Siu Ming',
      chineseName: '陳小明',
      institution: 'CUHK',
      institutionOther: null,
      faculty: 'Faculty of Business Administration',
      programme: 'BBA in Finance',
      graduationYear: 2027,
      educationLevel: 'UNDERGRADUATE',
      phonePrefix: '+852',
      phoneNumber: '91234567',
      legallyEmployable: 0,
      residentType: 1,
      cityOfResidence: 'HONG_KONG',
      selfIntroduction: null,
      skills: [],
      avatar: null,
      resume: null,
      transcript: null,
      studentId: null,
      eligibilityStatus: 0,
      // The studies given at registration are the first education entry, the current one.
      education: [
        {
          id: expect.any(String),
          institution: 'CUHK',
          institutionOther: null,
          educationLevel: 'UNDERGRADUATE',
          programme: 'BBA in Finance',
          faculty: 'Faculty of Business Administration',
          yearOfStudy: null,
          graduationYear: 2027,
          current: true,
        },
      ],
      experience: [],
      attachments: [],
    });
  });
});

describe('POST /user/update-profile', () => {
  it('changes only the fields sent; skills are trimmed and deduplicated', async () => {
    const me = await newCandidate();
    const avatar = await uploaded(me.token, 'avatar');
    const transcript = await uploaded(me.token, 'transcript');
    const studentId = await uploaded(me.token, 'student_id');
    const res = await call(t, 'POST', '/user/update-profile', {
      token: me.token,
      body: {
        selfIntroduction: '  Year 2 student who likes payments.  ',
        skills: [' Python ', 'SQL', 'python', '', 'Excel', 'sql '],
        avatarMediaId: avatar,
        transcriptMediaId: transcript,
        studentIdMediaId: studentId,
        englishName: 'Chan Tai Man',
        phonePrefix: '+853',
        phoneNumber: '6612 3456',
        institution: 'Other',
        institutionOther: 'University of Macau',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      selfIntroduction: 'Year 2 student who likes payments.',
      skills: ['Python', 'SQL', 'Excel'],
      avatar: { id: avatar, url: `/api/v1/media/${avatar}`, mimeType: 'image/png' },
      transcript: { id: transcript, mimeType: 'application/pdf' },
      studentId: { id: studentId },
      englishName: 'Chan Tai Man',
      phonePrefix: '+853',
      phoneNumber: '66123456',
      institution: 'Other',
      institutionOther: 'University of Macau',
      // Not sent, so not changed.
      faculty: 'Faculty of Business Administration',
      chineseName: '陳小明',
    });
    // The name greets the candidate from now on.
    expect((await call(t, 'GET', '/user', { token: me.token })).body.displayName).toBe('Chan Tai Man');
  });

  it('clears text with blank or null, and a file with null (the cleared file is deleted)', async () => {
    const me = await newCandidate();
    const avatar = await uploaded(me.token, 'avatar');
    await call(t, 'POST', '/user/update-profile', {
      token: me.token,
      body: { avatarMediaId: avatar, selfIntroduction: 'Hello', chineseName: '陳' },
    });
    const res = await call(t, 'POST', '/user/update-profile', {
      token: me.token,
      body: { avatarMediaId: null, selfIntroduction: '   ', chineseName: null, institution: 'HKU' },
    });
    expect(res.body).toMatchObject({ avatar: null, selfIntroduction: null, chineseName: null, institutionOther: null });
    expect((await call(t, 'GET', '/user', { token: me.token })).body.pictureUrl).toBeNull();
    expect((await download(t, avatar)).status).toBe(404);
  });

  it('replaces the avatar: the new one is shown, the old one is deleted', async () => {
    const me = await newCandidate();
    const first = await uploaded(me.token, 'avatar');
    const second = await uploaded(me.token, 'avatar');
    await call(t, 'POST', '/user/update-profile', { token: me.token, body: { avatarMediaId: first } });
    const res = await call(t, 'POST', '/user/update-profile', { token: me.token, body: { avatarMediaId: second } });
    expect(res.body.avatar.id).toBe(second);
    // The header's menu shows the photo the profile shows.
    const user = await call(t, 'GET', '/user', { token: me.token });
    expect(user.body.pictureUrl).toBe(`/api/v1/media/${second}`);
    expect((await download(t, first)).status).toBe(404);
    expect((await download(t, second)).status).toBe(200);
    const [old] = await t.app.db.select().from(media).where(eq(media.id, first));
    expect(old?.deletedAt).toEqual(t.clock.now());
  });

  it.each([
    ['englishName', { englishName: '   ' }, 'FIELD_INVALID'],
    ['englishName', { englishName: 'x'.repeat(201) }, 'FIELD_TOO_LONG'],
    ['phoneNumber', { phonePrefix: '+852', phoneNumber: '1234' }, 'PHONE_INVALID'],
    ['phoneNumber', { phonePrefix: '+852' }, 'FIELD_REQUIRED'],
    ['phonePrefix', { phonePrefix: '+1', phoneNumber: '91234567' }, 'PHONE_INVALID'],
    ['institution', { institution: 'MIT' }, 'FIELD_INVALID'],
    ['institutionOther', { institution: 'Other' }, 'FIELD_REQUIRED'],
    ['graduationYear', { graduationYear: 1999 }, 'FIELD_INVALID'],
    ['legallyEmployable', { legallyEmployable: 9 }, 'FIELD_INVALID'],
    ['cityOfResidence', { cityOfResidence: 'TOKYO' }, 'FIELD_INVALID'],
    ['selfIntroduction', { selfIntroduction: 'x'.repeat(5001) }, 'FIELD_TOO_LONG'],
    ['skills', { skills: Array.from({ length: MAX_SKILLS + 1 }, (_, i) => `skill ${i}`) }, 'TOO_MANY_ITEMS'],
    ['skills', { skills: 'Python' }, 'FIELD_INVALID'],
    ['skills.0', { skills: ['x'.repeat(51)] }, 'FIELD_TOO_LONG'],
    ['avatarMediaId', { avatarMediaId: 'not-a-uuid' }, 'FIELD_INVALID'],
    ['avatarMediaId', { avatarMediaId: randomUUID() }, 'FIELD_INVALID'],
  ])('refuses a bad %s', async (field, body, code) => {
    const me = await newCandidate();
    const res = await call(t, 'POST', '/user/update-profile', { token: me.token, body, lang: 'en' });
    expectField(res, field, code);
    expect(res.body.message).not.toBe(code);
  });

  it('accepts exactly MAX_SKILLS skills, counted after removing duplicates', async () => {
    const me = await newCandidate();
    const skills = [...Array.from({ length: MAX_SKILLS }, (_, i) => `skill ${i}`), 'SKILL 0'];
    const res = await call(t, 'POST', '/user/update-profile', { token: me.token, body: { skills } });
    expect(res.status).toBe(200);
    expect(res.body.skills).toHaveLength(MAX_SKILLS);
  });

  it("refuses another candidate's upload, an upload of the wrong purpose and a deleted upload, on the field", async () => {
    const me = await newCandidate();
    const other = await newCandidate();
    const foreign = await uploaded(other.token, 'avatar');
    const resume = await uploaded(me.token, 'resume');
    const avatar = await uploaded(me.token, 'avatar');
    await call(t, 'DELETE', `/media/${avatar}`, { token: me.token });
    for (const [field, id] of [
      ['avatarMediaId', foreign],
      ['avatarMediaId', resume],
      ['transcriptMediaId', resume],
      ['studentIdMediaId', foreign],
      ['avatarMediaId', avatar],
    ] as const) {
      expectField(
        await call(t, 'POST', '/user/update-profile', { token: me.token, body: { [field]: id } }),
        field,
        'FIELD_INVALID',
      );
    }
    // Nothing was changed by the refused calls.
    const profile = await call(t, 'GET', '/user/profile', { token: me.token });
    expect(profile.body).toMatchObject({ avatar: null, transcript: null, studentId: null });
  });

  it('ignores fields a candidate does not own: role, status, email, approval, consents, first login, resume', async () => {
    const me = await newCandidate();
    const [before] = await t.app.db.select().from(users).where(eq(users.id, me.id));
    const [profileBefore] = await t.app.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, me.id));
    const resume = await uploaded(me.token, 'resume');
    const res = await call(t, 'POST', '/user/update-profile', {
      token: me.token,
      body: {
        selfIntroduction: 'Only this should change',
        role: 1,
        status: 2,
        email: 'admin@fis.example.hk',
        isFirstLogin: false,
        tokenVersion: 99,
        approvalStatus: 1,
        emailVerifiedAt: null,
        userId: randomUUID(),
        consentMarketingAt: '2026-01-01T00:00:00Z',
        consentTermsAt: null,
        resumeMediaId: resume,
        createdAt: '2000-01-01T00:00:00Z',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.userId).toBe(me.id);
    expect(res.body.email).toBe(me.email);
    expect(res.body.resume).toBeNull();
    const [after] = await t.app.db.select().from(users).where(eq(users.id, me.id));
    expect(after).toEqual({ ...before, updatedAt: after?.updatedAt });
    const [profileAfter] = await t.app.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, me.id));
    expect(profileAfter).toEqual({
      ...profileBefore,
      selfIntroduction: 'Only this should change',
      updatedAt: profileAfter?.updatedAt,
    });
    // The same token still works: it is the same candidate, with the same role.
    expect((await call(t, 'GET', '/user', { token: me.token })).body).toMatchObject({ role: 0, isFirstLogin: true });
  });

  it('audits the change with the names of the fields changed', async () => {
    const me = await newCandidate();
    await call(t, 'POST', '/user/update-profile', { token: me.token, body: { skills: ['Go'], faculty: 'Science' } });
    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, me.id), eq(auditLog.action, 'candidate.profile-updated')));
    expect(rows.map((r) => r.details)).toEqual([{ fields: ['faculty', 'skills'] }]);
  });
});

describe('POST /user/update-resume', () => {
  it('sets the resume, and a new one replaces the old one, which is deleted', async () => {
    const me = await newCandidate();
    const first = await uploaded(me.token, 'resume');
    const res = await call(t, 'POST', '/user/update-resume', { token: me.token, body: { resumeMediaId: first } });
    expect(res.status).toBe(200);
    expect(res.body.resume).toMatchObject({ id: first, originalName: 'resume.pdf', mimeType: 'application/pdf' });
    const second = await uploaded(me.token, 'resume');
    const replaced = await call(t, 'POST', '/user/update-resume', { token: me.token, body: { resumeMediaId: second } });
    expect(replaced.body.resume.id).toBe(second);
    expect((await download(t, first, me.token)).status).toBe(404);
    expect((await download(t, second, me.token)).status).toBe(200);
    const removed = await call(t, 'POST', '/user/update-resume', { token: me.token, body: { resumeMediaId: null } });
    expect(removed.body.resume).toBeNull();
    expect((await download(t, second, me.token)).status).toBe(404);
  });

  it("refuses a missing id, another candidate's resume and an upload of another purpose", async () => {
    const me = await newCandidate();
    const other = await newCandidate();
    expectField(
      await call(t, 'POST', '/user/update-resume', { token: me.token, body: {} }),
      'resumeMediaId',
      'FIELD_REQUIRED',
    );
    for (const id of [await uploaded(other.token, 'resume'), await uploaded(me.token, 'transcript'), 'x']) {
      expectField(
        await call(t, 'POST', '/user/update-resume', { token: me.token, body: { resumeMediaId: id } }),
        'resumeMediaId',
        'FIELD_INVALID',
      );
    }
  });
});

describe('POST /user/complete-first-login', () => {
  it('ends the create-profile step: isFirstLogin becomes false', async () => {
    const me = await newCandidate();
    expect((await call(t, 'GET', '/user', { token: me.token })).body.isFirstLogin).toBe(true);
    const res = await call(t, 'POST', '/user/complete-first-login', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: me.id, role: 0, isFirstLogin: false });
    expect((await call(t, 'GET', '/user', { token: me.token })).body.isFirstLogin).toBe(false);
    const again = await signInCandidate(t, me.email);
    expect((await call(t, 'GET', '/user', { token: again })).body.isFirstLogin).toBe(false);
  });
});

describe('/user-education', () => {
  it('creates, lists, updates and deletes an entry', async () => {
    const me = await newCandidate();
    const [registered] = (await call(t, 'GET', '/user/profile', { token: me.token })).body.education;
    const created = await call(t, 'POST', '/user-education/create', {
      token: me.token,
      body: education({ graduationYear: 2026 }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      institution: 'HKUST',
      institutionOther: null,
      educationLevel: 'UNDERGRADUATE',
      programme: 'BSc in Quantitative Finance',
      faculty: 'School of Business and Management',
      yearOfStudy: 2,
      graduationYear: 2026,
      current: false,
    });
    const id = created.body.id;
    const updated = await call(t, 'PUT', `/user-education/update/${id}`, {
      token: me.token,
      body: education({
        institution: 'Other',
        institutionOther: 'Peking University',
        yearOfStudy: null,
        faculty: '',
        graduationYear: 2026,
      }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, institutionOther: 'Peking University', yearOfStudy: null, faculty: null });
    expect((await call(t, 'GET', '/user/profile', { token: me.token })).body.education).toEqual([
      registered,
      updated.body,
    ]);
    expect((await call(t, 'DELETE', `/user-education/${id}`, { token: me.token })).status).toBe(204);
    expect((await call(t, 'GET', '/user/profile', { token: me.token })).body.education).toEqual([registered]);
  });

  it('keeps the profile’s studies and the current entry one and the same (issue 10)', async () => {
    const me = await newCandidate();
    const profile = async () => (await call(t, 'GET', '/user/profile', { token: me.token, lang: 'en' })).body;
    const studies = (p: Record<string, unknown>) => ({
      institution: p.institution,
      institutionOther: p.institutionOther,
      programme: p.programme,
      graduationYear: p.graduationYear,
      educationLevel: p.educationLevel,
    });
    const agree = async () => {
      const p = await profile();
      const current = p.education.filter((e: { current: boolean }) => e.current);
      expect(current).toHaveLength(1);
      expect(studies(current[0])).toEqual(studies(p));
      return p;
    };
    const [registered] = (await agree()).education;

    // A later degree becomes the current studies; the header follows it, and its edits.
    const master = await call(t, 'POST', '/user-education/create', {
      token: me.token,
      body: education({ educationLevel: 'MASTER', programme: 'MSc in FinTech', graduationYear: 2029 }),
    });
    expect(master.body.current).toBe(true);
    expect((await agree()).programme).toBe('MSc in FinTech');
    await call(t, 'PUT', `/user-education/update/${master.body.id}`, {
      token: me.token,
      body: education({ educationLevel: 'MASTER', programme: 'MSc in Financial Technology', graduationYear: 2029 }),
    });
    expect((await agree()).programme).toBe('MSc in Financial Technology');

    // Editing the studies on the profile edits the current entry.
    await call(t, 'POST', '/user/update-profile', {
      token: me.token,
      body: { programme: 'MPhil in Financial Technology', faculty: 'School of Engineering' },
    });
    const edited = await agree();
    expect(edited.education[0]).toMatchObject({
      id: master.body.id,
      programme: 'MPhil in Financial Technology',
      faculty: 'School of Engineering',
    });

    // Removing it makes the registration entry current again.
    expect((await call(t, 'DELETE', `/user-education/${master.body.id}`, { token: me.token })).status).toBe(204);
    expect((await agree()).education).toEqual([registered]);
    // The last entry cannot go: the profile says what the candidate studies.
    const last = await call(t, 'DELETE', `/user-education/${registered.id}`, { token: me.token, lang: 'en' });
    expect(last.status).toBe(409);
    expect(last.body).toMatchObject({ code: 'LAST_EDUCATION_ENTRY' });
    expect(last.body.message).toBe('Your profile needs at least one education entry: edit this one instead');
    await agree();
  });

  it.each([
    ['institution', { institution: 'OXFORD' }, 'FIELD_INVALID'],
    ['institution', { institution: undefined }, 'FIELD_REQUIRED'],
    ['institutionOther', { institution: 'Other' }, 'FIELD_REQUIRED'],
    ['educationLevel', { educationLevel: 'KINDERGARTEN' }, 'FIELD_INVALID'],
    ['programme', { programme: '' }, 'FIELD_REQUIRED'],
    ['programme', { programme: '  ' }, 'FIELD_INVALID'],
    ['yearOfStudy', { yearOfStudy: 0 }, 'FIELD_INVALID'],
    ['yearOfStudy', { yearOfStudy: 8 }, 'FIELD_INVALID'],
    ['yearOfStudy', { yearOfStudy: 1.5 }, 'FIELD_INVALID'],
    ['graduationYear', { graduationYear: 1999 }, 'FIELD_INVALID'],
    ['graduationYear', { graduationYear: new Date().getFullYear() + 7 }, 'FIELD_INVALID'],
  ])('refuses a bad %s on create and update', async (field, overrides, code) => {
    const me = await newCandidate();
    expectField(
      await call(t, 'POST', '/user-education/create', { token: me.token, body: education(overrides) }),
      field,
      code,
    );
    const created = await call(t, 'POST', '/user-education/create', { token: me.token, body: education() });
    expectField(
      await call(t, 'PUT', `/user-education/update/${created.body.id}`, {
        token: me.token,
        body: education(overrides),
      }),
      field,
      code,
    );
  });

  it("answers 404 for another candidate's entry, an unknown id and a malformed id", async () => {
    const me = await newCandidate();
    const other = await newCandidate();
    const theirs = await call(t, 'POST', '/user-education/create', { token: other.token, body: education() });
    for (const id of [theirs.body.id, randomUUID(), 'nope']) {
      expect(
        (await call(t, 'PUT', `/user-education/update/${id}`, { token: me.token, body: education() })).status,
      ).toBe(404);
      expect((await call(t, 'DELETE', `/user-education/${id}`, { token: me.token })).status).toBe(404);
    }
    expect((await call(t, 'GET', '/user/profile', { token: other.token })).body.education).toHaveLength(2);
  });

  it(`keeps at most ${MAX_PROFILE_ENTRIES} entries, the registration one included`, async () => {
    const me = await newCandidate();
    for (let i = 1; i < MAX_PROFILE_ENTRIES; i++) {
      expect((await call(t, 'POST', '/user-education/create', { token: me.token, body: education() })).status).toBe(
        201,
      );
    }
    const res = await call(t, 'POST', '/user-education/create', { token: me.token, body: education(), lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('TOO_MANY_ITEMS');
  });
});

describe('/user-experience', () => {
  it('creates, updates and deletes an entry; currently working has no end date', async () => {
    const me = await newCandidate();
    const created = await call(t, 'POST', '/user-experience/create', { token: me.token, body: experience() });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      company: 'Harbour Pay',
      jobTitle: 'Summer analyst',
      location: 'Hong Kong',
      startDate: '2025-06-01',
      endDate: '2025-08-31',
      currentlyWorking: false,
      description: 'Reconciled merchant settlements.',
      createdAt: expect.any(String),
    });
    const updated = await call(t, 'PUT', `/user-experience/update/${created.body.id}`, {
      token: me.token,
      body: experience({ currentlyWorking: true, endDate: null, location: '' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ currentlyWorking: true, endDate: null, location: null });
    expect((await call(t, 'GET', '/user/profile', { token: me.token })).body.experience).toEqual([updated.body]);
    expect((await call(t, 'DELETE', `/user-experience/${created.body.id}`, { token: me.token })).status).toBe(204);
    expect((await call(t, 'GET', '/user/profile', { token: me.token })).body.experience).toEqual([]);
  });

  it("accepts today's Hong Kong date, even when it is still yesterday in UTC", async () => {
    const me = await newCandidate();
    // 01:00 on 2 March 2026 in Hong Kong is 17:00 on 1 March in UTC.
    t.clock.set(new Date('2026-03-01T17:00:00Z'));
    try {
      const res = await call(t, 'POST', '/user-experience/create', {
        token: me.token,
        body: experience({ startDate: '2026-03-02', endDate: '2026-03-02' }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const tomorrow = await call(t, 'POST', '/user-experience/create', {
        token: me.token,
        body: experience({ startDate: '2026-03-03', endDate: null, currentlyWorking: true }),
      });
      expectField(tomorrow, 'startDate', 'DATE_IN_FUTURE');
    } finally {
      t.clock.set(new Date('2026-03-02T02:00:00Z'));
    }
  });

  it.each([
    ['startDate', { startDate: '2026-03-03', endDate: null, currentlyWorking: true }, 'DATE_IN_FUTURE'],
    ['endDate', { endDate: '2026-12-31' }, 'DATE_IN_FUTURE'],
    ['endDate', { startDate: '2025-06-01', endDate: '2025-05-31' }, 'END_BEFORE_START'],
    ['endDate', { currentlyWorking: true, endDate: '2025-08-31' }, 'FIELD_INVALID'],
    ['endDate', { endDate: null }, 'FIELD_REQUIRED'],
    ['startDate', { startDate: '01/06/2025' }, 'FIELD_INVALID'],
    ['startDate', { startDate: '2025-02-30' }, 'FIELD_INVALID'],
    ['startDate', { startDate: undefined }, 'FIELD_REQUIRED'],
    ['company', { company: ' ' }, 'FIELD_INVALID'],
    ['jobTitle', { jobTitle: '' }, 'FIELD_REQUIRED'],
    ['currentlyWorking', { currentlyWorking: 'yes' }, 'FIELD_INVALID'],
    ['description', { description: 'x'.repeat(5001) }, 'FIELD_TOO_LONG'],
  ])('refuses a bad %s on create and update (case %#)', async (field, overrides, code) => {
    const me = await newCandidate();
    const res = await call(t, 'POST', '/user-experience/create', {
      token: me.token,
      body: experience(overrides),
      lang: 'en',
    });
    expectField(res, field, code);
    const created = await call(t, 'POST', '/user-experience/create', { token: me.token, body: experience() });
    expectField(
      await call(t, 'PUT', `/user-experience/update/${created.body.id}`, {
        token: me.token,
        body: experience(overrides),
      }),
      field,
      code,
    );
  });

  it('says in words that dates cannot be in the future or the end before the start', async () => {
    const me = await newCandidate();
    const future = await call(t, 'POST', '/user-experience/create', {
      token: me.token,
      body: experience({ startDate: '2030-01-01', endDate: null, currentlyWorking: true }),
      lang: 'en',
    });
    expect(future.body.message).toBe('The date cannot be in the future');
    const before = await call(t, 'POST', '/user-experience/create', {
      token: me.token,
      body: experience({ endDate: '2025-01-01' }),
      lang: 'zh',
    });
    expect(before.body.message).toBe('結束日期不可早於開始日期');
  });

  it("answers 404 for another candidate's entry", async () => {
    const me = await newCandidate();
    const other = await newCandidate();
    const theirs = await call(t, 'POST', '/user-experience/create', { token: other.token, body: experience() });
    expect(
      (await call(t, 'PUT', `/user-experience/update/${theirs.body.id}`, { token: me.token, body: experience() }))
        .status,
    ).toBe(404);
    expect((await call(t, 'DELETE', `/user-experience/${theirs.body.id}`, { token: me.token })).status).toBe(404);
    expect((await call(t, 'GET', '/user/profile', { token: other.token })).body.experience).toHaveLength(1);
  });
});

describe('/user-attachment', () => {
  it('attaches a titled document, lists it with its file, and deletes both', async () => {
    const me = await newCandidate();
    const file = await uploaded(me.token, 'attachment');
    const created = await call(t, 'POST', '/user-attachment/create', {
      token: me.token,
      body: { mediaId: file, title: '  Dean’s list 2025 ' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      title: 'Dean’s list 2025',
      createdAt: expect.any(String),
      media: {
        id: file,
        url: `/api/v1/media/${file}`,
        originalName: 'attachment.pdf',
        mimeType: 'application/pdf',
        sizeBytes: expect.any(Number),
      },
    });
    expect((await call(t, 'GET', '/user/profile', { token: me.token })).body.attachments).toEqual([created.body]);
    // While attached, the file itself cannot be deleted on its own.
    expect((await call(t, 'DELETE', `/media/${file}`, { token: me.token })).status).toBe(409);
    expect((await call(t, 'DELETE', `/user-attachment/${created.body.id}`, { token: me.token })).status).toBe(204);
    expect((await download(t, file, me.token)).status).toBe(404);
    expect((await call(t, 'GET', '/user/profile', { token: me.token })).body.attachments).toEqual([]);
  });

  it('refuses a missing title, a foreign, wrong-purpose or already attached file', async () => {
    const me = await newCandidate();
    const other = await newCandidate();
    const file = await uploaded(me.token, 'attachment');
    expectField(
      await call(t, 'POST', '/user-attachment/create', { token: me.token, body: { mediaId: file, title: ' ' } }),
      'title',
      'FIELD_INVALID',
    );
    expectField(
      await call(t, 'POST', '/user-attachment/create', { token: me.token, body: { title: 'x' } }),
      'mediaId',
      'FIELD_REQUIRED',
    );
    for (const id of [await uploaded(other.token, 'attachment'), await uploaded(me.token, 'resume')]) {
      expectField(
        await call(t, 'POST', '/user-attachment/create', { token: me.token, body: { mediaId: id, title: 'x' } }),
        'mediaId',
        'FIELD_INVALID',
      );
    }
    expect(
      (await call(t, 'POST', '/user-attachment/create', { token: me.token, body: { mediaId: file, title: 'x' } }))
        .status,
    ).toBe(201);
    expectField(
      await call(t, 'POST', '/user-attachment/create', { token: me.token, body: { mediaId: file, title: 'y' } }),
      'mediaId',
      'FIELD_INVALID',
    );
  });

  it(`keeps at most ${MAX_ATTACHMENTS} attachments`, async () => {
    const me = await newCandidate();
    const res = await upload(
      t,
      me.token,
      'attachment',
      Array.from({ length: 5 }, (_, i) => ({ name: `${i}.pdf`, data: pdf() })),
    );
    const more = await upload(
      t,
      me.token,
      'attachment',
      Array.from({ length: 5 }, (_, i) => ({ name: `${i + 5}.pdf`, data: pdf() })),
    );
    const extra = await uploaded(me.token, 'attachment');
    for (const item of [...res.body.items, ...more.body.items]) {
      expect(
        (
          await call(t, 'POST', '/user-attachment/create', {
            token: me.token,
            body: { mediaId: item.id, title: item.originalName },
          })
        ).status,
      ).toBe(201);
    }
    const refused = await call(t, 'POST', '/user-attachment/create', {
      token: me.token,
      body: { mediaId: extra, title: 'eleventh' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('TOO_MANY_ITEMS');
  });

  it("answers 404 for another candidate's attachment", async () => {
    const me = await newCandidate();
    const other = await newCandidate();
    const theirs = await call(t, 'POST', '/user-attachment/create', {
      token: other.token,
      body: { mediaId: await uploaded(other.token, 'attachment'), title: 'Certificate' },
    });
    expect((await call(t, 'DELETE', `/user-attachment/${theirs.body.id}`, { token: me.token })).status).toBe(404);
    expect((await call(t, 'GET', '/user/profile', { token: other.token })).body.attachments).toHaveLength(1);
  });
});

describe('GET /user/candidate/{id}', () => {
  async function candidateWithResume() {
    const me = await newCandidate();
    const resume = await uploaded(me.token, 'resume');
    await call(t, 'POST', '/user/update-resume', { token: me.token, body: { resumeMediaId: resume } });
    await call(t, 'POST', '/user-education/create', { token: me.token, body: education() });
    return { ...me, resume };
  }

  it('shows the profile to the admin, and audits the view', async () => {
    const me = await candidateWithResume();
    const res = await call(t, 'GET', `/user/candidate/${me.id}`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      userId: me.id,
      resume: { id: me.resume },
      education: [{ institution: 'HKUST' }, { institution: 'CUHK' }],
    });
    const views = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, me.id), eq(auditLog.action, 'candidate.profile-viewed')));
    expect(views.map((v) => [v.actorUserId, v.details])).toEqual([[adminId, { viewerRole: 1 }]]);
  });

  it('shows it to a company the candidate applied to, which can then open the resume sent', async () => {
    const me = await candidateWithResume();
    const hiring = await registerApprovedCompany(t);
    const hiringToken = await signInWithCode(t, '/auth/company-login', hiring.email);
    expect((await call(t, 'GET', `/user/candidate/${me.id}`, { token: hiringToken })).status).toBe(404);
    expect((await download(t, me.resume, hiringToken)).status).toBe(404);
    await applyTo(hiring.companyId, me.id, me.resume);
    const res = await call(t, 'GET', `/user/candidate/${me.id}`, { token: hiringToken });
    expect(res.status).toBe(200);
    expect(res.body.resume.id).toBe(me.resume);
    const file = await download(t, me.resume, hiringToken);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('answers 404 to other candidates, companies without an application, and for unknown ids', async () => {
    const me = await candidateWithResume();
    const other = await newCandidate();
    for (const token of [other.token, companyToken]) {
      expect((await call(t, 'GET', `/user/candidate/${me.id}`, { token })).status).toBe(404);
    }
    expect((await call(t, 'GET', `/user/candidate/${randomUUID()}`, { token: adminToken })).status).toBe(404);
    expect((await call(t, 'GET', `/user/candidate/${company.email}`, { token: adminToken })).status).toBe(404);
    // A company's account is not a candidate profile.
    expect(
      (await call(t, 'GET', `/user/candidate/${await userIdOf(t, company.email)}`, { token: adminToken })).status,
    ).toBe(404);
    expect((await call(t, 'GET', `/user/candidate/${me.id}`)).status).toBe(401);
  });

  it('shows candidates their own profile', async () => {
    const me = await candidateWithResume();
    const res = await call(t, 'GET', `/user/candidate/${me.id}`, { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.userId).toBe(me.id);
  });
});

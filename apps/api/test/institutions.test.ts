// Institutions confirming their own students (docs/decisions/061) over real HTTP: the office invites
// a coordinator per institution, who signs in with a code; the coordinator reaches their own
// students and nothing else (every other route, as the app's OpenAPI document lists them, refuses
// them); sees of each only what verification needs; confirms one at a time or by a file checked
// first; and what they confirm feeds the eligibility rules and verifies, named in the audit.
import { randomUUID } from 'node:crypto';
import { EligibilityStatus } from '@fis/shared/enums';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, candidateProfiles } from '../src/db/schema.js';
import { signedInCompany } from './company-job-factories.js';
import { parseCsv } from './csv-reader.js';
import {
  lastEmailText,
  lastEmailTo,
  registerVerifiedCandidate,
  signedInAdmin,
  signInCandidate,
  userIdOf,
} from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';
import { signedInCoordinator } from './institution-factories.js';
import { pdf, upload } from './upload-corpus.js';

// Started while the tests are collected, so that each route of the sweep is a test of its own.
const t: TestApp = await startTestApp();
const doc: { paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>> } = await (
  await fetch(`${t.url}/api/docs/json`)
).json();

let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let hku: Awaited<ReturnType<typeof signedInCoordinator>>;
let cuhk: Awaited<ReturnType<typeof signedInCoordinator>>;
let companyToken: string;

/** A candidate of `institution`, signed in, with a transcript uploaded. */
async function student(institution: string, overrides: Record<string, unknown> = {}) {
  const input = await registerVerifiedCandidate(t, { institution: institution as 'HKU', ...overrides });
  const token = await signInCandidate(t, input.email);
  const id = await userIdOf(t, input.email);
  return { ...input, id, token };
}

beforeAll(async () => {
  admin = await signedInAdmin(t);
  hku = await signedInCoordinator(t, admin.token, 'HKU');
  cuhk = await signedInCoordinator(t, admin.token, 'CUHK');
  companyToken = (await signedInCompany(t)).token;
});
afterAll(() => t.close());

/** Routes a coordinator uses beyond their institution's: their own account and session. */
const OWN_ACCOUNT = new Set([
  'GET /user',
  'POST /auth/logout',
  'POST /user/change-password',
  'GET /user/change/language',
  'PUT /user/change/language',
]);

const signedInRoutes = Object.entries(doc.paths).flatMap(([path, operations]) =>
  Object.entries(operations)
    .filter(
      ([, operation]) =>
        (operation.security ?? []).length > 0 && !(operation.security ?? []).some((s) => Object.keys(s).length === 0),
    )
    .map(([method]) => ({
      key: `${method.toUpperCase()} ${path.replace(/^\/api\/v1/, '')}`,
      method: method.toUpperCase(),
      path: path.replace(/^\/api\/v1/, '').replace(/\{[^}]+\}/g, randomUUID()),
    })),
);

describe('a coordinator reaches nothing outside verification', () => {
  it.each(signedInRoutes.filter((route) => !route.key.includes(' /institution/') && !OWN_ACCOUNT.has(route.key)))(
    '$key is refused',
    async ({ method, path }) => {
      const res = await call(t, method, path, {
        token: hku.token,
        body: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.status).toBe(403);
    },
  );

  it.each(signedInRoutes.filter((route) => route.key.includes(' /institution/')))(
    '$key refuses every other role',
    async ({ method, path }) => {
      const body = method === 'GET' ? undefined : {};
      for (const token of [admin.token, companyToken]) {
        expect((await call(t, method, path, { token, body })).status).toBe(403);
      }
      expect((await call(t, method, path, { body })).status).toBe(401);
    },
  );
});

describe('the office invites a coordinator per institution', () => {
  it('emails a link that sets the password; the coordinator signs in at their own address with a code', async () => {
    const list = await call(t, 'GET', '/admin/institution-coordinators', { token: admin.token });
    expect(list.body.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: hku.email, institution: 'HKU', state: 'active' })]),
    );
    // "Other" has no coordinator; the field is named.
    const other = await call(t, 'POST', '/admin/institution-coordinators', {
      token: admin.token,
      body: { email: 'someone@example.edu.hk', institution: 'Other' },
    });
    expect(other.status).toBe(400);
    expect(other.body.fields.map((f: { field: string }) => f.field)).toEqual(['institution']);
    // Only the office invites.
    const byCoordinator = await call(t, 'POST', '/admin/institution-coordinators', {
      token: hku.token,
      body: { email: 'x@example.edu.hk', institution: 'HKU' },
    });
    expect(byCoordinator.status).toBe(403);
    // The invitation names the institution in the inviter's language.
    const email = `invitee.${Date.now()}@example.edu.hk`;
    await call(t, 'POST', '/admin/institution-coordinators', {
      token: admin.token,
      body: { email, institution: 'POLYU' },
      lang: 'zh',
    });
    const text = await lastEmailText(t, email);
    expect(text).toContain('香港理工大學');
    expect(text).toContain('/institution-invite?token=');
    // A coordinator's password does not open the admin portal, nor a company's sign-in.
    const asAdmin = await call(t, 'POST', '/auth/admin-login', {
      body: { identifier: hku.email, password: 'Str0ng!Pass' },
    });
    expect(asAdmin.status).toBe(401);
    const me = await call(t, 'GET', '/user', { token: hku.token });
    expect(me.body.role).toBe(3);
  });

  it('removes a coordinator: their session ends at once', async () => {
    const leaving = await signedInCoordinator(t, admin.token, 'LU');
    expect((await call(t, 'GET', '/institution/students', { token: leaving.token })).status).toBe(200);
    const removed = await call(t, 'DELETE', `/admin/institution-coordinators/${leaving.userId}`, {
      token: admin.token,
    });
    expect(removed.status).toBe(204);
    expect((await call(t, 'GET', '/institution/students', { token: leaving.token })).status).toBe(401);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, leaving.userId), eq(auditLog.action, 'coordinator.removed')));
    expect(audit).toHaveLength(1);
  });
});

describe('what a coordinator sees', () => {
  it('only their institution’s students who have not graduated, with what verification needs and nothing more', async () => {
    const mine = await student('HKU', { englishName: 'Lam Ka Yan' });
    const graduated = await student('HKU', { englishName: 'Ho Graduated', graduationYear: 2025 });
    const elsewhere = await student('CUHK', { englishName: 'Cheung Elsewhere' });
    const page = await call(t, 'GET', '/institution/students?take=100', { token: hku.token });
    expect(page.status).toBe(200);
    const ids = page.body.items.map((row: { id: string }) => row.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(graduated.id);
    expect(ids).not.toContain(elsewhere.id);
    const row = page.body.items.find((item: { id: string }) => item.id === mine.id);
    expect(Object.keys(row).sort()).toEqual(
      [
        'chineseName',
        'confirmation',
        'declarations',
        'educationLevel',
        'eligibilityStatus',
        'email',
        'englishName',
        'faculty',
        'graduationYear',
        'id',
        'programme',
        'state',
      ].sort(),
    );
    // Someone else's record answers as one that does not exist.
    for (const id of [elsewhere.id, graduated.id, randomUUID()]) {
      expect((await call(t, 'GET', `/institution/students/${id}`, { token: hku.token })).status).toBe(404);
      const confirm = await call(t, 'PUT', `/institution/students/${id}/confirmation`, {
        token: hku.token,
        body: { fullTimeStudent: true, fintechProgramme: null, enrolled: null, graduation: null, note: null },
      });
      expect(confirm.status).toBe(404);
    }
    expect((await call(t, 'GET', `/institution/students/${elsewhere.id}`, { token: cuhk.token })).status).toBe(200);
    // A student who changes institution leaves the list at once.
    await t.app.db.update(candidateProfiles).set({ institution: 'HKUST' }).where(eq(candidateProfiles.userId, mine.id));
    expect((await call(t, 'GET', `/institution/students/${mine.id}`, { token: hku.token })).status).toBe(404);
  });

  it('views a student’s scans in the page, audited, and no one else’s', async () => {
    const mine = await student('HKU');
    const theirs = await student('CUHK');
    for (const who of [mine, theirs]) {
      const uploaded = await upload(t, who.token, 'transcript', { name: 'transcript.pdf', data: pdf() });
      await call(t, 'POST', '/user/update-profile', {
        token: who.token,
        body: { transcriptMediaId: uploaded.body.id },
      });
    }
    const detail = await call(t, 'GET', `/institution/students/${mine.id}`, { token: hku.token });
    const transcript = detail.body.documents.transcript.id as string;
    const view = (id: string, token: string) =>
      fetch(`${t.url}/api/v1/institution/documents/${id}`, { headers: { authorization: `Bearer ${token}` } });
    const seen = await view(transcript, hku.token);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-disposition')).toBeNull();
    expect(seen.headers.get('cache-control')).toBe('no-store');
    const [theirProfile] = await t.app.db
      .select({ transcript: candidateProfiles.transcriptMediaId })
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, theirs.id));
    expect((await view(theirProfile?.transcript ?? '', hku.token)).status).toBe(404);
    // The download route, which leaves a copy, is not theirs.
    expect((await call(t, 'GET', `/media/${transcript}`, { token: hku.token })).status).toBe(403);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, transcript), eq(auditLog.action, 'media.viewed')));
    expect(audit.map((row) => row.actorUserId)).toEqual([hku.userId]);
  });
});

describe('confirming one student', () => {
  it('feeds the eligibility rules at once, and all four yes verify them, named in the audit', async () => {
    const one = await student('HKU');
    const confirm = (body: Record<string, unknown>) =>
      call(t, 'PUT', `/institution/students/${one.id}/confirmation`, { token: hku.token, body, lang: 'en' });
    const bad = await confirm({
      fullTimeStudent: 'maybe',
      fintechProgramme: null,
      enrolled: null,
      graduation: null,
      note: null,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f: { field: string }) => f.field)).toEqual(['fullTimeStudent']);

    const partly = await confirm({
      fullTimeStudent: true,
      fintechProgramme: null,
      enrolled: true,
      graduation: null,
      note: 'Year 3',
    });
    expect(partly.status).toBe(200);
    expect(partly.body.student.state).toBe('partial');
    const check = await call(t, 'GET', `/admin/candidates/${one.id}/eligibility`, { token: admin.token });
    const rule = check.body.rules.find((r: { rule: string }) => r.rule === 'fullTimeStudent');
    expect(rule).toMatchObject({ state: 'met', reason: 'fullTimeStudent.confirmed', params: { institution: 'HKU' } });
    let own = await call(t, 'GET', '/user/eligibility', { token: one.token });
    expect(own.body).toMatchObject({
      status: EligibilityStatus.UNVERIFIED,
      confirmedByInstitution: { institution: 'HKU', checks: ['fullTimeStudent', 'enrolled'] },
    });

    const all = await confirm({
      fullTimeStudent: true,
      fintechProgramme: true,
      enrolled: true,
      graduation: true,
      note: 'Year 3',
    });
    expect(all.body.student).toMatchObject({ state: 'confirmed', eligibilityStatus: EligibilityStatus.VERIFIED });
    own = await call(t, 'GET', '/user/eligibility', { token: one.token });
    expect(own.body).toMatchObject({ status: EligibilityStatus.VERIFIED, verifiedByInstitution: 'HKU' });
    expect((await lastEmailTo(t, one.email))?.textBody).toContain('香港大學已確認');
    const decided = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, one.id), eq(auditLog.action, 'candidate.eligibility-decided')));
    expect(decided).toHaveLength(1);
    expect(decided[0]?.actorUserId).toBe(hku.userId);
    expect(decided[0]?.details).toMatchObject({
      institution: 'HKU',
      checkedRules: ['fullTimeStudent', 'fintechProgramme'],
    });
    const confirmed = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, one.id), eq(auditLog.action, 'candidate.institution-confirmed')))
      .orderBy(desc(auditLog.id));
    expect(confirmed).toHaveLength(2);
    expect(confirmed.every((row) => row.actorUserId === hku.userId)).toBe(true);
    // The office sees who confirmed what.
    const queue = await call(t, 'GET', `/admin/eligibility?queue=verified&keyword=${encodeURIComponent(one.email)}`, {
      token: admin.token,
    });
    expect(queue.body.items[0]).toMatchObject({
      eligibility: { decidedByInstitution: 'HKU' },
      institutionConfirmation: { confirmedBy: hku.email, fullTimeStudent: true, note: 'Year 3' },
    });
  });

  it('a no is not met for the rule, and never rejects anyone', async () => {
    const one = await student('HKU');
    const res = await call(t, 'PUT', `/institution/students/${one.id}/confirmation`, {
      token: hku.token,
      body: { fullTimeStudent: false, fintechProgramme: true, enrolled: true, graduation: true, note: null },
    });
    expect(res.body.student).toMatchObject({ state: 'refused', eligibilityStatus: EligibilityStatus.UNVERIFIED });
    const check = await call(t, 'GET', `/admin/candidates/${one.id}/eligibility`, { token: admin.token });
    expect(check.body.rules.find((r: { rule: string }) => r.rule === 'fullTimeStudent')).toMatchObject({
      state: 'notMet',
      reason: 'fullTimeStudent.notConfirmed',
    });
    const [profile] = await t.app.db
      .select({ regions: candidateProfiles.takeableRegions })
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, one.id));
    expect(profile?.regions).toEqual([]);
  });
});

describe('the file of confirmations', () => {
  it('is the list’s own CSV: downloaded, filled in, checked row by row, then applied; the same file twice changes nothing', async () => {
    const rows = [
      await student('HKU', { englishName: 'Aaron File' }),
      await student('HKU', { englishName: 'Bella File' }),
    ];
    const elsewhere = await student('CUHK', { englishName: 'Cara Elsewhere' });
    const download = await fetch(`${t.url}/api/v1/institution/students/export-csv?keyword=File`, {
      headers: { authorization: `Bearer ${hku.token}`, 'accept-language': 'en' },
    });
    expect(download.status).toBe(200);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...records] = parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, ''));
    expect(header).toEqual([
      'Reference',
      'Email',
      'English name',
      'Chinese name',
      'Faculty',
      'Programme',
      'Level of study',
      'Graduation year',
      'Full-time student',
      'Fintech-related programme',
      'Studying here',
      'Expected graduation',
      'Note',
    ]);
    expect(records.map((record) => record[2])).toEqual(['Aaron File', 'Bella File']);
    const filled = [
      header,
      // Aaron: all four yes, a note that looks like a formula kept as text.
      [...(records[0] ?? []).slice(0, 8), 'Yes', 'yes', 'Y', '是', '=HYPERLINK("x")'],
      // Bella, found by email alone (in capitals): one yes.
      ['', rows[1]?.email.toUpperCase() ?? '', '', '', '', '', '', '', 'true', '', '', '', ''],
      // Another institution's student, an unknown one, a bad value, and Aaron again.
      ['', elsewhere.email, '', '', '', '', '', '', 'Yes', '', '', '', ''],
      ['', 'nobody@example.edu.hk', '', '', '', '', '', '', 'Yes', '', '', '', ''],
      ['', rows[1]?.email ?? '', '', '', '', '', '', '', 'perhaps', '', '', '', ''],
      [rows[0]?.id ?? '', '', '', '', '', '', '', '', 'No', '', '', '', ''],
    ];
    const file = filled.map((record) => record.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n');
    const checked = await call(t, 'POST', '/institution/confirmations/check', { token: hku.token, body: { file } });
    expect(checked.status).toBe(200);
    expect(checked.body.counts).toEqual({ change: 2, same: 0, refused: 4 });
    expect(
      checked.body.rows.map((row: { outcome: string; problem: string | null }) => [row.outcome, row.problem]),
    ).toEqual([
      ['change', null],
      ['change', null],
      ['refused', 'otherInstitution'],
      ['refused', 'unknownStudent'],
      ['refused', 'badValue'],
      ['refused', 'repeated'],
    ]);
    expect(checked.body.rows[4]).toMatchObject({ line: 6, column: 'fullTimeStudent' });
    // Nothing is written by the check.
    expect(
      (await call(t, 'GET', `/institution/students/${rows[0]?.id}`, { token: hku.token })).body.confirmation,
    ).toBeNull();
    // Another institution's student is never named back.
    expect(checked.body.rows[2].student).toBeNull();

    const applied = await call(t, 'POST', '/institution/confirmations/apply', {
      token: hku.token,
      body: { file },
      lang: 'en',
    });
    expect(applied.body).toMatchObject({ applied: 2, message: "2 students' confirmations saved" });
    const aaron = await call(t, 'GET', `/institution/students/${rows[0]?.id}`, { token: hku.token });
    expect(aaron.body).toMatchObject({
      state: 'confirmed',
      eligibilityStatus: EligibilityStatus.VERIFIED,
      confirmation: { note: '=HYPERLINK("x")', confirmedBy: hku.email },
    });
    // Downloaded again, the note is made safe for a spreadsheet, and read back as it was.
    const again = await (
      await fetch(`${t.url}/api/v1/institution/students/export-csv?keyword=Aaron`, {
        headers: { authorization: `Bearer ${hku.token}` },
      })
    ).text();
    expect(parseCsv(again.replace(/^\uFEFF/, ''))[1]?.[12]).toBe(`'=HYPERLINK("x")`);
    const roundTrip = await call(t, 'POST', '/institution/confirmations/check', {
      token: hku.token,
      body: { file: again },
    });
    expect(roundTrip.body.counts).toEqual({ change: 0, same: 1, refused: 0 });

    const twice = await call(t, 'POST', '/institution/confirmations/apply', { token: hku.token, body: { file } });
    expect(twice.body.applied).toBe(0);
    expect(twice.body.counts).toEqual({ change: 0, same: 2, refused: 4 });
  });

  it('refuses a file it cannot read, naming the field', async () => {
    for (const file of [
      'just,some,columns\r\n1,2,3',
      'Email,Full-time student\r\n"unclosed,Yes',
      'Email\r\n\uFFFD@x',
    ]) {
      const res = await call(t, 'POST', '/institution/confirmations/check', {
        token: hku.token,
        body: { file },
        lang: 'en',
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'CONFIRMATION_FILE_UNREADABLE', field: 'file' });
    }
    const huge = `Email\r\n${'a@b.hk\r\n'.repeat(2001)}`;
    const tooMany = await call(t, 'POST', '/institution/confirmations/check', {
      token: hku.token,
      body: { file: huge },
    });
    expect(tooMany.body.code).toBe('CONFIRMATION_FILE_TOO_LARGE');
  });
});

describe('the institution’s figures', () => {
  it('count its own students only', async () => {
    const figures = await call(t, 'GET', '/institution/figures?by=programme', { token: hku.token });
    expect(figures.status).toBe(200);
    expect(figures.body.by).toBe('programme');
    expect(figures.body.total.recommended).toBe(0);
    const csv = await fetch(`${t.url}/api/v1/institution/figures/export-csv?by=round`, {
      headers: { authorization: `Bearer ${hku.token}`, 'accept-language': 'en' },
    });
    expect(csv.status).toBe(200);
    expect(parseCsv((await csv.text()).replace(/^\uFEFF/, ''))[0]).toHaveLength(9);
    const bad = await call(t, 'GET', '/institution/figures?by=company', { token: hku.token });
    expect(bad.status).toBe(400);
  });
});

// The office's check of a candidate's scans (docs/decisions/055-document-viewer.md) over real
// HTTP: the rules the scans bear out, answered from the candidate's own declarations and profile;
// the scans drawn in the page from a route that never sends a download header nor lets a copy be
// cached, audited each time and closed to everyone but the admin; and the decision recording
// which rules the officer ticked.
import { randomUUID } from 'node:crypto';
import { CHECKED_RULES } from '@fis/shared/eligibility-schemas';
import { EligibilityStatus } from '@fis/shared/enums';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { candidateWithId } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { signedInAdmin } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';
import { docx, pdf, png, upload } from './upload-corpus.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let company: Awaited<ReturnType<typeof signedInCompany>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAdmin(t);
  company = await signedInCompany(t, { companyName: 'Gamma Ledger Ltd' });
});
afterAll(() => t.close());

/** A candidate who uploaded a PDF transcript and a picture of their student ID, as the profile form does. */
async function candidateWithUploadedScans() {
  const candidate = await candidateWithId(t);
  const transcript = await upload(t, candidate.token, 'transcript', { name: 'transcript.pdf', data: pdf() });
  const studentId = await upload(t, candidate.token, 'student_id', { name: 'card.png', data: await png(40, 30) });
  expect([transcript.status, studentId.status]).toEqual([201, 201]);
  const res = await call(t, 'POST', '/user/update-profile', {
    token: candidate.token,
    body: { transcriptMediaId: transcript.body.id, studentIdMediaId: studentId.body.id },
  });
  expect(res.status).toBe(200);
  return { ...candidate, transcriptId: transcript.body.id as string, studentIdId: studentId.body.id as string };
}

const view = (id: string, token?: string) =>
  fetch(`${t.url}/api/v1/admin/documents/${id}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

const viewsOf = (mediaId: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, mediaId), eq(auditLog.action, 'media.viewed')));

describe("the check's rules", () => {
  it('lists each rule the scans bear out, as the declarations and profile answer it, to the admin only', async () => {
    const candidate = await candidateWithUploadedScans();
    const path = `/admin/candidates/${candidate.userId}/eligibility`;
    expect((await call(t, 'GET', path)).status).toBe(401);
    expect((await call(t, 'GET', path, { token: candidate.token })).status).toBe(403);
    expect((await call(t, 'GET', path, { token: company.token })).status).toBe(403);
    expect((await call(t, 'GET', `/admin/candidates/${randomUUID()}/eligibility`, { token: admin.token })).status).toBe(
      404,
    );
    expect(
      (await call(t, 'GET', `/admin/candidates/${company.userId}/eligibility`, { token: admin.token })).status,
    ).toBe(404);

    const check = await call(t, 'GET', path, { token: admin.token });
    expect(check.status).toBe(200);
    expect(check.body.rules.map((rule: { rule: string }) => rule.rule)).toEqual(CHECKED_RULES);
    expect(check.body.profile).toEqual({
      residentType: expect.any(Number),
      legallyEmployable: expect.any(Number),
      studyCity: null,
    });
    expect(check.body.candidate).toMatchObject({
      id: candidate.userId,
      transcript: {
        id: candidate.transcriptId,
        mimeType: 'application/pdf',
        viewUrl: `/api/v1/admin/documents/${candidate.transcriptId}`,
      },
      studentId: { id: candidate.studentIdId, mimeType: 'image/png' },
      eligibility: { status: EligibilityStatus.UNVERIFIED, checkedRules: [] },
    });
  });
});

describe('the in-page viewer', () => {
  it('serves a PDF and a picture to the admin without a download header or a cached copy, each view audited', async () => {
    const candidate = await candidateWithUploadedScans();
    const res = await view(candidate.transcriptId, admin.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const image = await view(candidate.studentIdId, admin.token);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-disposition')).toBeNull();
    await image.arrayBuffer();

    const views = await viewsOf(candidate.transcriptId);
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      actorUserId: admin.admin.id,
      details: { ownerUserId: candidate.userId, purpose: 'transcript', inPage: true },
    });
  });

  it('is the admin’s alone: 401 anonymous, 403 to the owner and a company, 404 for an unknown file', async () => {
    const candidate = await candidateWithUploadedScans();
    expect((await view(candidate.transcriptId)).status).toBe(401);
    expect((await view(candidate.transcriptId, candidate.token)).status).toBe(403);
    expect((await view(candidate.transcriptId, company.token)).status).toBe(403);
    expect((await view(randomUUID(), admin.token)).status).toBe(404);
    expect((await view('not-an-id', admin.token)).status).toBe(404);
    expect(await viewsOf(candidate.transcriptId)).toHaveLength(0);
  });

  it('refuses a Word file with a translated 415, unviewed and unaudited', async () => {
    const candidate = await candidateWithId(t);
    const word = await upload(t, candidate.token, 'transcript', { name: 'transcript.docx', data: docx() });
    expect(word.status).toBe(201);
    const res = await fetch(`${t.url}/api/v1/admin/documents/${word.body.id}`, {
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'zh' },
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 'DOCUMENT_NOT_VIEWABLE', message: expect.stringContaining('PDF') });
    expect(await viewsOf(word.body.id)).toHaveLength(0);
  });
});

describe('the decision records the rules ticked', () => {
  it('keeps them in the order the rules are listed, audits them, and clears them when reopened', async () => {
    const candidate = await candidateWithUploadedScans();
    const path = `/admin/candidates/${candidate.userId}/eligibility`;
    const ticked = ['idOrVisa', 'age', 'fullTimeStudent', 'fintechProgramme', 'direction', 'noOtherAllowance'];
    const verified = await call(t, 'PUT', path, {
      token: admin.token,
      body: { status: EligibilityStatus.VERIFIED, checkedRules: ticked },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.item.eligibility.checkedRules).toEqual(CHECKED_RULES);
    const check = await call(t, 'GET', path, { token: admin.token });
    expect(check.body.candidate.eligibility.checkedRules).toEqual(CHECKED_RULES);

    // Ticking fewer on the same decision is a change of record, audited too.
    const fewer = await call(t, 'PUT', path, {
      token: admin.token,
      body: { status: EligibilityStatus.REJECTED, reason: 'The ID card is not legible.', checkedRules: ['age'] },
    });
    expect(fewer.body.item.eligibility.checkedRules).toEqual(['age']);
    const reopened = await call(t, 'PUT', path, {
      token: admin.token,
      body: { status: EligibilityStatus.UNVERIFIED, checkedRules: ['age'] },
    });
    expect(reopened.body.item.eligibility.checkedRules).toEqual([]);

    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, candidate.userId), eq(auditLog.action, 'candidate.eligibility-decided')));
    expect(rows.map((row) => (row.details as { checkedRules: string[] }).checkedRules)).toEqual([
      CHECKED_RULES,
      ['age'],
      [],
    ]);
  });

  it('refuses a rule that is not checked on the scans, naming the field', async () => {
    const candidate = await candidateWithUploadedScans();
    const path = `/admin/candidates/${candidate.userId}/eligibility`;
    for (const checkedRules of [['verified'], ['notRelated'], ['age', 'age'], 'age', [7]]) {
      const res = await call(t, 'PUT', path, {
        token: admin.token,
        body: { status: EligibilityStatus.VERIFIED, checkedRules },
        lang: 'cn',
      });
      expect(res.status, JSON.stringify(checkedRules)).toBe(400);
      expect(res.body).toMatchObject({ code: 'FIELD_INVALID', field: expect.stringMatching(/^checkedRules(\.\d+)?$/) });
    }
  });
});

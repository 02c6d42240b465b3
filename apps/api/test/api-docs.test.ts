import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUND_FIELDS } from '@fis/shared/round-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES_DIR } from '../src/lib/catalogs.js';
import { PASSWORD, registerVerifiedCandidate, signInCandidate } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
let doc: {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, unknown> };
};
beforeAll(async () => {
  t = await startTestApp();
  doc = await (await fetch(`${t.url}/api/docs/json`)).json();
});
afterAll(() => t.close());

interface Schema {
  type?: string;
  properties?: Record<string, unknown>;
  required?: string[];
  $ref?: string;
}
interface Operation {
  requestBody?: { content: Record<string, { schema: Schema }> };
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: Record<string, unknown>[];
}

/** Every route under /api/v1: method, path, the body fields it requires, whether it needs a token. */
/** A round's fields, all required but its total of places. */
const ROUND_REQUIRED = ROUND_FIELDS.filter((f) => f !== 'totalPlaces');

const ROUTES: [string, string, string[] | null, boolean][] = [
  ['post', '/auth/register', ['englishName', 'email', 'password', 'confirmPassword', 'agreeTerms'], false],
  ['post', '/auth/company-register', ['email', 'jobRole', 'companyName', 'password', 'acceptedIntoScheme'], false],
  ['post', '/auth/login', ['email', 'password'], false],
  ['post', '/auth/company-login', ['identifier', 'password'], false],
  ['post', '/auth/admin-login', ['identifier', 'password'], false],
  ['post', '/auth/institution-login', ['identifier', 'password'], false],
  ['post', '/auth/verify-login', ['attemptId', 'code'], false],
  ['post', '/auth/resend-code-login', ['attemptId'], false],
  ['post', '/auth/check-limit-login', ['attemptId'], false],
  ['post', '/auth/verify-email', ['token'], false],
  ['post', '/auth/logout', null, true],
  ['get', '/user', null, true],
  ['post', '/user/reset-password', ['email'], false],
  ['put', '/user/reset-password', ['token', 'password', 'confirmPassword'], false],
  ['post', '/user/change-password', ['oldPassword', 'password', 'confirmPassword'], true],
  ['get', '/user/change/email-notification', null, true],
  ['put', '/user/change/email-notification', null, true],
  ['get', '/user/change/language', null, true],
  ['put', '/user/change/language', null, true],
  ['get', '/user/company-contact', null, true],
  ['put', '/user/company-contact', ['contactName', 'jobRole', 'phoneNumber'], true],
  ['get', '/user/registration-limit', null, false],
  ['post', '/user-otp', ['email', 'password'], true],
  ['post', '/user-otp/verify-otp', ['otpId', 'code'], true],
  ['get', '/admin/companies', null, true],
  ['post', '/admin/companies/{id}/approve', [], true],
  ['post', '/admin/companies/{id}/reject', ['reason'], true],
  ['delete', '/admin/users/{id}', null, true],
  ['get', '/company/brands', null, false],
  ['get', '/company/get-all', null, false],
  ['get', '/company/{id}', null, false],
  ['get', '/job', null, false],
  ['get', '/job/{id}', null, false],
  ['post', '/job/view/{id}', null, false],
  ['get', '/user/bookmark/favorite-jobs', null, true],
  ['post', '/user/bookmark/favorite-jobs', ['jobId'], true],
  ['post', '/user/bookmark/delete-favorite-jobs', ['jobId'], true],
  ['get', '/job/recommended', null, true],
  ['post', '/job/recommended/not-interested', ['jobId'], true],
  ['get', '/user/job-preferences', null, true],
  ['put', '/user/job-preferences', ['jobFunctions', 'jobModes'], true],
  ['get', '/job/recommended-candidates/{id}', null, true],
  ['post', '/job/recommended-candidates/{id}/invite', ['candidateId', 'subject', 'description'], true],
  ['get', '/company/bookmark/favorite-candidates', null, true],
  ['post', '/company/bookmark/favorite-candidates', ['candidateId'], true],
  ['post', '/company/bookmark/delete-favorite-candidates', ['candidateId'], true],
  ['get', '/user/hiring-company/profile', null, true],
  ['post', '/company/update', ['nameEn', 'industry', 'phoneNumber', 'location', 'description'], true],
  ['get', '/company', null, true],
  ['get', '/admin/companies/{id}/profile', null, true],
  ['put', '/admin/companies/{id}/profile', ['nameEn', 'industry', 'phoneNumber', 'location', 'description'], true],
  ['post', '/job/company-create-job', ['positionName', 'jobFunction', 'expiresOn', 'requirements'], true],
  ['put', '/job/update/{id}', ['positionName', 'jobFunction', 'expiresOn', 'description', 'requirements'], true],
  ['put', '/job/update/status/{id}', ['status'], true],
  ['delete', '/job/{id}', null, true],
  ['get', '/job/draft', null, true],
  ['put', '/job/draft', [], true],
  ['delete', '/job/draft', null, true],
  ['get', '/job/company-jobs', null, true],
  ['get', '/job/company-jobs/{id}', null, true],
  ['get', '/admin/jobs', null, true],
  ['get', '/admin/job-approvals', null, true],
  ['get', '/admin/candidates', null, true],
  ['get', '/admin/candidates/export-csv', null, true],
  ['get', '/admin/applications', null, true],
  ['get', '/admin/applications/export-csv', null, true],
  ['get', '/admin/jobs/export-csv', null, true],
  ['get', '/admin/companies/export-csv', null, true],
  ['post', '/admin/jobs/{id}/approve', null, true],
  ['post', '/admin/jobs/{id}/reject', [], true],
  ['get', '/admin/candidates/{id}', null, true],
  ['put', '/admin/candidates/{id}/profile', [], true],
  ['post', '/admin/candidates/{id}/education', ['institution', 'educationLevel', 'programme', 'graduationYear'], true],
  ['put', '/admin/candidates/{id}/education/{entryId}', ['institution', 'educationLevel', 'programme'], true],
  ['delete', '/admin/candidates/{id}/education/{entryId}', null, true],
  ['post', '/admin/candidates/{id}/experience', ['company', 'jobTitle', 'startDate'], true],
  ['put', '/admin/candidates/{id}/experience/{entryId}', ['company', 'jobTitle', 'startDate'], true],
  ['delete', '/admin/candidates/{id}/experience/{entryId}', null, true],
  ['get', '/admin/companies/{id}', null, true],
  ['post', '/admin/companies/{id}/jobs', ['positionName', 'jobFunction', 'expiresOn', 'requirements', 'reason'], true],
  ['put', '/admin/jobs/{id}', ['positionName', 'jobFunction', 'expiresOn', 'description', 'reason'], true],
  ['post', '/admin/jobs/{id}/close', ['reason'], true],
  ['delete', '/admin/jobs/{id}', ['reason'], true],
  ['post', '/media/upload', ['purpose', 'file'], true],
  ['post', '/media/uploads', ['purpose', 'file'], true],
  ['get', '/media/{id}', null, false],
  ['delete', '/media/{id}', null, true],
  ['get', '/admin/documents/{id}', null, true],
  ['get', '/user/profile', null, true],
  ['get', '/user/file-access', null, true],
  ['post', '/user/update-profile', [], true],
  ['post', '/user/update-resume', ['resumeMediaId'], true],
  ['post', '/user/complete-first-login', null, true],
  ['get', '/user/candidate/{id}', null, true],
  ['post', '/user-education/create', ['institution', 'educationLevel', 'programme', 'graduationYear'], true],
  ['put', '/user-education/update/{id}', ['institution', 'educationLevel', 'programme', 'graduationYear'], true],
  ['delete', '/user-education/{id}', null, true],
  ['post', '/user-experience/create', ['company', 'jobTitle', 'startDate'], true],
  ['put', '/user-experience/update/{id}', ['company', 'jobTitle', 'startDate'], true],
  ['delete', '/user-experience/{id}', null, true],
  ['post', '/user-attachment/create', ['mediaId', 'title'], true],
  ['delete', '/user-attachment/{id}', null, true],
  ['post', '/applications', ['jobId', 'contactEmail', 'phoneNumber', 'resumeMediaId'], true],
  ['get', '/applications/candidate/applications', null, true],
  ['get', '/applications/hiring-company/candidates', null, true],
  ['get', '/applications/hiring-company/export-csv', null, true],
  ['get', '/applications/jobs/{id}', null, true],
  ['post', '/applications/hiring-company/move', ['ids', 'stage'], true],
  ['get', '/applications/{id}', null, true],
  ['put', '/applications/{id}', ['stage'], true],
  ['get', '/company/application/{id}', null, true],
  ['get', '/applications/candidate/statistics', null, true],
  ['get', '/applications/company/statistics', null, true],
  ['post', '/applications/company/dashboard-visit', null, true],
  ['get', '/applications/hiring-company/jobs', null, true],
  ['get', '/applications/hiring-company/statistics', null, true],
  ['get', '/applications/statistical', null, true],
  ['get', '/notification', null, true],
  ['post', '/notification/read-all', null, true],
  ['put', '/notification/{id}', ['read'], true],
  ['delete', '/notification/{id}', null, true],
  ['get', '/interviews', null, true],
  ['post', '/interviews', ['applicationId', 'startsAt', 'durationMinutes'], true],
  ['put', '/interviews/{id}', ['startsAt', 'durationMinutes'], true],
  ['post', '/interviews/{id}/cancel', [], true],
  ['post', '/contact', ['recipients', 'subject', 'description'], true],
  ['get', '/contact/inbox', null, true],
  ['get', '/contact/send', null, true],
  ['get', '/contact/inbox/unread', null, true],
  ['get', '/contact/search/email', null, true],
  ['get', '/contact/{id}', null, true],
  ['post', '/contact/{id}/read', null, true],
  ['post', '/contact/reply', ['messageId', 'description'], true],
  ['post', '/contact/forward', ['messageId', 'recipients'], true],
  ['post', '/contact/delete', ['ids'], true],
  ['get', '/admin/group-messages/audience/candidates', null, true],
  ['get', '/admin/group-messages/audience/companies', null, true],
  ['get', '/admin/group-messages/audience/applications', null, true],
  ['post', '/admin/group-messages', ['audience', 'texts'], true],
  ['get', '/admin/group-messages', null, true],
  ['get', '/admin/group-messages/{id}', null, true],
  ['get', '/admin/templates', null, true],
  ['post', '/admin/templates', ['kind', 'name', 'texts'], true],
  ['put', '/admin/templates/{id}', ['kind', 'name', 'texts'], true],
  ['delete', '/admin/templates/{id}', null, true],
  ['get', '/admin/saved-views', null, true],
  ['post', '/admin/saved-views', ['list', 'name'], true],
  ['put', '/admin/saved-views/{id}', ['list', 'name'], true],
  ['delete', '/admin/saved-views/{id}', null, true],
  ['put', '/admin/saved-views/{id}/schedule', ['weekday', 'hour', 'recipientIds'], true],
  ['delete', '/admin/saved-views/{id}/schedule', null, true],
  ['get', '/admin/notes', null, true],
  ['post', '/admin/eligibility/bulk', ['status', 'candidateIds', 'expected'], true],
  ['post', '/admin/notes', ['subjectType', 'subjectId', 'body'], true],
  ['delete', '/admin/notes/{id}', null, true],
  ['post', '/review/create', ['companyId', 'title', 'rating', 'topicRatings', 'jobTitle', 'likes', 'dislikes'], true],
  ['get', '/review/eligibility', null, true],
  ['get', '/review', null, true],
  ['get', '/review/summary', null, true],
  ['get', '/review/mine', null, true],
  ['get', '/review/company', null, true],
  ['get', '/review/{id}', null, true],
  ['put', '/review/{id}', ['title', 'rating', 'topicRatings', 'jobTitle', 'likes', 'dislikes'], true],
  ['delete', '/review/{id}', null, true],
  ['post', '/review/{id}/reply', ['reply'], true],
  ['post', '/review/{id}/report', ['reason'], true],
  ['get', '/admin/reviews', null, true],
  ['post', '/admin/reviews/{id}/publish', null, true],
  ['post', '/admin/reviews/{id}/reject', ['reason'], true],
  ['post', '/admin/reviews/{id}/keep', null, true],
  ['post', '/need-help', ['name', 'email', 'role', 'topic', 'message'], false],
  ['get', '/email-unsubscribe', null, false],
  ['post', '/email-unsubscribe', ['List-Unsubscribe'], false],
  ['get', '/rounds', null, false],
  ['get', '/admin/rounds', null, true],
  ['post', '/admin/rounds', ROUND_REQUIRED, true],
  ['put', '/admin/rounds/{id}', ROUND_REQUIRED, true],
  ['delete', '/admin/rounds/{id}', null, true],
  ['get', '/admin/rounds/{id}/places', null, true],
  ['put', '/admin/rounds/{id}/places', ['companyId', 'side', 'granted'], true],
  ['get', '/company/places', null, true],
  ['get', '/placements', null, true],
  ['get', '/placements/{id}', null, true],
  ['put', '/placements/{id}/start-date', ['startDate'], true],
  ['put', '/placements/{id}/agreement', null, true],
  ['post', '/placements/{id}/extensions', ['months', 'reason'], true],
  ['put', '/placements/{id}/early-end', ['endedOn', 'reason'], true],
  ['get', '/admin/placements', null, true],
  ['put', '/admin/placements/{id}/extensions/{extensionId}', ['decision'], true],
  ['get', '/admin/help-requests', null, true],
  ['get', '/admin/help-requests/{id}', null, true],
  ['get', '/admin/help-requests/{id}/file', null, true],
  ['post', '/admin/help-requests/{id}/answer', ['message'], true],
  ['get', '/admin/eligibility', null, true],
  ['get', '/admin/candidates/{id}/eligibility', null, true],
  ['put', '/admin/assignments/{subjectType}/{subjectId}', ['assigneeId'], true],
  ['post', '/admin/job-approvals/bulk', ['jobIds', 'decision'], true],
  ['post', '/admin/reviews/bulk', ['reviewIds', 'decision'], true],
  ['put', '/admin/candidates/{id}/eligibility', ['status'], true],
  ['get', '/admin/waiting', null, true],
  ['get', '/user/eligibility', null, true],
  ['get', '/user/eligibility-declarations', null, true],
  ['put', '/user/eligibility-declarations', [], true],
  ['get', '/admin/users/{id}', null, true],
  ['post', '/admin/users/{id}/suspend', ['reason'], true],
  ['post', '/admin/users/{id}/restore', null, true],
  ['post', '/admin/users/{id}/resend-verification', null, true],
  ['get', '/admin/team', null, true],
  ['post', '/admin/team/invitations', ['email'], true],
  ['delete', '/admin/team/{id}', null, true],
  ['get', '/admin/institution-coordinators', null, true],
  ['post', '/admin/institution-coordinators', ['email', 'institution'], true],
  ['delete', '/admin/institution-coordinators/{id}', null, true],
  ['get', '/institution/students', null, true],
  ['get', '/institution/students/export-csv', null, true],
  ['get', '/institution/students/{id}', null, true],
  [
    'put',
    '/institution/students/{id}/confirmation',
    ['fullTimeStudent', 'fintechProgramme', 'enrolled', 'graduation'],
    true,
  ],
  ['post', '/institution/confirmations/check', ['file'], true],
  ['post', '/institution/confirmations/apply', ['file'], true],
  ['get', '/institution/figures', null, true],
  ['get', '/institution/figures/export-csv', null, true],
  ['get', '/institution/documents/{id}', null, true],
  ['get', '/admin/audit-log', null, true],
  ['get', '/admin/audit-log/export-csv', null, true],
  ['post', '/auth/admin-invitation/accept', ['token', 'password', 'confirmPassword'], false],
  ['get', '/admin/recommend/jobs-to-candidate/{candidateId}', null, true],
  ['post', '/admin/recommend/jobs-to-candidate/{candidateId}', ['jobIds'], true],
  ['get', '/job/recommend-candidate-by-admin', null, true],
  ['post', '/job/recommend-candidate-by-admin', ['jobId', 'candidateIds'], true],
  ['post', '/job/recommend/delete-recommend-candidates-to-job', ['jobId', 'candidateIds'], true],
  ['get', '/admin/recommend/candidates-to-job-by-company-id/{id}', null, true],
  ['get', '/admin/recommendations', null, true],
  ['get', '/admin/reports/places', null, true],
  ['get', '/admin/reports/places/export-csv', null, true],
  ['get', '/admin/reports/flow', null, true],
  ['get', '/admin/reports/flow/export-csv', null, true],
  ['get', '/admin/reports/money', null, true],
  ['get', '/admin/reports/money/export-csv', null, true],
  ['get', '/dev/mailbox', null, false],
];

const REDOCLY = fileURLToPath(new URL('../../../node_modules/@redocly/cli/bin/cli.js', import.meta.url));

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; location: { pointer?: string }[] }[];
}

/**
 * Redocly's linter with its recommended rules over a document, its report as JSON. Its telemetry
 * and update check stay off: CI reaches no network but the package registries.
 */
function lintOpenApi(file: string): Promise<LintReport> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [REDOCLY, 'lint', '--extends=recommended', '--format=json', '--max-problems=1000', file],
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
      // It exits 1 when it finds errors: the report says which.
      (error, stdout, stderr) => {
        try {
          resolve(JSON.parse(stdout));
        } catch {
          reject(new Error(`redocly: ${error?.message ?? ''} ${stderr}`));
        }
      },
    );
  });
}

const operation = (method: string, path: string) => doc.paths[`/api/v1${path}`]?.[method];

describe('GET /api/docs/json', () => {
  it('is an OpenAPI 3 document listing exactly the routes under /api/v1', async () => {
    expect(doc.openapi).toMatch(/^3\./);
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    const expected = ROUTES.map(([method, path]) => `${method} /api/v1${path}`);
    expect(listed.sort()).toEqual(expected.sort());
  });

  it('describes the request body of every route that takes one', () => {
    for (const [method, path, required] of ROUTES) {
      const body = operation(method, path)?.requestBody;
      if (!required) {
        expect(body, `${method} ${path}`).toBeUndefined();
        continue;
      }
      // Uploads are multipart, the one-click unsubscribe a form (RFC 8058); every other body is JSON.
      const schema = (
        body?.content['application/json'] ??
        body?.content['multipart/form-data'] ??
        body?.content['application/x-www-form-urlencoded']
      )?.schema;
      expect(schema?.type, `${method} ${path}`).toBe('object');
      expect(schema?.required ?? [], `${method} ${path}`).toEqual(expect.arrayContaining(required));
    }
  });

  it('describes path parameters, and the session (bearer token or cookie) where one is needed', () => {
    expect(operation('delete', '/admin/users/{id}')?.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path' }),
    );
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['bearer', 'sessionCookie']);
    const session = [{ bearer: [] }, { sessionCookie: [] }];
    for (const [method, path, , secured] of ROUTES) {
      // A stored file: public images need no token, private documents do (an optional bearer).
      if (method === 'get' && path === '/media/{id}') continue;
      // Public jobs and companies: a signed-in candidate may send its token (applied and saved flags).
      if (method === 'get' && ['/job', '/job/{id}', '/company/{id}'].includes(path)) continue;
      if (method === 'post' && path === '/job/view/{id}') continue;
      // Need help: visitors and signed-in users alike (a signed-in sender's request is filed under the account).
      if (method === 'post' && path === '/need-help') continue;
      // Open to visitors is said outright (security: []), not left unsaid.
      expect(operation(method, path)?.security, `${method} ${path}`).toEqual(secured ? session : []);
    }
    expect(operation('get', '/media/{id}')?.security).toEqual([{}, ...session]);
    for (const path of ['/job', '/job/{id}', '/company/{id}']) {
      expect(operation('get', path)?.security, path).toEqual([{}, ...session]);
    }
    expect(operation('post', '/job/view/{id}')?.security).toEqual([{}, ...session]);
    expect(operation('post', '/need-help')?.security).toEqual([{}, ...session]);
  });

  it('gives every operation the one error shape, { code, message }', () => {
    const apiError = doc.components.schemas.ApiError;
    expect(apiError?.required).toEqual(expect.arrayContaining(['code', 'message']));
    expect(Object.keys(apiError?.properties ?? {})).toEqual(
      expect.arrayContaining(['code', 'message', 'field', 'retryAfter']),
    );
    for (const [method, path] of ROUTES) {
      const responses = operation(method, path)?.responses ?? {};
      expect(responses['4XX']?.content?.['application/json']?.schema, `${method} ${path}`).toEqual({
        $ref: '#/components/schemas/ApiError',
      });
    }
  });

  it('describes the uploads as multipart, with the file as binary', () => {
    for (const path of ['/media/upload', '/media/uploads']) {
      const content = operation('post', path)?.requestBody?.content ?? {};
      expect(Object.keys(content), path).toEqual(['multipart/form-data']);
      const properties = content['multipart/form-data']?.schema.properties as Record<
        string,
        Schema & { items?: Schema; format?: string }
      >;
      expect(properties.purpose?.type).toBe('string');
      const file = path === '/media/upload' ? properties.file : properties.file?.items;
      expect(file).toMatchObject({ type: 'string', format: 'binary' });
    }
  });

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'fis-api-docs-'));
    const file = join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const { totals, problems } = await lintOpenApi(file);
    const found = problems.map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`);
    expect(found).toEqual([]);
    expect(totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('names every operation uniquely, from its method and path', () => {
    const names = Object.values(doc.paths).flatMap((operations) =>
      Object.values(operations).map((op) => (op as { operationId?: string }).operationId),
    );
    expect(names.every((name) => typeof name === 'string')).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    expect(operation('get', '/job/{id}')).toMatchObject({ operationId: 'getJobById' });
    expect(operation('put', '/admin/candidates/{id}/education/{entryId}')).toMatchObject({
      operationId: 'putAdminCandidatesByIdEducationByEntryId',
    });
  });

  it('describes the files it sends by their types', () => {
    for (const path of ['/media/{id}', '/admin/help-requests/{id}/file', '/admin/documents/{id}']) {
      const content = operation('get', path)?.responses['200']?.content ?? {};
      expect(Object.keys(content), path).toEqual(expect.arrayContaining(['image/png', 'application/pdf']));
      expect(content['application/pdf']?.schema, path).toMatchObject({ type: 'string', format: 'binary' });
    }
  });

  it('says that a 204 route answers no content', () => {
    const responses = operation('post', '/auth/logout')?.responses ?? {};
    expect(responses['204']).toBeDefined();
    expect(responses['204']?.content).toBeUndefined();
  });
});

describe('answers under /api/v1', () => {
  it('answers every kind of error as { code, message }', async () => {
    const candidate = await registerVerifiedCandidate(t);
    const token = await signInCandidate(t, candidate.email);
    const errors = [
      await call(t, 'POST', '/auth/login', { body: {} }),
      await call(t, 'POST', '/auth/login', { rawBody: '{' }),
      await call(t, 'POST', '/auth/login', { body: { email: candidate.email, password: `${PASSWORD}x` } }),
      await call(t, 'GET', '/user'),
      await call(t, 'GET', '/admin/companies', { token }),
      await call(t, 'DELETE', `/admin/users/${randomUUID()}`, { token }),
      await call(t, 'POST', '/auth/register', { body: { ...candidate, confirmPassword: PASSWORD } }),
      await call(t, 'GET', '/no/such/route'),
    ];
    expect(errors.map((e) => e.status)).toEqual([400, 400, 401, 401, 403, 403, 409, 404]);
    for (const { body } of errors) {
      expect(typeof body.code).toBe('string');
      expect(typeof body.message).toBe('string');
      expect(body.message).not.toBe(body.code);
    }
  });

  it('answers an unknown path with 404 NOT_FOUND, translated', async () => {
    const res = await call(t, 'GET', '/does-not-exist', { lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'The record was not found' });
    expect((await call(t, 'POST', '/auth/nothing-here', { body: {} })).body.code).toBe('NOT_FOUND');
  });

  it('answers 401 before looking at the input of a protected route', async () => {
    const res = await call(t, 'POST', '/user/change-password', { body: { oldPassword: '' } });
    expect(res.status).toBe(401);
    expect((await call(t, 'DELETE', '/admin/users/not-a-uuid')).status).toBe(401);
  });

  it('never lets a response be cached, success or error', async () => {
    const ok = await call(t, 'GET', '/company/brands');
    const failed = await call(t, 'GET', '/user');
    const missing = await call(t, 'GET', '/nope');
    for (const res of [ok, failed, missing]) expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('sends the security headers on every answer: API, error, catalog and docs', async () => {
    const answers = [
      await call(t, 'GET', '/company/brands'),
      await call(t, 'GET', '/user'),
      await fetch(`${t.url}/locales/en/common.json`),
    ];
    for (const res of answers) {
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    }
  });

  it('answers 204 with an empty body', async () => {
    const candidate = await registerVerifiedCandidate(t);
    const res = await fetch(`${t.url}/api/v1/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await signInCandidate(t, candidate.email)}` },
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });
});

describe('GET /locales/{lng}/{ns}.json', () => {
  it('serves the translation catalogs', async () => {
    for (const lang of ['en', 'zh', 'cn']) {
      const res = await fetch(`${t.url}/locales/${lang}/errors.json`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual(JSON.parse(readFileSync(`${LOCALES_DIR}/${lang}/errors.json`, 'utf8')));
    }
    const en = await (await fetch(`${t.url}/locales/en/errors.json`)).json();
    expect(en.INVALID_CREDENTIALS).toBe('The user credentials were incorrect');
  });

  it('answers 404 for an unknown language, and serves nothing outside the catalogs', async () => {
    expect((await fetch(`${t.url}/locales/xx/errors.json`)).status).toBe(404);
    expect((await fetch(`${t.url}/locales/..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${t.url}/locales/%2e%2e/%2e%2e/package.json`)).status).toBe(404);
  });
});

// The office's templates (issue 27, decision 050) over real HTTP: only officers get in, and every
// officer sees every template; a message template has a subject in each language written, a
// reason none (one sent is dropped); each language in en, zh and cn as written; bad input names its
// field; changes and deletions are audited; the number kept is capped.

import { TEMPLATES_MAX } from '@fis/shared/template-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messageTemplates } from '../src/db/schema.js';
import { candidateWithId } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { signedInAdmin } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
let officer: Awaited<ReturnType<typeof signedInAdmin>>;
let colleague: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await startTestApp();
  officer = await signedInAdmin(t);
  colleague = await signedInAdmin(t);
});
afterAll(() => t?.close());

const ID = '00000000-0000-4000-8000-000000000000';
const transcript = {
  kind: 'message',
  name: 'Transcript reminder',
  texts: {
    en: { subject: 'Your transcript, {{name}}', description: 'Dear {{name}}, please upload your transcript.' },
    zh: { subject: '{{name}}，請上載成績表', description: '{{name}}您好，請上載您的成績表。' },
    cn: { subject: '{{name}}，请上传成绩单', description: '{{name}}您好，请上传您的成绩单。' },
  },
};
const as = (token: string, method: string, path: string, body?: unknown) =>
  call(t, method, path, { token, body, lang: 'en' });

describe('who may', () => {
  it('answers 401 to a visitor and 403 to a candidate and a company', async () => {
    const candidate = await candidateWithId(t);
    const company = await signedInCompany(t);
    const routes: [string, string, unknown?][] = [
      ['GET', '/admin/templates'],
      ['POST', '/admin/templates', transcript],
      ['PUT', `/admin/templates/${ID}`, transcript],
      ['DELETE', `/admin/templates/${ID}`],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(t, method, path, { body })).status, `${method} ${path}`).toBe(401);
      for (const token of [candidate.token, company.token]) {
        expect((await call(t, method, path, { body, token })).status, `${method} ${path}`).toBe(403);
      }
    }
  });

  it('answers 404 for a template that does not exist', async () => {
    expect((await as(officer.token, 'PUT', `/admin/templates/${ID}`, transcript)).status).toBe(404);
    expect((await as(officer.token, 'DELETE', `/admin/templates/${ID}`)).status).toBe(404);
    expect((await as(officer.token, 'DELETE', '/admin/templates/nope')).status).toBe(404);
  });
});

describe('a template', () => {
  let id = '';

  it('is kept in three languages as written, and every officer sees it', async () => {
    const created = await as(officer.token, 'POST', '/admin/templates', transcript);
    expect(created.status).toBe(201);
    id = created.body.id;
    expect(created.body).toMatchObject({
      kind: 'message',
      name: 'Transcript reminder',
      updatedBy: officer.admin.email,
    });
    expect(created.body.texts.cn).toEqual(transcript.texts.cn);
    const list = await as(colleague.token, 'GET', '/admin/templates?kind=message');
    expect(list.body.items.map((item: { id: string }) => item.id)).toEqual([id]);
    expect((await as(colleague.token, 'GET', '/admin/templates?kind=suspension')).body.items).toEqual([]);
  });

  it('is rewritten by a colleague, who is then named', async () => {
    const changed = await as(colleague.token, 'PUT', `/admin/templates/${id}`, {
      ...transcript,
      name: 'Transcript, second reminder',
      texts: { en: transcript.texts.en },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Transcript, second reminder',
      updatedBy: colleague.admin.email,
      texts: { zh: null, cn: null },
    });
  });

  it('keeps a reason without a subject, whatever was sent', async () => {
    const reason = await as(officer.token, 'POST', '/admin/templates', {
      kind: 'companyRejection',
      name: 'No business registration',
      texts: {
        en: { subject: 'ignored', description: 'Your business registration certificate is missing.' },
        zh: { description: '貴公司未有提交商業登記證。' },
      },
    });
    expect(reason.status).toBe(201);
    expect(reason.body.texts).toEqual({
      en: { subject: null, description: 'Your business registration certificate is missing.' },
      zh: { subject: null, description: '貴公司未有提交商業登記證。' },
      cn: null,
    });
    const all = await as(officer.token, 'GET', '/admin/templates');
    expect(all.body.items.map((item: { kind: string }) => item.kind)).toEqual(['companyRejection', 'message']);
  });

  it('is deleted, and every change is audited with its name', async () => {
    expect((await as(officer.token, 'DELETE', `/admin/templates/${id}`)).status).toBe(204);
    expect((await as(officer.token, 'GET', '/admin/templates?kind=message')).body.items).toEqual([]);
    const rows = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(rows.map((row) => [row.action, (row.details as { name: string }).name]).sort()).toEqual([
      ['template.created', 'Transcript reminder'],
      ['template.deleted', 'Transcript, second reminder'],
      ['template.updated', 'Transcript, second reminder'],
    ]);
  });
});

describe('bad input', () => {
  const cases: [string, unknown, string, string][] = [
    ['no name', { ...transcript, name: ' ' }, 'name', 'FIELD_INVALID'],
    ['a kind that is not one', { ...transcript, kind: 'poem' }, 'kind', 'FIELD_INVALID'],
    ['no text at all', { ...transcript, texts: {} }, 'texts', 'FIELD_REQUIRED'],
    [
      'a message without a subject',
      { ...transcript, texts: { zh: { description: 'Hi' } } },
      'texts.zh.subject',
      'FIELD_REQUIRED',
    ],
    [
      'a text too long',
      { ...transcript, texts: { en: { subject: 'Hi', description: 'x'.repeat(10_001) } } },
      'texts.en.description',
      'FIELD_TOO_LONG',
    ],
  ];
  for (const [what, body, field, code] of cases) {
    it(`names the field: ${what}`, async () => {
      const res = await as(officer.token, 'POST', '/admin/templates', body);
      expect(res.status).toBe(400);
      const issue = res.body.fields?.[0] ?? res.body;
      expect([issue.field, issue.code]).toEqual([field, code]);
    });
  }
});

describe('the cap', () => {
  it('refuses a template once the office keeps as many as allowed', async () => {
    const kept = (await as(officer.token, 'GET', '/admin/templates')).body.items.length;
    await t.app.db.insert(messageTemplates).values(
      Array.from({ length: TEMPLATES_MAX - kept }, (_, i) => ({
        kind: 'helpAnswer',
        name: `Answer ${i}`,
        texts: { en: { description: 'Thank you.' } },
      })),
    );
    const refused = await as(officer.token, 'POST', '/admin/templates', transcript);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'TEMPLATES_FULL' });
    expect(refused.body.message).toContain(String(TEMPLATES_MAX));
  });
});

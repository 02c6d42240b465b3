// Need help over real HTTP (docs/decisions/019-need-help.md): a visitor's or a signed-in user's
// request is stored and emailed to SUPPORT_EMAIL; bad fields and bad files are 400s naming the
// field; the hidden field and the rate limits keep bots out; only the admin lists, reads and
// answers, and the answer is emailed in the requester's language and kept with the request.
import { HelpRequesterRole, HelpRequestStatus, HelpTopic } from '@fis/shared/enums';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, helpRequests } from '../src/db/schema.js';
import {
  emailsTo,
  lastEmailTo,
  registerVerifiedCandidate,
  signedInAdmin,
  signInCandidate,
  uniqueEmail,
  userIdOf,
} from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';
import { MiB, multipart, type Part, pdf, png, shellScript } from './upload-corpus.js';

const SUPPORT = 'office@scheme.test';
const generous = { perAddress: 10_000, perAccount: 10_000, windowMs: 60 * 60 * 1000 };

interface HelpForm {
  name?: string;
  email?: string;
  role?: string;
  topic?: string;
  message?: string;
  website?: string;
}

const form = (overrides: HelpForm = {}): HelpForm => ({
  name: 'Chan Siu Ming',
  email: uniqueEmail('helper'),
  role: String(HelpRequesterRole.CANDIDATE),
  topic: String(HelpTopic.TECHNICAL),
  message: 'I cannot upload my resume.\nThe page stops at 99%.',
  ...overrides,
});

/** POST /need-help as the web app sends it: multipart, the text fields first, then the file. */
async function sendHelp(
  t: TestApp,
  fields: HelpForm,
  options: { file?: { name: string; data: Buffer; type?: string }; lang?: string; token?: string } = {},
) {
  const parts: Part[] = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ({ name, value }));
  if (options.file) {
    parts.push({ name: 'file', fileName: options.file.name, contentType: options.file.type, data: options.file.data });
  }
  const { body, contentType } = multipart(parts);
  const headers: Record<string, string> = { 'content-type': contentType, 'accept-language': options.lang ?? 'en' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${t.url}/api/v1/need-help`, { method: 'POST', headers, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const requestsFrom = (t: TestApp, email: string) =>
  t.app.db.select().from(helpRequests).where(sql`lower(${helpRequests.email}) = ${email.toLowerCase()}`);

describe('need help', () => {
  let t: TestApp;
  let adminToken: string;
  let adminId: string;
  let candidateToken: string;
  let candidateEmail: string;

  beforeAll(async () => {
    t = await startTestApp({ supportEmail: SUPPORT, helpRequestLimits: generous });
    const { admin, token } = await signedInAdmin(t);
    adminToken = token;
    adminId = admin.id;
    const candidate = await registerVerifiedCandidate(t);
    candidateEmail = candidate.email;
    candidateToken = await signInCandidate(t, candidate.email);
  });
  afterAll(async () => {
    await t.close();
  });

  it("a visitor's request is stored with its language and emailed to SUPPORT_EMAIL; the answer thanks them", async () => {
    const fields = form({ name: '陳小明', message: '我無法上載履歷。\n頁面停在 99%。' });
    const res = await sendHelp(t, fields, { lang: 'zh-HK' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: '感謝您的意見！' });

    const [row] = await requestsFrom(t, fields.email ?? '');
    expect(row).toMatchObject({
      name: '陳小明',
      role: HelpRequesterRole.CANDIDATE,
      topic: HelpTopic.TECHNICAL,
      message: '我無法上載履歷。\n頁面停在 99%。',
      language: 'zh',
      status: HelpRequestStatus.OPEN,
      userId: null,
      fileStorageKey: null,
    });

    const mail = await lastEmailTo(t, SUPPORT);
    expect(mail?.template).toBe('helpRequestReceived');
    expect(mail?.textBody).toContain(fields.email);
    expect(mail?.textBody).toContain('> 我無法上載履歷。\n> 頁面停在 99%。');
    expect(mail?.textBody).toContain(`/admin-portal/help-requests/${row?.id}`);
    // The address the visitor typed gets an acknowledgement in the page's language: the topic and
    // the time, never the message (the address is nobody's confirmed one).
    const acknowledged = await emailsTo(t, fields.email ?? '');
    expect(acknowledged.map((m) => m.template)).toEqual(['helpRequestAcknowledged']);
    expect(acknowledged[0]?.language).toBe('zh');
    expect(acknowledged[0]?.subject).toBe('我們已收到您的查詢：技術問題');
    expect(acknowledged[0]?.textBody).toContain('2026-03-02 10:00 (HKT)');
    expect(acknowledged[0]?.textBody).not.toContain('我無法上載履歷');
    // The office answers the requester straight from its mailbox.
    expect(mail?.replyTo).toEqual({ name: '陳小明', address: fields.email });
  });

  it('English thanks in English; a signed-in sender is filed under their account', async () => {
    const fields = form({ email: candidateEmail });
    const res = await sendHelp(t, fields, { token: candidateToken, lang: 'en' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Thank you for your feedback!');
    const [row] = await requestsFrom(t, candidateEmail);
    expect(row?.userId).toBe(await userIdOf(t, candidateEmail));
  });

  it('a bad token is 401 rather than a visitor', async () => {
    const res = await sendHelp(t, form(), { token: 'not-a-token' });
    expect(res.status).toBe(401);
  });

  it('keeps a screenshot, re-encoded, and a PDF; the admin alone downloads it, and each view is audited', async () => {
    const picture = form();
    expect((await sendHelp(t, picture, { file: { name: 'screen.PNG', data: await png(64, 48) } })).status).toBe(201);
    const [withPicture] = await requestsFrom(t, picture.email ?? '');
    expect(withPicture).toMatchObject({ fileMimeType: 'image/png', fileName: 'screen.png' });

    const document = form();
    const file = pdf();
    expect((await sendHelp(t, document, { file: { name: 'steps.pdf', data: file } })).status).toBe(201);
    const [row] = await requestsFrom(t, document.email ?? '');
    expect(row).toMatchObject({ fileMimeType: 'application/pdf', fileName: 'steps.pdf', fileSizeBytes: file.length });

    const detail = await call(t, 'GET', `/admin/help-requests/${row?.id}`, { token: adminToken });
    expect(detail.body.file).toEqual({ name: 'steps.pdf', mimeType: 'application/pdf', sizeBytes: file.length });

    const download = await fetch(`${t.url}/api/v1/admin/help-requests/${row?.id}/file`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true);
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'help_request.file_viewed'), eq(auditLog.entityId, row?.id ?? '')));
    expect(audits).toHaveLength(1);

    for (const token of [candidateToken, undefined]) {
      const other = await fetch(`${t.url}/api/v1/admin/help-requests/${row?.id}/file`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(other.status).toBe(token ? 403 : 401);
    }
  });

  it('refuses a file that is neither a picture nor a document, or too large, naming the field; nothing is stored', async () => {
    const cases = [
      { file: { name: 'run.pdf', data: shellScript() }, code: 'HELP_FILE_TYPE_INVALID', status: 400 },
      { file: { name: 'empty.png', data: Buffer.alloc(0) }, code: 'FILE_REJECTED', status: 400 },
      {
        file: { name: 'big.png', data: Buffer.concat([await png(), Buffer.alloc(5 * MiB)]) },
        code: 'IMAGE_TOO_LARGE',
        status: 413,
      },
      { file: { name: 'huge.pdf', data: pdf(10 * MiB + 1) }, code: 'DOCUMENT_TOO_LARGE', status: 413 },
    ];
    for (const { file, code, status } of cases) {
      const fields = form();
      const res = await sendHelp(t, fields, { file });
      expect(res.status, file.name).toBe(status);
      expect(res.body).toMatchObject({ code, field: 'file' });
      expect(await requestsFrom(t, fields.email ?? '')).toHaveLength(0);
    }
  });

  it('a bad field is a 400 naming it (every bad field at once), in the caller language', async () => {
    const cases: [HelpForm, string, string][] = [
      [{ name: '' }, 'name', 'FIELD_REQUIRED'],
      [{ email: 'not-an-email' }, 'email', 'EMAIL_INVALID'],
      [{ role: '9' }, 'role', 'FIELD_INVALID'],
      [{ role: undefined }, 'role', 'FIELD_REQUIRED'],
      [{ topic: 'account' }, 'topic', 'FIELD_INVALID'],
      [{ message: '   ' }, 'message', 'FIELD_INVALID'],
      [{ message: 'x'.repeat(5001) }, 'message', 'FIELD_TOO_LONG'],
      [{ message: 'Hello\u0000world' }, 'message', 'FIELD_INVALID'],
    ];
    for (const [overrides, field, code] of cases) {
      const res = await sendHelp(t, form(overrides));
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({ code, field });
    }
    const both = await sendHelp(t, form({ name: '', email: 'x' }), { lang: 'zh-HK' });
    expect(new Set(both.body.fields.map((f: { field: string }) => f.field))).toEqual(new Set(['email', 'name']));
    expect(both.body.message).toBe('此欄位為必填');

    const json = await call(t, 'POST', '/need-help', { body: form() });
    expect(json.status).toBe(400);
  });

  it('a filled hidden field is thanked like anyone, but nothing is stored or emailed', async () => {
    const before = await emailsTo(t, SUPPORT);
    const fields = form({ website: 'https://cheap-pills.example' });
    const res = await sendHelp(t, fields);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Thank you for your feedback!');
    expect(await requestsFrom(t, fields.email ?? '')).toHaveLength(0);
    expect(await emailsTo(t, SUPPORT)).toHaveLength(before.length);
  });

  it('lists, reads and answers for the admin only: 401 signed out, 403 for others, 404 for no such request', async () => {
    const paths = ['/admin/help-requests', '/admin/help-requests/00000000-0000-4000-8000-000000000000'];
    for (const path of paths) {
      expect((await call(t, 'GET', path)).status).toBe(401);
      expect((await call(t, 'GET', path, { token: candidateToken })).status).toBe(403);
    }
    const answerPath = '/admin/help-requests/00000000-0000-4000-8000-000000000000/answer';
    expect((await call(t, 'POST', answerPath, { body: { message: 'Hi' } })).status).toBe(401);
    expect((await call(t, 'POST', answerPath, { token: candidateToken, body: { message: 'Hi' } })).status).toBe(403);
    expect((await call(t, 'POST', answerPath, { token: adminToken, body: { message: 'Hi' } })).status).toBe(404);
    expect((await call(t, 'GET', paths[1] ?? '', { token: adminToken })).status).toBe(404);
    expect((await call(t, 'GET', '/admin/help-requests/not-a-uuid', { token: adminToken })).status).toBe(404);
    const badStatus = await call(t, 'GET', '/admin/help-requests?status=closed', { token: adminToken });
    expect(badStatus).toMatchObject({ status: 400, body: { field: 'status' } });
  });

  it("the answer is emailed in the requester's language with the admin's text as written, kept, audited, and listed as answered", async () => {
    const fields = form({ name: '陈小明', topic: String(HelpTopic.ACCOUNT), message: '我无法登录。' });
    expect((await sendHelp(t, fields, { lang: 'zh-CN' })).status).toBe(201);
    const [row] = await requestsFrom(t, fields.email ?? '');
    const id = row?.id ?? '';

    const open = await call(t, 'GET', '/admin/help-requests?status=open&take=50', { token: adminToken });
    expect(open.status).toBe(200);
    expect(open.body.items.map((i: { id: string }) => i.id)).toContain(id);
    expect(open.body.items.find((i: { id: string }) => i.id === id)).toMatchObject({
      status: 'open',
      language: 'cn',
      hasFile: false,
      answeredAt: null,
    });

    const blank = await call(t, 'POST', `/admin/help-requests/${id}/answer`, {
      token: adminToken,
      body: { message: ' ' },
    });
    expect(blank).toMatchObject({ status: 400, body: { field: 'message' } });

    const text = 'Please reset your password from the sign-in page.\nIt works again.';
    const answered = await call(t, 'POST', `/admin/help-requests/${id}/answer`, {
      token: adminToken,
      lang: 'en',
      body: { message: text },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.message).toBe('Answer sent');
    expect(answered.body.item).toMatchObject({
      status: 'answered',
      answer: { message: text, answeredBy: expect.stringContaining('@'), answeredAt: t.clock.now().toISOString() },
    });

    const mail = await lastEmailTo(t, fields.email ?? '');
    expect(mail).toMatchObject({
      template: 'helpRequestAnswered',
      language: 'cn',
      subject: '您的咨询已获回复：我的账户或登录',
    });
    expect(mail?.textBody).toContain('陈小明');
    expect(mail?.textBody).toContain('> Please reset your password from the sign-in page.\n> It works again.');
    expect(mail?.textBody).toContain('> 我无法登录。');
    expect(mail?.htmlBody).toContain('lang="zh-Hans-CN"');

    const [kept] = await requestsFrom(t, fields.email ?? '');
    expect(kept).toMatchObject({ status: HelpRequestStatus.ANSWERED, answer: text, answeredBy: adminId });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'help_request.answered'), eq(auditLog.entityId, id)));
    expect(audit?.actorUserId).toBe(adminId);

    const again = await call(t, 'POST', `/admin/help-requests/${id}/answer`, {
      token: adminToken,
      body: { message: 'Again' },
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'HELP_REQUEST_ANSWERED' } });
    const [latest] = await t.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, fields.email ?? ''))
      .orderBy(desc(emailOutbox.seq));
    expect(latest?.id).toBe(mail?.id);

    const lists = await Promise.all(
      ['open', 'answered'].map((status) =>
        call(t, 'GET', `/admin/help-requests?status=${status}&take=50`, { token: adminToken }),
      ),
    );
    expect(lists[0]?.body.items.map((i: { id: string }) => i.id)).not.toContain(id);
    expect(lists[1]?.body.items[0]).toMatchObject({ id, status: 'answered' });
  });

  it('says since when an open request waits, from the moment it was sent, and marks one past the working days allowed', async () => {
    const start = t.clock.now();
    try {
      // Friday 10:00 in Hong Kong; due three working days later, Wednesday 10:00.
      t.clock.set(new Date('2026-03-06T02:00:00Z'));
      const olderForm = form();
      expect((await sendHelp(t, olderForm)).status).toBe(201);
      // Tuesday 10:00; due Friday 10:00.
      t.clock.set(new Date('2026-03-10T02:00:00Z'));
      const newerForm = form();
      expect((await sendHelp(t, newerForm)).status).toBe(201);
      const [older] = await requestsFrom(t, olderForm.email ?? '');
      const [newer] = await requestsFrom(t, newerForm.email ?? '');
      // Wednesday 09:59: not yet. (An officer signed in now: a session of the test's start has ended.)
      t.clock.set(new Date('2026-03-11T01:59:00Z'));
      const officer = (await signedInAdmin(t)).token;
      const list = async (status: string) =>
        (await call(t, 'GET', `/admin/help-requests?status=${status}&take=50`, { token: officer })).body.items as {
          id: string;
        }[];
      const seen = async (id: string, status = 'open') => (await list(status)).find((i) => i.id === id);
      expect(await seen(older?.id ?? '')).toMatchObject({ waitingSince: '2026-03-06T02:00:00.000Z', pastDue: false });
      // Wednesday 10:01: the older one is past due, the newer one not.
      t.clock.set(new Date('2026-03-11T02:01:00Z'));
      expect(await seen(older?.id ?? '')).toMatchObject({ waitingSince: '2026-03-06T02:00:00.000Z', pastDue: true });
      expect(await seen(newer?.id ?? '')).toMatchObject({ waitingSince: '2026-03-10T02:00:00.000Z', pastDue: false });
      // Answered, it no longer waits.
      const answered = await call(t, 'POST', `/admin/help-requests/${older?.id}/answer`, {
        token: officer,
        body: { message: 'Please try again now.' },
      });
      expect(answered.status).toBe(200);
      expect(await seen(older?.id ?? '', 'answered')).toMatchObject({ waitingSince: null, pastDue: false });
    } finally {
      t.clock.set(start);
    }
  });
});

describe('need help rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ helpRequestLimits: { perAddress: 4, perAccount: 2, windowMs: 60 * 60 * 1000 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('limits requests per email address and per calling address; a refused field does not count', async () => {
    const email = uniqueEmail('busy');
    expect((await sendHelp(t, form({ email, name: '' }))).status).toBe(400);
    expect((await sendHelp(t, form({ email }))).status).toBe(201);
    expect((await sendHelp(t, form({ email: email.toUpperCase() }))).status).toBe(201);
    const third = await sendHelp(t, form({ email }));
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    expect(await requestsFrom(t, email)).toHaveLength(2);

    // The refused third try counted too: one more reaches the address's limit of 4, the next is over it.
    expect((await sendHelp(t, form())).status).toBe(201);
    expect((await sendHelp(t, form())).status).toBe(429);
    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await sendHelp(t, form({ email }))).status).toBe(201);
  });
});

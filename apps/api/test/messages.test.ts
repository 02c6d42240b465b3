// Messages (issue 12, docs/decisions/015-messages.md) over real HTTP: every route × anonymous,
// candidate, another candidate, company, another company and admin; who may write to whom,
// 'Email doesn't exist' giving nothing away, the 10-recipient rule and the other bad input,
// threads and reading, and deletion from one's own box only.
import { UserStatus } from '@fis/shared/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../src/db/schema.js';
import { appliedId, candidateWithId } from './application-factories.js';
import { buildCandidate, registerVerifiedCandidate, signedInAdmin } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';
import { buildMessage, messagingParties, sendAs } from './message-factories.js';

let t: TestApp;
let p: Awaited<ReturnType<typeof messagingParties>>;

beforeAll(async () => {
  t = await startTestApp();
  p = await messagingParties(t);
});
afterAll(async () => t?.close());

const ID = '00000000-0000-4000-8000-000000000000';

describe('every route', () => {
  it('answers 401 to an anonymous caller', async () => {
    const routes: [string, string, unknown?][] = [
      ['POST', '/contact', buildMessage(['a@example.com'])],
      ['GET', '/contact/inbox'],
      ['GET', '/contact/send'],
      ['GET', '/contact/inbox/unread'],
      ['GET', `/contact/${ID}`],
      ['POST', `/contact/${ID}/read`],
      ['POST', '/contact/reply', { messageId: ID, description: 'Hi' }],
      ['POST', '/contact/forward', { messageId: ID, recipients: ['a@example.com'] }],
      ['POST', '/contact/delete', { ids: [ID] }],
      ['GET', '/contact/search/email?keyword=a'],
    ];
    for (const [method, path, body] of routes) {
      const res = await call(t, method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('lets each signed-in role read its own boxes', async () => {
    for (const caller of [p.candidate, p.otherCandidate, p.companyA, p.companyB, p.admin]) {
      for (const path of ['/contact/inbox', '/contact/send', '/contact/inbox/unread', '/contact/search/email']) {
        expect((await call(t, 'GET', path, { token: caller.token })).status, path).toBe(200);
      }
    }
  });
});

describe('who may write to whom', () => {
  const allowed = () =>
    [
      [p.candidate, p.companyA],
      [p.companyA, p.candidate],
      [p.otherCandidate, p.companyB],
      [p.companyB, p.otherCandidate],
      [p.candidate, p.admin],
      [p.companyB, p.admin],
      [p.admin, p.candidate],
      [p.admin, p.companyB],
    ] as const;
  const refused = () =>
    [
      [p.candidate, p.companyB],
      [p.candidate, p.otherCandidate],
      [p.companyA, p.otherCandidate],
      [p.companyB, p.candidate],
      [p.companyA, p.companyB],
    ] as const;

  it('sends where the scheme allows it', async () => {
    for (const [from, to] of allowed()) {
      const res = await call(t, 'POST', '/contact', { token: from.token, body: buildMessage([to.email]), lang: 'en' });
      expect(res.status, `${from.email} → ${to.email}`).toBe(201);
      expect(res.body.message).toBe('Sent message successfully');
      expect(res.body.item.recipients.map((r: { email: string }) => r.email)).toEqual([to.email]);
    }
  });

  it("answers 'Email doesn't exist' the same for a registered address one may not write to and an unknown one", async () => {
    const unknown = await call(t, 'POST', '/contact', {
      token: p.candidate.token,
      body: buildMessage([buildCandidate().email]),
      lang: 'en',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: 'EMAIL_NOT_FOUND',
      field: 'recipients.0',
      message: "Email doesn't exist",
    });
    for (const [from, to] of refused()) {
      const res = await call(t, 'POST', '/contact', { token: from.token, body: buildMessage([to.email]), lang: 'en' });
      expect(res.status, `${from.email} → ${to.email}`).toBe(400);
      expect(res.body).toEqual(unknown.body);
    }
  });

  it('names the refused address among allowed ones and sends nothing', async () => {
    const before = await call(t, 'GET', '/contact/inbox/unread', { token: p.companyA.token });
    const res = await call(t, 'POST', '/contact', {
      token: p.candidate.token,
      body: buildMessage([p.companyA.email, p.companyB.email]),
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('recipients.1');
    expect((await call(t, 'GET', '/contact/inbox/unread', { token: p.companyA.token })).body).toEqual(before.body);
  });

  it('accepts an address in any case', async () => {
    const item = await sendAs(t, p.candidate, [p.companyA.email.toUpperCase()]);
    expect(item.id).toBeTruthy();
  });

  it('suggests only addresses the caller may write to', async () => {
    const mine = await call(t, 'GET', '/contact/search/email', { token: p.candidate.token });
    const emails = mine.body.items.map((i: { email: string }) => i.email);
    expect(emails).toContain(p.companyA.email);
    expect(emails).not.toContain(p.companyB.email);
    expect(emails).not.toContain(p.otherCandidate.email);

    const byName = await call(t, 'GET', '/contact/search/email?keyword=harbour', { token: p.candidate.token });
    expect(byName.body.items).toEqual([
      expect.objectContaining({ email: p.companyA.email, name: 'Harbour Pay Ltd', role: 2 }),
    ]);
    const other = await call(t, 'GET', `/contact/search/email?keyword=${encodeURIComponent(p.candidate.email)}`, {
      token: p.companyB.token,
    });
    expect(other.body.items).toEqual([]);
    const own = await call(t, 'GET', `/contact/search/email?keyword=${encodeURIComponent(p.candidate.email)}`, {
      token: p.companyA.token,
    });
    expect(own.body.items.map((i: { email: string }) => i.email)).toEqual([p.candidate.email]);
    const admin = await call(t, 'GET', `/contact/search/email?keyword=${encodeURIComponent(p.otherCandidate.email)}`, {
      token: p.admin.token,
    });
    expect(admin.body.items.map((i: { email: string }) => i.email)).toEqual([p.otherCandidate.email]);
  });
});

describe('bad input', () => {
  it("refuses 11 recipients with 'Maximum emails selected is 10'", async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `r${i}@example.com`);
    const res = await call(t, 'POST', '/contact', { token: p.admin.token, body: buildMessage(eleven), lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'TOO_MANY_RECIPIENTS',
      field: 'recipients',
      message: 'Maximum emails selected is 10',
    });
    const zh = await call(t, 'POST', '/contact', { token: p.admin.token, body: buildMessage(eleven), lang: 'zh-HK' });
    expect(zh.body.message).toBe('最多只能選取 10 個電郵地址');
  });

  it('names each bad field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ recipients: [p.companyA.email, p.companyA.email.toUpperCase()] }, 'recipients.1', 'RECIPIENT_DUPLICATE'],
      [{ recipients: [] }, 'recipients', 'FIELD_REQUIRED'],
      [{ recipients: ['not-an-email'] }, 'recipients.0', 'EMAIL_INVALID'],
      [{ subject: '' }, 'subject', 'FIELD_REQUIRED'],
      [{ subject: '   ' }, 'subject', 'FIELD_INVALID'],
      [{ description: '' }, 'description', 'FIELD_REQUIRED'],
      [{ description: 'x'.repeat(10_001) }, 'description', 'FIELD_TOO_LONG'],
      [{ documentIds: ['nope'] }, 'documentIds.0', 'MESSAGE_DOCUMENT_INVALID'],
    ];
    for (const [overrides, field, code] of cases) {
      const res = await call(t, 'POST', '/contact', {
        token: p.candidate.token,
        body: { ...buildMessage([p.companyA.email]), ...overrides },
      });
      expect(res.status, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ field, code });
    }
  });

  it('takes a body of exactly the limit, kept as typed', async () => {
    const body = `  Line one\n\n${'y'.repeat(9_980)}\n end `.slice(0, 10_000);
    const item = await sendAs(t, p.candidate, [p.companyA.email], { description: body });
    const read = await call(t, 'GET', `/contact/${item.id}`, { token: p.companyA.token });
    expect(read.body.message.description).toBe(body);
  });
});

describe('reading, threads and replies', () => {
  it('marks a message read when its page says it is shown, not when read, and shows a recipient only themselves', async () => {
    const item = await sendAs(t, p.admin, [p.candidate.email, p.otherCandidate.email], { subject: 'Scheme news' });
    const unread = await call(t, 'GET', '/contact/inbox/unread', { token: p.otherCandidate.token });
    const inbox = await call(t, 'GET', '/contact/inbox', { token: p.otherCandidate.token });
    const row = inbox.body.items.find((i: { id: string }) => i.id === item.id);
    expect(row).toMatchObject({ read: false, subject: 'Scheme news', sender: { email: p.admin.email, role: 1 } });
    expect(row.recipients.map((r: { email: string }) => r.email)).toEqual([p.otherCandidate.email]);

    const read = await call(t, 'GET', `/contact/${item.id}`, { token: p.otherCandidate.token });
    expect(read.status).toBe(200);
    expect(read.body.message).toMatchObject({ read: false, box: 'inbox' });
    expect((await call(t, 'GET', '/contact/inbox/unread', { token: p.otherCandidate.token })).body).toEqual(
      unread.body,
    );
    // Someone else's message is not found, and nothing of theirs is marked.
    const others = await call(t, 'POST', `/contact/${item.id}/read`, { token: p.companyB.token, lang: 'en' });
    expect(others.status).toBe(404);
    const shown = await call(t, 'POST', `/contact/${item.id}/read`, { token: p.otherCandidate.token });
    expect(shown.status).toBe(204);
    const opened = await call(t, 'GET', `/contact/${item.id}`, { token: p.otherCandidate.token });
    expect(opened.body.message).toMatchObject({ read: true, box: 'inbox' });
    const after = await call(t, 'GET', '/contact/inbox/unread', { token: p.otherCandidate.token });
    expect(after.body.count).toBe(unread.body.count - 1);
    expect((await call(t, 'GET', `/contact/${item.id}`, { token: p.candidate.token })).body.message.read).toBe(false);

    const sent = await call(t, 'GET', `/contact/${item.id}`, { token: p.admin.token });
    expect(sent.body.message.box).toBe('sent');
    expect(sent.body.message.recipients.map((r: { email: string }) => r.email)).toEqual([
      p.candidate.email,
      p.otherCandidate.email,
    ]);
  });

  it("marks the bell's notification of each message of the thread one received read when it is shown", async () => {
    const first = await sendAs(t, p.companyB, [p.otherCandidate.email], { subject: 'Read from the inbox' });
    const second = await call(t, 'POST', '/contact/reply', {
      token: p.otherCandidate.token,
      body: { messageId: first.id, description: 'Thanks.' },
    });
    const unreadOf = async (token: string, messageId: string) => {
      const res = await call(t, 'GET', '/notification?unreadOnly=true&take=50', { token });
      return res.body.items.filter((n: { params: { messageId?: string } }) => n.params.messageId === messageId);
    };
    expect(await unreadOf(p.otherCandidate.token, first.id)).toHaveLength(1);
    expect(await unreadOf(p.companyB.token, second.body.item.id)).toHaveLength(1);

    // Opened from the inbox, not from the bell: the bell's notification is read all the same.
    expect((await call(t, 'GET', `/contact/${first.id}`, { token: p.otherCandidate.token })).status).toBe(200);
    expect(await unreadOf(p.otherCandidate.token, first.id)).toHaveLength(1);
    expect((await call(t, 'POST', `/contact/${first.id}/read`, { token: p.otherCandidate.token })).status).toBe(204);
    expect(await unreadOf(p.otherCandidate.token, first.id)).toEqual([]);
    // The reply's notification to the company is the company's to read: opening its own message
    // shows the reply in the thread, and that reads it.
    expect(await unreadOf(p.companyB.token, second.body.item.id)).toHaveLength(1);
    await call(t, 'POST', `/contact/${first.id}/read`, { token: p.companyB.token });
    expect(await unreadOf(p.companyB.token, second.body.item.id)).toEqual([]);
  });

  it("names a company in the reader's language in the inbox, the thread and the look-up", async () => {
    await t.app.db.update(companies).set({ nameZh: '海港帳簿有限公司' }).where(eq(companies.id, p.companyA.companyId));
    const item = await sendAs(t, p.companyA, [p.candidate.email], { subject: 'Names' });
    const named = async (lang: string) => {
      const inbox = await call(t, 'GET', '/contact/inbox?keyword=Names', { token: p.candidate.token, lang });
      const thread = await call(t, 'GET', `/contact/${item.id}`, { token: p.candidate.token, lang });
      const look = await call(t, 'GET', `/contact/search/email?keyword=${encodeURIComponent(p.companyA.email)}`, {
        token: p.candidate.token,
        lang,
      });
      return [inbox.body.items[0].sender.name, thread.body.message.sender.name, look.body.items[0].name];
    };
    expect(await named('en')).toEqual(Array(3).fill('Harbour Pay Ltd'));
    expect(await named('zh')).toEqual(Array(3).fill('海港帳簿有限公司'));
    // In the reader's Chinese script, as the bell writes it.
    expect(await named('cn')).toEqual(Array(3).fill('海港帐簿有限公司'));
    const bell = await call(t, 'GET', '/notification?take=50', { token: p.candidate.token, lang: 'cn' });
    const told = bell.body.items.find((n: { params: { messageId?: string } }) => n.params.messageId === item.id);
    expect(told.text).toContain('海港帐簿有限公司');
  });

  it("answers 404 for someone else's message, on every route that takes an id", async () => {
    const item = await sendAs(t, p.candidate, [p.companyA.email]);
    for (const stranger of [p.otherCandidate, p.companyB, p.admin]) {
      expect((await call(t, 'GET', `/contact/${item.id}`, { token: stranger.token })).status).toBe(404);
      const reply = await call(t, 'POST', '/contact/reply', {
        token: stranger.token,
        body: { messageId: item.id, description: 'Hello' },
      });
      expect(reply.status).toBe(404);
      const forward = await call(t, 'POST', '/contact/forward', {
        token: stranger.token,
        body: { messageId: item.id, recipients: [p.admin.email] },
      });
      expect(forward.status).toBe(404);
      expect(
        (await call(t, 'POST', '/contact/delete', { token: stranger.token, body: { ids: [item.id] } })).status,
      ).toBe(404);
    }
    expect((await call(t, 'GET', `/contact/${ID}`, { token: p.candidate.token })).status).toBe(404);
    expect((await call(t, 'GET', '/contact/not-a-uuid', { token: p.candidate.token })).status).toBe(404);
  });

  it('keeps a reply in the thread, to the sender only, holding only what the replier wrote', async () => {
    const first = await sendAs(t, p.candidate, [p.companyA.email], { subject: 'My availability' });
    const reply = await call(t, 'POST', '/contact/reply', {
      token: p.companyA.token,
      body: { messageId: first.id, description: 'Monday works.' },
      lang: 'en',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe('Sent message successfully');
    expect(reply.body.item).toMatchObject({
      threadId: first.threadId,
      replyToId: first.id,
      subject: 'My availability',
      description: 'Monday works.',
      recipients: [expect.objectContaining({ email: p.candidate.email })],
    });
    const thread = await call(t, 'GET', `/contact/${reply.body.item.id}`, { token: p.candidate.token });
    expect(thread.body.thread.map((m: { id: string; box: string }) => [m.id, m.box])).toEqual([
      [first.id, 'sent'],
      [reply.body.item.id, 'inbox'],
    ]);
    // One cannot reply to one's own sent message: a reply goes to what one received.
    const own = await call(t, 'POST', '/contact/reply', {
      token: p.candidate.token,
      body: { messageId: first.id, description: 'Again' },
    });
    expect(own.status).toBe(404);
  });

  it("treats a deleted account as an address that doesn't exist, and its messages stay", async () => {
    const gone = await candidateWithId(t);
    await appliedId(t, gone, p.jobA.id);
    const fromGone = await sendAs(t, gone, [p.companyA.email], { subject: 'Before I leave' });
    await t.app.db.update(users).set({ status: UserStatus.DELETED }).where(eq(users.id, gone.userId));
    const write = await call(t, 'POST', '/contact', { token: p.companyA.token, body: buildMessage([gone.email]) });
    expect(write.body).toMatchObject({ code: 'EMAIL_NOT_FOUND', field: 'recipients.0' });
    const reply = await call(t, 'POST', '/contact/reply', {
      token: p.companyA.token,
      body: { messageId: fromGone.id, description: 'Noted' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'EMAIL_NOT_FOUND', field: 'messageId' });
    expect((await call(t, 'GET', `/contact/${fromGone.id}`, { token: p.companyA.token })).status).toBe(200);
  });

  it('lets anyone reply to what they received, whoever they may otherwise write to', async () => {
    // The admin writes to a candidate of another company's; the company still may not write to them.
    const fromAdmin = await sendAs(t, p.admin, [p.otherCandidate.email]);
    const reply = await call(t, 'POST', '/contact/reply', {
      token: p.otherCandidate.token,
      body: { messageId: fromAdmin.id, description: 'Thank you' },
    });
    expect(reply.status).toBe(201);
  });

  it('pages and searches the inbox and the sent box by subject or person', async () => {
    await sendAs(t, p.companyB, [p.otherCandidate.email], { subject: 'Zebra crossing interview' });
    const bySubject = await call(t, 'GET', '/contact/inbox?keyword=zebra', { token: p.otherCandidate.token });
    expect(bySubject.body.items.map((i: { subject: string }) => i.subject)).toEqual(['Zebra crossing interview']);
    const byCompany = await call(t, 'GET', '/contact/inbox?keyword=kowloon', { token: p.otherCandidate.token });
    expect(byCompany.body.total).toBeGreaterThan(0);
    expect(byCompany.body.items.every((i: { sender: { email: string } }) => i.sender.email === p.companyB.email)).toBe(
      true,
    );
    const sentTo = await call(t, 'GET', `/contact/send?keyword=${encodeURIComponent(p.otherCandidate.email)}`, {
      token: p.companyB.token,
    });
    expect(sentTo.body.total).toBeGreaterThan(0);
    const paged = await call(t, 'GET', '/contact/send?take=1&page=2', { token: p.candidate.token });
    expect(paged.body).toMatchObject({ page: 2, take: 1 });
    expect(paged.body.items).toHaveLength(1);
    expect(paged.body.total).toBeGreaterThan(2);
  });
});

describe('delete', () => {
  it("removes a message from the deleter's own box only", async () => {
    const a = await sendAs(t, p.candidate, [p.companyA.email], { subject: 'Delete me from sent' });
    const b = await sendAs(t, p.companyA, [p.candidate.email], { subject: 'Delete me from inbox' });
    const res = await call(t, 'POST', '/contact/delete', {
      token: p.candidate.token,
      body: { ids: [a.id, b.id] },
      lang: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Deleted successfully');
    for (const id of [a.id, b.id]) {
      expect((await call(t, 'GET', `/contact/${id}`, { token: p.candidate.token })).status).toBe(404);
      expect((await call(t, 'GET', `/contact/${id}`, { token: p.companyA.token })).status).toBe(200);
    }
    const sent = await call(t, 'GET', '/contact/send?keyword=delete%20me', { token: p.candidate.token });
    expect(sent.body.total).toBe(0);
    const inbox = await call(t, 'GET', '/contact/inbox?keyword=delete%20me', { token: p.companyA.token });
    expect(inbox.body.items.map((i: { id: string }) => i.id)).toEqual([a.id]);
    // Gone from the box: deleting it again, or with someone else's id, deletes nothing.
    expect((await call(t, 'POST', '/contact/delete', { token: p.candidate.token, body: { ids: [a.id] } })).status).toBe(
      404,
    );
  });

  it('deletes nothing when one of the ids is not the caller’s', async () => {
    const mine = await sendAs(t, p.candidate, [p.companyA.email], { subject: 'Keep me' });
    const theirs = await sendAs(t, p.companyB, [p.otherCandidate.email]);
    const res = await call(t, 'POST', '/contact/delete', {
      token: p.candidate.token,
      body: { ids: [mine.id, theirs.id] },
    });
    expect(res.status).toBe(404);
    expect((await call(t, 'GET', `/contact/${mine.id}`, { token: p.candidate.token })).status).toBe(200);
    expect((await call(t, 'GET', `/contact/${theirs.id}`, { token: p.otherCandidate.token })).status).toBe(200);
  });
});

describe('sending limit', () => {
  it('answers 429 past the account’s messages per window, counting sends, replies and forwards', async () => {
    const limited = await startTestApp({ messageLimits: { perAccount: 2, windowMs: 60_000 } });
    try {
      const { admin, token } = await signedInAdmin(limited);
      const candidate = await registerVerifiedCandidate(limited);
      const from = { token, userId: admin.id, email: admin.email };
      const first = await sendAs(limited, from, [candidate.email]);
      const forward = await call(limited, 'POST', '/contact/forward', {
        token,
        body: { messageId: first.id, recipients: [candidate.email] },
      });
      expect(forward.status).toBe(201);
      const third = await call(limited, 'POST', '/contact', { token, body: buildMessage([candidate.email]) });
      expect(third.status).toBe(429);
      expect(third.body.code).toBe('RATE_LIMITED');
      expect(third.body.retryAfter).toBeGreaterThan(0);
      // Reading is not limited.
      expect((await call(limited, 'GET', '/contact/send', { token })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

// The office's group messages (issue 27, decision 049) over real HTTP: only the office gets in; a
// list's filters choose exactly the active accounts they show; each receives one copy of their
// own, in their email language, with the placeholders filled and nobody else's address; the copies
// are counted as delivered, read and answered, the replies reach the officer's inbox; bad input
// names its field; the act is audited and rate-limited; and a delivery cut short by a stop is
// finished by the next start without a second copy to anyone.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UserStatus } from '@fis/shared/enums';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  candidateProfiles,
  groupMessageRecipients,
  groupMessages,
  messageRecipients,
  messages,
  users,
} from '../src/db/schema.js';
import {
  deliverGroupBatch,
  deliverGroupMessage,
  groupDeliverySettings,
} from '../src/modules/group-messages/deliver-group-message.js';
import { candidateWithId } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { createAdmin, signedInAdmin, waitFor } from './factories.js';
import { call, freshDatabase, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let company: Awaited<ReturnType<typeof signedInCompany>>;
let people: (Awaited<ReturnType<typeof candidateWithId>> & { lang: string; name: string })[];
let suspended: Awaited<ReturnType<typeof candidateWithId>>;
/** A word in the programme of every candidate this file makes, so that a filter finds only them. */
const TAG = `gm${Date.now().toString(36)}`;
const audience = { list: 'candidates', filters: { programme: TAG } };
const texts = {
  en: { subject: 'Your transcript, {{name}}', description: 'Dear {{name}}, please upload your transcript.' },
  zh: { subject: '{{name}}，請上載成績表', description: '{{name}}您好，請上載您的成績表。' },
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAdmin(t);
  company = await signedInCompany(t);
  people = [];
  for (const [lang, name, chinese] of [
    ['en', 'Amy Wong', '黃美美'],
    ['zh', 'Ben Lau', '劉小彬'],
    ['cn', 'Cat Ho', null],
  ] as const) {
    const person = await candidateWithId(t);
    await t.app.db
      .update(candidateProfiles)
      .set({ programme: `BSc ${TAG}`, englishName: name, chineseName: chinese })
      .where(eq(candidateProfiles.userId, person.userId));
    await t.app.db.update(users).set({ emailLanguage: lang }).where(eq(users.id, person.userId));
    people.push({ ...person, lang, name: lang === 'en' ? name : (chinese ?? name) });
  }
  suspended = await candidateWithId(t);
  await t.app.db
    .update(candidateProfiles)
    .set({ programme: `BSc ${TAG}` })
    .where(eq(candidateProfiles.userId, suspended.userId));
  await t.app.db.update(users).set({ status: UserStatus.SUSPENDED }).where(eq(users.id, suspended.userId));
});
afterAll(() => t?.close());

const ID = '00000000-0000-4000-8000-000000000000';
const send = (body: unknown, lang = 'en') =>
  call(t, 'POST', '/admin/group-messages', { token: admin.token, body, lang });

/** The copies a person received, with their recipients. */
async function copiesOf(userId: string) {
  const rows = await t.app.db
    .select({ id: messages.id, subject: messages.subject, description: messages.description })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(and(eq(messageRecipients.recipientUserId, userId), eq(messages.senderUserId, admin.admin.id)));
  return rows;
}

describe('who may', () => {
  it('answers 401 to a visitor and 403 to a candidate and a company, on every route', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/admin/group-messages/audience/candidates'],
      ['GET', '/admin/group-messages/audience/companies'],
      ['GET', '/admin/group-messages/audience/applications'],
      ['POST', '/admin/group-messages', { audience, texts }],
      ['GET', '/admin/group-messages'],
      ['GET', `/admin/group-messages/${ID}`],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(t, method, path, { body })).status, `${method} ${path}`).toBe(401);
      for (const token of [people[0]?.token, company.token]) {
        expect((await call(t, method, path, { body, token })).status, `${method} ${path}`).toBe(403);
      }
    }
  });

  it('answers 404 for a group that does not exist, and for a list that cannot be written to', async () => {
    const get = (path: string) => call(t, 'GET', path, { token: admin.token });
    expect((await get(`/admin/group-messages/${ID}`)).status).toBe(404);
    expect((await get('/admin/group-messages/not-an-id')).status).toBe(404);
    expect((await get('/admin/group-messages/audience/jobs')).status).toBe(404);
  });
});

describe('the audience', () => {
  it('counts the active accounts the filters find, by the language each reads, and says which placeholders fit', async () => {
    const res = await call(t, 'GET', `/admin/group-messages/audience/candidates?programme=${TAG}`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: 3, byLanguage: { en: 1, zh: 1, cn: 1 }, placeholders: ['name'] });
    const companies = await call(t, 'GET', `/admin/group-messages/audience/companies?keyword=${company.email}`, {
      token: admin.token,
    });
    expect(companies.body).toMatchObject({ count: 1, placeholders: ['name', 'company'] });
  });

  it('names a bad filter', async () => {
    const res = await call(t, 'GET', '/admin/group-messages/audience/candidates?eligibilityStatus=9', {
      token: admin.token,
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('eligibilityStatus');
  });
});

describe('bad input', () => {
  const cases: [string, unknown, string, string][] = [
    ['no text in any language', { audience, texts: {} }, 'texts', 'FIELD_REQUIRED'],
    ['blank languages only', { audience, texts: { en: { subject: ' ', description: '' } } }, 'texts', 'FIELD_REQUIRED'],
    [
      'a subject without a body',
      { audience, texts: { cn: { subject: 'Hi' } } },
      'texts.cn.description',
      'FIELD_REQUIRED',
    ],
    [
      'a job placeholder for candidates',
      { audience, texts: { en: { subject: 'Hi', description: 'About {{job}}' } } },
      'texts.en.description',
      'PLACEHOLDER_UNAVAILABLE',
    ],
    [
      'an unknown placeholder',
      { audience, texts: { zh: { subject: '{{ surname }}', description: 'Hi' } } },
      'texts.zh.subject',
      'PLACEHOLDER_UNKNOWN',
    ],
    [
      'filters that find nobody',
      { audience: { list: 'candidates', filters: { programme: `${TAG}-nobody` } }, texts },
      'audience',
      'GROUP_MESSAGE_NO_RECIPIENTS',
    ],
    ['a list that is not one', { audience: { list: 'jobs', filters: {} }, texts }, 'audience.list', 'FIELD_INVALID'],
    [
      'a bad filter',
      { audience: { list: 'candidates', filters: { graduationYear: 'soon' } }, texts },
      'audience.filters.graduationYear',
      'FIELD_INVALID',
    ],
  ];
  for (const [what, body, field, code] of cases) {
    it(`names the field: ${what}`, async () => {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
      expect(res.body.field ?? res.body.fields?.[0]?.field).toBe(field);
      expect(res.body.message).not.toBe(code);
    });
  }

  it('sends nothing for a refused group', async () => {
    expect(await t.app.db.select().from(groupMessages)).toEqual([]);
  });
});

describe('a group message', () => {
  let groupId = '';

  it('reaches each active person once, in their language, with their name and only their own address', async () => {
    const res = await send({ audience, texts });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(
      'Your message is being delivered to each recipient. Their copies, and the replies, appear below as they go.',
    );
    groupId = res.body.item.id;
    expect(res.body.item).toMatchObject({
      recipients: 3,
      audience: { list: 'candidates', filters: { programme: TAG } },
    });
    const done = await waitFor(async () => {
      const got = await call(t, 'GET', `/admin/group-messages/${groupId}`, { token: admin.token });
      return got.body.finishedAt ? got.body : undefined;
    });
    expect(done).toMatchObject({
      recipients: 3,
      delivered: 3,
      read: 0,
      replied: 0,
      sender: { email: admin.admin.email },
    });

    const [amy, ben, cat] = people;
    if (!amy || !ben || !cat) throw new Error('people missing');
    expect(await copiesOf(amy.userId)).toMatchObject([
      { subject: 'Your transcript, Amy Wong', description: 'Dear Amy Wong, please upload your transcript.' },
    ]);
    expect(await copiesOf(ben.userId)).toMatchObject([
      { subject: '劉小彬，請上載成績表', description: '劉小彬您好，請上載您的成績表。' },
    ]);
    // No Simplified text was written: the Traditional one stands in; a person without a Chinese name by their English one.
    expect(await copiesOf(cat.userId)).toMatchObject([{ subject: 'Cat Ho，請上載成績表' }]);
    expect(await copiesOf(suspended.userId)).toEqual([]);
    // Each copy has one recipient: nobody sees another's address.
    const copy = (await copiesOf(amy.userId))[0];
    const inbox = await call(t, 'GET', '/contact/inbox', { token: amy.token });
    expect(inbox.body.items[0].id).toBe(copy?.id);
    expect(inbox.body.items[0].recipients.map((r: { email: string }) => r.email)).toEqual([amy.email]);
  });

  it('counts the copies read and answered, and the answers reach the officer', async () => {
    const [amy, ben] = people;
    if (!amy || !ben) throw new Error('people missing');
    const [copy] = await copiesOf(amy.userId);
    expect((await call(t, 'POST', `/contact/${copy?.id}/read`, { token: amy.token })).status).toBe(204);
    const [benCopy] = await copiesOf(ben.userId);
    const answered = await call(t, 'POST', '/contact/reply', {
      token: ben.token,
      body: { messageId: benCopy?.id, description: 'Uploaded.' },
    });
    expect(answered.status).toBe(201);
    const got = await call(t, 'GET', `/admin/group-messages/${groupId}`, { token: admin.token });
    expect(got.body).toMatchObject({ delivered: 3, read: 1, replied: 1 });
    const inbox = await call(t, 'GET', '/contact/inbox', { token: admin.token });
    expect(inbox.body.items[0]).toMatchObject({ threadId: benCopy?.id, sender: { email: ben.email } });
  });

  it('is listed for every officer, newest first', async () => {
    const colleague = await signedInAdmin(t);
    const list = await call(t, 'GET', '/admin/group-messages', { token: colleague.token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, page: 1 });
    expect(list.body.items[0]).toMatchObject({ id: groupId, texts: { en: texts.en, zh: texts.zh, cn: null } });
  });

  it('is audited with its list, filters and the number reached', async () => {
    const [row] = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, groupId));
    expect(row).toMatchObject({
      action: 'group_message.sent',
      entityType: 'group_message',
      actorUserId: admin.admin.id,
      details: { list: 'candidates', filters: { programme: TAG }, recipients: 3 },
    });
  });

  it("is named in the audit log by the subject its reader's language has, linked to its page", async () => {
    const read = async (lang: string) =>
      (await call(t, 'GET', `/admin/audit-log?entityId=${groupId}`, { token: admin.token, lang })).body.items[0];
    expect(await read('en')).toMatchObject({
      actionName: 'Group message sent',
      recordType: 'Group message',
      record: { kind: 'groupMessage', id: groupId, name: 'Your transcript, {{name}}' },
      details: [
        { label: 'People reached', value: '3' },
        { label: 'List', value: 'Candidates' },
      ],
    });
    expect((await read('zh')).record.name).toBe('{{name}}，請上載成績表');
  });

  it('fills the company and the job for the applicants of one job', async () => {
    const summary = await call(t, 'GET', `/admin/group-messages/audience/applications?jobId=${ID}`, {
      token: admin.token,
    });
    expect(summary.body.placeholders).toEqual(['name', 'company', 'job']);
  });
});

describe('delivery', () => {
  /** A group as sending writes it, with its people, but no delivery job: as a stop would leave it. */
  async function unsentGroup(app: TestApp, senderId: string, recipientIds: string[]) {
    const [group] = await app.app.db
      .insert(groupMessages)
      .values({
        id: crypto.randomUUID(),
        senderUserId: senderId,
        audience,
        texts,
        recipientCount: recipientIds.length,
        createdAt: app.clock.now(),
      })
      .returning();
    if (!group) throw new Error('group insert failed');
    await app.app.db
      .insert(groupMessageRecipients)
      .values(recipientIds.map((recipientUserId) => ({ groupId: group.id, recipientUserId })));
    return group.id;
  }

  it('gives nobody a second copy when two deliveries of one group run at once', async () => {
    const officer = await createAdmin(t);
    const groupId = await unsentGroup(
      t,
      officer.id,
      people.map((person) => person.userId),
    );
    groupDeliverySettings.batchSize = 1;
    try {
      await Promise.all([deliverGroupMessage(t.app.services, groupId), deliverGroupMessage(t.app.services, groupId)]);
    } finally {
      groupDeliverySettings.batchSize = 50;
    }
    const copies = await t.app.db
      .select({ to: messageRecipients.recipientUserId })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(eq(messages.senderUserId, officer.id));
    expect(copies.map((c) => c.to).sort()).toEqual(people.map((person) => person.userId).sort());
    const [group] = await t.app.db.select().from(groupMessages).where(eq(groupMessages.id, groupId));
    expect(group?.finishedAt).not.toBeNull();
  });

  it('is finished by the next start after a stop cut it short, without a second copy to anyone', async () => {
    const database = process.env.TEST_DATABASE_URL
      ? await freshDatabase()
      : { location: mkdtempSync(join(tmpdir(), 'fis-restart-')), drop: async () => {} };
    const first = await startTestApp({}, { databaseLocation: database.location });
    let groupId = '';
    let recipientIds: string[] = [];
    let officerId = '';
    try {
      const officer = await createAdmin(first);
      officerId = officer.id;
      const recipients = [await candidateWithId(first), await candidateWithId(first), await candidateWithId(first)];
      recipientIds = recipients.map((r) => r.userId);
      groupId = await unsentGroup(first, officer.id, recipientIds);
      // One batch is delivered; then the process stops.
      groupDeliverySettings.batchSize = 1;
      expect(await deliverGroupBatch(first.app.services, groupId)).toBe(true);
    } finally {
      groupDeliverySettings.batchSize = 50;
      await first.close();
    }
    const second = await startTestApp({}, { databaseLocation: database.location });
    try {
      await waitFor(async () => {
        const [group] = await second.app.db.select().from(groupMessages).where(eq(groupMessages.id, groupId));
        return group?.finishedAt ? group : undefined;
      });
      const copies = await second.app.db
        .select({ to: messageRecipients.recipientUserId })
        .from(messageRecipients)
        .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
        .where(and(eq(messages.senderUserId, officerId), inArray(messageRecipients.recipientUserId, recipientIds)));
      expect(copies.map((c) => c.to).sort()).toEqual([...recipientIds].sort());
    } finally {
      await second.close();
      await database.drop();
    }
  });
});

describe('the limit', () => {
  it('refuses an officer more group messages than the hour allows', async () => {
    const limited = await startTestApp({ groupMessageLimits: { perAccount: 1, windowMs: 60 * 60 * 1000 } });
    try {
      const officer = await signedInAdmin(limited);
      const person = await candidateWithId(limited);
      const body = { audience: { list: 'candidates', filters: { keyword: person.email } }, texts };
      const first = await call(limited, 'POST', '/admin/group-messages', { token: officer.token, body });
      expect(first.status).toBe(201);
      const second = await call(limited, 'POST', '/admin/group-messages', { token: officer.token, body, lang: 'en' });
      expect(second.status).toBe(429);
      expect(second.body.code).toBe('RATE_LIMITED');
      expect(second.body.retryAfter).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('roles', () => {
  it('reaches companies by their company name', async () => {
    const res = await send({
      audience: { list: 'companies', filters: { keyword: company.email } },
      texts: { en: { subject: 'Places for {{company}}', description: 'Hello {{name}}' } },
    });
    expect(res.status).toBe(201);
    const copy = await waitFor(async () => (await copiesOf(company.userId))[0]);
    expect(copy.subject).toBe(`Places for ${company.companyName}`);
  });
});

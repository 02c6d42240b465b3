// Notifications: notify() stores one for its recipient (and emails it when they want email
// notifications), and every signed-in user lists, marks read and deletes their own.
import { randomUUID } from 'node:crypto';
import type { NotificationParams, NotificationType } from '@fis/shared/notification-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../src/db/schema.js';
import { notificationText, notify } from '../src/modules/notifications/notify.js';
import {
  createJob,
  emailsTo,
  lastEmailTo,
  registerApprovedCompany,
  registerVerifiedCandidate,
  signedInAdmin,
  signInCandidate,
  signInWithCode,
  userIdOf,
} from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;

async function newCandidate() {
  const input = await registerVerifiedCandidate(t);
  return { id: await userIdOf(t, input.email), email: input.email, token: await signInCandidate(t, input.email) };
}

async function send(
  recipientId: string,
  type: NotificationType,
  params: NotificationParams,
  senderId: string | null = null,
  jobId: string | null = null,
) {
  await t.app.db.transaction((tx) => notify(tx, t.app.services, { recipientId, type, senderId, params, jobId }));
}

const interview = { companyName: 'Acme Pay', positionName: 'Data Intern', interviewAt: '2026-03-10T06:30:00.000Z' };

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('notificationText', () => {
  it('fills the parameters and shows the interview in Hong Kong time', () => {
    expect(notificationText('COMPANY_ACCEPTED_APPLICATION', interview, 'en')).toBe(
      'Acme Pay invited you to an interview for Data Intern on 2026-03-10 14:30 (HKT)',
    );
    expect(notificationText('CANDIDATE_APPLIED_JOB', { candidateName: 'Chan', positionName: 'Analyst' }, 'zh')).toBe(
      'Chan 申請了「Analyst」',
    );
  });
});

describe('GET /v1/notification', () => {
  it('needs a signed-in user', async () => {
    expect((await call(t, 'GET', '/notification')).status).toBe(401);
    expect((await call(t, 'POST', '/notification/read-all')).status).toBe(401);
    expect((await call(t, 'PUT', `/notification/${randomUUID()}`, { body: { read: true } })).status).toBe(401);
    expect((await call(t, 'DELETE', `/notification/${randomUUID()}`)).status).toBe(401);
  });

  it('lists the caller’s own, newest first, with the text in the caller’s language and the unread count', async () => {
    const me = await newCandidate();
    const other = await newCandidate();
    const sender = await newCandidate();
    await send(me.id, 'COMPANY_VIEWED_APPLICATION', { companyName: 'Acme Pay', positionName: 'Data Intern' });
    t.clock.advance(60_000);
    await send(me.id, 'COMPANY_ACCEPTED_APPLICATION', interview, sender.id);
    await send(other.id, 'COMPANY_REJECTED_APPLICATION', { companyName: 'Acme Pay', positionName: 'Data Intern' });

    const en = await call(t, 'GET', '/notification', { token: me.token, lang: 'en' });
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({ total: 2, unread: 2, page: 1 });
    expect(en.body.items.map((n: { type: string }) => n.type)).toEqual([
      'COMPANY_ACCEPTED_APPLICATION',
      'COMPANY_VIEWED_APPLICATION',
    ]);
    expect(en.body.items[0]).toMatchObject({
      kind: 'SUCCESS',
      text: 'Acme Pay invited you to an interview for Data Intern on 2026-03-10 14:30 (HKT)',
      params: interview,
      senderName: 'Chan Siu Ming',
      read: false,
      applicationId: null,
      jobId: null,
      createdAt: t.clock.now().toISOString(),
    });
    expect(en.body.items[1]).toMatchObject({ kind: 'INFO', senderName: null });

    const zh = await call(t, 'GET', '/notification', { token: me.token, lang: 'zh' });
    expect(zh.body.items[0].text).toBe('Acme Pay 邀請您於 2026-03-10 14:30 (HKT) 參加「Data Intern」的面試');
    const cn = await call(t, 'GET', '/notification', { token: me.token, lang: 'cn' });
    expect(cn.body.items[0].text).toBe('Acme Pay 邀请您于 2026-03-10 14:30 (HKT) 参加“Data Intern”的面试');

    const paged = await call(t, 'GET', '/notification?take=1&page=2', { token: me.token, lang: 'en' });
    expect(paged.body).toMatchObject({ total: 2, unread: 2, page: 2, take: 1 });
    expect(paged.body.items[0].type).toBe('COMPANY_VIEWED_APPLICATION');
  });
});

describe('marking read and deleting', () => {
  it('marks one read (and unread again), then all read; unreadOnly filters', async () => {
    const me = await newCandidate();
    await send(me.id, 'JOB_EXPIRED', { companyName: 'Acme Pay', positionName: 'Data Intern' });
    await send(me.id, 'COMPANY_CLOSED_JOB', { companyName: 'Acme Pay', positionName: 'Data Intern' });
    await send(me.id, 'COMPANY_DELETED_JOB', { companyName: 'Acme Pay', positionName: 'Data Intern' });
    const list = await call(t, 'GET', '/notification', { token: me.token });
    const [first] = list.body.items;

    const read = await call(t, 'PUT', `/notification/${first.id}`, { token: me.token, body: { read: true } });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: first.id, read: true });
    let page = await call(t, 'GET', '/notification', { token: me.token });
    expect(page.body.unread).toBe(2);
    const unreadOnly = await call(t, 'GET', '/notification?unreadOnly=true', { token: me.token });
    expect(unreadOnly.body.total).toBe(2);
    expect(unreadOnly.body.items.every((n: { read: boolean }) => !n.read)).toBe(true);

    const unread = await call(t, 'PUT', `/notification/${first.id}`, { token: me.token, body: { read: false } });
    expect(unread.body.read).toBe(false);

    expect((await call(t, 'POST', '/notification/read-all', { token: me.token })).status).toBe(204);
    page = await call(t, 'GET', '/notification', { token: me.token });
    expect(page.body.unread).toBe(0);
    expect(page.body.items.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it('deletes one with the translated message', async () => {
    const me = await newCandidate();
    await send(me.id, 'ADMIN_EDITED_CANDIDATE_PROFILE', {});
    const [n] = (await call(t, 'GET', '/notification', { token: me.token })).body.items;
    const del = await call(t, 'DELETE', `/notification/${n.id}`, { token: me.token, lang: 'en' });
    expect(del).toMatchObject({ status: 200, body: { message: 'notification deleted' } });
    expect((await call(t, 'GET', '/notification', { token: me.token })).body.total).toBe(0);
    expect((await call(t, 'DELETE', `/notification/${n.id}`, { token: me.token })).status).toBe(404);
    await send(me.id, 'ADMIN_EDITED_CANDIDATE_PROFILE', {});
    const [again] = (await call(t, 'GET', '/notification', { token: me.token })).body.items;
    const zh = await call(t, 'DELETE', `/notification/${again.id}`, { token: me.token, lang: 'zh' });
    expect(zh.body.message).toBe('通知已刪除');
  });

  it('answers 404 for someone else’s notification, an unknown one and a bad id', async () => {
    const me = await newCandidate();
    const other = await newCandidate();
    await send(other.id, 'JOB_EXPIRED', { companyName: 'Acme Pay', positionName: 'Data Intern' });
    const [theirs] = (await call(t, 'GET', '/notification', { token: other.token })).body.items;
    expect((await call(t, 'PUT', `/notification/${theirs.id}`, { token: me.token, body: { read: true } })).status).toBe(
      404,
    );
    expect((await call(t, 'DELETE', `/notification/${theirs.id}`, { token: me.token })).status).toBe(404);
    expect(
      (await call(t, 'PUT', `/notification/${randomUUID()}`, { token: me.token, body: { read: true } })).status,
    ).toBe(404);
    expect((await call(t, 'DELETE', '/notification/not-a-uuid', { token: me.token })).status).toBe(404);
    await call(t, 'POST', '/notification/read-all', { token: me.token });
    const still = await call(t, 'GET', '/notification', { token: other.token });
    expect(still.body).toMatchObject({ total: 1, unread: 1 });
  });

  it('is open to companies and administrators too', async () => {
    const company = await registerApprovedCompany(t);
    const companyToken = await signInWithCode(t, '/auth/company-login', company.email);
    await send(await userIdOf(t, company.email), 'CANDIDATE_APPLIED_JOB', {
      candidateName: 'Chan Siu Ming',
      positionName: 'Data Intern',
    });
    const list = await call(t, 'GET', '/notification', { token: companyToken, lang: 'en' });
    expect(list.body.items[0].text).toBe('Chan Siu Ming applied for Data Intern');

    const { admin, token } = await signedInAdmin(t);
    await send(admin.id, 'ADMIN_CREATED_JOB', { companyName: 'Acme Pay', positionName: 'Data Intern' });
    expect((await call(t, 'GET', '/notification', { token })).body.total).toBe(1);
  });
});

describe('email notifications', () => {
  it('queues the text by email in the recipient’s email language, with a link to their page', async () => {
    const me = await newCandidate();
    await t.app.db.update(users).set({ emailLanguage: 'en' }).where(eq(users.id, me.id));
    await send(me.id, 'COMPANY_ACCEPTED_APPLICATION', interview);
    const mail = await lastEmailTo(t, me.email);
    expect(mail).toMatchObject({ template: 'notification', language: 'en', userId: me.id });
    const text = 'Acme Pay invited you to an interview for Data Intern on 2026-03-10 14:30 (HKT)';
    expect(mail?.subject).toContain(text);
    expect(mail?.textBody).toContain(text);
    expect(mail?.textBody).toContain('Dear Chan Siu Ming');
    expect(mail?.textBody).toContain('http://app.test/candidate/applications');

    await t.app.db.update(users).set({ emailLanguage: 'cn' }).where(eq(users.id, me.id));
    await send(me.id, 'INTERVIEW_CANCELLED', { companyName: 'Acme Pay', positionName: 'Data Intern' });
    const cn = await lastEmailTo(t, me.email);
    expect(cn).toMatchObject({ template: 'notification', language: 'cn' });
    expect(cn?.textBody).toContain('Acme Pay 已取消“Data Intern”的面试');
  });

  it("links a company to the job's applicants, or to its dashboard", async () => {
    const company = await registerApprovedCompany(t);
    const companyUserId = await userIdOf(t, company.email);
    const [row] = await t.app.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.userId, companyUserId));
    const job = await createJob(t, row.id);
    const applied = { candidateName: 'Chan Siu Ming', positionName: 'Data Intern' };
    await send(companyUserId, 'CANDIDATE_APPLIED_JOB', applied, null, job.id);
    const mail = await lastEmailTo(t, company.email);
    expect(mail?.template).toBe('notification');
    expect(mail?.textBody).toContain(`http://app.test/company/job/${job.id}/candidates`);

    // The office edited the company's profile: the profile, where the change shows.
    await send(companyUserId, 'ADMIN_EDITED_COMPANY_PROFILE', {});
    expect((await lastEmailTo(t, company.email))?.textBody).toContain('http://app.test/company/profile');
    await send(companyUserId, 'CANDIDATE_APPLIED_JOB', applied);
    expect((await lastEmailTo(t, company.email))?.textBody).toContain('http://app.test/company/dashboard');
  });

  it('sends no email when email notifications are off, but still stores the notification', async () => {
    const me = await newCandidate();
    await t.app.db.update(users).set({ emailNotification: false }).where(eq(users.id, me.id));
    const before = (await emailsTo(t, me.email)).length;
    await send(me.id, 'COMPANY_OFFERED_CANDIDATE', { companyName: 'Acme Pay', positionName: 'Data Intern' });
    expect((await emailsTo(t, me.email)).length).toBe(before);
    expect((await call(t, 'GET', '/notification', { token: me.token })).body.total).toBe(1);
  });
});

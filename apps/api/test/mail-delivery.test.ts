// Email through a real SMTP server. Waiting here is real delivery time (the queue worker and
// SMTP), never business time, so it polls with a deadline.
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema.js';
import { LOCALES_DIR } from '../src/lib/catalogs.js';
import {
  buildCandidate,
  codeIn,
  emailsTo,
  lastEmailTo,
  linkToken,
  PASSWORD,
  registerApprovedCompany,
  registerVerifiedCandidate,
  waitFor,
} from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';
import { type Sink, startSink } from './smtp-sink.js';

const zhEmails = JSON.parse(readFileSync(`${LOCALES_DIR}/zh/emails.json`, 'utf8'));

async function receivedBy(sink: Sink, to: string) {
  return waitFor(async () => {
    for (const raw of sink.messages) {
      const mail = await PostalMime.parse(raw);
      if (mail.to?.some((a) => a.address === to)) return mail;
    }
    return undefined;
  });
}

/** The messages to `to`, raw and parsed, once there are `count` of them. */
async function allReceivedBy(sink: Sink, to: string, count: number) {
  return waitFor(async () => {
    const found = [];
    for (const raw of sink.messages) {
      const mail = await PostalMime.parse(raw);
      if (mail.to?.some((a) => a.address === to)) found.push({ raw, mail });
    }
    return found.length >= count ? found : undefined;
  });
}

async function jobStateOf(t: TestApp, outboxId: string): Promise<string | undefined> {
  const result = (await t.app.db.execute(
    sql`select state from pgboss.job where data->>'outboxId' = ${outboxId} order by created_on desc limit 1`,
  )) as unknown as { rows: { state: string }[] };
  return result.rows[0]?.state;
}

describe('delivery through SMTP_URL', () => {
  let sink: Sink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSink();
    t = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${sink.port}` });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('delivers the verification email in the recipient language, Chinese intact', async () => {
    const input = buildCandidate({ language: 'zh' });
    expect((await call(t, 'POST', '/auth/register', { body: input })).status).toBe(201);
    const token = linkToken((await lastEmailTo(t, input.email))?.textBody ?? '');

    const mail = await receivedBy(sink, input.email);
    expect(mail.subject).toBe(zhEmails.verifyEmail.subject);
    expect(mail.text).toContain(`http://app.test/verify-email?token=${token}`);
    expect(mail.text).toContain(zhEmails.verifyEmail.body);
    expect(mail.text).toContain(`${input.englishName} 您好`);
    expect(mail.html).toContain(`href="http://app.test/verify-email?token=${token}"`);

    const row = await waitFor(async () => {
      const r = await lastEmailTo(t, input.email);
      return r?.status === 'sent' ? r : undefined;
    });
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('sends every email as multipart/alternative: the text part and the escaped, branded HTML in the reader language', async () => {
    const hostile = '<b onmouseover="x()">Evil & Co</b>';
    const company = await registerApprovedCompany(t, { companyName: hostile, language: 'cn' });
    const started = await call(t, 'POST', '/auth/company-login', {
      body: { identifier: company.email, password: PASSWORD },
    });
    expect(started.status).toBe(200);
    const queued = await emailsTo(t, company.email);
    expect(queued.map((m) => m.template)).toEqual(['companyRegistered', 'companyApproved', 'loginCode']);
    const code = codeIn(queued[2]?.textBody ?? '');

    const received = await allReceivedBy(sink, company.email, 3);
    for (const { raw, mail } of received) {
      expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
      expect(mail.text?.trim()).toBeTruthy();
      expect(mail.html).toContain('<html lang="zh-Hans-CN" dir="ltr">');
      expect(mail.html).toContain('金融科技实习计划');
      expect(mail.html).not.toContain('<b onmouseover');
      expect(mail.html).toContain('&lt;b onmouseover=&quot;x()&quot;&gt;Evil &amp; Co&lt;/b&gt;');
      expect(mail.text).toContain(hostile);
    }
    const bySubject = (subject = '') => received.find(({ mail }) => mail.subject === subject)?.mail;
    const signIn = bySubject(queued[2]?.subject);
    expect(signIn?.text?.split('\n')).toContain(code);
    expect(signIn?.html).toMatch(new RegExp(`class="code-value"[^>]*>${code}</div>`));
    const approved = bySubject(queued[1]?.subject);
    expect(approved?.text?.split('\n')).toContain('http://app.test/sign-in?type=company');
    expect(approved?.html).toContain('href="http://app.test/sign-in?type=company"');
  });

  it('keeps an email when the mail server is down, and delivers it once the server is back', async () => {
    const candidate = await registerVerifiedCandidate(t);
    await receivedBy(sink, candidate.email);
    const port = sink.port;
    await sink.stop();

    expect((await call(t, 'POST', '/user/reset-password', { body: { email: candidate.email } })).status).toBe(200);
    const queued = await lastEmailTo(t, candidate.email);
    expect(queued?.template).toBe('resetPassword');
    const failed = await waitFor(async () => {
      const [r] = await t.app.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.id, queued?.id ?? ''));
      return r && r.attempts >= 1 ? r : undefined;
    });
    expect(failed.status).toBe('pending');
    expect(failed.lastError).toBeTruthy();
    expect(failed.sentAt).toBeNull();
    expect(await waitFor(async () => ((await jobStateOf(t, failed.id)) === 'retry' ? 'retry' : undefined))).toBe(
      'retry',
    );

    // The server comes back; instead of waiting out pg-boss's back-off, each retry is made due
    // now until one gets through. On a busy machine more than the first back-off (5 s) can pass
    // before the server is back, so another attempt may fail first and wait its own.
    sink = await startSink([], port);
    const sent = await waitFor(async () => {
      await t.app.db.execute(
        sql`update pgboss.job set start_after = now() where data->>'outboxId' = ${failed.id} and state = 'retry'`,
      );
      const [r] = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.id, failed.id));
      return r?.status === 'sent' ? r : undefined;
    });
    expect(sent.attempts).toBeGreaterThan(failed.attempts);
    const mail = await receivedBy(sink, candidate.email);
    expect(mail.subject).toBe(queued?.subject);
  });

  it('has no development mailbox', async () => {
    const res = await call(t, 'GET', '/dev/mailbox');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});

describe('closing the app while an email is being delivered', () => {
  it('lets the delivery finish before the database closes, leaving no queue query without its database', async () => {
    const stray: unknown[] = [];
    const onStray = (reason: unknown) => stray.push(reason);
    process.on('unhandledRejection', onStray);
    let release = () => {};
    const holdUntil = new Promise<void>((resolve) => {
      release = resolve;
    });
    let receiving = () => {};
    const underWay = new Promise<void>((resolve) => {
      receiving = resolve;
    });
    const sink = await startSink([], 0, { holdUntil, onReceiving: receiving });
    const t = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${sink.port}` });
    try {
      const input = buildCandidate({ language: 'en' });
      expect((await call(t, 'POST', '/auth/register', { body: input })).status).toBe(201);
      await underWay;

      let closed = false;
      const closing = t.close().then(() => {
        closed = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(closed).toBe(false);
      release();
      await closing;
      expect(sink.messages).toHaveLength(1);
      // A query sent after the database closed would reject on a later turn of the event loop.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stray).toEqual([]);
    } finally {
      release();
      process.off('unhandledRejection', onStray);
      await sink.stop();
    }
  });
});

describe('GET /dev/mailbox', () => {
  it('lists the emails when no SMTP_URL is set, and counts them delivered', async () => {
    const t = await startTestApp();
    try {
      const input = buildCandidate({ language: 'en' });
      await call(t, 'POST', '/auth/register', { body: input });
      const res = await call(t, 'GET', '/dev/mailbox');
      expect(res.status).toBe(200);
      const item = res.body.items.find((m: { to: string }) => m.to === input.email);
      expect(item).toMatchObject({ subject: 'Confirm your email address', text: expect.stringContaining('token=') });
      const delivered = await waitFor(async () =>
        (await lastEmailTo(t, input.email))?.status === 'sent' ? true : undefined,
      );
      expect(delivered).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('does not exist in production', async () => {
    const t = await startTestApp({ env: 'production' });
    try {
      const res = await call(t, 'GET', '/dev/mailbox');
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    } finally {
      await t.close();
    }
  });
});

// Email through a real SMTP server. Waiting here is real delivery time (the queue worker and
// SMTP), never business time, so it polls with a deadline.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { HelpRequesterRole, HelpTopic } from '@fis/shared/enums';
import { CONTROL_CHARACTER } from '@fis/shared/field-schemas';
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import pino from 'pino';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema.js';
import { LOCALES_DIR, t as translate } from '../src/lib/catalogs.js';
import { checkMailServer } from '../src/mail/check-mail-server.js';
import { DELIVERY_RETRIES, deliverEmail } from '../src/mail/mail-worker.js';
import { queueEmail } from '../src/mail/outbox.js';
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
import { header, receivedBy, type Sink, startSink } from './smtp-sink.js';
import { multipart } from './upload-corpus.js';

const zhEmails = JSON.parse(readFileSync(`${LOCALES_DIR}/zh/emails.json`, 'utf8'));

/** A logger whose lines the test reads, as an operator would read the app's. */
function capturedLog() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

/** A port where nothing listens: a sink's, once stopped. */
async function closedPort(): Promise<number> {
  const sink = await startSink();
  await sink.stop();
  return sink.port;
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
    // The sign-in code comes in the sign-in page's language, here Simplified like the account's emails.
    const started = await call(t, 'POST', '/auth/company-login', {
      body: { identifier: company.email, password: PASSWORD },
      lang: 'zh-CN',
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

  it("gives the office's need-help email the requester as Reply-To, and the requester an acknowledgement", async () => {
    const requester = `asker.${Date.now().toString(36)}@example.edu.hk`;
    const { body, contentType } = multipart([
      { name: 'name', value: 'Wong Ka Yan' },
      { name: 'email', value: requester },
      { name: 'role', value: String(HelpRequesterRole.CANDIDATE) },
      { name: 'topic', value: String(HelpTopic.ACCOUNT) },
      { name: 'message', value: 'I did not receive my sign-in code.' },
    ]);
    const res = await fetch(`${t.url}/api/v1/need-help`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'accept-language': 'en' },
      body,
    });
    expect(res.status).toBe(201);
    const office = await waitFor(async () => {
      for (const raw of sink.messages) {
        const mail = await PostalMime.parse(raw);
        if (mail.replyTo?.some((a) => a.address === requester)) return mail;
      }
      return undefined;
    });
    expect(office.replyTo).toEqual([{ name: 'Wong Ka Yan', address: requester }]);
    expect(office.to?.[0]?.address).toBe(t.app.config.supportEmail);
    const acknowledged = await receivedBy(sink, requester);
    expect(acknowledged.subject).toBe(
      translate('en', 'emails:helpRequestAcknowledged.subject', {
        topicLabel: translate('en', `help:topics.${HelpTopic.ACCOUNT}`),
      }),
    );
    expect(header(acknowledged, 'Content-Language')).toBe('en');
    expect(acknowledged.text).not.toContain('sign-in code');
    // Nor the name typed with it: the address is nobody's confirmed one, so the email greets no one by name.
    expect(acknowledged.text?.split('\n')).toContain(translate('en', 'emails:layout.greetingPlain'));
    expect(acknowledged.text).not.toContain('Wong Ka Yan');
    expect(acknowledged.html).not.toContain('Wong Ka Yan');
  });

  it('writes no control character into a header, whatever the subject and the names hold', async () => {
    const to = `office.${Date.now().toString(36)}@example.hk`;
    const name = 'Eve\r\nBcc: victim@example.com\u0007\u001b[2J';
    await t.app.db.transaction((tx) =>
      queueEmail(tx, t.app.services, {
        to,
        language: 'en',
        template: 'helpRequestReceived',
        replyTo: { name, address: 'eve@example.com' },
        params: {
          name: 'Office',
          requesterName: name,
          requesterEmail: 'eve@example.com',
          roleLabel: 'Other',
          topicLabel: 'Other',
          languageLabel: 'English',
          fileLabel: 'none',
          message: 'hello',
          actionUrl: 'http://app.test/admin-portal/help-requests/1',
        },
      }),
    );
    const mail = await receivedBy(sink, to);
    expect(mail.subject).toBe(
      translate('en', 'emails:helpRequestReceived.subject', {
        topicLabel: 'Other',
        requesterName: 'Eve Bcc: victim@example.com [2J',
      }),
    );
    expect(mail.replyTo).toEqual([{ name: 'Eve Bcc: victim@example.com [2J', address: 'eve@example.com' }]);
    for (const h of mail.headers) expect(h.value, h.key).not.toMatch(CONTROL_CHARACTER);
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.filter((h) => h.key === 'bcc')).toEqual([]);
  });

  it('tells the account when its password is changed', async () => {
    const candidate = await registerVerifiedCandidate(t, { language: 'en' });
    const token = (await call(t, 'POST', '/auth/login', { body: { email: candidate.email, password: PASSWORD } })).body
      .token;
    const changed = await call(t, 'POST', '/user/change-password', {
      token,
      body: { oldPassword: PASSWORD, password: 'An0ther!Pass', confirmPassword: 'An0ther!Pass' },
    });
    expect(changed.status).toBe(200);
    const mail = await receivedBy(sink, candidate.email, translate('en', 'emails:passwordChanged.subject'));
    expect(mail.text).toContain('2026-03-02 10:00 (HKT)');
    expect(mail.text?.split('\n')).toContain('http://app.test/forgot-password');
    expect(header(mail, 'List-Unsubscribe')).toBeUndefined();
  });

  it('has no development mailbox', async () => {
    const res = await call(t, 'GET', '/dev/mailbox');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});

describe('an email the mail server does not take', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs each failed attempt and the give-up, with the outbox row and the error but not the email', async () => {
    const { log, lines } = capturedLog();
    const transport = nodemailer.createTransport(`smtp://127.0.0.1:${await closedPort()}`);
    // A row without a queue job: only this test delivers it.
    const [row] = await t.app.db
      .insert(emailOutbox)
      .values({
        toAddress: 'secret.person@example.hk',
        template: 'loginCode',
        language: 'en',
        subject: 'Your sign-in verification code',
        textBody: 'Your code: 482913',
        htmlBody: '<p>Your code: 482913</p>',
        createdAt: t.clock.now(),
      })
      .returning();
    const id = row?.id ?? '';

    await expect(deliverEmail(t.app.services, transport, log, id)).rejects.toThrow();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, outboxId: id, template: 'loginCode', attempt: 1 });
    expect(lines[0]?.error).toMatch(/ECONNREFUSED/);
    const [pending] = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });

    // The last attempt pg-boss makes.
    await t.app.db.update(emailOutbox).set({ attempts: DELIVERY_RETRIES }).where(eq(emailOutbox.id, id));
    await expect(deliverEmail(t.app.services, transport, log, id)).rejects.toThrow();
    expect(lines[1]).toMatchObject({ level: 50, outboxId: id, attempt: DELIVERY_RETRIES + 1 });
    expect(lines[1]?.msg).toContain('given up');
    const [failed] = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(failed?.status).toBe('failed');

    const logged = JSON.stringify(lines);
    for (const secret of ['secret.person@example.hk', '482913', 'Your sign-in verification code']) {
      expect(logged).not.toContain(secret);
    }
  });

  it("logs a server's refusal with its codes and without the address it repeats", async () => {
    const { log, lines } = capturedLog();
    const sink = await startSink([], 0, { refuseRecipients: true });
    const transport = nodemailer.createTransport(`smtp://127.0.0.1:${sink.port}`);
    try {
      const [row] = await t.app.db
        .insert(emailOutbox)
        .values({
          toAddress: 'refused.person@example.hk',
          template: 'resetPassword',
          language: 'en',
          subject: 'Reset your password',
          textBody: 'Open the link',
          htmlBody: '<p>Open the link</p>',
          createdAt: t.clock.now(),
        })
        .returning();
      const refusal = deliverEmail(t.app.services, transport, log, row?.id ?? '');
      await expect(refusal).rejects.toThrow(/refused\.person@example\.hk/);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 40, outboxId: row?.id, responseCode: 550, code: 'EENVELOPE' });
      expect(lines[0]?.error).toContain('Recipient address rejected');
      expect(JSON.stringify(lines)).not.toContain('refused.person');
    } finally {
      transport.close();
      await sink.stop();
    }
  });

  it('is said at start-up when SMTP_URL does not answer, without its password; an answering server is not', async () => {
    const refused = capturedLog();
    const port = await closedPort();
    expect(await checkMailServer(`smtp://mailer:hunter2@127.0.0.1:${port}`, refused.log)).toBe(false);
    expect(refused.lines).toHaveLength(1);
    expect(refused.lines[0]).toMatchObject({ level: 40, smtpServer: `smtp://127.0.0.1:${port}` });
    expect(refused.lines[0]?.msg).toContain('SMTP_URL');
    expect(JSON.stringify(refused.lines)).not.toContain('hunter2');

    // A server that takes the connection and never greets: the check gives up at its time limit.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const mute = capturedLog();
    const silentPort = (silent.address() as { port: number }).port;
    try {
      expect(await checkMailServer(`smtp://127.0.0.1:${silentPort}`, mute.log, 300)).toBe(false);
      expect(mute.lines).toHaveLength(1);
    } finally {
      silent.close();
    }

    const sink = await startSink();
    const answering = capturedLog();
    try {
      expect(await checkMailServer(`smtp://127.0.0.1:${sink.port}`, answering.log)).toBe(true);
      expect(answering.lines).toEqual([]);
    } finally {
      await sink.stop();
    }
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
      expect(item).toMatchObject({
        subject: translate('en', 'emails:verifyEmail.subject'),
        text: expect.stringContaining('token='),
      });
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

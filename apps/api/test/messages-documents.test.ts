// Messages with documents, forwards, and how recipients are told (issue 12,
// docs/decisions/015-messages.md): only one's own uploads go with a message; a recipient opens
// them and the view is audited; a forward carries someone else's documents only to the admin;
// a file sent with a message cannot be deleted; every recipient gets RECEIVED_NEW_MESSAGE and an
// email with the subject, the sender and a link, never the body.
import { and, eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema.js';
import { appliedId } from './application-factories.js';
import { emailsTo, waitFor } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';
import { type Caller, messagingParties, sendAs } from './message-factories.js';
import { type Sink, startSink } from './smtp-sink.js';
import { download, pdf, upload } from './upload-corpus.js';

let t: TestApp;
let sink: Sink;
let p: Awaited<ReturnType<typeof messagingParties>>;

beforeAll(async () => {
  sink = await startSink();
  t = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${sink.port}` });
  p = await messagingParties(t);
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
});

async function uploaded(caller: Caller, name: string): Promise<string> {
  const res = await upload(t, caller.token, 'message_document', { name, data: pdf() });
  if (res.status !== 201) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return res.body.id ?? res.body.media?.id;
}

async function viewsOf(mediaId: string, viewerId: string) {
  return t.app.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entityId, mediaId), eq(auditLog.actorUserId, viewerId), eq(auditLog.action, 'media.viewed')),
    );
}

describe('documents', () => {
  it("refuses someone else's document, naming the field", async () => {
    const theirs = await uploaded(p.companyA, 'terms.pdf');
    const res = await call(t, 'POST', '/contact', {
      token: p.candidate.token,
      body: { recipients: [p.companyA.email], subject: 'CV', description: 'Attached', documentIds: [theirs] },
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'MESSAGE_DOCUMENT_INVALID',
      field: 'documentIds.0',
      message: 'This document is not one of your uploads',
    });
  });

  it('lets a recipient open a document of a message they received, audited; nobody else', async () => {
    const doc = await uploaded(p.companyA, 'offer-terms.pdf');
    const item = await sendAs(t, p.companyA, [p.candidate.email], { documentIds: [doc] });
    expect(item.documents.map((d) => d.id)).toEqual([doc]);

    expect((await download(t, doc, p.candidate.token)).status).toBe(200);
    expect(await viewsOf(doc, p.candidate.userId)).toHaveLength(1);
    for (const stranger of [p.otherCandidate, p.companyB]) {
      expect((await download(t, doc, stranger.token)).status).toBe(404);
    }
    // Deleted from the recipient's box: the document goes with it.
    await call(t, 'POST', '/contact/delete', { token: p.candidate.token, body: { ids: [item.id] } });
    expect((await download(t, doc, p.candidate.token)).status).toBe(404);
  });

  it('goes with a reply: the company opens the document the candidate replied with', async () => {
    const question = await sendAs(t, p.companyA, [p.candidate.email], { subject: 'Your transcript?' });
    const doc = await uploaded(p.candidate, 'transcript-copy.pdf');
    const reply = await call(t, 'POST', '/contact/reply', {
      token: p.candidate.token,
      body: { messageId: question.id, description: 'Here it is.', documentIds: [doc] },
    });
    expect(reply.status).toBe(201);
    expect((await download(t, doc, p.companyA.token)).status).toBe(200);
    expect(await viewsOf(doc, p.companyA.userId)).toHaveLength(1);
    expect((await download(t, doc, p.companyB.token)).status).toBe(404);
  });

  it('keeps a file sent with a message: its owner cannot delete it', async () => {
    const doc = await uploaded(p.candidate, 'cover-letter.pdf');
    await sendAs(t, p.candidate, [p.companyA.email], { documentIds: [doc] });
    const res = await call(t, 'DELETE', `/media/${doc}`, { token: p.candidate.token });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('MEDIA_SENT_WITH_MESSAGE');
    expect((await download(t, doc, p.companyA.token)).status).toBe(200);
  });

  it('never leaves a message holding a deleted file when sending and deleting race', async () => {
    for (let i = 0; i < 5; i++) {
      const doc = await uploaded(p.candidate, `race-${i}.pdf`);
      const [sent, deleted] = await Promise.all([
        call(t, 'POST', '/contact', {
          token: p.candidate.token,
          body: { recipients: [p.companyA.email], subject: 'Race', description: 'Attached', documentIds: [doc] },
        }),
        call(t, 'DELETE', `/media/${doc}`, { token: p.candidate.token }),
      ]);
      if (sent.status === 201) {
        expect(deleted.status).toBe(409);
        expect((await download(t, doc, p.companyA.token)).status).toBe(200);
      } else {
        expect(sent.body.code).toBe('MESSAGE_DOCUMENT_INVALID');
        expect(deleted.status).toBe(204);
      }
    }
  });
});

describe('forward', () => {
  it("carries the original, and the forwarder's own documents, to new recipients", async () => {
    const doc = await uploaded(p.candidate, 'portfolio.pdf');
    const original = await sendAs(t, p.candidate, [p.companyA.email], {
      subject: 'Portfolio',
      description: 'My portfolio, as promised.',
      documentIds: [doc],
    });
    const res = await call(t, 'POST', '/contact/forward', {
      token: p.candidate.token,
      body: { messageId: original.id, recipients: [p.admin.email], description: 'For the record.' },
      lang: 'en',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Forwarded successfully');
    const forwarded = await call(t, 'GET', `/contact/${res.body.item.id}`, { token: p.admin.token });
    expect(forwarded.body.message).toMatchObject({
      subject: 'Portfolio',
      description: 'For the record.',
      forwarded: { id: original.id, description: 'My portfolio, as promised.', sender: { email: p.candidate.email } },
      documents: [expect.objectContaining({ id: doc, name: 'portfolio.pdf' })],
    });
    expect((await download(t, doc, p.admin.token)).status).toBe(200);
  });

  it("carries someone else's documents to the admin only", async () => {
    const cv = await uploaded(p.candidate, 'cv.pdf');
    const original = await sendAs(t, p.candidate, [p.companyA.email], { documentIds: [cv] });
    const toAdmin = await call(t, 'POST', '/contact/forward', {
      token: p.companyA.token,
      body: { messageId: original.id, recipients: [p.admin.email] },
    });
    expect(toAdmin.status).toBe(201);
    expect(toAdmin.body.item.documents.map((d: { id: string }) => d.id)).toEqual([cv]);

    // Another applicant of company A: the company may write to them, but not pass on the CV.
    const applicant = p.otherCandidate;
    await appliedId(t, applicant, p.jobA.id);
    const toApplicant = await call(t, 'POST', '/contact/forward', {
      token: p.companyA.token,
      body: { messageId: original.id, recipients: [applicant.email] },
    });
    expect(toApplicant.status).toBe(201);
    expect(toApplicant.body.item.documents).toEqual([]);
    expect((await download(t, cv, applicant.token)).status).toBe(404);
  });

  it("answers 'Email doesn't exist' for a recipient the forwarder may not write to", async () => {
    const original = await sendAs(t, p.companyB, [p.otherCandidate.email]);
    const res = await call(t, 'POST', '/contact/forward', {
      token: p.otherCandidate.token,
      body: { messageId: original.id, recipients: [p.candidate.email] },
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'EMAIL_NOT_FOUND', field: 'recipients.0', message: "Email doesn't exist" });
  });
});

describe('telling the recipients', () => {
  it('gives each recipient RECEIVED_NEW_MESSAGE naming the sender and subject', async () => {
    const item = await sendAs(t, p.admin, [p.candidate.email, p.companyB.email], { subject: 'Scheme deadline' });
    for (const who of [p.candidate, p.companyB]) {
      const list = await call(t, 'GET', '/notification', { token: who.token, lang: 'en' });
      const n = list.body.items.find(
        (i: { type: string; params: { messageId?: string } }) =>
          i.type === 'RECEIVED_NEW_MESSAGE' && i.params.messageId === item.id,
      );
      expect(n?.text).toBe('The scheme administrator sent you a message: Scheme deadline');
    }
    const fromCompany = await sendAs(t, p.companyA, [p.candidate.email], { subject: 'Interview slots' });
    const list = await call(t, 'GET', '/notification', { token: p.candidate.token, lang: 'zh-HK' });
    const n = list.body.items.find((i: { params: { messageId?: string } }) => i.params.messageId === fromCompany.id);
    expect(n?.text).toBe('Harbour Pay Ltd向您發送了訊息：「Interview slots」');
  });

  it('emails the subject, the sender and a link in the email language, never the body', async () => {
    await t.app.db.update(users).set({ emailLanguage: 'cn' }).where(eq(users.id, p.candidate.userId));
    const item = await sendAs(t, p.companyA, [p.candidate.email], {
      subject: 'Offer details',
      description: 'Private: the salary is 12,000 a month.',
    });
    const mail = await waitFor(async () => {
      for (const raw of sink.messages) {
        const parsed = await PostalMime.parse(raw);
        if (parsed.to?.some((a) => a.address === p.candidate.email) && parsed.subject?.includes('Offer details')) {
          return parsed;
        }
      }
      return undefined;
    });
    expect(mail.subject).toContain('Harbour Pay Ltd向您发送了消息：“Offer details”');
    expect(mail.text).toContain(`http://app.test/candidate/message-detail/${item.id}`);
    expect(mail.html).toContain(`http://app.test/candidate/message-detail/${item.id}`);
    expect(`${mail.text}${mail.html}`).not.toContain('salary');

    // No email for a recipient who turned email notifications off; the notification stays.
    await t.app.db.update(users).set({ emailNotification: false }).where(eq(users.id, p.companyA.userId));
    await sendAs(t, p.candidate, [p.companyA.email], { subject: 'Quiet please' });
    // An email is queued in the sending transaction or never: the outbox says so at once, where
    // watching the mail server for a while would only guess how long the worker takes.
    expect((await emailsTo(t, p.companyA.email)).map((m) => m.subject)).not.toContainEqual(
      expect.stringContaining('Quiet please'),
    );
    const list = await call(t, 'GET', '/notification', { token: p.companyA.token, lang: 'en' });
    expect(list.body.items.map((i: { text: string }) => i.text)).toContain(
      `${p.candidate.englishName} sent you a message: Quiet please`,
    );
  });

  it('links a company and the office each to their message page', async () => {
    const toCompany = await sendAs(t, p.admin, [p.companyB.email], { subject: 'Company link' });
    const toAdmin = await sendAs(t, p.companyB, [p.admin.email], { subject: 'Admin link' });
    const find = async (to: string, subject: string) =>
      waitFor(async () => {
        for (const raw of sink.messages) {
          const parsed = await PostalMime.parse(raw);
          if (parsed.to?.some((a) => a.address === to) && parsed.subject?.includes(subject)) return parsed;
        }
        return undefined;
      });
    expect((await find(p.companyB.email, 'Company link')).text).toContain(
      `http://app.test/company/message-detail/${toCompany.id}`,
    );
    const adminMail = await find(p.admin.email, 'Admin link');
    expect(adminMail.text).toContain(`http://app.test/admin-portal/message-detail/${toAdmin.id}`);
  });
});

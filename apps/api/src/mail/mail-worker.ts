// Delivers queued emails. pg-boss retries a failed delivery with back-off, so an SMTP outage
// delays mail but loses none. Without SMTP_URL (development) an email counts as delivered to
// the development mailbox, which lists the outbox. Each failed attempt and the final give-up are
// logged with the outbox row and the server's error, never the email's address or content: a
// server's refusal repeats the recipient ("550 <someone@example.com>: Recipient address
// rejected"), so the logged message has every address taken out.

import type { Language } from '@fis/shared/enums';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type PgBoss from 'pg-boss';
import { emailOutbox } from '../db/schema.js';
import type { QueueActivity } from '../lib/queue-activity.js';
import { startQueueWorker } from '../lib/queue-workers.js';
import type { Services } from '../services.js';
import { EMAIL_LANGUAGE_TAG } from './email-content.js';
import { headerText } from './header-text.js';
import { DELIVER_EMAIL_QUEUE } from './outbox.js';

export const DELIVERY_RETRIES = 10;

export async function startMailWorker(svc: Services, activity: QueueActivity, log: FastifyBaseLogger): Promise<void> {
  const transport = svc.config.smtpUrl ? nodemailer.createTransport(svc.config.smtpUrl) : null;
  await svc.boss.createQueue(DELIVER_EMAIL_QUEUE, {
    name: DELIVER_EMAIL_QUEUE,
    retryLimit: DELIVERY_RETRIES,
    retryDelay: 5,
    retryBackoff: true,
  });
  await startQueueWorker<{ outboxId: string }>(
    svc.boss,
    DELIVER_EMAIL_QUEUE,
    activity.handler(async ([job]: PgBoss.Job<{ outboxId: string }>[]) => {
      if (job) await deliverEmail(svc, transport, log, job.data.outboxId);
    }),
  );
}

/**
 * The headers every email carries: it is machine-made (RFC 3834, so auto-responders stay quiet),
 * in its language, and, for a notification, the one-click way out (RFC 8058).
 */
function headersOf(mail: typeof emailOutbox.$inferSelect): Record<string, string> {
  return {
    'Auto-Submitted': 'auto-generated',
    'Content-Language': EMAIL_LANGUAGE_TAG[mail.language as Language] ?? mail.language,
    ...(mail.listUnsubscribe
      ? { 'List-Unsubscribe': `<${mail.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : {}),
  };
}

/** Anything shaped like an email address, in a server's answer. */
const ADDRESS_LIKE = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g;

/** What the log keeps of a failed attempt: nodemailer's and the server's codes, and the message without addresses. */
function loggedFailure(err: unknown): { error: string; code?: string; responseCode?: number } {
  const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
  return {
    error: (err instanceof Error ? err.message : String(err)).replace(ADDRESS_LIKE, '[address]'),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
  };
}

/** One delivery attempt of an outbox row: sent and marked, or the failure recorded, logged and thrown for a retry. */
export async function deliverEmail(
  svc: Services,
  transport: Transporter | null,
  log: FastifyBaseLogger,
  outboxId: string,
): Promise<void> {
  const [mail] = await svc.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
  if (!mail || mail.status === 'sent') return;
  const attempt = mail.attempts + 1;
  try {
    if (transport) {
      await transport.sendMail({
        from: headerText(svc.config.mailFrom),
        to: mail.toAddress,
        ...(mail.replyTo ? { replyTo: { name: headerText(mail.replyTo.name), address: mail.replyTo.address } } : {}),
        subject: headerText(mail.subject),
        text: mail.textBody,
        html: mail.htmlBody,
        headers: headersOf(mail),
        attachments: mail.attachments.map((file) => ({ ...file, encoding: 'base64' })),
      });
    }
    await svc.db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: svc.clock.now(), attempts: attempt, lastError: null })
      .where(eq(emailOutbox.id, outboxId));
  } catch (err) {
    const gaveUp = attempt > DELIVERY_RETRIES;
    const error = err instanceof Error ? err.message : String(err);
    await svc.db
      .update(emailOutbox)
      .set({ status: gaveUp ? 'failed' : 'pending', attempts: attempt, lastError: error.slice(0, 500) })
      .where(eq(emailOutbox.id, outboxId));
    const facts = { outboxId, template: mail.template, attempt, ...loggedFailure(err) };
    if (gaveUp) log.error(facts, `Email not delivered after ${attempt} attempts: given up`);
    else log.warn(facts, `Email delivery attempt ${attempt} of ${DELIVERY_RETRIES + 1} failed: retrying later`);
    throw err;
  }
}

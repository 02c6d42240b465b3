// Delivers queued emails. pg-boss retries a failed delivery with back-off, so an SMTP outage
// delays mail but loses none. Without SMTP_URL (development) an email counts as delivered to
// the development mailbox, which lists the outbox.
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type PgBoss from 'pg-boss';
import { emailOutbox } from '../db/schema.js';
import type { QueueActivity } from '../lib/queue-activity.js';
import type { Services } from '../services.js';
import { DELIVER_EMAIL_QUEUE } from './outbox.js';

export const DELIVERY_RETRIES = 10;

export async function startMailWorker(svc: Services, activity: QueueActivity): Promise<void> {
  const transport = svc.config.smtpUrl ? nodemailer.createTransport(svc.config.smtpUrl) : null;
  await svc.boss.createQueue(DELIVER_EMAIL_QUEUE, {
    name: DELIVER_EMAIL_QUEUE,
    retryLimit: DELIVERY_RETRIES,
    retryDelay: 5,
    retryBackoff: true,
  });
  await svc.boss.work<{ outboxId: string }>(
    DELIVER_EMAIL_QUEUE,
    { pollingIntervalSeconds: svc.config.env === 'test' ? 0.5 : 2 },
    activity.handler(async ([job]: PgBoss.Job<{ outboxId: string }>[]) => {
      if (job) await deliver(svc, transport, job.data.outboxId);
    }),
  );
}

async function deliver(svc: Services, transport: Transporter | null, outboxId: string): Promise<void> {
  const [mail] = await svc.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
  if (!mail || mail.status === 'sent') return;
  try {
    if (transport) {
      await transport.sendMail({
        from: svc.config.mailFrom,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        attachments: mail.attachments.map((file) => ({ ...file, encoding: 'base64' })),
      });
    }
    await svc.db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: svc.clock.now(), attempts: mail.attempts + 1, lastError: null })
      .where(eq(emailOutbox.id, outboxId));
  } catch (err) {
    const failed = mail.attempts + 1 > DELIVERY_RETRIES;
    await svc.db
      .update(emailOutbox)
      .set({ status: failed ? 'failed' : 'pending', attempts: mail.attempts + 1, lastError: String(err).slice(0, 500) })
      .where(eq(emailOutbox.id, outboxId));
    throw err;
  }
}

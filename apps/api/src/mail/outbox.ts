// Queues an email in the caller's transaction: the outbox row and its delivery job commit or
// roll back together with the action that causes them, so no email is lost or sent for nothing.
import type { Language } from '@fis/shared/enums';
import { type Executor, transactionExecutor } from '../db/database.js';
import { type EmailAttachment, emailOutbox } from '../db/schema.js';
import type { Services } from '../services.js';
import { type EmailParams, type EmailTemplate, renderEmail } from './templates.js';

export const DELIVER_EMAIL_QUEUE = 'email-deliver';

export interface QueuedEmail {
  to: string;
  userId?: string;
  language: Language;
  template: EmailTemplate;
  params: EmailParams;
  attachments?: EmailAttachment[] | undefined;
}

export async function queueEmail(
  tx: Executor,
  svc: Pick<Services, 'boss' | 'clock' | 'config'>,
  email: QueuedEmail,
): Promise<string> {
  const rendered = renderEmail(email.template, email.language, email.params, {
    publicUrl: svc.config.publicUrl,
    attachments: email.attachments,
  });
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      userId: email.userId,
      toAddress: email.to,
      template: email.template,
      language: email.language,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      attachments: email.attachments ?? [],
      createdAt: svc.clock.now(),
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  await svc.boss.send(DELIVER_EMAIL_QUEUE, { outboxId: row.id }, { db: transactionExecutor(tx) });
  return row.id;
}

// Queues an email in the caller's transaction: the outbox row and its delivery job commit or
// roll back together with the action that causes them, so no email is lost or sent for nothing.
import type { Language } from '@fis/shared/enums';
import type { Executor } from '../db/database.js';
import { type EmailAttachment, emailOutbox } from '../db/schema.js';
import { queueJob } from '../lib/queue-workers.js';
import type { Services } from '../services.js';
import { headerText } from './header-text.js';
import { type EmailParams, type EmailTemplate, renderEmail } from './templates.js';
import { unsubscribeUrl } from './unsubscribe-link.js';

export const DELIVER_EMAIL_QUEUE = 'email-deliver';

export interface QueuedEmail {
  to: string;
  userId?: string;
  language: Language;
  template: EmailTemplate;
  params: EmailParams;
  attachments?: EmailAttachment[] | undefined;
  /** Who answers reach instead of MAIL_FROM: the requester of a need-help email. */
  replyTo?: { name: string; address: string };
  /**
   * A notification email (one the user can turn off): the footer links to the settings page at
   * `settingsPath` (null for a role without one) and to the one-click link of `userId`, which the
   * List-Unsubscribe header also carries. Sign-in codes, resets and other account mail have none.
   */
  unsubscribe?: { settingsPath: string | null };
}

export async function queueEmail(
  tx: Executor,
  svc: Pick<Services, 'boss' | 'clock' | 'config'>,
  email: QueuedEmail,
): Promise<string> {
  const oneClickUrl = email.unsubscribe && email.userId ? unsubscribeUrl(svc.config, email.userId) : null;
  const settingsPath = email.unsubscribe?.settingsPath;
  const rendered = renderEmail(email.template, email.language, email.params, {
    publicUrl: svc.config.publicUrl,
    attachments: email.attachments,
    unsubscribe: oneClickUrl
      ? { oneClickUrl, settingsUrl: settingsPath ? `${svc.config.publicUrl}${settingsPath}` : undefined }
      : undefined,
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
      replyTo: email.replyTo ? { name: headerText(email.replyTo.name), address: email.replyTo.address } : null,
      listUnsubscribe: oneClickUrl,
      createdAt: svc.clock.now(),
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  await queueJob(svc.boss, tx, DELIVER_EMAIL_QUEUE, { outboxId: row.id });
  return row.id;
}

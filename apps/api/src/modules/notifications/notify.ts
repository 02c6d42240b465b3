// Stores a notification for its recipient and, when they want email notifications, queues the
// same text by email in their email language. Runs in the caller's transaction, so the
// notification and its email commit or roll back with the action that causes them.
import { companyNameIn } from '@fis/shared/company-name';
import { type Language, Role, UserStatus } from '@fis/shared/enums';
import { hongKongMinuteLabelled } from '@fis/shared/hong-kong-time';
import type { NotificationParams, NotificationType } from '@fis/shared/notification-schemas';
import { JOB_NAME_TEXTS } from '@fis/shared/original-text';
import { roundName } from '@fis/shared/scheme-rounds';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { candidateProfiles, companies, type EmailAttachment, notifications, users } from '../../db/schema.js';
import { t } from '../../lib/catalogs.js';
import { inReaderScript, type ReaderScript, readerScript } from '../../lib/chinese-script.js';
import { queueEmail } from '../../mail/outbox.js';
import { settingsPathOf } from '../../mail/unsubscribe-link.js';
import { pushAfterCommit } from '../../realtime/push.js';
import type { Services } from '../../services.js';
import { companyNameSql } from '../jobs/company-jobs-repository.js';

/** An ISO instant as Hong Kong local time, 'YYYY-MM-DD HH:mm (HKT)'; anything else as it is. */
function formatHongKongTime(iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? iso : hongKongMinuteLabelled(iso);
}

/**
 * The parameters as a reader sees them: the position and company names, kept as they were
 * written, in the reader's Chinese script (decision 012), with `original` for those converted.
 */
export function paramsForReader(reader: ReaderScript, params: NotificationParams) {
  return inReaderScript(reader, params, JOB_NAME_TEXTS);
}

/** The catalog key of a notification's text: a few types have one text per decision or per number. */
function textKey(type: NotificationType, params: NotificationParams): string {
  // An extension's decision has a text per decision (decision 041).
  if (type === 'PLACEMENT_EXTENSION_DECIDED') return `${type}.${params.decision ?? 'approved'}`;
  // One job closed, or several (decision 040).
  if (type === 'ROUND_FILLED_JOBS_CLOSED') return `${type}.${params.jobsClosed === 1 ? 'one' : 'other'}`;
  return type;
}

/**
 * The text of a notification in `lang`: `notifications:<TYPE>` filled with its parameters (as
 * paramsForReader gives them), the company named in the reader's language.
 */
export function notificationText(type: NotificationType, params: NotificationParams, lang: Language): string {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') values[key] = key === 'interviewAt' ? formatHongKongTime(value) : value;
    if (typeof value === 'number') values[key] = String(value);
  }
  if (params.companyName) {
    values.companyName = companyNameIn({ name: params.companyName, nameZh: params.companyNameZh ?? null }, lang);
  }
  // A message's sender: a company by its name in the reader's language, the admin as the scheme administrator.
  if (type === 'RECEIVED_NEW_MESSAGE') {
    values.senderName = values.companyName ?? values.senderName ?? t(lang, 'notifications:schemeAdministrator');
  }
  // A round by its name in the reader's language (decision 040).
  if (params.roundNameEn) {
    const nameEn = params.roundNameEn;
    const names = { nameEn, nameZh: params.roundNameZh ?? nameEn, nameCn: params.roundNameCn ?? nameEn };
    values.round = roundName(names, lang);
  }
  const text = t(lang, `notifications:${textKey(type, params)}`, values);
  // The admin's reason, as written, quoted after the text in the reader's language (decision 023).
  return params.reason ? t(lang, 'notifications:withReason', { text, reason: params.reason }) : text;
}

export interface NewNotification {
  recipientId: string;
  type: NotificationType;
  senderId: string | null;
  params: NotificationParams;
  applicationId?: string | null;
  jobId?: string | null;
  /** Sent with the email only, such as an interview's calendar file. */
  attachments?: EmailAttachment[];
  /** An interview scheduled or moved: its place, video link and note are said in the email, not only in the calendar file. */
  interview?: { place: string | null; videoLink: string | null; note: string | null };
  /** A message to open (RECEIVED_NEW_MESSAGE): the email links to it. */
  messageId?: string;
  /** A review of the recipient company that was published (COMPANY_REVIEW): the email links to its reviews. */
  reviewId?: string;
  /** A placement's dates, extension or early end (PLACEMENT_*): the email links to the placements. */
  placementId?: string;
}

/**
 * The page where the recipient acts on it: the message, their applications or placements, a job
 * the office recommends to them, the recommended candidates, the placement, or the job's applicants.
 */
function actionPath(role: number, n: NewNotification): string {
  if (role === Role.CANDIDATE) {
    if (n.messageId) return `/candidate/message-detail/${n.messageId}`;
    if (n.placementId) return '/candidate/placements';
    if (n.type === 'ADMIN_EDITED_CANDIDATE_PROFILE') return '/candidate/profile';
    if (n.type === 'ADMIN_RECOMMENDED_JOB' && n.jobId) return `/candidate/job-detail/${n.jobId}`;
    return '/candidate/applications';
  }
  if (role === Role.COMPANY) {
    if (n.messageId) return `/company/message-detail/${n.messageId}`;
    if (n.placementId) return `/company/placements/${n.placementId}`;
    if (n.type === 'ADMIN_EDITED_COMPANY_PROFILE') return '/company/profile';
    // The office's pick is marked among the recommended candidates below the company's applicants.
    if (n.type === 'ADMIN_RECOMMENDED_CANDIDATE') return '/company/candidates';
    // A full round closed the company's jobs in it: its jobs.
    if (n.type === 'ROUND_FILLED_JOBS_CLOSED') return '/company/job-list';
    if (n.reviewId) return '/company/profile?tab=reviews';
    return n.jobId ? `/company/job/${n.jobId}/candidates` : '/company/dashboard';
  }
  if (n.messageId) return `/admin-portal/message-detail/${n.messageId}`;
  return '/admin-portal/dashboard';
}

/** The interview's place and note in the reader's Chinese script, as the interview lists show them (decision 012). */
function interviewParams(reader: ReaderScript, interview: NewNotification['interview']): Record<string, string> {
  if (!interview) return {};
  const shown = inReaderScript(reader, interview, ['place', 'note'] as const);
  return {
    ...(shown.place ? { interviewPlace: shown.place } : {}),
    ...(interview.videoLink ? { interviewVideoLink: interview.videoLink } : {}),
    ...(shown.note ? { interviewNote: shown.note } : {}),
  };
}

export async function notify(tx: Executor, svc: Services, n: NewNotification): Promise<void> {
  await tx.insert(notifications).values({
    userId: n.recipientId,
    type: n.type,
    senderUserId: n.senderId,
    params: n.params,
    applicationId: n.applicationId ?? null,
    jobId: n.jobId ?? null,
    createdAt: svc.clock.now(),
  });
  // The bell's count and list refetch; the text stays on the server.
  pushAfterCommit(tx, svc, [n.recipientId], 'notification:new', { notificationType: n.type });

  const [recipient] = await tx
    .select({
      email: users.email,
      role: users.role,
      status: users.status,
      language: users.emailLanguage,
      emailNotification: users.emailNotification,
      candidateName: candidateProfiles.englishName,
      companyName: companyNameSql,
      companyNameZh: companies.nameZh,
    })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.id, n.recipientId));
  if (!recipient?.emailNotification || recipient.status !== UserStatus.ACTIVE) return;

  const language = recipient.language as Language;
  const reader = await readerScript(language);
  const path = actionPath(recipient.role, n);
  await queueEmail(tx, svc, {
    to: recipient.email,
    userId: n.recipientId,
    language,
    template: 'notification',
    params: {
      name:
        recipient.candidateName ??
        (recipient.companyName
          ? companyNameIn({ name: recipient.companyName, nameZh: recipient.companyNameZh }, language)
          : recipient.email),
      text: notificationText(n.type, paramsForReader(reader, n.params), language),
      actionUrl: `${svc.config.publicUrl}${path}`,
      ...interviewParams(reader, n.interview),
    },
    attachments: n.attachments,
    unsubscribe: { settingsPath: settingsPathOf(recipient.role) },
  });
}

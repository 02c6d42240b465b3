// Delivers a group message (decision 049): each recipient receives an ordinary message of their
// own, from the officer who sent the group, in their email language, with its placeholders filled,
// and so its notification and, by their settings, its email (messages/deliver-message.ts). A batch
// of copies and the marks that they are delivered commit together, and a batch locks its rows
// (SKIP LOCKED): a delivery cut short (a restart) and begun again, or run twice at once, gives
// nobody a second copy. At start-up every group not finished is queued again.
import { companyNameIn } from '@fis/shared/company-name';
import { DEFAULT_LANGUAGE, type Language, Role, UserStatus } from '@fis/shared/enums';
import {
  fillPlaceholders,
  type GroupAudience,
  type GroupMessageTexts,
  type MessagePlaceholder,
  textFor,
} from '@fis/shared/group-message-schemas';
import { isLanguage } from '@fis/shared/i18n';
import { eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Executor } from '../../db/database.js';
import { groupMessages } from '../../db/schema.js';
import { rowsOf } from '../../db/sql-helpers.js';
import type { QueueActivity } from '../../lib/queue-activity.js';
import { startQueueWorker } from '../../lib/queue-workers.js';
import type { Services } from '../../services.js';
import { aliasedCompanyNameSql } from '../jobs/company-jobs-repository.js';
import { deliverMessage } from '../messages/deliver-message.js';

export const GROUP_MESSAGE_QUEUE = 'group-message-deliver';

/** Copies stored per transaction: a restart loses at most one batch's work, which is done again. */
export const groupDeliverySettings = { batchSize: 50 };

interface PendingRaw {
  id: string;
  email: string;
  role: number;
  status: number;
  email_language: string;
  english_name: string | null;
  chinese_name: string | null;
  company_name: string | null;
  company_name_zh: string | null;
}

type Names = { name: string; nameZh: string | null };

/** The company and job every recipient shares, when the audience is one job's or one company's applicants. */
async function sharedValues(db: Executor, audience: GroupAudience): Promise<{ company?: Names; job?: string }> {
  if (audience.list !== 'applications') return {};
  const { jobId, companyId } = audience.filters;
  if (!jobId && !companyId) return {};
  const [row] = rowsOf<{ name: string; name_zh: string | null; position_name: string | null }>(
    await db.execute(
      jobId
        ? sql`SELECT ${aliasedCompanyNameSql} AS name, c.name_zh, j.position_name
            FROM jobs j JOIN companies c ON c.id = j.company_id WHERE j.id = ${jobId}`
        : sql`SELECT ${aliasedCompanyNameSql} AS name, c.name_zh, NULL AS position_name
            FROM companies c WHERE c.id = ${companyId}`,
    ),
  );
  if (!row) return {};
  return {
    company: { name: row.name, nameZh: row.name_zh },
    ...(row.position_name ? { job: row.position_name } : {}),
  };
}

/** The placeholders' values for one recipient, in the language they read. */
function valuesFor(
  recipient: PendingRaw,
  lang: Language,
  shared: { company?: Names; job?: string },
): Partial<Record<MessagePlaceholder, string>> {
  const own = recipient.company_name ? { name: recipient.company_name, nameZh: recipient.company_name_zh } : null;
  const person =
    lang === 'en'
      ? (recipient.english_name ?? recipient.chinese_name)
      : (recipient.chinese_name ?? recipient.english_name);
  const company = own ?? shared.company;
  return {
    name: own ? companyNameIn(own, lang) : (person ?? recipient.email),
    ...(company ? { company: companyNameIn(company, lang) } : {}),
    ...(shared.job ? { job: shared.job } : {}),
  };
}

/** Stores one batch of copies; false once none is left to this worker. */
export async function deliverGroupBatch(svc: Services, groupId: string): Promise<boolean> {
  return svc.db.transaction(async (tx) => {
    const [group] = await tx.select().from(groupMessages).where(eq(groupMessages.id, groupId));
    if (!group || group.finishedAt) return false;
    const pending = rowsOf<PendingRaw>(
      await tx.execute(sql`SELECT u.id, u.email, u.role, u.status, u.email_language,
          p.english_name, p.chinese_name, ${aliasedCompanyNameSql} AS company_name, c.name_zh AS company_name_zh
        FROM group_message_recipients gr
        JOIN users u ON u.id = gr.recipient_user_id
        LEFT JOIN candidate_profiles p ON p.user_id = u.id
        LEFT JOIN companies c ON c.user_id = u.id
        WHERE gr.group_id = ${groupId} AND gr.delivered_at IS NULL
        ORDER BY gr.recipient_user_id
        LIMIT ${groupDeliverySettings.batchSize}
        FOR UPDATE OF gr SKIP LOCKED`),
    );
    const now = svc.clock.now();
    // The sender's account is gone: nobody else may write in their name.
    if (pending.length === 0 || !group.senderUserId) {
      const left = rowsOf<{ n: number }>(
        await tx.execute(sql`SELECT count(*)::int AS n FROM group_message_recipients
          WHERE group_id = ${groupId} AND delivered_at IS NULL`),
      )[0]?.n;
      if (!left || !group.senderUserId) {
        await tx.update(groupMessages).set({ finishedAt: now }).where(eq(groupMessages.id, groupId));
      }
      return false;
    }
    const sender = { id: group.senderUserId, role: Role.ADMIN };
    const texts = group.texts as GroupMessageTexts;
    const shared = await sharedValues(tx, group.audience as GroupAudience);
    for (const recipient of pending) {
      let messageId: string | null = null;
      // An account suspended or deleted since the group was sent receives nothing.
      if (recipient.status === UserStatus.ACTIVE) {
        const lang = isLanguage(recipient.email_language) ? recipient.email_language : DEFAULT_LANGUAGE;
        const text = textFor(texts, lang);
        const values = valuesFor(recipient, lang, shared);
        const row = await deliverMessage(tx, svc, sender, {
          recipients: [{ id: recipient.id, email: recipient.email, role: recipient.role as Role }],
          subject: fillPlaceholders(text.subject, values),
          description: fillPlaceholders(text.description, values),
          documentIds: [],
        });
        messageId = row.id;
      }
      await tx.execute(sql`UPDATE group_message_recipients SET message_id = ${messageId}, delivered_at = ${now}
        WHERE group_id = ${groupId} AND recipient_user_id = ${recipient.id}`);
    }
    return true;
  });
}

/** Delivers every copy still due, batch after batch. */
export async function deliverGroupMessage(svc: Services, groupId: string): Promise<void> {
  while (await deliverGroupBatch(svc, groupId)) {
    // One batch per transaction, so each commits before the next begins.
  }
}

export async function startGroupMessageWorker(svc: Services, activity: QueueActivity): Promise<void> {
  await svc.boss.createQueue(GROUP_MESSAGE_QUEUE, {
    name: GROUP_MESSAGE_QUEUE,
    retryLimit: 10,
    retryDelay: 5,
    retryBackoff: true,
  });
  await startQueueWorker<{ groupId: string }>(
    svc.boss,
    GROUP_MESSAGE_QUEUE,
    activity.handler(async ([job]: PgBoss.Job<{ groupId: string }>[]) => {
      if (job) await deliverGroupMessage(svc, job.data.groupId);
    }),
  );
  // A delivery cut short by a stop: its job may be held by the stopped worker until pg-boss
  // expires it, so it is queued again now; a second run finds the delivered rows and skips them.
  const unfinished = await svc.db
    .select({ id: groupMessages.id })
    .from(groupMessages)
    .where(sql`${groupMessages.finishedAt} IS NULL`);
  for (const { id } of unfinished) await svc.boss.send(GROUP_MESSAGE_QUEUE, { groupId: id });
}

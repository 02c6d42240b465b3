// The caller's notifications, newest first, each with its text in the reader's language, and the
// number still unread. The sender's name is read now (a candidate's English name or a company's
// name); the position, company and candidate names are kept as they were when it was made, and
// shown in the reader's Chinese script (decision 012).
import type { Language } from '@fis/shared/enums';
import {
  type Notification,
  type NotificationPage,
  type NotificationParams,
  type NotificationType,
  notificationKind,
} from '@fis/shared/notification-schemas';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { candidateProfiles, companies, notifications } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { type ReaderScript, readerScript } from '../../lib/chinese-script.js';
import { ownNotifications } from '../../policies/notifications.js';
import { companyNameSql } from '../jobs/company-jobs-repository.js';
import { notificationText, paramsForReader } from './notify.js';

const columns = {
  n: notifications,
  senderName: sql<string | null>`coalesce(${candidateProfiles.englishName}, ${companyNameSql})`,
};

type Row = { n: typeof notifications.$inferSelect; senderName: string | null };

function toNotification(row: Row, lang: Language, reader: ReaderScript): Notification {
  const type = row.n.type as NotificationType;
  const { original, ...params } = paramsForReader(reader, row.n.params as NotificationParams);
  return {
    id: row.n.id,
    type,
    kind: notificationKind(type),
    text: notificationText(type, params, lang),
    params,
    ...(original ? { original } : {}),
    senderName: row.senderName,
    applicationId: row.n.applicationId,
    jobId: row.n.jobId,
    read: row.n.readAt !== null,
    createdAt: row.n.createdAt.toISOString(),
  };
}

function selectNotifications(db: Executor, where: SQL | undefined) {
  return db
    .select(columns)
    .from(notifications)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, notifications.senderUserId))
    .leftJoin(companies, eq(companies.userId, notifications.senderUserId))
    .where(where);
}

/** One of the caller's notifications, or undefined when it is not theirs. */
export async function findNotification(
  db: Executor,
  user: AuthUser,
  id: string,
  lang: Language,
): Promise<Notification | undefined> {
  const [[row], reader] = await Promise.all([selectNotifications(db, ownNotifications(user, id)), readerScript(lang)]);
  return row ? toNotification(row, lang, reader) : undefined;
}

export async function listNotifications(
  ctx: SignedInContext,
  query: { unreadOnly: boolean; page: number; take: number },
): Promise<NotificationPage> {
  const { user, lang } = ctx;
  const mine = ownNotifications(user);
  const where = query.unreadOnly ? and(mine, isNull(notifications.readAt)) : mine;
  const [rows, [totals], [unread], reader] = await Promise.all([
    selectNotifications(ctx.db, where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.take)
      .offset((query.page - 1) * query.take),
    ctx.db.select({ total: count() }).from(notifications).where(where),
    ctx.db
      .select({ unread: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt))),
    readerScript(lang),
  ]);
  return {
    items: rows.map((row) => toNotification(row, lang, reader)),
    total: totals?.total ?? 0,
    unread: unread?.unread ?? 0,
    page: query.page,
    take: query.take,
  };
}

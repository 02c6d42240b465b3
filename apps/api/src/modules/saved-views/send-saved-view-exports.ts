// The saved views' weekly exports (decision 057): a pg-boss cron, every 10 minutes and once at
// start-up, sends each view whose day and hour of the Hong Kong week have come and that was not
// sent this week: one email per recipient, in their email language, with the view's CSV in that
// language attached, each send audited. A view is claimed for the week by a conditional update
// (last_sent_week IS DISTINCT FROM the week) in the transaction that queues its emails, so a run
// twice, a retry, or two API instances at once send a week once: the second update waits for the
// first transaction and then finds the week taken. A recipient suspended or no longer an admin is
// skipped.
import { DEFAULT_LANGUAGE, type Language, Role, UserStatus } from '@fis/shared/enums';
import { HONG_KONG_TIME_ZONE, hongKongDate } from '@fis/shared/hong-kong-time';
import { isLanguage } from '@fis/shared/i18n';
import { formatCount } from '@fis/shared/limits';
import type { SavedViewList } from '@fis/shared/saved-view-schemas';
import { sql } from 'drizzle-orm';
import type { BaseLogger } from 'pino';
import type { Executor } from '../../db/database.js';
import type { EmailAttachment } from '../../db/schema.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { writeAudit } from '../../lib/audit.js';
import { t } from '../../lib/catalogs.js';
import { CSV_BOM, csvRow } from '../../lib/csv.js';
import type { QueueActivity } from '../../lib/queue-activity.js';
import { queueEmail } from '../../mail/outbox.js';
import type { Services } from '../../services.js';
import { csvRecords } from '../admin-lists/admin-list.js';
import { type WeekPosition, weekPositionOf } from './export-week.js';
import { filtersOfView, SAVED_VIEW_ADMIN_LISTS } from './saved-views-repository.js';

export const SAVED_VIEW_EXPORT_QUEUE = 'saved-view-export';
/** Every 10 minutes, Hong Kong time: a view goes out within 10 minutes of its hour. */
export const SAVED_VIEW_EXPORT_CRON = '*/10 * * * *';

interface ClaimedView {
  id: string;
  list: SavedViewList;
  name: string;
  query: Record<string, string>;
}

interface RecipientRaw {
  id: string;
  email: string;
  email_language: string;
}

/** The view's CSV in one language, as the list's export writes it, and its number of rows. */
async function csvFile(db: Executor, view: ClaimedView, filters: { sort: string }, lang: Language, day: string) {
  let text = CSV_BOM;
  let records = 0;
  for await (const record of csvRecords(db, SAVED_VIEW_ADMIN_LISTS[view.list], filters, lang)) {
    text += csvRow(record);
    records += 1;
  }
  const attachment: EmailAttachment = {
    filename: `${view.list}-${day.replaceAll('-', '')}.csv`,
    contentType: 'text/csv; charset=utf-8',
    content: Buffer.from(text, 'utf8').toString('base64'),
  };
  return { attachment, rows: records - 1 };
}

/**
 * Sends one view for the week of `position` if it is due and nobody has sent it this week; the
 * number of emails queued (0 when it was not due, already sent, or has nobody left to reach).
 */
export async function sendSavedViewExport(svc: Services, viewId: string, position: WeekPosition): Promise<number> {
  return svc.db.transaction(async (tx) => {
    const [view] = rowsOf<ClaimedView>(
      await tx.execute(sql`UPDATE saved_views SET last_sent_week = ${position.week}
        WHERE id = ${viewId} AND last_sent_week IS DISTINCT FROM ${position.week}
          AND schedule_weekday IS NOT NULL
          AND (schedule_weekday < ${position.weekday}
            OR (schedule_weekday = ${position.weekday} AND schedule_hour <= ${position.hour}))
        RETURNING id, list, name, query`),
    );
    if (!view) return 0;
    const recipients = rowsOf<RecipientRaw>(
      await tx.execute(sql`SELECT u.id, u.email, u.email_language
        FROM saved_view_recipients r JOIN users u ON u.id = r.user_id
        WHERE r.view_id = ${view.id} AND u.role = ${Role.ADMIN} AND u.status = ${UserStatus.ACTIVE}
        ORDER BY u.email`),
    );
    if (recipients.length === 0) return 0;
    let filters: { sort: string };
    try {
      filters = filtersOfView(view.list, view.query);
    } catch {
      // A query the list no longer reads (a filter's values changed since it was saved): the week
      // is skipped and the office told in the audit log, rather than a wider list sent.
      await writeAudit(tx, svc.clock, {
        actorUserId: null,
        action: 'saved_view.export_failed',
        entityType: 'saved_view',
        entityId: view.id,
        details: { list: view.list, name: view.name, query: view.query, week: position.week },
      });
      return 0;
    }
    const now = svc.clock.now();
    const day = hongKongDate(now);
    const files = new Map<Language, Awaited<ReturnType<typeof csvFile>>>();
    for (const recipient of recipients) {
      const lang = isLanguage(recipient.email_language) ? recipient.email_language : DEFAULT_LANGUAGE;
      let file = files.get(lang);
      if (!file) {
        file = await csvFile(tx, view, filters, lang, day);
        files.set(lang, file);
      }
      await queueEmail(tx, svc, {
        to: recipient.email,
        userId: recipient.id,
        language: lang,
        template: 'savedViewExport',
        params: {
          name: recipient.email,
          viewName: view.name,
          listName: t(lang, `adminLists:${view.list}.title`),
          date: day,
          rows: formatCount(file.rows),
          actionUrl: `${svc.config.publicUrl}/admin-portal/${view.list}?${new URLSearchParams(view.query)}`,
        },
        attachments: [file.attachment],
      });
      await writeAudit(tx, svc.clock, {
        actorUserId: null,
        action: 'saved_view.exported',
        entityType: 'saved_view',
        entityId: view.id,
        details: {
          format: 'csv',
          list: view.list,
          name: view.name,
          email: recipient.email,
          rowCount: file.rows,
          week: position.week,
        },
      });
    }
    return recipients.length;
  });
}

/** Sends every view due now; the number of emails queued. */
export async function sendDueSavedViewExports(svc: Services): Promise<number> {
  const position = weekPositionOf(svc.clock.now());
  const due = rowsOf<{ id: string }>(
    await svc.db.execute(sql`SELECT id FROM saved_views
      WHERE schedule_weekday IS NOT NULL AND last_sent_week IS DISTINCT FROM ${position.week}
        AND (schedule_weekday < ${position.weekday}
          OR (schedule_weekday = ${position.weekday} AND schedule_hour <= ${position.hour}))
      ORDER BY id`),
  );
  let sent = 0;
  let failure: unknown;
  for (const { id } of due) {
    // One view failing (the database, a bug) does not hold back the others; the run fails after
    // them, so that pg-boss tries it again, and the views already sent are not sent again.
    try {
      sent += await sendSavedViewExport(svc, id, position);
    } catch (err) {
      failure ??= err;
    }
  }
  if (failure) throw failure;
  return sent;
}

/** Schedules the weekly exports on the queue's database (pg-boss cron) and runs them once now. */
export async function startSavedViewExports(
  svc: Services,
  activity: QueueActivity,
  log: Pick<BaseLogger, 'error'>,
): Promise<void> {
  await svc.boss.createQueue(SAVED_VIEW_EXPORT_QUEUE, {
    name: SAVED_VIEW_EXPORT_QUEUE,
    retryLimit: 3,
    retryDelay: 30,
  });
  await svc.boss.schedule(SAVED_VIEW_EXPORT_QUEUE, SAVED_VIEW_EXPORT_CRON, {}, { tz: HONG_KONG_TIME_ZONE });
  await svc.boss.work(
    SAVED_VIEW_EXPORT_QUEUE,
    { pollingIntervalSeconds: 30 },
    activity.handler(async () => {
      await sendDueSavedViewExports(svc);
    }),
  );
  // A failure here is left to the next run of the cron rather than stopping the start.
  await sendDueSavedViewExports(svc).catch((err: unknown) => log.error({ err }, 'saved view exports failed'));
}

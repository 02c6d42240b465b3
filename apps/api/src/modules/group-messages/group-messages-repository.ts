// Group messages as the office reads them: what was sent, to which list, by whom, and how far it
// has gone (copies delivered, read, answered), counted from the recipients' own copies.
import type { GroupMessage, GroupMessageTexts } from '@fis/shared/group-message-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/sql-helpers.js';

interface GroupRaw {
  id: string;
  audience: { list: GroupMessage['audience']['list']; filters: Record<string, unknown> };
  texts: GroupMessageTexts;
  sender_id: string | null;
  sender_email: string | null;
  recipient_count: number;
  delivered: number;
  read: number;
  replied: number;
  created_at: string;
  finished_at: string | null;
}

/** The filters as the list's address writes them. */
function filtersAsText(filters: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, String(value)]),
  );
}

function toGroupMessage(raw: GroupRaw): GroupMessage {
  return {
    id: raw.id,
    audience: { list: raw.audience.list, filters: filtersAsText(raw.audience.filters) },
    texts: { en: raw.texts.en ?? null, zh: raw.texts.zh ?? null, cn: raw.texts.cn ?? null },
    sender: raw.sender_id && raw.sender_email ? { id: raw.sender_id, email: raw.sender_email } : null,
    recipients: raw.recipient_count,
    delivered: raw.delivered,
    read: raw.read,
    replied: raw.replied,
    createdAt: new Date(raw.created_at).toISOString(),
    finishedAt: raw.finished_at ? new Date(raw.finished_at).toISOString() : null,
  };
}

/** One group by id, or a page of all of them, newest first. */
export async function readGroupMessages(
  db: Executor,
  which: { id: string } | { page: number; take: number },
): Promise<GroupMessage[]> {
  const chosen: SQL =
    'id' in which
      ? sql`WHERE g.id = ${which.id}`
      : sql`ORDER BY g.created_at DESC, g.id DESC LIMIT ${which.take} OFFSET ${(which.page - 1) * which.take}`;
  const rows = rowsOf<GroupRaw>(
    await db.execute(sql`SELECT g.id, g.audience, g.texts, g.recipient_count,
        to_json(g.created_at)#>>'{}' AS created_at, to_json(g.finished_at)#>>'{}' AS finished_at,
        s.id AS sender_id, s.email AS sender_email,
        counts.delivered, counts.read, counts.replied
      FROM group_messages g
      LEFT JOIN users s ON s.id = g.sender_user_id
      CROSS JOIN LATERAL (
        SELECT count(gr.message_id)::int AS delivered,
          count(mr.read_at)::int AS read,
          count(*) FILTER (WHERE EXISTS (SELECT 1 FROM messages answer
            WHERE answer.thread_id = gr.message_id AND answer.sender_user_id = gr.recipient_user_id))::int AS replied
        FROM group_message_recipients gr
        LEFT JOIN message_recipients mr
          ON mr.message_id = gr.message_id AND mr.recipient_user_id = gr.recipient_user_id
        WHERE gr.group_id = g.id
      ) counts
      ${chosen}`),
  );
  return rows.map(toGroupMessage);
}

export async function countGroupMessages(db: Executor): Promise<number> {
  return rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM group_messages`))[0]?.n ?? 0;
}

// POST /v1/admin/group-messages: one act (decision 049). The people are chosen now, from the list
// as it is; the group, its people, its audit row and its delivery job commit together, and the
// delivery (deliver-group-message.ts) gives each person their own copy in their language.
import { randomUUID } from 'node:crypto';
import { LANGUAGES } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import {
  GROUP_MESSAGE_MAX_RECIPIENTS,
  type GroupAudience,
  type GroupMessage,
  type GroupMessageTexts,
  MESSAGE_PLACEHOLDERS,
  placeholdersIn,
} from '@fis/shared/group-message-schemas';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { groupMessages } from '../../db/schema.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { queueJob } from '../../lib/queue-workers.js';
import { GROUP_MESSAGE_QUEUE } from './deliver-group-message.js';
import { audienceUserIds, availablePlaceholders } from './group-audience.js';
import { readGroupMessages } from './group-messages-repository.js';

/** Every placeholder of the texts must be one these recipients all have a value for: the field is named. */
function checkPlaceholders(texts: GroupMessageTexts, audience: GroupAudience): void {
  const available = new Set<string>(availablePlaceholders(audience));
  for (const lang of LANGUAGES) {
    const text = texts[lang];
    if (!text) continue;
    for (const field of ['subject', 'description'] as const) {
      const wrong = placeholdersIn(text[field]).find((name) => !available.has(name));
      if (wrong !== undefined) {
        const known = (MESSAGE_PLACEHOLDERS as readonly string[]).includes(wrong);
        if (known) throw new AppError(ErrorCode.PLACEHOLDER_UNAVAILABLE, { field: `texts.${lang}.${field}` });
        throw new AppError(ErrorCode.PLACEHOLDER_UNKNOWN, {
          field: `texts.${lang}.${field}`,
          params: { allowed: MESSAGE_PLACEHOLDERS.map((name) => `{{${name}}}`).join(' ') },
        });
      }
    }
  }
}

export async function sendGroupMessage(
  ctx: SignedInContext,
  input: { audience: GroupAudience; texts: GroupMessageTexts },
): Promise<GroupMessage> {
  const { audience, texts } = input;
  checkPlaceholders(texts, audience);
  const id = randomUUID();
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await tx.insert(groupMessages).values({
      id,
      senderUserId: ctx.user.id,
      audience,
      texts,
      recipientCount: 0,
      createdAt: now,
    });
    const chosen = rowsOf<{ n: number }>(
      await tx.execute(sql`WITH chosen AS (
          INSERT INTO group_message_recipients (group_id, recipient_user_id)
          SELECT ${id}, ids.id FROM (${audienceUserIds(audience)}) ids
          RETURNING 1)
        SELECT count(*)::int AS n FROM chosen`),
    )[0]?.n;
    if (!chosen) throw new AppError(ErrorCode.GROUP_MESSAGE_NO_RECIPIENTS, { field: 'audience' });
    if (chosen > GROUP_MESSAGE_MAX_RECIPIENTS) {
      throw new AppError(ErrorCode.GROUP_MESSAGE_TOO_MANY_RECIPIENTS, {
        field: 'audience',
        params: { max: GROUP_MESSAGE_MAX_RECIPIENTS.toLocaleString('en') },
      });
    }
    await tx.execute(sql`UPDATE group_messages SET recipient_count = ${chosen} WHERE id = ${id}`);
    await writeAudit(tx, ctx.clock, {
      actorUserId: ctx.user.id,
      action: 'group_message.sent',
      entityType: 'group_message',
      entityId: id,
      details: { list: audience.list, filters: audience.filters, recipients: chosen },
      ip: ctx.ip,
    });
    await queueJob(ctx.boss, tx, GROUP_MESSAGE_QUEUE, { groupId: id });
    const [message] = await readGroupMessages(tx, { id });
    if (!message) throw new Error('group message not found');
    return message;
  });
}

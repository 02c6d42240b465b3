import { HelpRequestStatus } from '@fis/shared/enums';
import type { HelpRequestPage, HelpRequestState } from '@fis/shared/help-request-schemas';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { helpRequests } from '../../db/schema.js';
import { queueWaitRule } from '../../lib/queue-wait.js';
import { assertMayHandleHelpRequests } from '../../policies/help-requests.js';
import { assignedTo, assigneesOf } from '../assignments/assignments-repository.js';
import { toListItem } from './help-requests-repository.js';

/**
 * GET /v1/admin/help-requests: open ones oldest first (first come, first answered), each saying how
 * long it has waited (decision 051); answered ones newest answer first.
 */
export async function listHelpRequests(
  ctx: UseCaseContext,
  input: { status: HelpRequestState; assignee?: string | undefined; page: number; take: number },
): Promise<HelpRequestPage> {
  assertMayHandleHelpRequests(ctx.user);
  const { status, page, take } = input;
  const answered = status === 'answered';
  const where = and(
    eq(helpRequests.status, answered ? HelpRequestStatus.ANSWERED : HelpRequestStatus.OPEN),
    input.assignee ? assignedTo('helpRequest', helpRequests.id, input.assignee) : undefined,
  );
  const order = answered
    ? [desc(helpRequests.answeredAt), desc(helpRequests.seq)]
    : [asc(helpRequests.createdAt), asc(helpRequests.seq)];
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(helpRequests)
      .where(where)
      .orderBy(...order)
      .limit(take)
      .offset((page - 1) * take),
    ctx.db.select({ n: count() }).from(helpRequests).where(where),
  ]);
  const rule = queueWaitRule(ctx);
  const assignees = await assigneesOf(
    ctx.db,
    'helpRequest',
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toListItem(row, rule, assignees.get(row.id) ?? null)),
    total: total?.n ?? 0,
    page,
    take,
  };
}

import { HelpRequestStatus } from '@fis/shared/enums';
import type { HelpRequestPage, HelpRequestState } from '@fis/shared/help-request-schemas';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { helpRequests } from '../../db/schema.js';
import { assertMayHandleHelpRequests } from '../../policies/help-requests.js';
import { toListItem } from './help-requests-repository.js';

/** GET /v1/admin/help-requests: open ones oldest first (first come, first answered), answered ones newest answer first. */
export async function listHelpRequests(
  ctx: UseCaseContext,
  input: { status: HelpRequestState; page: number; take: number },
): Promise<HelpRequestPage> {
  assertMayHandleHelpRequests(ctx.user);
  const { status, page, take } = input;
  const answered = status === 'answered';
  const where = eq(helpRequests.status, answered ? HelpRequestStatus.ANSWERED : HelpRequestStatus.OPEN);
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
  return { items: rows.map(toListItem), total: total?.n ?? 0, page, take };
}

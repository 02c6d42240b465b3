// GET /v1/admin/group-messages: every group message of the office, newest first, paged. The office
// works as one: each officer sees the others' groups and how far they have gone.
import type { GroupMessagePage } from '@fis/shared/group-message-schemas';
import type { SignedInContext } from '../../context.js';
import { countGroupMessages, readGroupMessages } from './group-messages-repository.js';

export async function listGroupMessages(
  ctx: SignedInContext,
  input: { page: number; take: number },
): Promise<GroupMessagePage> {
  const [items, total] = await Promise.all([readGroupMessages(ctx.db, input), countGroupMessages(ctx.db)]);
  return { items, total, page: input.page, take: input.take };
}

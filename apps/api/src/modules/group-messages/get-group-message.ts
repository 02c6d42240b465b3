// GET /v1/admin/group-messages/{id}: one group message and how far it has gone.
import { ErrorCode } from '@fis/shared/error-codes';
import type { GroupMessage } from '@fis/shared/group-message-schemas';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { readGroupMessages } from './group-messages-repository.js';

export async function getGroupMessage(ctx: SignedInContext, input: { id: string }): Promise<GroupMessage> {
  const [message] = await readGroupMessages(ctx.db, { id: input.id });
  if (!message) throw new AppError(ErrorCode.NOT_FOUND);
  return message;
}

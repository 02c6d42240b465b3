import { ErrorCode } from '@fis/shared/error-codes';
import type { HelpRequestDetail } from '@fis/shared/help-request-schemas';
import type { UseCaseContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { assertMayHandleHelpRequests } from '../../policies/help-requests.js';
import { findHelpRequest } from './help-requests-repository.js';

/** GET /v1/admin/help-requests/{id}: the request, its file's name and size, and the answer kept with it. */
export async function getHelpRequest(ctx: UseCaseContext, input: { id: string }): Promise<HelpRequestDetail> {
  assertMayHandleHelpRequests(ctx.user);
  const found = await findHelpRequest(ctx.db, input.id);
  if (!found) throw new AppError(ErrorCode.NOT_FOUND);
  return found.detail;
}

import type { BulkMoveResult, InterviewValues } from '@fis/shared/application-schemas';
import type { Stage } from '@fis/shared/application-stages';
import type { ErrorCode } from '@fis/shared/error-codes';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { t } from '../../lib/catalogs.js';
import { allowedMove } from '../../policies/applications.js';
import { findApplicationFor } from './applications-repository.js';
import { checkInterview, writeMove } from './move-application.js';

export interface BulkMoveRequest {
  ids: string[];
  stage: Stage;
  interview?: InterviewValues | undefined;
}

/**
 * POST /v1/applications/hiring-company/move: the same move for each applicant, each in its own
 * transaction. An applicant the move does not fit is left where it is and listed with the reason;
 * an id that is not one of the company's applicants is refused as NOT_FOUND.
 */
export async function bulkMoveApplications(ctx: SignedInContext, input: BulkMoveRequest): Promise<BulkMoveResult> {
  const { user, lang } = ctx;
  checkInterview(ctx, input);
  const moved: string[] = [];
  const refused: BulkMoveResult['refused'] = [];
  for (const id of [...new Set(input.ids)]) {
    try {
      await ctx.db.transaction(async (tx) => {
        const target = await findApplicationFor(tx, user, id, { forUpdate: true });
        const move = allowedMove(user, target, input.stage);
        await writeMove(tx, ctx, user.id, target, move, input.interview);
      });
      moved.push(id);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const code: ErrorCode = err.code;
      refused.push({ id, code, message: t(lang, `errors:${code}`) });
    }
  }
  return { moved, refused, message: t(lang, 'messages:applicantsMoved', { count: moved.length }) };
}

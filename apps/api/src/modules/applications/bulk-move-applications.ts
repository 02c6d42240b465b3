import type { BulkMoveResult, InterviewValues } from '@fis/shared/application-schemas';
import type { Stage } from '@fis/shared/application-stages';
import type { Language } from '@fis/shared/enums';
import type { ErrorCode } from '@fis/shared/error-codes';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { t } from '../../lib/catalogs.js';
import type { Services } from '../../services.js';
import { findApplicationFor } from './applications-repository.js';
import { allowedMove, checkInterview, writeMove } from './move-application.js';

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
export async function bulkMoveApplications(
  svc: Services,
  user: AuthUser,
  request: BulkMoveRequest,
  lang: Language,
): Promise<BulkMoveResult> {
  checkInterview(svc, request);
  const moved: string[] = [];
  const refused: BulkMoveResult['refused'] = [];
  for (const id of [...new Set(request.ids)]) {
    try {
      await svc.db.transaction(async (tx) => {
        const ctx = await findApplicationFor(tx, user, id, { forUpdate: true });
        const move = allowedMove(user, ctx, request.stage);
        await writeMove(tx, svc, user.id, ctx, move, request.interview);
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

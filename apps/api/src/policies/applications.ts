// Who may see and move an application (SPEC section 7, docs/decisions/008): its candidate, the
// job's company once the candidate has applied (policies/company-candidates.ts), and the admin,
// who sees all and moves none. Anyone else is told it does not exist (404); a move of the other
// party is 403, a move the stage table lacks 409.
import { type ApplicationMove, findMove, type Stage } from '@fis/shared/application-stages';
import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { AppError } from '../lib/app-error.js';
import type { AuthUser } from '../lib/auth-user.js';
import type { ApplicationContext } from '../modules/applications/applications-repository.js';
import { isApplicantStage } from './company-candidates.js';

type PartyContext = Pick<ApplicationContext, 'application' | 'companyUserId'>;

/**
 * Which side of the application the caller is on: 'candidate' (its owner), 'company' (the job's
 * company, once the candidate has applied), 'admin', or null for anyone else.
 */
export function partyOf(user: AuthUser, ctx: PartyContext) {
  if (user.role === Role.ADMIN) return 'admin' as const;
  if (user.role === Role.CANDIDATE && ctx.application.candidateId === user.id) return 'candidate' as const;
  if (user.role === Role.COMPANY && ctx.companyUserId === user.id && isApplicantStage(ctx.application.stage)) {
    return 'company' as const;
  }
  return null;
}

/** The caller may see the application: 404 otherwise, as if it did not exist. */
export function assertMaySee(user: AuthUser, ctx: PartyContext): void {
  if (partyOf(user, ctx) === null) throw new AppError(ErrorCode.NOT_FOUND);
}

/** The caller is the job's company (to schedule or change its interviews): 404 otherwise. */
export function assertHiringCompany(user: AuthUser, ctx: PartyContext): void {
  if (partyOf(user, ctx) !== 'company') throw new AppError(ErrorCode.NOT_FOUND);
}

/**
 * The move the caller asks for, if the table has it and the caller is its party: not in the table
 * (or a move only the platform makes) answers 409; a move of the other party answers 403.
 */
export function allowedMove(user: AuthUser, ctx: PartyContext, to: Stage): ApplicationMove {
  const move = findMove(ctx.application.stage as Stage, to);
  // Applying has its own form (POST /applications); the platform's moves follow the job.
  if (!move || move.actor === 'system' || move.action === 'apply') throw new AppError(ErrorCode.STAGE_MOVE_NOT_ALLOWED);
  if (partyOf(user, ctx) !== move.actor) throw new AppError(ErrorCode.FORBIDDEN);
  return move;
}

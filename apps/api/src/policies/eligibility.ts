// Eligibility verification (SPEC section 1; docs/decisions/025-eligibility.md). Only the scheme
// office decides a candidate's eligibility (the admin routes require Role.ADMIN); the candidate
// reads their own; a company reads the state, never the reason, of the applicants it may act on
// (policies/company-candidates.ts); and an offer waits while the state is rejected.
import { type ApplicationMove, ELIGIBILITY_GATED_ACTIONS } from '@fis/shared/application-stages';
import { EligibilityStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { candidateProfiles } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';

/**
 * Refuses a move the candidate's rejected eligibility holds back (an offer), read under the
 * caller's transaction; every other move, and every move for an unverified or verified candidate,
 * passes.
 */
export async function assertEligibleFor(tx: Executor, candidateId: string, move: ApplicationMove): Promise<void> {
  if (!ELIGIBILITY_GATED_ACTIONS.includes(move.action)) return;
  const [row] = await tx
    .select({ status: candidateProfiles.eligibilityStatus })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, candidateId));
  if (row?.status === EligibilityStatus.REJECTED) throw new AppError(ErrorCode.ELIGIBILITY_REJECTED);
}

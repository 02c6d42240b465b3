import type { OwnEligibility } from '@fis/shared/eligibility-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { candidateProfiles } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { missingDocuments } from './eligibility-repository.js';

/**
 * GET /v1/user/eligibility: the candidate's own state and what the check still needs (the scans
 * not uploaded yet), the reason of a rejection as the office wrote it. Who decided is the
 * office's; the candidate is told when.
 */
export async function getOwnEligibility(ctx: SignedInContext): Promise<OwnEligibility> {
  const [row] = await ctx.db
    .select({
      status: candidateProfiles.eligibilityStatus,
      reason: candidateProfiles.eligibilityReason,
      decidedAt: candidateProfiles.eligibilityDecidedAt,
      transcriptMediaId: candidateProfiles.transcriptMediaId,
      studentIdMediaId: candidateProfiles.studentIdMediaId,
    })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, ctx.user.id));
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return {
    status: row.status,
    reason: row.reason,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    missing: missingDocuments(row),
  };
}

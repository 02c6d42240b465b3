import type { OwnEligibility } from '@fis/shared/eligibility-schemas';
import { EligibilityStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { INSTITUTION_CHECKS } from '@fis/shared/institution-schemas';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SignedInContext } from '../../context.js';
import { candidateProfiles, institutionConfirmations, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { missingDocuments } from './eligibility-repository.js';

const decider = alias(users, 'decider');

/**
 * GET /v1/user/eligibility: the candidate's own state and what the check still needs (the scans
 * not uploaded yet), the reason of a rejection as the office wrote it. Who decided is the
 * office's; the candidate is told when, and which institution confirmed what or verified them
 * (docs/decisions/061), never who there.
 */
export async function getOwnEligibility(ctx: SignedInContext): Promise<OwnEligibility> {
  const [row] = await ctx.db
    .select({
      status: candidateProfiles.eligibilityStatus,
      reason: candidateProfiles.eligibilityReason,
      decidedAt: candidateProfiles.eligibilityDecidedAt,
      transcriptMediaId: candidateProfiles.transcriptMediaId,
      studentIdMediaId: candidateProfiles.studentIdMediaId,
      deciderInstitution: decider.institution,
      confirmation: institutionConfirmations,
    })
    .from(candidateProfiles)
    .leftJoin(decider, eq(decider.id, candidateProfiles.eligibilityDecidedBy))
    .leftJoin(
      institutionConfirmations,
      and(
        eq(institutionConfirmations.candidateId, candidateProfiles.userId),
        eq(institutionConfirmations.institution, candidateProfiles.institution),
      ),
    )
    .where(eq(candidateProfiles.userId, ctx.user.id));
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  const confirmed = row.confirmation;
  const checks = confirmed ? INSTITUTION_CHECKS.filter((check) => confirmed[check] === true) : [];
  return {
    status: row.status,
    reason: row.reason,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    missing: missingDocuments(row),
    verifiedByInstitution: row.status === EligibilityStatus.VERIFIED ? (row.deciderInstitution ?? null) : null,
    confirmedByInstitution:
      confirmed && checks.length > 0
        ? { institution: confirmed.institution, checks, at: confirmed.confirmedAt.toISOString() }
        : null,
  };
}

import type { CheckedRule, EligibilityCandidate } from '@fis/shared/eligibility-schemas';
import { EligibilityStatus, type Language, Role, UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { candidateProfiles, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { t } from '../../lib/catalogs.js';
import { queueWaitRule } from '../../lib/queue-wait.js';
import { queueEmail } from '../../mail/outbox.js';
import type { EmailTemplate } from '../../mail/templates.js';
import { pushWaitingChanged } from '../admin-waiting/push-waiting.js';
import { eligibilityCandidateOf } from './eligibility-repository.js';
import { refreshTakeableRegions } from './takeable-regions.js';

/** The email each decision sends the candidate (no SPEC notification type exists for it: decision 025). */
const EMAIL: Record<EligibilityStatus, EmailTemplate> = {
  [EligibilityStatus.UNVERIFIED]: 'eligibilityReopened',
  [EligibilityStatus.VERIFIED]: 'eligibilityVerified',
  [EligibilityStatus.REJECTED]: 'eligibilityRejected',
};

/**
 * PUT /v1/admin/candidates/{id}/eligibility: the scheme office verifies a candidate's eligibility,
 * rejects it with a reason, or puts it back to unverified; who and when are kept on the profile,
 * the decision in the audit log, and the candidate is emailed in their email language, a reason
 * quoted as written. Deciding what is already decided (the same state and reason) changes nothing.
 */
export async function decideEligibility(
  ctx: SignedInContext,
  input: { candidateId: string; status: EligibilityStatus; reason: string | null; checkedRules: CheckedRule[] },
): Promise<EligibilityCandidate> {
  await recordEligibilityDecision(ctx, input);
  const candidate = await eligibilityCandidateOf(ctx.db, input.candidateId, queueWaitRule(ctx));
  if (!candidate) throw new AppError(ErrorCode.NOT_FOUND);
  return candidate;
}

/**
 * The decision itself, in its own transaction. With `expected`, the state the officer saw (a
 * decision on many at once), a candidate whose state another officer changed meanwhile is
 * refused (ELIGIBILITY_CHANGED) rather than decided over.
 */
export async function recordEligibilityDecision(
  ctx: SignedInContext,
  input: {
    candidateId: string;
    status: EligibilityStatus;
    reason: string | null;
    checkedRules: CheckedRule[];
    expected?: EligibilityStatus;
  },
): Promise<void> {
  await ctx.db.transaction((tx) => recordEligibilityDecisionIn(tx, ctx, input));
}

/**
 * The decision in the caller's transaction: also taken by an institution's coordinator, whose
 * confirmations verify a candidate (docs/decisions/061; `institution` names it in the audit row).
 */
export async function recordEligibilityDecisionIn(
  tx: Executor,
  ctx: SignedInContext,
  input: {
    candidateId: string;
    status: EligibilityStatus;
    reason: string | null;
    checkedRules: CheckedRule[];
    expected?: EligibilityStatus;
    institution?: string;
  },
): Promise<void> {
  const { candidateId, status, reason, checkedRules } = input;
  const [current] = await tx
    .select({
      status: candidateProfiles.eligibilityStatus,
      reason: candidateProfiles.eligibilityReason,
      checkedRules: candidateProfiles.eligibilityCheckedRules,
      name: candidateProfiles.englishName,
      email: users.email,
      language: users.emailLanguage,
    })
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .where(
      and(
        eq(candidateProfiles.userId, candidateId),
        eq(users.role, Role.CANDIDATE),
        eq(users.status, UserStatus.ACTIVE),
      ),
    )
    .for('update', { of: candidateProfiles });
  if (!current) throw new AppError(ErrorCode.NOT_FOUND);
  if (input.expected !== undefined && current.status !== input.expected) {
    throw new AppError(ErrorCode.ELIGIBILITY_CHANGED);
  }
  if (current.status === status && current.reason === reason && current.checkedRules.join() === checkedRules.join()) {
    return;
  }
  const now = ctx.clock.now();
  const undecided = status === EligibilityStatus.UNVERIFIED;
  await tx
    .update(candidateProfiles)
    .set({
      eligibilityStatus: status,
      eligibilityReason: reason,
      eligibilityDecidedAt: undecided ? null : now,
      eligibilityDecidedBy: undecided ? null : ctx.user.id,
      eligibilityCheckedRules: checkedRules,
    })
    .where(eq(candidateProfiles.userId, candidateId));
  await refreshTakeableRegions(tx, candidateId);
  await writeAudit(tx, ctx.clock, {
    actorUserId: ctx.user.id,
    action: 'candidate.eligibility-decided',
    entityType: 'candidate_profile',
    entityId: candidateId,
    details: {
      from: current.status,
      to: status,
      ...(reason ? { reason } : {}),
      checkedRules,
      ...(input.institution ? { institution: input.institution } : {}),
    },
    ip: ctx.ip,
  });
  await queueEmail(tx, ctx, {
    to: current.email,
    userId: candidateId,
    language: current.language as Language,
    template: input.institution ? 'eligibilityVerifiedByInstitution' : EMAIL[status],
    params: {
      name: current.name,
      ...(input.institution
        ? { institution: t(current.language as Language, `common:options.institution.${input.institution}`) }
        : {}),
      ...(reason ? { reason } : {}),
      actionUrl: `${ctx.config.publicUrl}/candidate/profile`,
    },
  });
  await pushWaitingChanged(tx, ctx, 'eligibility');
}

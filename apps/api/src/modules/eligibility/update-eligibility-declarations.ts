import type {
  EligibilityDeclarations,
  EligibilityDeclarationsValues,
} from '@fis/shared/eligibility-declaration-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { candidateProfiles } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { declarationsOf } from './get-eligibility-declarations.js';
import { refreshTakeableRegions } from './takeable-regions.js';

/**
 * PUT /v1/user/eligibility-declarations: the candidate confirms (or withdraws) what the rules ask
 * of them. The takeable regions follow in the same transaction (docs/decisions/026).
 */
export async function updateEligibilityDeclarations(
  ctx: SignedInContext,
  input: EligibilityDeclarationsValues,
): Promise<EligibilityDeclarations> {
  const userId = ctx.user.id;
  const changes = {
    declaredAdult: input.adult,
    declaredFullTimeStudent: input.fullTimeStudent,
    declaredFintechProgramme: input.fintechProgramme,
    declaredNoOtherAllowance: input.noOtherAllowance,
    declaredEntryEndorsement: input.entryEndorsement,
    studyCity: input.studyCity,
  };
  const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(candidateProfiles)
      .set({ ...given, updatedAt: ctx.clock.now() })
      .where(eq(candidateProfiles.userId, userId))
      .returning({ userId: candidateProfiles.userId });
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    await refreshTakeableRegions(tx, userId);
    await writeAudit(tx, ctx.clock, {
      actorUserId: userId,
      action: 'candidate.eligibility-declared',
      entityType: 'candidate_profile',
      entityId: userId,
      details: { fields: Object.keys(given) },
      ip: ctx.ip,
    });
  });
  return declarationsOf(ctx.db, userId);
}

import type { ExperienceEntry } from '@fis/shared/candidate-profile-response-schemas';
import type { ExperienceValues } from '@fis/shared/candidate-profile-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { candidateExperience } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { candidateActedOn } from '../../policies/candidate-profiles.js';
import { recordAdminEntryEdit } from './admin-entry-edit.js';
import { candidateProfileRow, toExperienceEntry } from './candidate-profile-repository.js';
import { checkedColumns } from './create-experience.js';

/**
 * Replaces one of the candidate's own entries, with the same date rules as creating one. The admin
 * replaces any candidate's, named by `candidateId`; the candidate is told.
 */
export async function updateExperience(
  ctx: SignedInContext,
  input: ExperienceValues & { id: string; candidateId?: string | undefined },
): Promise<ExperienceEntry> {
  const { userId, asAdmin } = candidateActedOn(ctx.user, input.candidateId);
  const { id } = input;
  const own = and(eq(candidateExperience.id, id), eq(candidateExperience.userId, userId));
  const [existing] = await ctx.db.select({ id: candidateExperience.id }).from(candidateExperience).where(own);
  // Someone else's entry is not found, whatever the body says.
  if (!existing) throw new AppError(ErrorCode.NOT_FOUND);
  const values = checkedColumns(ctx, input);
  return ctx.db.transaction(async (tx) => {
    const profile = await candidateProfileRow(tx, userId, true);
    const [row] = await tx
      .update(candidateExperience)
      .set({ ...values, updatedAt: ctx.clock.now() })
      .where(own)
      .returning();
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    if (asAdmin) await recordAdminEntryEdit(tx, ctx, profile, { kind: 'experience', verb: 'updated', entryId: id });
    return toExperienceEntry(row);
  });
}

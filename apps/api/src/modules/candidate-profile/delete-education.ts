import { ErrorCode } from '@fis/shared/error-codes';
import { and, count, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { candidateEducation } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { candidateActedOn } from '../../policies/candidate-profiles.js';
import { recordAdminEntryEdit } from './admin-entry-edit.js';
import { candidateProfileRow } from './candidate-profile-repository.js';
import { syncCurrentStudies } from './current-studies.js';

/**
 * Deletes one of the candidate's own entries; someone else's answers 404. The only entry stays
 * (409 LAST_EDUCATION_ENTRY): the profile always says what the candidate studies. Deleting the
 * current studies makes the next entry current. The admin deletes any candidate's, named by
 * `candidateId`; the candidate is told.
 */
export async function deleteEducation(
  ctx: SignedInContext,
  input: { id: string; candidateId?: string | undefined },
): Promise<void> {
  const { userId, asAdmin } = candidateActedOn(ctx.user, input.candidateId);
  const { id } = input;
  await ctx.db.transaction(async (tx) => {
    // The profile row lock serialises concurrent deletes, so the last entry holds.
    const profile = await candidateProfileRow(tx, userId, true);
    const mine = eq(candidateEducation.userId, userId);
    const [own] = await tx
      .select({ id: candidateEducation.id })
      .from(candidateEducation)
      .where(and(eq(candidateEducation.id, id), mine));
    if (!own) throw new AppError(ErrorCode.NOT_FOUND);
    const [entries] = await tx.select({ n: count() }).from(candidateEducation).where(mine);
    if ((entries?.n ?? 0) <= 1) throw new AppError(ErrorCode.LAST_EDUCATION_ENTRY);
    await tx.delete(candidateEducation).where(eq(candidateEducation.id, id));
    await syncCurrentStudies(tx, userId, ctx.clock.now());
    if (asAdmin) await recordAdminEntryEdit(tx, ctx, profile, { kind: 'education', verb: 'deleted', entryId: id });
  });
}

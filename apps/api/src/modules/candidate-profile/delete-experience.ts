import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { candidateExperience } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { candidateActedOn } from '../../policies/candidate-profiles.js';
import { recordAdminEntryEdit } from './admin-entry-edit.js';
import { candidateProfileRow } from './candidate-profile-repository.js';

/**
 * Deletes one of the candidate's own entries; someone else's answers 404. The admin deletes any
 * candidate's, named by `candidateId`; the candidate is told.
 */
export async function deleteExperience(
  ctx: SignedInContext,
  input: { id: string; candidateId?: string | undefined },
): Promise<void> {
  const { userId, asAdmin } = candidateActedOn(ctx.user, input.candidateId);
  const { id } = input;
  await ctx.db.transaction(async (tx) => {
    const profile = await candidateProfileRow(tx, userId, true);
    const deleted = await tx
      .delete(candidateExperience)
      .where(and(eq(candidateExperience.id, id), eq(candidateExperience.userId, userId)))
      .returning({ id: candidateExperience.id });
    if (deleted.length === 0) throw new AppError(ErrorCode.NOT_FOUND);
    if (asAdmin) await recordAdminEntryEdit(tx, ctx, profile, { kind: 'experience', verb: 'deleted', entryId: id });
  });
}

import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { candidateExperience } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

/** Deletes one of the candidate's own entries; someone else's answers 404. */
export async function deleteExperience(ctx: SignedInContext, input: { id: string }): Promise<void> {
  const userId = ctx.user.id;
  const { id } = input;
  const deleted = await ctx.db
    .delete(candidateExperience)
    .where(and(eq(candidateExperience.id, id), eq(candidateExperience.userId, userId)))
    .returning({ id: candidateExperience.id });
  if (deleted.length === 0) throw new AppError(ErrorCode.NOT_FOUND);
}

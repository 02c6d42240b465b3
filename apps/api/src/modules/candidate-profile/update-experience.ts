import type { ExperienceEntry, ExperienceValues } from '@fis/shared/candidate-profile-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { candidateExperience } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { toExperienceEntry } from './candidate-profile-repository.js';
import { checkedColumns } from './create-experience.js';

/** Replaces one of the candidate's own entries, with the same date rules as creating one. */
export async function updateExperience(
  ctx: SignedInContext,
  input: ExperienceValues & { id: string },
): Promise<ExperienceEntry> {
  const userId = ctx.user.id;
  const { id } = input;
  const [existing] = await ctx.db
    .select({ id: candidateExperience.id })
    .from(candidateExperience)
    .where(and(eq(candidateExperience.id, id), eq(candidateExperience.userId, userId)));
  // Someone else's entry is not found, whatever the body says.
  if (!existing) throw new AppError(ErrorCode.NOT_FOUND);
  const [row] = await ctx.db
    .update(candidateExperience)
    .set({ ...checkedColumns(ctx, input), updatedAt: ctx.clock.now() })
    .where(and(eq(candidateExperience.id, id), eq(candidateExperience.userId, userId)))
    .returning();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return toExperienceEntry(row);
}

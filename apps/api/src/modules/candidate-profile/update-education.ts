import type { EducationEntry } from '@fis/shared/candidate-profile-response-schemas';
import type { EducationValues } from '@fis/shared/candidate-profile-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { candidateEducation } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { candidateActedOn } from '../../policies/candidate-profiles.js';
import { recordAdminEntryEdit } from './admin-entry-edit.js';
import { candidateProfileRow, toEducationEntry } from './candidate-profile-repository.js';
import { columns } from './create-education.js';
import { syncCurrentStudies } from './current-studies.js';

/**
 * Replaces one of the candidate's own entries; someone else's answers 404 as if it did not exist.
 * The profile shows the current studies as they now are (current-studies.ts). The admin replaces
 * any candidate's, named by `candidateId`; the candidate is told.
 */
export async function updateEducation(
  ctx: SignedInContext,
  input: EducationValues & { id: string; candidateId?: string | undefined },
): Promise<EducationEntry> {
  const { userId, asAdmin } = candidateActedOn(ctx.user, input.candidateId);
  const { id } = input;
  return ctx.db.transaction(async (tx) => {
    const profile = await candidateProfileRow(tx, userId, true);
    const now = ctx.clock.now();
    const [row] = await tx
      .update(candidateEducation)
      .set({ ...columns(input), updatedAt: now })
      .where(and(eq(candidateEducation.id, id), eq(candidateEducation.userId, userId)))
      .returning();
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    if (asAdmin) await recordAdminEntryEdit(tx, ctx, profile, { kind: 'education', verb: 'updated', entryId: id });
    return toEducationEntry(row, (await syncCurrentStudies(tx, userId, now)) === row.id);
  });
}

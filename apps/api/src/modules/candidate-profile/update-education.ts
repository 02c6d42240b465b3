import type { EducationEntry, EducationValues } from '@fis/shared/candidate-profile-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq } from 'drizzle-orm';
import { candidateEducation } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Services } from '../../services.js';
import { candidateProfileRow, toEducationEntry } from './candidate-profile-repository.js';
import { columns } from './create-education.js';
import { syncCurrentStudies } from './current-studies.js';

/**
 * Replaces one of the candidate's own entries; someone else's answers 404 as if it did not exist.
 * The profile shows the current studies as they now are (current-studies.ts).
 */
export async function updateEducation(
  svc: Services,
  userId: string,
  id: string,
  input: EducationValues,
): Promise<EducationEntry> {
  return svc.db.transaction(async (tx) => {
    await candidateProfileRow(tx, userId, true);
    const now = svc.clock.now();
    const [row] = await tx
      .update(candidateEducation)
      .set({ ...columns(input), updatedAt: now })
      .where(and(eq(candidateEducation.id, id), eq(candidateEducation.userId, userId)))
      .returning();
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    return toEducationEntry(row, (await syncCurrentStudies(tx, userId, now)) === row.id);
  });
}

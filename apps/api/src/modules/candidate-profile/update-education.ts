import type { EducationEntry, EducationValues } from '@fis/shared/candidate-profile-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq } from 'drizzle-orm';
import { candidateEducation } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Services } from '../../services.js';
import { toEducationEntry } from './candidate-profile-repository.js';
import { columns } from './create-education.js';

/** Replaces one of the candidate's own entries; someone else's answers 404 as if it did not exist. */
export async function updateEducation(
  svc: Services,
  userId: string,
  id: string,
  input: EducationValues,
): Promise<EducationEntry> {
  const [row] = await svc.db
    .update(candidateEducation)
    .set({ ...columns(input), updatedAt: svc.clock.now() })
    .where(and(eq(candidateEducation.id, id), eq(candidateEducation.userId, userId)))
    .returning();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return toEducationEntry(row);
}

import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq } from 'drizzle-orm';
import { candidateExperience } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Services } from '../../services.js';

/** Deletes one of the candidate's own entries; someone else's answers 404. */
export async function deleteExperience(svc: Services, userId: string, id: string): Promise<void> {
  const deleted = await svc.db
    .delete(candidateExperience)
    .where(and(eq(candidateExperience.id, id), eq(candidateExperience.userId, userId)))
    .returning({ id: candidateExperience.id });
  if (deleted.length === 0) throw new AppError(ErrorCode.NOT_FOUND);
}

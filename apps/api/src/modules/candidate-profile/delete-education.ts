import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq } from 'drizzle-orm';
import { candidateEducation } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Services } from '../../services.js';

/** Deletes one of the candidate's own entries; someone else's answers 404. */
export async function deleteEducation(svc: Services, userId: string, id: string): Promise<void> {
  const deleted = await svc.db
    .delete(candidateEducation)
    .where(and(eq(candidateEducation.id, id), eq(candidateEducation.userId, userId)))
    .returning({ id: candidateEducation.id });
  if (deleted.length === 0) throw new AppError(ErrorCode.NOT_FOUND);
}

import { ErrorCode } from '@fis/shared/error-codes';
import type { InstitutionStudentDetail } from '@fis/shared/institution-schemas';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { coordinatorInstitution } from '../../policies/institution-students.js';
import { readStudent } from './institution-students-repository.js';

/** GET /v1/institution/students/{id}: one of the coordinator's students; anyone else's is 404. */
export async function getInstitutionStudent(
  ctx: SignedInContext,
  input: { candidateId: string },
): Promise<InstitutionStudentDetail> {
  const institution = await coordinatorInstitution(ctx.db, ctx.user);
  const student = await readStudent(ctx.db, institution, ctx.clock.now(), input.candidateId);
  if (!student) throw new AppError(ErrorCode.NOT_FOUND);
  return student;
}

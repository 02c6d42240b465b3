import type { InstitutionStudentPage, InstitutionStudentQuery } from '@fis/shared/institution-schemas';
import type { SignedInContext } from '../../context.js';
import { coordinatorInstitution } from '../../policies/institution-students.js';
import { readStudents } from './institution-students-repository.js';

/** GET /v1/institution/students: a page of the coordinator's students, by name (docs/decisions/061). */
export async function listInstitutionStudents(
  ctx: SignedInContext,
  query: InstitutionStudentQuery,
): Promise<InstitutionStudentPage> {
  const institution = await coordinatorInstitution(ctx.db, ctx.user);
  return readStudents(ctx.db, institution, ctx.clock.now(), query);
}

// Who may see a candidate's profile (SPEC section 7): the candidate, the admin, and a company the
// candidate applied to (policies/company-candidates.ts). Which of its files each one sees is
// policies/candidate-files.ts' answer. Anyone else is told the profile does not exist (404).
import { Role } from '@fis/shared/enums';
import type { Executor } from '../db/database.js';
import type { AuthUser } from '../lib/auth-user.js';
import { isApplicantOf } from './company-candidates.js';

export async function mayViewCandidateProfile(db: Executor, viewer: AuthUser, candidateId: string): Promise<boolean> {
  if (viewer.id === candidateId || viewer.role === Role.ADMIN) return true;
  return viewer.role === Role.COMPANY && isApplicantOf(db, viewer.id, candidateId);
}

/**
 * Whose profile a caller edits: a candidate their own; the admin any, named by its id (SPEC
 * section 6). A candidate naming another one still gets their own: the routes that take an id are
 * the admin's.
 */
export function candidateActedOn(
  user: AuthUser,
  candidateId: string | undefined,
): { userId: string; asAdmin: boolean } {
  if (candidateId !== undefined && user.role === Role.ADMIN) return { userId: candidateId, asAdmin: true };
  return { userId: user.id, asAdmin: false };
}

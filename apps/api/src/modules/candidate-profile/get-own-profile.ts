import type { CandidateProfile } from '@fis/shared/candidate-profile-response-schemas';
import type { SignedInContext } from '../../context.js';
import { ownCandidateProfile } from './candidate-profile-repository.js';

/** GET /v1/user/profile: the candidate's own profile, every file with it. */
export async function getOwnProfile(ctx: SignedInContext): Promise<CandidateProfile> {
  return ownCandidateProfile(ctx.db, ctx.user.id);
}

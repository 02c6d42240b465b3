import type { CandidateProfile } from '@fis/shared/candidate-profile-schemas';
import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import type { Services } from '../../services.js';
import { candidateAppliedToCompany } from '../media/open-media.js';
import { loadCandidateProfile } from './candidate-profile-repository.js';

/**
 * A candidate's profile as the admin, a company the candidate applied to, or the candidate sees
 * it. Anyone else (other candidates, other companies) is told it does not exist. Views by others
 * than the candidate are audited; the documents themselves are opened through GET /media/{id}.
 */
export async function viewCandidateProfile(
  svc: Services,
  viewer: AuthUser,
  candidateId: string,
  ip: string,
): Promise<CandidateProfile> {
  const allowed =
    viewer.id === candidateId ||
    viewer.role === Role.ADMIN ||
    (viewer.role === Role.COMPANY && (await candidateAppliedToCompany(svc.db, candidateId, viewer.id)));
  const profile = allowed ? await loadCandidateProfile(svc.db, candidateId) : undefined;
  if (!profile) throw new AppError(ErrorCode.NOT_FOUND);
  if (viewer.id !== candidateId) {
    await writeAudit(svc.db, svc.clock, {
      actorUserId: viewer.id,
      action: 'candidate.profile-viewed',
      entityType: 'candidate_profile',
      entityId: candidateId,
      details: { viewerRole: viewer.role },
      ip,
    });
  }
  return profile;
}

import type { CandidateProfile } from '@fis/shared/candidate-profile-response-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { readableCandidateFiles } from '../../policies/candidate-files.js';
import { mayViewCandidateProfile } from '../../policies/candidate-profiles.js';
import { loadCandidateProfile } from './candidate-profile-repository.js';

/**
 * A candidate's profile as the admin, a company the candidate applied to, or the candidate sees
 * it. Anyone else (other candidates, other companies) is told it does not exist. A company sees
 * only the file references it may open (decision 011). Views by others than the candidate are
 * audited; the documents themselves are opened through GET /media/{id}.
 */
export async function viewCandidateProfile(
  ctx: SignedInContext,
  input: { candidateId: string },
): Promise<CandidateProfile> {
  const { user: viewer, ip } = ctx;
  const { candidateId } = input;
  const allowed = await mayViewCandidateProfile(ctx.db, viewer, candidateId);
  const loaded = allowed ? await loadCandidateProfile(ctx.db, candidateId) : undefined;
  if (!loaded) throw new AppError(ErrorCode.NOT_FOUND);
  const readable = await readableCandidateFiles(ctx.db, ctx.clock.now(), viewer, candidateId);
  const file = <T extends { id: string } | null>(ref: T): T | null => (ref && readable.has(ref.id) ? ref : null);
  const profile: CandidateProfile = {
    ...loaded,
    resume: file(loaded.resume),
    transcript: file(loaded.transcript),
    studentId: file(loaded.studentId),
    attachments: loaded.attachments.filter((a) => readable.has(a.media.id)),
  };
  if (viewer.id !== candidateId) {
    await writeAudit(ctx.db, ctx.clock, {
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

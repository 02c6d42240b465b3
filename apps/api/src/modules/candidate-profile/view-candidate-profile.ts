import { Stage } from '@fis/shared/application-stages';
import type { CandidateProfile } from '@fis/shared/candidate-profile-schemas';
import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { applications, companies } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { readableCandidateFiles } from '../../policies/candidate-files.js';
import type { Services } from '../../services.js';
import { loadCandidateProfile } from './candidate-profile-repository.js';

/**
 * Whether `companyUserId` is the account of a company the candidate has applied to (stage 0 or
 * more: a job only viewed is no application): such a company sees the profile. Which of the
 * candidate's files it sees is policies/candidate-files.ts' answer.
 */
async function candidateAppliedToCompany(db: Executor, candidateId: string, companyUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(
      and(
        eq(applications.candidateId, candidateId),
        eq(companies.userId, companyUserId),
        gte(applications.stage, Stage.NEW),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A candidate's profile as the admin, a company the candidate applied to, or the candidate sees
 * it. Anyone else (other candidates, other companies) is told it does not exist. A company sees
 * only the file references it may open (decision 011). Views by others than the candidate are
 * audited; the documents themselves are opened through GET /media/{id}.
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
  const loaded = allowed ? await loadCandidateProfile(svc.db, candidateId) : undefined;
  if (!loaded) throw new AppError(ErrorCode.NOT_FOUND);
  const readable = await readableCandidateFiles(svc.db, svc.clock.now(), viewer, candidateId);
  const file = <T extends { id: string } | null>(ref: T): T | null => (ref && readable.has(ref.id) ? ref : null);
  const profile: CandidateProfile = {
    ...loaded,
    resume: file(loaded.resume),
    transcript: file(loaded.transcript),
    studentId: file(loaded.studentId),
    attachments: loaded.attachments.filter((a) => readable.has(a.media.id)),
  };
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

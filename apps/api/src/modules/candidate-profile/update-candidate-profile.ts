import type { CandidateProfile } from '@fis/shared/candidate-profile-response-schemas';
import type { UpdateProfileValues } from '@fis/shared/candidate-profile-schemas';
import { EligibilityStatus, type MediaPurpose } from '@fis/shared/enums';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { candidateProfiles } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import { candidateActedOn } from '../../policies/candidate-profiles.js';
import { pushWaitingChanged } from '../admin-waiting/push-waiting.js';
import { REOPENED_ELIGIBILITY } from '../eligibility/eligibility-repository.js';
import { refreshTakeableRegions } from '../eligibility/takeable-regions.js';
import { removeStoredBytes, retireProfileFiles, usableMedia } from '../media/media-repository.js';
import { notify } from '../notifications/notify.js';
import { type CandidateProfileRow, candidateProfileRow, ownCandidateProfile } from './candidate-profile-repository.js';
import { saveCurrentStudies } from './current-studies.js';

type ProfileChanges = Partial<typeof candidateProfiles.$inferInsert>;

/** The profile's columns that are the current education entry's (current-studies.ts). */
const STUDY_FIELDS = [
  'institution',
  'institutionOther',
  'educationLevel',
  'programme',
  'faculty',
  'graduationYear',
] as const satisfies readonly (keyof ProfileChanges)[];
type FileColumn = 'avatarMediaId' | 'resumeMediaId' | 'transcriptMediaId' | 'studentIdMediaId';

/**
 * Points a file field at a new upload (the caller's own, of the field's purpose) or clears it.
 * The file it pointed at before is retired: returned, to be marked deleted.
 */
export async function setFileField(
  tx: Executor,
  current: CandidateProfileRow,
  changes: ProfileChanges,
  column: FileColumn,
  purpose: MediaPurpose,
  value: string | null | undefined,
): Promise<string[]> {
  if (value === undefined || value === current[column]) return [];
  if (value !== null) await usableMedia(tx, current.userId, value, purpose, column);
  changes[column] = value;
  const previous = current[column];
  return previous ? [previous] : [];
}

/**
 * The fields a candidate may correct or fill; role, status, email and approvals are not among them.
 * The admin edits any candidate's the same way, named by `candidateId` (policies/candidate-profiles.ts),
 * and the candidate is told (ADMIN_EDITED_CANDIDATE_PROFILE). Files stay the candidate's own uploads.
 */
export async function updateCandidateProfile(
  ctx: SignedInContext,
  input: UpdateProfileValues & { candidateId?: string | undefined },
): Promise<CandidateProfile> {
  const { userId, asAdmin } = candidateActedOn(ctx.user, input.candidateId);
  const { ip } = ctx;
  const retired = await ctx.db.transaction(async (tx) => {
    const current = await candidateProfileRow(tx, userId, true);
    const changes: ProfileChanges = {};
    const copied = [
      'englishName',
      'chineseName',
      'faculty',
      'programme',
      'graduationYear',
      'educationLevel',
      'phonePrefix',
      'phoneNumber',
      'legallyEmployable',
      'residentType',
      'cityOfResidence',
      'selfIntroduction',
      'skills',
    ] as const;
    for (const key of copied) {
      if (input[key] !== undefined) Object.assign(changes, { [key]: input[key] });
    }
    const institution = input.institution ?? current.institution;
    if (input.institution !== undefined || input.institutionOther !== undefined) {
      changes.institution = institution;
      // The other institution's name only means something with "Other".
      changes.institutionOther = institution === 'Other' ? (input.institutionOther ?? current.institutionOther) : null;
    }
    const toRetire = [
      ...(await setFileField(tx, current, changes, 'avatarMediaId', 'avatar', input.avatarMediaId)),
      ...(await setFileField(tx, current, changes, 'transcriptMediaId', 'transcript', input.transcriptMediaId)),
      ...(await setFileField(tx, current, changes, 'studentIdMediaId', 'student_id', input.studentIdMediaId)),
    ];
    const scansChanged = 'transcriptMediaId' in changes || 'studentIdMediaId' in changes;
    // New scans after a rejection go back to the office's queue (docs/decisions/025).
    if (scansChanged && current.eligibilityStatus === EligibilityStatus.REJECTED) {
      Object.assign(changes, REOPENED_ELIGIBILITY);
    }
    if (Object.keys(changes).length === 0) return [];
    const now = ctx.clock.now();
    await tx
      .update(candidateProfiles)
      .set({ ...changes, updatedAt: now })
      .where(eq(candidateProfiles.userId, userId));
    // The studies on the profile are the current education entry's: edit that entry with them.
    if (STUDY_FIELDS.some((key) => key in changes)) {
      const studies = { ...current, ...changes } as CandidateProfileRow;
      await saveCurrentStudies(tx, userId, studies, now);
    }
    await refreshTakeableRegions(tx, userId);
    await writeAudit(tx, ctx.clock, {
      actorUserId: ctx.user.id,
      action: asAdmin ? 'candidate.profile-updated-by-admin' : 'candidate.profile-updated',
      entityType: 'candidate_profile',
      entityId: userId,
      details: { fields: Object.keys(changes) },
      ip,
    });
    if (scansChanged) await pushWaitingChanged(tx, ctx, 'eligibility');
    if (asAdmin) {
      await notify(tx, ctx, {
        recipientId: userId,
        type: 'ADMIN_EDITED_CANDIDATE_PROFILE',
        senderId: ctx.user.id,
        params: { candidateName: (changes.englishName as string | undefined) ?? current.englishName },
      });
    }
    return retireProfileFiles(tx, ctx, userId, toRetire);
  });
  await removeStoredBytes(ctx, retired);
  return ownCandidateProfile(ctx.db, userId);
}

import type { CandidateProfile } from '@fis/shared/candidate-profile-response-schemas';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { candidateProfiles } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import { removeStoredBytes, retireProfileFiles } from '../media/media-repository.js';
import { candidateProfileRow, ownCandidateProfile } from './candidate-profile-repository.js';
import { setFileField } from './update-candidate-profile.js';

/** Sets the resume (an upload of purpose 'resume'); the one it replaces is deleted. Null removes it. */
export async function updateResume(
  ctx: SignedInContext,
  input: { resumeMediaId: string | null },
): Promise<CandidateProfile> {
  const userId = ctx.user.id;
  const { ip } = ctx;
  const { resumeMediaId } = input;
  const retired = await ctx.db.transaction(async (tx) => {
    const current = await candidateProfileRow(tx, userId, true);
    const changes: { resumeMediaId?: string | null } = {};
    const toRetire = await setFileField(tx, current, changes, 'resumeMediaId', 'resume', resumeMediaId);
    if (changes.resumeMediaId === undefined) return [];
    await tx
      .update(candidateProfiles)
      .set({ resumeMediaId: changes.resumeMediaId, updatedAt: ctx.clock.now() })
      .where(eq(candidateProfiles.userId, userId));
    await writeAudit(tx, ctx.clock, {
      actorUserId: userId,
      action: 'candidate.resume-updated',
      entityType: 'candidate_profile',
      entityId: userId,
      details: { resumeMediaId: changes.resumeMediaId },
      ip,
    });
    return retireProfileFiles(tx, ctx, userId, toRetire);
  });
  await removeStoredBytes(ctx, retired);
  return ownCandidateProfile(ctx.db, userId);
}

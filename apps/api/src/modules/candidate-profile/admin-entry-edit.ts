// The admin's edit of a candidate's education or experience entry (issue 14, docs/decisions/023):
// the same use cases as the candidate's own, and, for the admin's act only, one audit row and
// ADMIN_EDITED_CANDIDATE_PROFILE to the candidate, in the act's transaction.
import type { SignedInContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { writeAudit } from '../../lib/audit.js';
import { notify } from '../notifications/notify.js';
import type { CandidateProfileRow } from './candidate-profile-repository.js';

export type EntryKind = 'education' | 'experience';
export type EntryAct = 'created' | 'updated' | 'deleted';

export async function recordAdminEntryEdit(
  tx: Executor,
  ctx: SignedInContext,
  profile: CandidateProfileRow,
  act: { kind: EntryKind; verb: EntryAct; entryId: string },
): Promise<void> {
  await writeAudit(tx, ctx.clock, {
    actorUserId: ctx.user.id,
    action: `candidate.${act.kind}-${act.verb}-by-admin`,
    entityType: 'candidate_profile',
    entityId: profile.userId,
    details: { entryId: act.entryId },
    ip: ctx.ip,
  });
  await notify(tx, ctx, {
    recipientId: profile.userId,
    type: 'ADMIN_EDITED_CANDIDATE_PROFILE',
    senderId: ctx.user.id,
    params: { candidateName: profile.englishName },
  });
}

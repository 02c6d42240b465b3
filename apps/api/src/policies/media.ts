// Who may upload, read and delete which files (docs/decisions/005 and 011). Uploads: each role
// for its own pages. Reading: a public image anyone; a private document its owner, the admin, and
// a company as policies/candidate-files.ts allows, an institution's coordinator their students'
// scans (policies/institution-students.ts), and the recipients of a message carrying it
// (policies/messages.ts). Deleting: the owner only. Everyone else is
// told a file does not exist (404).
import { MEDIA_PURPOSES, type MediaPurpose, Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { Executor } from '../db/database.js';
import { AppError } from '../lib/app-error.js';
import type { AuthUser } from '../lib/auth-user.js';
import { mayReadCandidateFile } from './candidate-files.js';
import { mayReadStudentScan } from './institution-students.js';
import { mayReadMessageDocument } from './messages.js';

/** What each role uploads for: candidates their profile and applications, companies their page. */
const PURPOSES_BY_ROLE: Record<Role, readonly MediaPurpose[]> = {
  [Role.CANDIDATE]: [
    'avatar',
    'resume',
    'transcript',
    'student_id',
    'attachment',
    'supporting_document',
    'message_document',
  ],
  [Role.COMPANY]: ['logo', 'cover', 'message_document'],
  // SPEC section 6: the admin edits candidate and company profiles, and writes messages.
  [Role.ADMIN]: MEDIA_PURPOSES,
  // A coordinator reads their students' scans and uploads nothing (docs/decisions/061).
  [Role.INSTITUTION]: [],
};

/** A purpose the caller's role does not upload for is a bad field (400 on `purpose`). */
export function assertPurposeAllowed(user: AuthUser, purpose: MediaPurpose): void {
  if (!PURPOSES_BY_ROLE[user.role].includes(purpose)) throw new AppError(ErrorCode.FIELD_INVALID, { field: 'purpose' });
}

interface FileOwnership {
  id: string;
  ownerUserId: string;
  visibility: string;
}

/** Whether the viewer (or a visitor, null) may read the file now. */
export async function mayReadFile(db: Executor, now: Date, viewer: AuthUser | null, file: FileOwnership) {
  if (file.visibility === 'public') return true;
  if (!viewer) return false;
  if (await mayReadCandidateFile(db, now, viewer, file)) return true;
  if (await mayReadStudentScan(db, now, viewer, file.id)) return true;
  return mayReadMessageDocument(db, viewer, file.id);
}

/** Only its owner deletes a file; anyone else's (or none) answers 404. */
export function assertOwnFile<T extends { ownerUserId: string }>(
  user: AuthUser,
  file: T | undefined,
): asserts file is T {
  if (!file || file.ownerUserId !== user.id) throw new AppError(ErrorCode.NOT_FOUND);
}

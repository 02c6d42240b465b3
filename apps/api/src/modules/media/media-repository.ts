import type { MediaPurpose } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { UploadedMedia } from '@fis/shared/media-schemas';
import { and, arrayOverlaps, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  applications,
  candidateAttachments,
  candidateProfiles,
  companies,
  media,
  messageDocuments,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Services } from '../../services.js';

export type MediaRow = typeof media.$inferSelect;

export const mediaUrl = (id: string) => `/api/v1/media/${id}`;

/** The office's in-page viewer of a document (decision 055): never a download, never cached. */
export const documentViewUrl = (id: string) => `/api/v1/admin/documents/${id}`;

export function toUploadedMedia(row: MediaRow): UploadedMedia {
  return {
    id: row.id,
    url: mediaUrl(row.id),
    originalName: row.originalName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
  };
}

/** A stored, not deleted file. */
/**
 * A file not deleted. With `lock`, its row is held until the transaction ends: deleting takes
 * it before checking who holds the file, and sending a message takes it before attaching it, so
 * a file cannot be attached while it is being deleted.
 */
export async function findLiveMedia(db: Executor, id: string, lock = false): Promise<MediaRow | undefined> {
  const query = db
    .select()
    .from(media)
    .where(and(eq(media.id, id), isNull(media.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * A media id given to a profile field must be the caller's own live upload of the right
 * purpose; anything else is refused on that field (400), the same whether it exists or not.
 */
export async function usableMedia(
  db: Executor,
  ownerUserId: string,
  id: string,
  purpose: MediaPurpose,
  field: string,
): Promise<MediaRow> {
  const row = await findLiveMedia(db, id);
  if (!row || row.ownerUserId !== ownerUserId || row.purpose !== purpose) {
    throw new AppError(ErrorCode.FIELD_INVALID, { field });
  }
  return row;
}

/** Whether a profile field or an attachment still points at the file. */
export async function isMediaReferenced(db: Executor, id: string): Promise<boolean> {
  const [candidate] = await db
    .select({ userId: candidateProfiles.userId })
    .from(candidateProfiles)
    .where(
      or(
        eq(candidateProfiles.avatarMediaId, id),
        eq(candidateProfiles.resumeMediaId, id),
        eq(candidateProfiles.transcriptMediaId, id),
        eq(candidateProfiles.studentIdMediaId, id),
      ),
    )
    .limit(1);
  if (candidate) return true;
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(or(eq(companies.logoMediaId, id), eq(companies.coverMediaId, id)))
    .limit(1);
  if (company) return true;
  const [attachment] = await db
    .select({ id: candidateAttachments.id })
    .from(candidateAttachments)
    .where(eq(candidateAttachments.mediaId, id))
    .limit(1);
  return attachment !== undefined;
}

/**
 * Which of the owner's files an application holds (its resume or a supporting document, at any
 * stage): a file sent with an application stays with it (docs/decisions/005-uploads.md).
 */
export async function filesSentWithApplications(
  db: Executor,
  ownerUserId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ resume: applications.resumeMediaId, documents: applications.documentMediaIds })
    .from(applications)
    .where(
      and(
        eq(applications.candidateId, ownerUserId),
        or(inArray(applications.resumeMediaId, ids), arrayOverlaps(applications.documentMediaIds, ids)),
      ),
    );
  const wanted = new Set(ids);
  return new Set(rows.flatMap((r) => [r.resume, ...r.documents]).filter((id): id is string => !!id && wanted.has(id)));
}

/**
 * Which of these files a message carries: a file sent with a message stays with it, for its
 * recipients (docs/decisions/015-messages.md).
 */
export async function filesSentWithMessages(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: messageDocuments.mediaId })
    .from(messageDocuments)
    .where(inArray(messageDocuments.mediaId, ids));
  return new Set(rows.map((r) => r.id));
}

/**
 * Retires files a candidate's profile let go of (a replaced or cleared field, a deleted
 * attachment): those no application or message holds are marked deleted; one sent with an
 * application or a message is only detached from the profile and stays, for its readers. The caller holds the candidate's
 * profile row lock, which applying takes too, so an application cannot take the file meanwhile.
 */
export async function retireProfileFiles(
  db: Executor,
  svc: Pick<Services, 'clock'>,
  ownerUserId: string,
  ids: string[],
): Promise<MediaRow[]> {
  const [sent, messaged] = await Promise.all([
    filesSentWithApplications(db, ownerUserId, ids),
    filesSentWithMessages(db, ids),
  ]);
  return markMediaDeleted(
    db,
    svc,
    ids.filter((id) => !sent.has(id) && !messaged.has(id)),
  );
}

/**
 * Marks files deleted (in the caller's transaction). The rows stay, for the audit trail; the
 * bytes go with removeStoredBytes once the transaction has committed.
 */
export async function markMediaDeleted(db: Executor, svc: Pick<Services, 'clock'>, ids: string[]): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(media)
    .set({ deletedAt: svc.clock.now() })
    .where(and(inArray(media.id, ids), isNull(media.deletedAt)))
    .returning();
}

/** Removes the bytes of files already marked deleted. A failure leaves an orphan, never a broken row. */
export async function removeStoredBytes(svc: Pick<Services, 'storage'>, rows: MediaRow[]): Promise<void> {
  await Promise.all(rows.map((row) => svc.storage.remove(row.storageKey).catch(() => undefined)));
}

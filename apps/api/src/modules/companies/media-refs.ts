// The uploaded files a company profile points at (logo, cover picture), for its answers.
import type { UploadedMedia } from '@fis/shared/media-schemas';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { media } from '../../db/schema.js';
import { toUploadedMedia } from '../media/media-repository.js';

/** The files behind these ids that still exist, by id. */
export async function mediaRefs(db: Executor, ids: (string | null)[]): Promise<Map<string, UploadedMedia>> {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select()
    .from(media)
    .where(and(inArray(media.id, wanted), isNull(media.deletedAt)));
  return new Map(rows.map((r) => [r.id, toUploadedMedia(r)]));
}

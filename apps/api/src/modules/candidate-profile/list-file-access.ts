import type { MediaPurpose } from '@fis/shared/enums';
import type { FileAccess, FileAccessItem } from '@fis/shared/file-access-schemas';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { media } from '../../db/schema.js';
import { inReaderScript, readerScript } from '../../lib/chinese-script.js';
import { candidateFileGrants } from '../../policies/candidate-files.js';

/**
 * GET /v1/user/file-access: which companies can read which of the candidate's files now, through
 * which application, and until when (decision 011), newest application move first. The answer is
 * the same rule GET /media/{id} applies, so the list cannot promise more or less than is served.
 */
export async function listFileAccess(ctx: SignedInContext): Promise<FileAccess> {
  const candidateId = ctx.user.id;
  const [grants, reader] = await Promise.all([
    candidateFileGrants(ctx.db, ctx.clock.now(), candidateId),
    readerScript(ctx.lang),
  ]);
  const ids = [...new Set(grants.map((g) => g.mediaId))];
  const files =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ id: media.id, originalName: media.originalName, purpose: media.purpose })
          .from(media)
          .where(and(inArray(media.id, ids), eq(media.ownerUserId, candidateId), isNull(media.deletedAt)));
  const fileById = new Map(files.map((f) => [f.id, f]));
  const items = new Map<string, FileAccessItem>();
  for (const grant of grants) {
    const file = fileById.get(grant.mediaId);
    if (!file) continue;
    let item = items.get(grant.applicationId);
    if (!item) {
      item = {
        applicationId: grant.applicationId,
        stage: grant.stage,
        company: inReaderScript(reader, { id: grant.companyId, name: grant.companyName, nameZh: grant.companyNameZh }, [
          'name',
          'nameZh',
        ]),
        job: inReaderScript(reader, { id: grant.jobId, positionName: grant.positionName }, ['positionName']),
        until: grant.until?.toISOString() ?? null,
        files: [],
      };
      items.set(grant.applicationId, item);
    }
    item.files.push({
      id: file.id,
      originalName: file.originalName,
      purpose: file.purpose as MediaPurpose,
      reason: grant.reason,
    });
  }
  return { items: [...items.values()] };
}

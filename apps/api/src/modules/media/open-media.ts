import type { Readable } from 'node:stream';
import { Stage } from '@fis/shared/application-stages';
import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { applications, companies, jobs } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import type { Services } from '../../services.js';
import { findLiveMedia, type MediaRow } from './media-repository.js';

export interface OpenedMedia {
  row: MediaRow;
  stream: Readable;
}

/**
 * Whether `companyUserId` is the account of a company the candidate has applied to (stage 0 or
 * more: a job only viewed is no application). Such a company may read the candidate's documents,
 * among them the resume and supporting documents given on the application.
 */
export async function candidateAppliedToCompany(
  db: Executor,
  candidateId: string,
  companyUserId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
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
 * Who may read a private document: its owner, the admin, and a company the owner has applied
 * to (SPEC section 6). Everyone else, signed in or not, is told it does not exist.
 */
async function mayRead(db: Executor, viewer: AuthUser | null, row: MediaRow): Promise<boolean> {
  if (row.visibility === 'public') return true;
  if (!viewer) return false;
  if (viewer.id === row.ownerUserId || viewer.role === Role.ADMIN) return true;
  if (viewer.role === Role.COMPANY) return candidateAppliedToCompany(db, row.ownerUserId, viewer.id);
  return false;
}

/** Opens a file for its reader; a view of a private document by anyone but its owner is audited. */
export async function openMedia(svc: Services, viewer: AuthUser | null, id: string, ip: string): Promise<OpenedMedia> {
  const row = await findLiveMedia(svc.db, id);
  if (!row || !(await mayRead(svc.db, viewer, row))) throw new AppError(ErrorCode.NOT_FOUND);
  const stream = await svc.storage.open(row.storageKey);
  if (!stream) throw new AppError(ErrorCode.NOT_FOUND);
  if (row.visibility === 'private' && viewer && viewer.id !== row.ownerUserId) {
    try {
      await writeAudit(svc.db, svc.clock, {
        actorUserId: viewer.id,
        action: 'media.viewed',
        entityType: 'media',
        entityId: row.id,
        details: { ownerUserId: row.ownerUserId, purpose: row.purpose, viewerRole: viewer.role },
        ip,
      });
    } catch (err) {
      // No record of the view, no view.
      stream.destroy();
      throw err;
    }
  }
  return { row, stream };
}

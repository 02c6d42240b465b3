import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq, isNull } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { jobs } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { managedBy } from '../../policies/jobs.js';

/** The caller's own job (the admin: any), not deleted; anyone else's answers 404. */
export async function managedJob(ctx: SignedInContext, jobId: string, db: Executor = ctx.db) {
  const [job] = await db
    .select({ id: jobs.id, positionName: jobs.positionName })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), isNull(jobs.deletedAt), managedBy(ctx.user)));
  if (!job) throw new AppError(ErrorCode.NOT_FOUND);
  return job;
}

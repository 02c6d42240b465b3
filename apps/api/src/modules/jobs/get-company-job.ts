import type { CompanyJob } from '@fis/shared/company-job-schemas';
import type { SignedInContext } from '../../context.js';
import { roundSummaries } from '../rounds/rounds-repository.js';
import { findManagedJob, toCompanyJob } from './company-jobs-repository.js';

/** One job as its company (or the admin) sees it, in any approval state or status. */
export async function getCompanyJob(ctx: SignedInContext, input: { jobId: string }): Promise<CompanyJob> {
  const { db, user } = ctx;
  const { jobId } = input;
  const { job, companyName } = await findManagedJob(db, user, jobId);
  return toCompanyJob(job, companyName, (await roundSummaries(db, ctx.clock))(job.roundId));
}

import type { CompanyJob } from '@fis/shared/company-job-schemas';
import type { Executor } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { findManagedJob, toCompanyJob } from './company-jobs-repository.js';

/** One job as its company (or the admin) sees it, in any approval state or status. */
export async function getCompanyJob(db: Executor, user: AuthUser, jobId: string): Promise<CompanyJob> {
  const { job, companyName } = await findManagedJob(db, user, jobId);
  return toCompanyJob(job, companyName);
}

// One draft job per company (job_drafts), kept while the form is filled in and restored into
// it; posting a job clears it. Only the company itself reaches its draft.
import type { JobDraftData, JobDraftResponse } from '@fis/shared/company-job-schemas';
import { eq } from 'drizzle-orm';
import { jobDrafts } from '../../db/schema.js';
import type { Services } from '../../services.js';
import { ownCompany } from '../companies/own-company.js';

export async function getJobDraft(svc: Pick<Services, 'db'>, userId: string): Promise<JobDraftResponse> {
  const company = await ownCompany(svc.db, userId);
  const [row] = await svc.db.select().from(jobDrafts).where(eq(jobDrafts.companyId, company.id));
  return row
    ? { data: row.data as JobDraftData, updatedAt: row.updatedAt.toISOString() }
    : { data: null, updatedAt: null };
}

export async function saveJobDraft(
  svc: Pick<Services, 'db' | 'clock'>,
  userId: string,
  data: JobDraftData,
): Promise<JobDraftResponse> {
  const company = await ownCompany(svc.db, userId);
  const updatedAt = svc.clock.now();
  await svc.db
    .insert(jobDrafts)
    .values({ companyId: company.id, data, updatedAt })
    .onConflictDoUpdate({ target: jobDrafts.companyId, set: { data, updatedAt } });
  return { data, updatedAt: updatedAt.toISOString() };
}

export async function deleteJobDraft(svc: Pick<Services, 'db'>, userId: string): Promise<void> {
  const company = await ownCompany(svc.db, userId);
  await svc.db.delete(jobDrafts).where(eq(jobDrafts.companyId, company.id));
}

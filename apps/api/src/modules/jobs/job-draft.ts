// One draft job per company (job_drafts), kept while the form is filled in and restored into
// it; posting a job clears it. Only the company itself reaches its draft.
import type { JobDraftData, JobDraftResponse } from '@fis/shared/job-draft-schemas';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { jobDrafts } from '../../db/schema.js';
import { ownCompany } from '../companies/own-company.js';

export async function getJobDraft(ctx: SignedInContext): Promise<JobDraftResponse> {
  const userId = ctx.user.id;
  const company = await ownCompany(ctx.db, userId);
  const [row] = await ctx.db.select().from(jobDrafts).where(eq(jobDrafts.companyId, company.id));
  return row
    ? { data: row.data as JobDraftData, updatedAt: row.updatedAt.toISOString() }
    : { data: null, updatedAt: null };
}

export async function saveJobDraft(ctx: SignedInContext, data: JobDraftData): Promise<JobDraftResponse> {
  const userId = ctx.user.id;
  const company = await ownCompany(ctx.db, userId);
  const updatedAt = ctx.clock.now();
  await ctx.db
    .insert(jobDrafts)
    .values({ companyId: company.id, data, updatedAt })
    .onConflictDoUpdate({ target: jobDrafts.companyId, set: { data, updatedAt } });
  return { data, updatedAt: updatedAt.toISOString() };
}

export async function deleteJobDraft(ctx: SignedInContext): Promise<void> {
  const userId = ctx.user.id;
  const company = await ownCompany(ctx.db, userId);
  await ctx.db.delete(jobDrafts).where(eq(jobDrafts.companyId, company.id));
}

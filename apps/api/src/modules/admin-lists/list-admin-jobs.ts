// GET /v1/admin/jobs: one page of the admin's jobs list (jobs-list.ts), with the total.
import type { AdminJobListPage, AdminJobListQuery } from '@fis/shared/admin-list-schemas';
import type { SignedInContext } from '../../context.js';
import { readPage } from './admin-list.js';
import { jobsList } from './jobs-list.js';

export function listAdminJobs(ctx: SignedInContext, input: AdminJobListQuery): Promise<AdminJobListPage> {
  return readPage(ctx.db, jobsList, input, ctx.lang);
}

// GET /v1/admin/applications: one page of the admin's applications list (applications-list.ts), with the total.
import type { AdminApplicationListQuery, AdminApplicationPage } from '@fis/shared/admin-list-schemas';
import type { SignedInContext } from '../../context.js';
import { readPage } from './admin-list.js';
import { applicationsList } from './applications-list.js';

export function listAdminApplications(
  ctx: SignedInContext,
  input: AdminApplicationListQuery,
): Promise<AdminApplicationPage> {
  return readPage(ctx.db, applicationsList, input, ctx.lang);
}

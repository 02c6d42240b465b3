// GET /v1/admin/companies: one page of the admin's companies list (companies-list.ts), with the total.
import type { AdminCompanyListQuery, AdminCompanyPage } from '@fis/shared/admin-list-schemas';
import type { SignedInContext } from '../../context.js';
import { readPage } from './admin-list.js';
import { companiesList } from './companies-list.js';

export function listAdminCompanies(ctx: SignedInContext, input: AdminCompanyListQuery): Promise<AdminCompanyPage> {
  return readPage(ctx.db, companiesList, input, ctx.lang);
}

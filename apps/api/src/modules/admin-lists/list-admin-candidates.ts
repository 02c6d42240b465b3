// GET /v1/admin/candidates: one page of the admin's candidates list (candidates-list.ts), with the total.
import type { AdminCandidateListQuery, AdminCandidatePage } from '@fis/shared/admin-list-schemas';
import type { SignedInContext } from '../../context.js';
import { readPage } from './admin-list.js';
import { candidatesList } from './candidates-list.js';

export function listAdminCandidates(ctx: SignedInContext, input: AdminCandidateListQuery): Promise<AdminCandidatePage> {
  return readPage(ctx.db, candidatesList, input, ctx.lang);
}

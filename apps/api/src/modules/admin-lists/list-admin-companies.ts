// GET /v1/admin/companies: one page of the admin's companies list (companies-list.ts), with the total.
// A company waiting for approval says how long it has waited (the dashboard's queue; decision 051).
import type { AdminCompanyListQuery, AdminCompanyPage } from '@fis/shared/admin-list-schemas';
import { ApprovalStatus } from '@fis/shared/enums';
import type { SignedInContext } from '../../context.js';
import { queueWait, queueWaitRule } from '../../lib/queue-wait.js';
import { assigneesOf } from '../assignments/assignments-repository.js';
import { readPage } from './admin-list.js';
import { companiesList } from './companies-list.js';

export async function listAdminCompanies(
  ctx: SignedInContext,
  input: AdminCompanyListQuery,
): Promise<AdminCompanyPage> {
  const rule = queueWaitRule(ctx);
  const page = await readPage(ctx.db, companiesList, input, ctx.lang);
  const assignees = await assigneesOf(
    ctx.db,
    'company',
    page.items.map((row) => row.id),
  );
  return {
    ...page,
    // A company waits from its registration (created_at, the row's registeredAt, which the queue's
    // "oldest" order follows): it is created waiting and, once decided, never waits again
    // (review-company.ts decides a waiting one only). Not updated_at, which an edit of its profile
    // moves.
    items: page.items.map((row) => ({
      ...row,
      ...queueWait(row.approvalStatus === ApprovalStatus.PENDING ? new Date(row.registeredAt) : null, rule),
      assignee: assignees.get(row.id) ?? null,
    })),
  };
}

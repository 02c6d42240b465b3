// Who a group message reaches (decision 049): the accounts behind the rows a list of the admin
// portal shows with these filters (admin-lists/*-list.ts, each row's `recipient`), each once, and
// only those still active, as a message to one person is. Which placeholders can be filled
// follows from the list and its filters.
import { UserStatus } from '@fis/shared/enums';
import type { GroupAudience, MessagePlaceholder } from '@fis/shared/group-message-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { AdminList } from '../admin-lists/admin-list.js';
import { applicationsList } from '../admin-lists/applications-list.js';
import { candidatesList } from '../admin-lists/candidates-list.js';
import { companiesList } from '../admin-lists/companies-list.js';

// biome-ignore lint/suspicious/noExplicitAny: the three lists differ only in their filters' and rows' types
const LISTS: Record<GroupAudience['list'], AdminList<any, unknown, unknown>> = {
  candidates: candidatesList,
  companies: companiesList,
  applications: applicationsList,
};

/** The ids of the active accounts of the audience, each once, as a subquery. */
export function audienceUserIds(audience: GroupAudience): SQL {
  const list = LISTS[audience.list];
  if (!list.recipient) throw new Error(`the ${audience.list} list names no recipient`);
  const where = list.where({ ...audience.filters, sort: '' });
  return sql`SELECT r.id FROM users r WHERE r.status = ${UserStatus.ACTIVE}
    AND r.id IN (SELECT ${list.recipient} ${list.from} WHERE ${where})`;
}

/**
 * The placeholders every recipient has a value for: a name always; a company for companies, and
 * for applications of one company or job; a job for applications of one job.
 */
export function availablePlaceholders(audience: GroupAudience): MessagePlaceholder[] {
  if (audience.list === 'companies') return ['name', 'company'];
  if (audience.list === 'applications') {
    const { jobId, companyId } = audience.filters;
    if (jobId) return ['name', 'company', 'job'];
    if (companyId) return ['name', 'company'];
  }
  return ['name'];
}

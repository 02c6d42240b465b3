// The audit view: filters, pages and the CSV export. One feature's page as it is; its loader asks
// for the page of entries the address's filters and page choose.
import type { LoaderFunctionArgs } from 'react-router';
import { auditLogQuery } from '../../../features/admin-accounts/api/audit-log';
import { readAuditLogQuery } from '../../../features/admin-accounts/components/audit-log-page';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, request }: LoaderFunctionArgs) => {
  const { filters, page, take } = readAuditLogQuery(new URL(request.url).searchParams);
  return prefetched(context, [auditLogQuery(filters, page, take)]);
};

export { AuditLogPage as default } from '../../../features/admin-accounts/components/audit-log-page';

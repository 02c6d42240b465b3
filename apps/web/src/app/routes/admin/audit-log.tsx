// The audit view: filters, pages and the CSV export. One feature's page as it is.
export { AuditLogPage as Component } from '../../../features/admin-accounts/components/audit-log-page';

// The audit view: filters, pages and the CSV export. One feature's page as it is.
export { AuditLogPage as default } from '../../../features/admin-accounts/components/audit-log-page';

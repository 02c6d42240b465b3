// An audit entry's record and details as the API words them (docs/decisions/035), each record a
// link to its page in the portal: the audit log and both record pages' histories draw them.
import type { AuditDetail, AuditRecord, AuditRecordKind } from '@fis/shared/audit-words-schemas';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLink } from './page-link';

const PAGE_OF: Record<AuditRecordKind, (id: string) => string> = {
  candidate: (id) => `/admin-portal/candidates/${id}`,
  company: (id) => `/admin-portal/companies/${id}`,
  job: (id) => `/admin-portal/jobs/${id}/edit`,
  account: (id) => `/admin-portal/accounts/${id}`,
  helpRequest: (id) => `/admin-portal/help-requests/${id}`,
  review: () => '/admin-portal/reviews',
  groupMessage: (id) => `/admin-portal/group-messages/${id}`,
};

export function AuditRecordLink({ record }: { record: AuditRecord }) {
  return (
    <Anchor component={PageLink} to={PAGE_OF[record.kind](record.id)} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {record.name}
    </Anchor>
  );
}

/** "Reason: …", "Status: Open → Closed", "Job: <link>", one line each. */
export function AuditDetails({ details }: { details: AuditDetail[] }) {
  const { t } = useTranslation();
  return details.map((detail) => (
    <Text
      key={detail.label}
      component="span"
      display="block"
      size="sm"
      style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
    >
      {detail.label}
      {t('labelSeparator')}
      {detail.record ? <AuditRecordLink record={detail.record} /> : detail.value}
    </Text>
  ));
}

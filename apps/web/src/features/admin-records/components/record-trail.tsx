// The two parts both record pages end with: the messages with the office (newest first, which way
// each went) and the audit trail (what was done to which of the record's parts, by whom, when, with
// its details; the office's views of a profile in a row as one counted entry).
import type { AuditEntry, OfficeMessage } from '@fis/shared/admin-record-schemas';
import { Role } from '@fis/shared/enums';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuditDetails, AuditRecordLink } from '../../../components/ui/audit-words';
import { ContentSection, SectionEmpty } from '../../../components/ui/content-section';
import { useDates } from '../../../lib/dates';

export function OfficeMessages({ messages }: { messages: OfficeMessage[] }) {
  const { t } = useTranslation('adminRecords');
  const { dateTime } = useDates();
  return (
    <ContentSection title={t('messages.title')}>
      {messages.length === 0 ? (
        <SectionEmpty>{t('messages.empty')}</SectionEmpty>
      ) : (
        <List spacing="xs" listStyleType="none">
          {messages.map((m) => (
            <List.Item key={m.id}>
              <Text component="span" display="block" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {m.subject}
              </Text>
              <Text component="span" display="block" size="sm" c="dimmed">
                {m.fromOffice ? t('messages.fromOffice', { email: m.officeEmail ?? '' }) : t('messages.toOffice')}
                {' · '}
                {dateTime(m.createdAt)}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </ContentSection>
  );
}

export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('adminRecords');
  const { dateTime } = useDates();
  const who = (entry: AuditEntry) =>
    entry.actorEmail ?? (entry.actorRole === Role.ADMIN ? t('audit.administrators') : t('audit.system'));
  return (
    <ContentSection title={t('audit.title')}>
      {entries.length === 0 ? (
        <SectionEmpty>{t('audit.empty')}</SectionEmpty>
      ) : (
        <List spacing="sm" listStyleType="none">
          {entries.map((entry) => (
            <List.Item key={entry.id}>
              <Text component="span" display="block" size="sm" fw={600}>
                {entry.actionName}
                {entry.record && entry.record.kind !== 'candidate' && entry.record.kind !== 'company' ? (
                  <>
                    {t('labelSeparator', { ns: 'common' })}
                    <AuditRecordLink record={entry.record} />
                  </>
                ) : null}
              </Text>
              <Text component="span" display="block" size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('audit.byAt', {
                  who: who(entry),
                  time:
                    entry.count > 1
                      ? t('audit.viewedTimes', {
                          count: entry.count,
                          first: dateTime(entry.firstAt),
                          last: dateTime(entry.createdAt),
                        })
                      : dateTime(entry.createdAt),
                })}
              </Text>
              <AuditDetails details={entry.details} />
            </List.Item>
          ))}
        </List>
      )}
    </ContentSection>
  );
}

// The two parts both record pages end with: the messages with the office (newest first, which way
// each went) and the audit trail (what was done to the record, by whom, when, with the reason).
import type { AuditEntry, OfficeMessage } from '@fis/shared/admin-record-schemas';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {m.subject}
              </Text>
              <Text size="sm" c="dimmed">
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

/** An audit action as a key of the catalog (its dots would nest). */
const actionKey = (action: string) => `audit.actions.${action.replace(/\./g, '_')}`;

export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('adminRecords');
  const { dateTime } = useDates();
  return (
    <ContentSection title={t('audit.title')}>
      {entries.length === 0 ? (
        <SectionEmpty>{t('audit.empty')}</SectionEmpty>
      ) : (
        <List spacing="sm" listStyleType="none">
          {entries.map((entry) => (
            <List.Item key={entry.id}>
              <Text size="sm" fw={600}>
                {t(actionKey(entry.action), { defaultValue: entry.action })}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('audit.byAt', { who: entry.actorEmail ?? t('audit.system'), time: dateTime(entry.createdAt) })}
              </Text>
              {entry.reason ? (
                <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {t('audit.reason', { reason: entry.reason })}
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List>
      )}
    </ContentSection>
  );
}

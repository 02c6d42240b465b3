// What the list and a group's page both say of a group: its subject in the reader's language (the
// text the reader would have received), the list it went to, and how far it has gone.
import type { Language } from '@fis/shared/enums';
import { type GroupMessage, textFor } from '@fis/shared/group-message-schemas';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The subject as a reader of `lang` received it (placeholders as written). */
export function subjectFor(group: GroupMessage, lang: Language): string {
  const texts = { en: group.texts.en ?? undefined, zh: group.texts.zh ?? undefined, cn: group.texts.cn ?? undefined };
  return textFor(texts, lang).subject;
}

export function AudienceName({ group }: { group: GroupMessage }) {
  const { t } = useTranslation('groupMessages');
  const list = t(`audience.${group.audience.list}`);
  const filtered = Object.keys(group.audience.filters).length > 0;
  return <>{t(filtered ? 'audience.filtered' : 'audience.everyone', { list })}</>;
}

export function DeliveryProgress({ group }: { group: GroupMessage }) {
  const { t } = useTranslation('groupMessages');
  const share = group.recipients ? (group.delivered / group.recipients) * 100 : 100;
  const label = t('progress', { delivered: group.delivered, recipients: group.recipients });
  return (
    <Stack gap={4} miw={120}>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">{label}</Text>
        <Badge variant="light" color={group.finishedAt ? 'teal' : 'blue'} tt="none">
          {t(group.finishedAt ? 'delivered' : 'delivering')}
        </Badge>
      </Group>
      <Progress value={share} size="sm" aria-label={`${t('list.progress')}: ${label}`} />
    </Stack>
  );
}

// /admin-portal/group-messages/:id: one group message. The list it went to (and a link to it with
// the same filters), the copies delivered, read and answered, followed while the delivery runs,
// who sent it and when, where the answers arrive, and the text in each language as written.
import { LANGUAGES, type Language } from '@fis/shared/enums';
import { HTML_LANG } from '@fis/shared/i18n';
import { Alert, Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { LoadError } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useDates } from '../../../lib/dates';
import { useErrorText } from '../../../lib/form-errors';
import { useGroupMessage } from '../api/group-messages';
import { listPath } from '../utils/audience';
import { AudienceName, DeliveryProgress, subjectFor } from './group-summary';

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

export function GroupMessagePage({ id, notFound }: { id: string; notFound: ReactNode }) {
  const { t, i18n } = useTranslation('groupMessages');
  const dates = useDates();
  const errorText = useErrorText();
  const query = useGroupMessage(id);

  if (query.isPending) {
    return (
      <Stack role="status" aria-busy="true" maw={900}>
        <Skeleton height={36} width="50%" />
        <Skeleton height={160} />
        <Skeleton height={220} />
      </Stack>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && [400, 404].includes(query.error.status)) return notFound;
    return <LoadError message={errorText(query.error)} onRetry={() => query.refetch()} />;
  }
  const group = query.data;

  return (
    <Stack maw={900} gap="lg">
      <Anchor component={PageLink} to="/admin-portal/group-messages" size="sm">
        {t('detail.back')}
      </Anchor>
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {subjectFor(group, i18n.language as Language)}
      </Title>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t('list.audience')}
              </Text>
              <Text fw={600}>
                <AudienceName group={group} />
              </Text>
              <Anchor component={PageLink} to={listPath(group.audience.list, group.audience.filters)} size="sm">
                {t('detail.openList')}
              </Anchor>
            </Stack>
            <DeliveryProgress group={group} />
          </Group>
          <ColumnsGrid cols={{ base: 2, sm: 4 }} spacing="md">
            <Figure label={t('compose.recipients')} value={t('people', { count: group.recipients })} />
            <Figure label={t('list.read')} value={group.read} />
            <Figure label={t('list.replied')} value={group.replied} />
            <Figure label={t('list.sentAt')} value={dates.dateTime(group.createdAt)} />
          </ColumnsGrid>
          <Text size="sm">
            {t('list.sentBy')}: {group.sender?.email ?? t('senderGone')}
          </Text>
          <Alert color={group.finishedAt ? 'teal' : 'blue'} role="status">
            <Stack gap={4}>
              <Text size="sm">{t(group.finishedAt ? 'detail.finishedNote' : 'detail.deliveringNote')}</Text>
              <Text size="sm">
                {t('detail.repliesNote')}{' '}
                <Anchor component={PageLink} to="/admin-portal/messages" underline="always">
                  {t('detail.openInbox')}
                </Anchor>
              </Text>
            </Stack>
          </Alert>
        </Stack>
      </Card>
      <Stack gap="sm" component="section" aria-labelledby="group-texts">
        <Title order={2} size="h3" id="group-texts">
          {t('detail.texts')}
        </Title>
        {LANGUAGES.map((lang) => {
          const text = group.texts[lang];
          return (
            <Card key={lang} withBorder radius="md" padding="md">
              <Stack gap="xs">
                <Group gap="xs">
                  <Badge variant="light" tt="none">
                    {t(`common:language.${lang}`)}
                  </Badge>
                  {!text && (
                    <Text size="sm" c="dimmed">
                      {t('detail.notWritten')}
                    </Text>
                  )}
                </Group>
                {text && (
                  <Stack gap={4} lang={HTML_LANG[lang]}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {text.subject}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {text.description}
                    </Text>
                  </Stack>
                )}
              </Stack>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}

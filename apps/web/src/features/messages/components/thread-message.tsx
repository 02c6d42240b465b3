// One message of a thread: who sent it, to whom (a recipient sees only the sender and themselves:
// the API decides), when (the Hong Kong date and time, and how long ago), the body as typed
// (pre-wrap text, never HTML), a forwarded original inside it, and its documents, each opened
// through the media API.
import type { Message } from '@fis/shared/message-schemas';
import { Anchor, Card, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../../../components/ui/relative-time';
import { downloadFile } from '../../../lib/api-client';
import { useDates } from '../../../lib/dates';
import { useErrorText } from '../../../lib/form-errors';
import { useLabel } from '../../../lib/i18n';
import { peopleList, personName } from '../utils/people';

const bodyStyle = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

export function ThreadMessage({ message, current }: { message: Message; current: boolean }) {
  const { t } = useTranslation('mailbox');
  const label = useLabel();
  const dates = useDates();
  const errorText = useErrorText();
  const [openError, setOpenError] = useState<string | null>(null);
  const open = (id: string) => {
    setOpenError(null);
    downloadFile(`/api/v1/media/${id}`).catch((err) => setOpenError(errorText(err)));
  };
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={t('detail.messageFrom', { name: personName(message.sender) })}
      aria-current={current ? 'true' : undefined}
      style={current ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0}>
            <Text fw={600}>
              {label(t('detail.from'))}
              {personName(message.sender)}{' '}
              <Text span size="sm" c="dimmed">
                {message.sender.email}
              </Text>
            </Text>
            <Text size="sm" c="dimmed">
              {label(t('detail.to'))}
              {peopleList(message.recipients, 10)}
            </Text>
          </Stack>
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              {dates.dateTime(message.createdAt)}
            </Text>
            <RelativeTime iso={message.createdAt} size="sm" />
          </Group>
        </Group>
        {message.description ? <Text style={bodyStyle}>{message.description}</Text> : null}
        {message.forwarded ? (
          <Paper withBorder p="sm" radius="sm" bg="var(--mantine-color-gray-light)">
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('detail.forwarded')}
              </Text>
              <Text size="sm" c="dimmed">
                {label(t('detail.from'))}
                {personName(message.forwarded.sender)} · {dates.dateTime(message.forwarded.createdAt)}
              </Text>
              <Text size="sm" fw={600}>
                {message.forwarded.subject}
              </Text>
              <Text size="sm" style={bodyStyle}>
                {message.forwarded.description}
              </Text>
            </Stack>
          </Paper>
        ) : null}
        {message.documents.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('detail.documents')}
            </Text>
            <List size="sm" spacing={2}>
              {message.documents.map((doc) => (
                <List.Item key={doc.id}>
                  <Anchor component="button" type="button" size="sm" onClick={() => open(doc.id)}>
                    {doc.name}
                  </Anchor>
                </List.Item>
              ))}
            </List>
            {openError ? (
              <Text size="sm" c="var(--mantine-color-error)" role="alert">
                {openError}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

// Development mailbox: lists the outbox so a new user can open verification links and read
// sign-in codes without a mail server, and see each email's HTML part as it is sent. The API route
// exists only in development, for callers on the same machine: where it answers 404, the page is
// the `notFound` it is given, not the mailbox with the API's error.
import { Accordion, Alert, Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useDates } from '../../../lib/dates';
import { useLabel } from '../../../lib/i18n';
import { type SentEmail, useMailbox } from '../api/get-mailbox';
import { EmailView } from './email-view';

const STATUS_COLOR: Record<SentEmail['status'], string> = { pending: 'yellow', sent: 'green', failed: 'red' };

export function DevMailboxPage({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation();
  const { dateTime } = useDates();
  const label = useLabel();
  const { data, isPending, isError, error } = useMailbox();
  // Only the open email is drawn: a hundred HTML documents at once would weigh on the page.
  const [open, setOpen] = useState<string | null>(null);
  if (error instanceof ApiError && error.status === 404) return notFound;
  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>{t('devMailbox.title')}</Title>
        <Text c="dimmed">{t('devMailbox.intro')}</Text>
        {isPending && <Skeleton h={200} />}
        {isError && <Alert color="red">{error.message}</Alert>}
        {data?.items.length === 0 && <Text>{t('devMailbox.empty')}</Text>}
        {data && data.items.length > 0 && (
          <Accordion variant="separated" value={open} onChange={setOpen}>
            {data.items.map((mail) => (
              <Accordion.Item key={mail.id} value={mail.id} data-testid="mailbox-item">
                <Accordion.Control>
                  <Group justify="space-between" wrap="nowrap" component="span">
                    <Stack gap={0} component="span">
                      <Text fw={600} component="span" display="block">
                        {mail.subject}
                      </Text>
                      <Text size="sm" c="dimmed" component="span" display="block">
                        {label(t('devMailbox.to'))}
                        {mail.to} · {dateTime(mail.createdAt)}
                      </Text>
                    </Stack>
                    <Badge component="span" color={STATUS_COLOR[mail.status]}>
                      {t(`devMailbox.${mail.status}`)}
                    </Badge>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>{open === mail.id ? <EmailView mail={mail} /> : null}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </Container>
  );
}

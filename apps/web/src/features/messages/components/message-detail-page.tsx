// /candidate/message-detail/:id and /company/message-detail/:id: the thread oldest first (shown,
// it is marked read, so the unread count drops), then Reply (to a message one received), Forward
// and Delete from one's own box (confirmed). A message not in the caller's boxes: not found.
// The page stays on the message it was opened for: a reply joins the thread below it, and Delete
// removes that message alone, which its confirmation names (sender and time).
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { isMissingRecord } from '../../../lib/api-client';
import { useDates } from '../../../lib/dates';
import { useNotifyFailure } from '../../../lib/notify';
import { AREA_ROOT, type Area } from '../../../lib/session';
import { useDeleteMessages, useMarkThreadRead, useMessage } from '../api/messages';
import { peopleList, personName } from '../utils/people';
import { type ComposeMode, ReplyForm } from './reply-form';
import { ThreadMessage } from './thread-message';

export function MessageDetailPage({ area, id, notFound }: { area: Area; id: string; notFound: React.ReactNode }) {
  const { t } = useTranslation('mailbox');
  const navigate = useNavigate();
  const query = useMessage(id);
  useMarkThreadRead(query.data);
  const remove = useDeleteMessages();
  const notifyFailure = useNotifyFailure();
  const { dateTime } = useDates();
  const [composing, setComposing] = useState<ComposeMode | null>(null);
  const [confirming, setConfirming] = useState(false);
  const listPath = `${AREA_ROOT[area]}/messages`;

  if (query.isPending)
    return (
      <Stack role="status" aria-busy="true" aria-label={t('common:loading')} maw={900}>
        <Skeleton height={36} width="50%" />
        <Skeleton height={180} />
      </Stack>
    );
  if (query.isError) {
    if (isMissingRecord(query.error)) return notFound;
    return <LoadError message={t('detail.error')} onRetry={() => query.refetch()} />;
  }
  const { message, thread } = query.data;

  const confirmDelete = () =>
    remove.mutate([message.id], {
      onSuccess: (result) => {
        notifications.show({ color: 'green', message: result.message });
        navigate(message.box === 'sent' ? `${listPath}?tab=sent` : listPath);
      },
      onError: notifyFailure,
    });

  return (
    <Stack maw={900} gap="lg">
      <Anchor component={PageLink} to={message.box === 'sent' ? `${listPath}?tab=sent` : listPath} size="sm">
        {t('detail.back')}
      </Anchor>
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {message.subject}
      </Title>
      <Stack gap="sm" component="section" aria-label={t('detail.thread')}>
        {thread.map((m) => (
          <ThreadMessage key={m.id} message={m} current={m.id === message.id} />
        ))}
      </Stack>
      {composing ? (
        <ReplyForm
          key={composing}
          mode={composing}
          messageId={message.id}
          replyTo={personName(message.sender)}
          onDone={() => setComposing(null)}
        />
      ) : (
        <Group gap="sm">
          {message.box === 'inbox' ? <Button onClick={() => setComposing('reply')}>{t('detail.reply')}</Button> : null}
          <Button variant="light" onClick={() => setComposing('forward')}>
            {t('detail.forward')}
          </Button>
          <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
            {t('detail.deleteThis')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('detail.deleteTitle')}
        body={
          message.box === 'sent'
            ? t('detail.deleteSent', { names: peopleList(message.recipients), time: dateTime(message.createdAt) })
            : t('detail.deleteReceived', { name: personName(message.sender), time: dateTime(message.createdAt) })
        }
        confirmLabel={t('detail.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}

// /admin-portal/help-requests/:id: one need-help request as it was sent (the message as written,
// its file to download), and either the answer form or the answer kept with it. The answer is
// sent as written inside an email in the requester's language, once: a confirmation first.
import type { HelpRequestDetail } from '@fis/shared/help-request-schemas';
import { isLanguage } from '@fis/shared/i18n';
import { HELP_ANSWER_MAX_LENGTH } from '@fis/shared/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ContentSection } from '../../../components/ui/content-section';
import { LimitedTextareaField } from '../../../components/ui/limited-text';
import { LoadError } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TemplatePicker, templateText } from '../../../components/ui/template-picker';
import { downloadFile } from '../../../lib/api-client';
import { useDates } from '../../../lib/dates';
import { applyServerErrors, useErrorText } from '../../../lib/form-errors';
import { useLabel } from '../../../lib/i18n';
import { answerHelpRequestInputSchema, useAnswerHelpRequest } from '../api/answer-help-request';
import { helpRequestFileUrl, useHelpRequest } from '../api/get-help-request';

const asWritten = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  const withSeparator = useLabel();
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span c="dimmed" size="sm">
        {withSeparator(label)}
      </Text>
      {children}
    </Text>
  );
}

export function HelpRequestDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('help');
  const errorText = useErrorText();
  const query = useHelpRequest(id);

  return (
    <Stack maw={900} gap="lg">
      <Anchor component={PageLink} to="/admin-portal/help-requests" size="sm">
        {t('admin.back')}
      </Anchor>
      {query.isPending ? (
        <Skeleton height={320} />
      ) : query.isError ? (
        <LoadError message={errorText(query.error)} onRetry={() => query.refetch()} />
      ) : (
        <RequestView request={query.data} />
      )}
    </Stack>
  );
}

function RequestView({ request }: { request: HelpRequestDetail }) {
  const { t } = useTranslation('help');
  const dates = useDates();
  const errorText = useErrorText();
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const language = isLanguage(request.language) ? t(`common:language.${request.language}`) : request.language;

  const download = async () => {
    setDownloadError(null);
    try {
      await downloadFile(helpRequestFileUrl(request.id));
    } catch (err) {
      setDownloadError(err);
    }
  };

  return (
    <>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {t('admin.detailTitle', { name: request.name })}
        </Title>
        <Badge color={request.status === 'answered' ? 'teal' : 'orange'} variant="light" size="lg">
          {t(request.status === 'answered' ? 'admin.statusAnswered' : 'admin.statusOpen')}
        </Badge>
      </Group>
      <ContentSection title={t('admin.message')}>
        <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Detail label={t('admin.email')}>
            <Anchor href={`mailto:${request.email}`} size="sm">
              {request.email}
            </Anchor>
          </Detail>
          <Detail label={t('admin.columns.role')}>{t(`roles.${request.role}`)}</Detail>
          <Detail label={t('admin.columns.topic')}>{t(`topics.${request.topic}`)}</Detail>
          <Detail label={t('admin.language')}>{language}</Detail>
          <Detail label={t('admin.columns.sentAt')}>{dates.dateTime(request.createdAt)}</Detail>
          {request.accountEmail ? (
            <Detail label={t('admin.signedInAs')}>{request.accountEmail}</Detail>
          ) : (
            <Text size="sm" c="dimmed">
              {t('admin.notSignedIn')}
            </Text>
          )}
        </ColumnsGrid>
        <Text style={asWritten} mt="sm">
          {request.message}
        </Text>
        {request.file ? (
          <Stack gap={4} align="flex-start">
            <Button variant="light" size="xs" onClick={download}>
              {t('admin.download', { name: request.file.name })}
            </Button>
            {downloadError ? (
              <Text size="sm" c="red" role="alert">
                {errorText(downloadError)}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </ContentSection>
      {request.answer ? (
        <ContentSection title={t('admin.keptAnswer')}>
          <Text size="sm" c="dimmed">
            {request.answer.answeredBy
              ? t('admin.answeredBy', {
                  admin: request.answer.answeredBy,
                  time: dates.dateTime(request.answer.answeredAt),
                })
              : t('admin.answeredByGone', { time: dates.dateTime(request.answer.answeredAt) })}
          </Text>
          <Text style={asWritten}>{request.answer.message}</Text>
        </ContentSection>
      ) : (
        <AnswerForm request={request} language={language} />
      )}
    </>
  );
}

function AnswerForm({ request, language }: { request: HelpRequestDetail; language: string }) {
  const { t } = useTranslation('help');
  const errorText = useErrorText();
  const answer = useAnswerHelpRequest(request.id);
  const [confirming, setConfirming] = useState<{ message: string } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const { control, handleSubmit, setError, setValue } = useForm<{ message: string }>({
    resolver: zodResolver(answerHelpRequestInputSchema),
    mode: 'onTouched',
    defaultValues: { message: '' },
  });

  // Awaited rather than given callbacks: once answered, the page shows the kept answer in the
  // form's place, and a mutation's own callbacks would not run for a form no longer there.
  const send = async () => {
    if (!confirming) return;
    setFailure(null);
    try {
      const result = await answer.mutateAsync(confirming);
      notifications.show({ color: 'green', message: result.message });
    } catch (err) {
      if (!applyServerErrors(err, setError, ['message'])) setFailure(err);
    } finally {
      setConfirming(null);
    }
  };

  return (
    <ContentSection title={t('admin.answerTitle')}>
      <form onSubmit={handleSubmit((values) => setConfirming(values))} noValidate>
        <Stack gap="md">
          <TemplatePicker
            kind="helpAnswer"
            onPick={(template, lang) =>
              setValue('message', templateText(template, lang), { shouldDirty: true, shouldValidate: true })
            }
          />
          <LimitedTextareaField
            control={control}
            name="message"
            label={t('admin.answerLabel')}
            description={t('admin.answerHint', { language })}
            maxLength={HELP_ANSWER_MAX_LENGTH}
            autosize
            minRows={6}
            maxRows={16}
            required
          />
          {failure ? (
            <Alert color="red" role="alert" variant="light">
              {errorText(failure)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <SubmitButton submitting={answer.isPending}>{t('admin.answerSubmit')}</SubmitButton>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming !== null}
        title={t('admin.answerConfirmTitle')}
        body={t('admin.answerConfirm', { email: request.email })}
        confirmLabel={t('admin.answerSubmit')}
        busy={answer.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(null)}
      />
    </ContentSection>
  );
}

// /admin-portal/group-messages/new?list=<list>&<its filters>: one message to everyone a list of
// the portal shows with its filters (decision 049). Above the form, who that is: how many active
// accounts, by the language they read, with a link back to them in the list. The text in one, two
// or three languages (a tab each), the placeholders these recipients can all fill, a confirmation
// naming the number, then the group's page, which follows the delivery.
import type { Language } from '@fis/shared/enums';
import {
  audienceListOf,
  GROUP_AUDIENCE_LISTS,
  type GroupAudienceList,
  groupMessageTextsSchema,
  MESSAGE_PLACEHOLDERS,
  type SendGroupMessageInput,
} from '@fis/shared/group-message-schemas';
import { isLanguage } from '@fis/shared/i18n';
import type { Template } from '@fis/shared/template-schemas';
import { Alert, Anchor, Button, Card, Code, Group, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  EMPTY_LANGUAGE_TEXTS,
  firstLanguageWithError,
  type LanguageTexts,
  LanguageTextsFields,
  languageTextsOf,
} from '../../../components/ui/language-texts-fields';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TemplatePicker } from '../../../components/ui/template-picker';
import { fieldIssuesOf, firstErrorByField, useErrorText } from '../../../lib/form-errors';
import { useNotifyFailure } from '../../../lib/notify';
import { useGroupAudience, useSendGroupMessage } from '../api/group-messages';
import { audienceFilters, listPath } from '../utils/audience';

export function NewGroupMessagePage() {
  const { t } = useTranslation('groupMessages');
  const [params] = useSearchParams();
  const list = audienceListOf(params.get('list'));
  if (!list) {
    return (
      <Stack maw={800} gap="lg">
        <Title order={1}>{t('compose.title')}</Title>
        <EmptyState
          title={t('compose.noList')}
          action={
            <Group gap="sm" justify="center">
              {GROUP_AUDIENCE_LISTS.map((name) => (
                <Button key={name} variant="light" component={PageLink} to={`/admin-portal/${name}`}>
                  {t(`audience.${name}`)}
                </Button>
              ))}
            </Group>
          }
        />
      </Stack>
    );
  }
  return <GroupMessageForm list={list} filters={audienceFilters(params)} />;
}

function GroupMessageForm({ list, filters }: { list: GroupAudienceList; filters: URLSearchParams }) {
  const { t, i18n } = useTranslation('groupMessages');
  const navigate = useNavigate();
  const audience = useGroupAudience(list, filters);
  const send = useSendGroupMessage();
  const errorText = useErrorText();
  const notifyFailure = useNotifyFailure();
  const [texts, setTexts] = useState<LanguageTexts>(EMPTY_LANGUAGE_TEXTS);
  // The officer most likely writes first in the language they read the portal in.
  const [tab, setTab] = useState<Language>(isLanguage(i18n.language) ? i18n.language : 'zh');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const count = audience.data?.count ?? 0;
  const listName = t(`audience.${list}`);

  const errorOf = (field: string) => {
    const code = errors[field];
    if (!code) return undefined;
    if (field === 'texts' && code === 'FIELD_REQUIRED') return t('compose.noText');
    const allowed = MESSAGE_PLACEHOLDERS.map((name) => `{{${name}}}`).join(' ');
    return t(`errors:${code}`, { allowed, interpolation: { escapeValue: false } });
  };
  /** Shows the errors, with the first language tab holding one. */
  const showErrors = (next: Record<string, string>) => {
    setErrors(next);
    const first = firstLanguageWithError(next);
    if (first) setTab(first);
  };
  /** A message template fills every language it is written in; the others are emptied. */
  const applyTemplate = (template: Template) => {
    setTexts(languageTextsOf(template.texts));
    setErrors({});
  };
  const setText = (lang: Language, field: 'subject' | 'description', value: string) =>
    setTexts((current) => ({ ...current, [lang]: { ...current[lang], [field]: value } }));

  const check = (event: FormEvent) => {
    event.preventDefault();
    const checked = groupMessageTextsSchema.safeParse(texts);
    if (!checked.success) {
      showErrors(
        firstErrorByField(
          checked.error.issues.map((issue) => ({ field: issue.path.join('.') || 'texts', code: issue.message })),
        ),
      );
      return;
    }
    setErrors({});
    setConfirming(true);
  };

  const confirm = () =>
    send.mutate(
      { audience: { list, filters: Object.fromEntries(filters) } as SendGroupMessageInput['audience'], texts },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: saved.message });
          navigate(`/admin-portal/group-messages/${saved.item.id}`);
        },
        onError: (err) => {
          setConfirming(false);
          const issues = fieldIssuesOf(err);
          if (issues.length === 0) return notifyFailure(err);
          showErrors(firstErrorByField(issues, (field) => (field.startsWith('texts.') ? field.slice(6) : field)));
        },
      },
    );

  let reach: ReactNode;
  if (audience.isPending) reach = <Skeleton height={48} />;
  else if (audience.isError)
    reach = (
      <LoadError
        message={t('compose.loadFailed')}
        detail={errorText(audience.error)}
        onRetry={() => audience.refetch()}
      />
    );
  else if (count === 0)
    reach = (
      <Alert color="yellow" title={t('compose.noOne')}>
        <Anchor component={PageLink} to={listPath(list, filters)}>
          {t('compose.seeList')}
        </Anchor>
      </Alert>
    );
  else
    reach = (
      <Stack gap={4}>
        <Text fw={600}>{t(filters.size > 0 ? 'audience.filtered' : 'audience.everyone', { list: listName })}</Text>
        <Text>{t('compose.reach', { people: t('people', { count }) })}</Text>
        <Text size="sm" c="dimmed">
          {t('compose.byLanguage', audience.data.byLanguage)}
        </Text>
        <Anchor component={PageLink} to={listPath(list, filters)} size="sm">
          {t('compose.seeList')}
        </Anchor>
      </Stack>
    );

  return (
    <Stack maw={800} gap="lg">
      <Title order={1}>{t('compose.title')}</Title>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('compose.recipients')}
          </Title>
          {reach}
          {errors.audience && (
            <Text c="red.9" size="sm" role="alert">
              {errorOf('audience')}
            </Text>
          )}
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <form onSubmit={check} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('compose.languagesHint')}</Text>
            {audience.data && (
              <Stack gap={4}>
                <Text size="sm">{t('compose.placeholders')}</Text>
                <List size="sm" spacing={2}>
                  {audience.data.placeholders.map((name) => (
                    <List.Item key={name}>
                      <Code>{`{{${name}}}`}</Code> {t(`compose.placeholder.${name}`)}
                    </List.Item>
                  ))}
                </List>
              </Stack>
            )}
            <TemplatePicker kind="message" onPick={applyTemplate} />
            <LanguageTextsFields
              texts={texts}
              onChange={setText}
              tab={tab}
              onTab={setTab}
              errorOf={errorOf}
              withSubject
              labels={{
                tabs: t('compose.languages'),
                subject: t('compose.subject'),
                body: t('compose.body'),
                tabHasError: t('compose.tabHasError'),
              }}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" component={PageLink} to={listPath(list, filters)}>
                {t('compose.cancel')}
              </Button>
              <SubmitButton submitting={send.isPending} disabled={count === 0}>
                {t('compose.send')}
              </SubmitButton>
            </Group>
          </Stack>
        </form>
      </Card>
      <ConfirmDialog
        opened={confirming}
        title={t('confirm.title')}
        body={t('confirm.body', { count })}
        confirmLabel={t('confirm.send')}
        tone="primary"
        busy={send.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}

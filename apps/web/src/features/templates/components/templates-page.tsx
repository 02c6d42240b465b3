// /admin-portal/templates: the office's templates, by kind and name, filtered by kind (in the
// address): each with the languages it is written in and who changed it last, to edit or delete
// (after a confirmation naming it); a new one starts with the kind the filter shows.
import { LANGUAGES } from '@fis/shared/enums';
import { TEMPLATE_KINDS, type Template, type TemplateKind } from '@fis/shared/template-schemas';
import { Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CardSkeletons, EmptyState, LoadError } from '../../../components/ui/list-states';
import { useDates } from '../../../lib/dates';
import { useErrorText } from '../../../lib/form-errors';
import { useNotifyFailure } from '../../../lib/notify';
import { useTemplates } from '../../../lib/templates';
import { useUrlParams } from '../../../lib/url-params';
import { useDeleteTemplate } from '../api/templates';
import { TemplateForm } from './template-form';

export function readTemplateKind(params: URLSearchParams): TemplateKind | undefined {
  const kind = params.get('kind');
  return TEMPLATE_KINDS.find((value) => value === kind);
}

export function TemplatesPage() {
  const { t } = useTranslation('templates');
  const dates = useDates();
  const errorText = useErrorText();
  const notifyFailure = useNotifyFailure();
  const { params, setParam } = useUrlParams();
  const kind = readTemplateKind(params);
  const templates = useTemplates(kind);
  const remove = useDeleteTemplate();
  // The template in the dialog: a new one (null) or one rewritten; undefined while none is open.
  const [editing, setEditing] = useState<Template | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Template | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('deleteDialog.done') });
        setDeleting(null);
      },
      onError: (err) => {
        setDeleting(null);
        notifyFailure(err);
      },
    });
  };

  let body: ReactNode;
  if (templates.isPending) body = <CardSkeletons count={3} />;
  else if (templates.isError)
    body = (
      <LoadError
        message={t('page.loadFailed')}
        detail={errorText(templates.error)}
        onRetry={() => templates.refetch()}
      />
    );
  else if (templates.data.items.length === 0)
    body = <EmptyState title={t(kind ? 'page.emptyFiltered' : 'page.empty')} />;
  else
    body = (
      <Stack gap="sm">
        {templates.data.items.map((template) => (
          <Card key={template.id} withBorder radius="md" padding="md" component="article">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                  {template.name}
                </Title>
                <Group gap={6}>
                  <Badge variant="light" tt="none">
                    {t(`kinds.${template.kind}`)}
                  </Badge>
                  {LANGUAGES.filter((lang) => template.texts[lang]).map((lang) => (
                    <Badge key={lang} variant="outline" color="gray" tt="none">
                      {t(`common:language.${lang}`)}
                    </Badge>
                  ))}
                </Group>
                <Text size="xs" c="dimmed">
                  {template.updatedBy
                    ? t('page.updatedBy', { email: template.updatedBy, time: dates.dateTime(template.updatedAt) })
                    : t('page.updatedByGone', { time: dates.dateTime(template.updatedAt) })}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button
                  variant="light"
                  size="xs"
                  aria-label={t('page.edit', { name: template.name })}
                  onClick={() => setEditing(template)}
                >
                  {t('page.editShort')}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  aria-label={t('page.delete', { name: template.name })}
                  onClick={() => setDeleting(template)}
                >
                  {t('page.deleteShort')}
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
    );

  return (
    <Stack maw={900} gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1}>{t('page.title')}</Title>
        <Button onClick={() => setEditing(null)}>{t('page.add')}</Button>
      </Group>
      <Text size="sm">{t('page.intro')}</Text>
      <Select
        label={t('page.kind')}
        data={[
          { value: '', label: t('page.allKinds') },
          ...TEMPLATE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) })),
        ]}
        value={kind ?? ''}
        onChange={(value) => setParam('kind', value || null)}
        allowDeselect={false}
        maw={320}
      />
      {body}
      {editing !== undefined && (
        <TemplateForm template={editing} kind={kind ?? 'message'} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('deleteDialog.title')}
        body={t('deleteDialog.body', { name: deleting?.name ?? '' })}
        confirmLabel={t('deleteDialog.confirm')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

// Saving the list's current filters and sort as a new view, or renaming a view, in a dialog: the
// name checked with the API's own rule, and the API's refusal (a name another view of the list has)
// beside the field.
import {
  SAVED_VIEW_NAME_MAX_LENGTH,
  type SavedView,
  type SavedViewList,
  savedViewNameSchema,
} from '@fis/shared/saved-view-schemas';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitedTextInput } from '../../../components/ui/limited-text';
import { SubmitButton } from '../../../components/ui/submit-button';
import { fieldIssuesOf } from '../../../lib/form-errors';
import { useNotifyFailure } from '../../../lib/notify';
import { useSaveView } from '../api/saved-views';

export function SavedViewNameDialog({
  list,
  view,
  query,
  onSaved,
  onClose,
}: {
  list: SavedViewList;
  /** The view renamed; null to save the current filters as a new one. */
  view: SavedView | null;
  /** The list's current query, kept by a new view. */
  query: Record<string, string>;
  onSaved(view: SavedView): void;
  onClose(): void;
}) {
  const { t } = useTranslation('savedViews');
  const save = useSaveView();
  const notifyFailure = useNotifyFailure();
  const [name, setName] = useState(view?.name ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = savedViewNameSchema.safeParse({ name });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'FIELD_INVALID');
      return;
    }
    save.mutate(
      { id: view?.id ?? null, input: { list, name, query: view ? view.query : query } },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            message: t(view ? 'nameDialog.renamed' : 'nameDialog.saved', { name: saved.name }),
          });
          onSaved(saved);
          onClose();
        },
        onError: (err) => {
          const issue = fieldIssuesOf(err).find((i) => i.field === 'name');
          if (issue) setError(issue.code);
          else notifyFailure(err);
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t(view ? 'nameDialog.titleRename' : 'nameDialog.titleNew')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {!view && <Text size="sm">{t('nameDialog.intro')}</Text>}
          <LimitedTextInput
            label={t('nameDialog.name')}
            description={t('nameDialog.nameHint')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            maxLength={SAVED_VIEW_NAME_MAX_LENGTH}
            error={error ? t(`errors:${error}`) : undefined}
            required
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <SubmitButton submitting={save.isPending}>{t('nameDialog.save')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

// The chosen saved view's menu (decision 057): rename it, save the list's current filters into it
// (once they differ from it), set its weekly email, or delete it after a confirmation. The bar
// loads it once a view is chosen (saved-views-bar.tsx).
import type { SavedView, SavedViewList } from '@fis/shared/saved-view-schemas';
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useNotifyFailure } from '../../../lib/notify';
import { useDeleteView, useSaveView } from '../api/saved-views';

export function SavedViewActions({
  list,
  view,
  query,
  changed,
  onRename,
  onSchedule,
  onDeleted,
}: {
  list: SavedViewList;
  view: SavedView;
  /** The list's current filters and sort, as a view keeps them. */
  query: Record<string, string>;
  /** Whether the list's filters differ from the view's. */
  changed: boolean;
  onRename(): void;
  onSchedule(): void;
  onDeleted(): void;
}) {
  const { t } = useTranslation('savedViews');
  const notifyFailure = useNotifyFailure();
  const save = useSaveView();
  const remove = useDeleteView();
  const [confirming, setConfirming] = useState(false);

  const saveCurrent = () =>
    save.mutate(
      { id: view.id, input: { list, name: view.name, query } },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('bar.updated', { name: view.name }) }),
        onError: notifyFailure,
      },
    );

  const confirmDelete = () =>
    remove.mutate(view.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('deleteDialog.done', { name: view.name }) });
        setConfirming(false);
        onDeleted();
      },
      onError: (err) => {
        setConfirming(false);
        notifyFailure(err);
      },
    });

  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button variant="default" aria-label={t('bar.actionsFor', { name: view.name })}>
            {t('bar.actions')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={onRename}>{t('bar.rename')}</Menu.Item>
          {changed && <Menu.Item onClick={saveCurrent}>{t('bar.update')}</Menu.Item>}
          <Menu.Item onClick={onSchedule}>{t('bar.schedule')}</Menu.Item>
          <Menu.Item color="red.9" onClick={() => setConfirming(true)}>
            {t('bar.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={confirming}
        title={t('deleteDialog.title')}
        body={t('deleteDialog.body', { name: view.name })}
        confirmLabel={t('deleteDialog.confirm')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

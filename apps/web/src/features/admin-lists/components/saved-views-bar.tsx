// The saved views above a list's filters (decision 057): choosing one puts its filters and sort in
// the address (so the list, its CSV and its group message follow); "Save this view" keeps the list's
// current filters under a name for every officer; the chosen view's menu renames it, saves the
// current filters into it (once they differ from it), sets its weekly email and deletes it (after a
// confirmation). The view shown as chosen is the one the address matches, else the one last
// applied, marked as changed since.
import { queryAsText, type SavedView, type SavedViewList } from '@fis/shared/saved-view-schemas';
import { Button, Group, Menu, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useNotifyFailure } from '../../../lib/notify';
import { useDeleteView, useSavedViews, useSaveView } from '../api/saved-views';
import { SavedViewNameDialog } from './saved-view-name-dialog';
import { hourLabel, SavedViewScheduleDialog } from './saved-view-schedule-dialog';

/** The list's query as a view keeps it: its filters and sort as the address writes them, no page. */
function viewQueryOf(query: Record<string, unknown>): Record<string, string> {
  const { page: _page, take: _take, ...filters } = query;
  return queryAsText(filters);
}

function sameQuery(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

type Dialog = 'save' | 'rename' | 'schedule' | 'delete' | null;

export function SavedViewsBar({
  list,
  query,
  defaultSort,
  onApply,
}: {
  list: SavedViewList;
  /** The list's query as the page read it from the address. */
  query: Record<string, unknown>;
  /** The list's first sort, which the address leaves out. */
  defaultSort: string | undefined;
  /** Called with a view's query as it is applied: the page's text boxes take its words. */
  onApply(query: Record<string, string>): void;
}) {
  const { t } = useTranslation('savedViews');
  const notifyFailure = useNotifyFailure();
  const [, setSearchParams] = useSearchParams();
  const views = useSavedViews(list);
  const save = useSaveView();
  const remove = useDeleteView();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const items = views.data?.items ?? [];
  const current = viewQueryOf(query);
  const chosen =
    items.find((view) => sameQuery(view.query, current)) ?? items.find((view) => view.id === chosenId) ?? null;
  // While a view just applied is on its way to the address, the page still reads the filters before it.
  const settled = useNavigation().state === 'idle';
  const changed = settled && chosen !== null && !sameQuery(chosen.query, current);

  const apply = (view: SavedView) => {
    setChosenId(view.id);
    onApply(view.query);
    setSearchParams(
      new URLSearchParams(Object.entries(view.query).filter(([key, value]) => key !== 'sort' || value !== defaultSort)),
    );
  };

  const saveCurrent = () => {
    if (!chosen) return;
    save.mutate(
      { id: chosen.id, input: { list, name: chosen.name, query: current } },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('bar.updated', { name: chosen.name }) }),
        onError: notifyFailure,
      },
    );
  };

  const confirmDelete = () => {
    if (!chosen) return;
    remove.mutate(chosen.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('deleteDialog.done', { name: chosen.name }) });
        setChosenId(null);
        setDialog(null);
      },
      onError: (err) => {
        setDialog(null);
        notifyFailure(err);
      },
    });
  };

  const schedule = chosen?.schedule;
  const active = schedule?.recipients.filter((r) => r.active).map((r) => r.email) ?? [];
  const skipped = schedule?.recipients.filter((r) => !r.active).map((r) => r.email) ?? [];
  const separator = t('listSeparator');

  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('bar.label')}
          placeholder={
            views.isError ? t('bar.loadFailed') : items.length || views.isPending ? t('bar.placeholder') : t('bar.none')
          }
          data={items.map((view) => ({ value: view.id, label: view.name }))}
          value={chosen?.id ?? null}
          onChange={(id) => {
            const view = items.find((item) => item.id === id);
            if (view) apply(view);
          }}
          description={changed ? t('bar.changed') : undefined}
          disabled={items.length === 0}
          allowDeselect={false}
          searchable={items.length > 8}
          w={{ base: '100%', xs: 320 }}
        />
        <Button variant="light" onClick={() => setDialog('save')}>
          {t('bar.save')}
        </Button>
        {chosen && (
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button variant="default" aria-label={t('bar.actionsFor', { name: chosen.name })}>
                {t('bar.actions')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setDialog('rename')}>{t('bar.rename')}</Menu.Item>
              {changed && <Menu.Item onClick={saveCurrent}>{t('bar.update')}</Menu.Item>}
              <Menu.Item onClick={() => setDialog('schedule')}>{t('bar.schedule')}</Menu.Item>
              <Menu.Item color="red.9" onClick={() => setDialog('delete')}>
                {t('bar.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {schedule && (
        <Text size="sm" c="dimmed">
          {t('bar.scheduled', {
            weekday: t(`weekdays.${schedule.weekday}`),
            hour: hourLabel(schedule.hour),
            emails: active.join(separator) || t('bar.nobody'),
          })}
          {skipped.length > 0 && ` ${t('bar.skipped', { emails: skipped.join(separator) })}`}
        </Text>
      )}
      {(dialog === 'save' || (dialog === 'rename' && chosen)) && (
        <SavedViewNameDialog
          list={list}
          view={dialog === 'rename' ? chosen : null}
          query={current}
          onSaved={(view) => setChosenId(view.id)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'schedule' && chosen && <SavedViewScheduleDialog view={chosen} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        opened={dialog === 'delete' && chosen !== null}
        title={t('deleteDialog.title')}
        body={t('deleteDialog.body', { name: chosen?.name ?? '' })}
        confirmLabel={t('deleteDialog.confirm')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDialog(null)}
      />
    </Stack>
  );
}

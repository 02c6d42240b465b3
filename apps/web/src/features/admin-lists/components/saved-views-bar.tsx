// The saved views above a list's filters (decision 057): choosing one puts its filters and sort in
// the address (so the list, its CSV and its group message follow); "Save this view" keeps the list's
// current filters under a name for every officer; the chosen view's menu renames it, saves the
// current filters into it (once they differ from it), sets its weekly email and deletes it (after a
// confirmation). The view shown as chosen is the one the address matches, else the one last
// applied, marked as changed since. The picker's code (Mantine's Select, its popover) comes when
// someone reaches for the field (lib/load-on-intent.ts): a Select on the page drew itself again at
// once as the page was hydrated, in the same long task.
import { queryAsText } from '@fis/shared/admin-list-choices';
import type { SavedView, SavedViewList } from '@fis/shared/saved-view-schemas';
import { Button, ComboboxChevron, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { lazyUntilOpen } from '../../../lib/lazy-until-open';
import { useLoadOnIntent } from '../../../lib/load-on-intent';
import { useLatestSearchParams } from '../../../lib/url-params';
import { useSavedViews } from '../api/saved-views';
import { hourLabel } from '../utils/hour-label';

// The chosen view's menu and the dialogs (their forms, the officers' picker) come when first shown.
const SavedViewNameDialog = lazyUntilOpen(
  () => import('./saved-view-name-dialog'),
  'SavedViewNameDialog',
  () => true,
);
const SavedViewActions = lazyUntilOpen(
  () => import('./saved-view-actions'),
  'SavedViewActions',
  () => true,
);
const SavedViewScheduleDialog = lazyUntilOpen(
  () => import('./saved-view-schedule-dialog'),
  'SavedViewScheduleDialog',
  () => true,
);

/** The list's query as a view keeps it: its filters and sort as the address writes them, no page. */
function viewQueryOf(query: Record<string, unknown>): Record<string, string> {
  const { page: _page, take: _take, ...filters } = query;
  return queryAsText(filters);
}

function sameQuery(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

type Dialog = 'save' | 'rename' | 'schedule' | null;

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
  const [, setSearchParams] = useLatestSearchParams();
  const views = useSavedViews(list);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const pickerIntent = useLoadOnIntent(() => import('./saved-view-picker'));
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

  const schedule = chosen?.schedule;
  const active = schedule?.recipients.filter((r) => r.active).map((r) => r.email) ?? [];
  const skipped = schedule?.recipients.filter((r) => !r.active).map((r) => r.email) ?? [];
  const separator = t('listSeparator');
  const SavedViewPicker = pickerIntent.loaded;
  // What the picker and the field drawn until it comes have alike.
  const field = {
    label: t('bar.label'),
    placeholder: views.isError
      ? t('bar.loadFailed')
      : items.length || views.isPending
        ? t('bar.placeholder')
        : t('bar.none'),
    description: changed ? t('bar.changed') : undefined,
    disabled: items.length === 0,
    w: { base: '100%', xs: 320 },
  };

  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        {SavedViewPicker ? (
          <SavedViewPicker
            {...field}
            data={items.map((view) => ({ value: view.id, label: view.name }))}
            value={chosen?.id ?? null}
            onChange={(id) => {
              const view = items.find((item) => item.id === id);
              if (view) apply(view);
            }}
            allowDeselect={false}
            searchable={items.length > 8}
            openAtOnce={pickerIntent.pressed}
            focusAtOnce={pickerIntent.focused.current}
          />
        ) : (
          <TextInput
            {...field}
            {...pickerIntent.handlers}
            // The arrows open a Select's list: pressed before its code is here, they open it as it comes.
            onKeyDown={(event) => {
              if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
              event.preventDefault();
              pickerIntent.handlers.onClick();
            }}
            value={chosen?.name ?? ''}
            readOnly
            rightSection={<ComboboxChevron />}
            rightSectionPointerEvents="none"
            styles={{ input: { cursor: 'pointer' } }}
          />
        )}
        <Button variant="light" onClick={() => setDialog('save')}>
          {t('bar.save')}
        </Button>
        {chosen && (
          <SavedViewActions
            list={list}
            view={chosen}
            query={current}
            changed={changed}
            onRename={() => setDialog('rename')}
            onSchedule={() => setDialog('schedule')}
            onDeleted={() => setChosenId(null)}
          />
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
    </Stack>
  );
}

// A saved view's weekly email, in a dialog (decision 057): the day, the hour of Hong Kong time and
// the colleagues it goes to, chosen among the active members of the office (the team page's query),
// each checked with the API's own schema and each error beside its field; a view already sent each
// week can be stopped from here.
import {
  SAVED_VIEW_HOURS,
  SAVED_VIEW_RECIPIENTS_MAX,
  SAVED_VIEW_WEEKDAYS,
  type SavedView,
  savedViewScheduleInputSchema,
} from '@fis/shared/saved-view-schemas';
import { Button, Group, Modal, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useTeam } from '../../../lib/admin-team';
import { fieldIssuesOf, firstErrorByField } from '../../../lib/form-errors';
import { useNotifyFailure } from '../../../lib/notify';
import { useScheduleView } from '../api/saved-views';
import { hourLabel } from '../utils/hour-label';

/** An error's field as the form names it: `recipientIds` for `recipientIds.2`. */
const fieldOf = (path: string) => path.split('.')[0] ?? path;

export function SavedViewScheduleDialog({ view, onClose }: { view: SavedView; onClose(): void }) {
  const { t } = useTranslation('savedViews');
  const team = useTeam();
  const schedule = useScheduleView();
  const notifyFailure = useNotifyFailure();
  const [weekday, setWeekday] = useState(String(view.schedule?.weekday ?? 1));
  const [hour, setHour] = useState(String(view.schedule?.hour ?? 9));
  const [recipientIds, setRecipientIds] = useState<string[]>(
    view.schedule?.recipients.filter((r) => r.active).map((r) => r.id) ?? [],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const errorOf = (field: string) => (errors[field] ? t(`errors:${errors[field]}`) : undefined);
  const members = (team.data?.items ?? []).filter((member) => member.state === 'active');

  const done = (message: string) => {
    notifications.show({ color: 'green', message });
    onClose();
  };
  const failed = (err: unknown) => {
    const issues = fieldIssuesOf(err);
    if (issues.length === 0) notifyFailure(err);
    else setErrors(firstErrorByField(issues, fieldOf));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { weekday: Number(weekday), hour: Number(hour), recipientIds };
    const checked = savedViewScheduleInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(
        firstErrorByField(
          checked.error.issues.map((issue) => ({ field: issue.path.join('.'), code: issue.message })),
          fieldOf,
        ),
      );
      return;
    }
    schedule.mutate(
      { id: view.id, schedule: input },
      { onSuccess: () => done(t('scheduleDialog.saved', { name: view.name })), onError: failed },
    );
  };

  const stop = () =>
    schedule.mutate(
      { id: view.id, schedule: null },
      { onSuccess: () => done(t('scheduleDialog.stopped', { name: view.name })), onError: failed },
    );

  return (
    <Modal opened onClose={onClose} title={t('scheduleDialog.title', { name: view.name })} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('scheduleDialog.intro')}</Text>
          <ColumnsGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t('scheduleDialog.weekday')}
              data={SAVED_VIEW_WEEKDAYS.map((day) => ({ value: String(day), label: t(`weekdays.${day}`) }))}
              value={weekday}
              onChange={(value) => value && setWeekday(value)}
              allowDeselect={false}
              error={errorOf('weekday')}
              required
            />
            <Select
              label={t('scheduleDialog.hour')}
              data={SAVED_VIEW_HOURS.map((h) => ({ value: String(h), label: hourLabel(h) }))}
              value={hour}
              onChange={(value) => value && setHour(value)}
              allowDeselect={false}
              error={errorOf('hour')}
              required
            />
          </ColumnsGrid>
          <MultiSelect
            label={t('scheduleDialog.recipients')}
            description={t('scheduleDialog.recipientsHint', { max: SAVED_VIEW_RECIPIENTS_MAX })}
            placeholder={members.length ? t('scheduleDialog.recipientsPlaceholder') : undefined}
            data={members.map((member) => ({ value: member.id, label: member.email }))}
            value={recipientIds}
            onChange={(ids) => {
              setRecipientIds(ids);
              setErrors(({ recipientIds: _gone, ...rest }) => rest);
            }}
            maxValues={SAVED_VIEW_RECIPIENTS_MAX}
            searchable
            nothingFoundMessage={t('scheduleDialog.nobodyFound')}
            error={errorOf('recipientIds') ?? (team.isError ? t('scheduleDialog.teamFailed') : undefined)}
            required
          />
          <Text size="xs" c="dimmed">
            {t('scheduleDialog.nextWeek')}
          </Text>
          <Group justify="flex-end" gap="sm">
            {view.schedule && (
              <Button variant="subtle" color="red.9" onClick={stop} disabled={schedule.isPending}>
                {t('scheduleDialog.stop')}
              </Button>
            )}
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <SubmitButton submitting={schedule.isPending}>{t('scheduleDialog.save')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

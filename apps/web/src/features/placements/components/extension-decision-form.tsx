// The office decides a waiting extension: what the company asked for and why, a reason (optional
// to approve, required to refuse: the shared schema says so, and the error stands beside the
// field), Approve, which adds the months, and Refuse. The API's refusals stand beside their fields.
import { LONG_TEXT_MAX_LENGTH } from '@fis/shared/limits';
import { placementEndDate } from '@fis/shared/placement-rules';
import {
  type Extension,
  type ExtensionDecisionInput,
  extensionDecisionInputSchema,
  type Placement,
} from '@fis/shared/placement-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/ui/form-section';
import { LimitedTextareaField } from '../../../components/ui/limited-text';
import { useDates } from '../../../lib/dates';
import { useLabel } from '../../../lib/i18n';
import { useServerErrors } from '../../../lib/notify';
import { useDecideExtension } from '../api/decide-extension';

type Decision = ExtensionDecisionInput['decision'];

export function ExtensionDecisionForm({ placement, extension }: { placement: Placement; extension: Extension }) {
  const { t } = useTranslation('placements');
  const dates = useDates();
  const label = useLabel();
  const serverErrors = useServerErrors();
  const decide = useDecideExtension(placement.id);
  const { control, handleSubmit, setError, setValue, watch } = useForm<ExtensionDecisionInput>({
    resolver: zodResolver(extensionDecisionInputSchema),
    defaultValues: { decision: 'approved', reason: '' },
  });
  const deciding = decide.isPending ? watch('decision') : null;

  const send = (decision: Decision) => {
    setValue('decision', decision);
    return handleSubmit(async (values) => {
      try {
        const saved = await decide.mutateAsync({
          extensionId: extension.id,
          input: { decision: values.decision, reason: values.reason || undefined },
        });
        notifications.show({
          color: 'green',
          message:
            values.decision === 'approved' && saved.endDate
              ? t('decide.approvedUntil', { date: dates.date(saved.endDate) })
              : t(values.decision === 'approved' ? 'decide.approved' : 'decide.refused'),
        });
      } catch (err) {
        serverErrors(err, setError, ['reason']);
      }
    })();
  };

  const newEnd = placement.startDate
    ? placementEndDate(placement.startDate, placement.months + extension.months)
    : null;

  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate>
      <FormSection card title={t('decide.title')}>
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {t('decide.asked', { count: extension.months, company: placement.company.name })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {label(t('extensions.reason'))}
            {extension.reason}
          </Text>
          <Text size="sm" c="dimmed">
            {newEnd
              ? t('decide.effect', {
                  months: t('months', { count: placement.months + extension.months }),
                  date: dates.date(newEnd),
                })
              : t('decide.effectNoDates', { months: t('months', { count: placement.months + extension.months }) })}
          </Text>
          <LimitedTextareaField
            control={control}
            name="reason"
            label={t('decide.reason')}
            description={t('decide.reasonHint')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={LONG_TEXT_MAX_LENGTH}
          />
          <Group justify="flex-end" gap="sm">
            <Button
              color="red"
              variant="light"
              loading={deciding === 'refused'}
              disabled={decide.isPending}
              onClick={() => send('refused')}
            >
              {t('decide.refuse')}
            </Button>
            <Button loading={deciding === 'approved'} disabled={decide.isPending} onClick={() => send('approved')}>
              {t('decide.approve')}
            </Button>
          </Group>
        </Stack>
      </FormSection>
    </form>
  );
}

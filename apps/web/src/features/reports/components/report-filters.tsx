// The filters every report takes: a round (every round when none is chosen) and a period of Hong
// Kong dates, both days included. Applied together, checked first with the API's own schema (a
// period ending before it starts is named beside "To"); written to the address, which the form
// follows when it changes (the back button, a link).

import { reportQuerySchema } from '@fis/shared/report-schemas';
import { roundName } from '@fis/shared/scheme-rounds';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { ContentSection } from '../../../components/ui/content-section';
import { useFieldErrorText } from '../../../lib/form-errors';
import { useReportRounds } from '../api/get-report-rounds';
import { FILTER_KEYS, type FilterKey } from '../hooks/use-report-filters';

type FilterValues = Record<FilterKey, string>;
const NONE: FilterValues = { roundId: '', from: '', to: '' };

export function ReportFilterForm({ values, onApply }: { values: FilterValues; onApply(values: FilterValues): void }) {
  const { t, i18n } = useTranslation('reports');
  const fieldError = useFieldErrorText();
  const rounds = useReportRounds();
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    formState: { errors },
  } = useForm<FilterValues>({
    // biome-ignore lint/suspicious/noExplicitAny: the form holds the schema's input as text, blanks as ''
    resolver: zodResolver(reportQuerySchema as any) as any,
    defaultValues: values,
  });
  const key = FILTER_KEYS.map((name) => values[name]).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form follows the address when it changes
  useEffect(() => reset(values), [key, rounds.isSuccess]);
  // The zod resolver hands back the parsed values (blanks left out): the address takes what was typed.
  const apply = handleSubmit(() => onApply(getValues()));

  return (
    <ContentSection title={t('filters.title')}>
      <form onSubmit={apply} noValidate>
        <Stack gap="sm">
          <ColumnsGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NativeSelect
              {...register('roundId')}
              label={t('filters.round')}
              data={[
                { value: '', label: t('filters.allRounds') },
                ...(rounds.data?.items ?? []).map((round) => ({
                  value: round.id,
                  label: roundName(round, i18n.language),
                })),
              ]}
              error={fieldError(errors.roundId)}
            />
            <TextInput {...register('from')} type="date" label={t('filters.from')} error={fieldError(errors.from)} />
            <TextInput {...register('to')} type="date" label={t('filters.to')} error={fieldError(errors.to)} />
          </ColumnsGrid>
          <Group gap="sm">
            <Button type="submit">{t('filters.apply')}</Button>
            <Button variant="default" onClick={() => onApply(NONE)}>
              {t('filters.clear')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ContentSection>
  );
}

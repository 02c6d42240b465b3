// /admin-portal/recommendations: how the scheme office's picks turn into applications and hires
// (docs/decisions/028). The funnel recommended → applied → hired with its rates for a period of
// Hong Kong dates, the same by month, and the picks with their outcome; the period and the outcome
// live in the address.

import {
  RECOMMENDATION_OUTCOMES,
  type RecommendationsQuery,
  recommendationsQuerySchema,
} from '@fis/shared/office-recommendation-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { ContentSection } from '../../../components/ui/content-section';
import { EmptyState, LoadError, refreshingProps } from '../../../components/ui/list-states';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { useErrorText, useFieldErrorText } from '../../../lib/form-errors';
import { readPage, useLatestSearchParams, useUrlParams } from '../../../lib/url-params';
import { useRecommendations } from '../api/recommendations';
import { Funnel, Months } from './funnel';
import { PicksTable } from './picks-table';

const FILTERS = ['from', 'to', 'outcome'] as const;
type FilterValues = Record<(typeof FILTERS)[number], string>;
const TAKE = 25;

/** The period and outcome in the address, blanks as '' (the form's values). */
const readFilters = (params: URLSearchParams) =>
  Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? ''])) as FilterValues;

/** What the page asks for, read alike by the page and its route's loader: the filters given and the page. */
export function readRecommendationsQuery(params: URLSearchParams): RecommendationsQuery {
  return {
    ...Object.fromEntries(Object.entries(readFilters(params)).filter(([, value]) => value !== '')),
    page: readPage(params),
    take: TAKE,
  };
}

export function RecommendationsPage() {
  const { t } = useTranslation('officeRecommendations');
  const errorText = useErrorText();
  const { params, page, setParam } = useUrlParams();
  const [, setSearchParams] = useLatestSearchParams();
  const filters = readFilters(params);
  const query = useRecommendations(readRecommendationsQuery(params));

  return (
    <Stack maw={1200} gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('funnel.title')}
        </Title>
        <Text c="dimmed">{t('funnel.intro')}</Text>
      </Stack>
      <FilterForm
        filters={filters}
        onApply={(values) => {
          const next = new URLSearchParams();
          for (const key of FILTERS) if (values[key]) next.set(key, values[key]);
          setSearchParams(next);
        }}
      />
      {query.isPending ? (
        <Skeleton height={320} />
      ) : query.isError ? (
        <LoadError message={errorText(query.error)} onRetry={() => query.refetch()} />
      ) : (
        <Stack gap="lg" {...refreshingProps(query.isPlaceholderData)}>
          <Funnel counts={query.data.funnel} />
          <Months months={query.data.months} />
          <ContentSection title={t('funnel.picks')}>
            {query.data.items.length === 0 ? (
              <EmptyState title={t('funnel.empty')} />
            ) : (
              <Stack gap="sm">
                <Text size="sm" c="dimmed" aria-live="polite">
                  {t('funnel.total', { count: query.data.total })}
                </Text>
                <PicksTable picks={query.data.items} />
                <Pager
                  total={query.data.total}
                  take={query.data.take}
                  page={page}
                  onChange={(next) => setParam('page', String(next))}
                />
              </Stack>
            )}
          </ContentSection>
        </Stack>
      )}
    </Stack>
  );
}

function FilterForm({ filters, onApply }: { filters: FilterValues; onApply: (values: FilterValues) => void }) {
  const { t } = useTranslation('officeRecommendations');
  const fieldError = useFieldErrorText();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FilterValues>({
    // biome-ignore lint/suspicious/noExplicitAny: the form holds the schema's input as text, blanks as ''
    resolver: zodResolver(recommendationsQuerySchema as any) as any,
    mode: 'onTouched',
    defaultValues: filters,
  });
  const key = FILTERS.map((name) => filters[name]).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form follows the address when it changes
  useEffect(() => reset(filters), [key]);
  return (
    <ContentSection title={t('funnel.period')}>
      <form onSubmit={handleSubmit((values) => onApply(values))} noValidate>
        <Stack gap="sm">
          <ColumnsGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput {...register('from')} type="date" label={t('funnel.from')} error={fieldError(errors.from)} />
            <TextInput {...register('to')} type="date" label={t('funnel.to')} error={fieldError(errors.to)} />
            <NativeSelect
              {...register('outcome')}
              label={t('funnel.outcome')}
              data={[
                { value: '', label: t('funnel.anyOutcome') },
                ...RECOMMENDATION_OUTCOMES.map((value) => ({ value, label: t(`outcome.${value}`) })),
              ]}
              error={fieldError(errors.outcome)}
            />
          </ColumnsGrid>
          <Group gap="sm">
            <Button type="submit">{t('funnel.apply')}</Button>
            <Button variant="default" onClick={() => onApply({ from: '', to: '', outcome: '' })}>
              {t('funnel.clear')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ContentSection>
  );
}

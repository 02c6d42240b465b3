// /admin-portal/recommendations: how the scheme office's picks turn into applications and hires
// (docs/decisions/028). The funnel recommended → applied → hired with its rates for a period of
// Hong Kong dates, the same by month, and the picks with their outcome; the period and the outcome
// live in the address.

import { companyNameIn } from '@fis/shared/company-name';
import {
  type FunnelCounts,
  type OfficePick,
  RECOMMENDATION_OUTCOMES,
  type RecommendationOutcome,
  rateOf,
  recommendationsQuerySchema,
} from '@fis/shared/office-recommendation-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ContentSection } from '../../../components/ui/content-section';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { Pager } from '../../../components/ui/pager';
import { applicantName } from '../../../lib/applicant-name';
import { useDates } from '../../../lib/dates';
import { useErrorText, useFieldErrorText } from '../../../lib/form-errors';
import { useUrlParams } from '../../../lib/url-params';
import { useRecommendations } from '../api/recommendations';

const FILTERS = ['from', 'to', 'outcome'] as const;
type FilterValues = Record<(typeof FILTERS)[number], string>;
const TAKE = 25;

const OUTCOME_COLOUR: Record<RecommendationOutcome, string> = { recommended: 'gray', applied: 'blue', hired: 'green' };

export function RecommendationsPage() {
  const { t } = useTranslation('officeRecommendations');
  const errorText = useErrorText();
  const { params, page, setParam } = useUrlParams();
  const [, setSearchParams] = useSearchParams();
  const filters = Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? ''])) as FilterValues;
  const query = useRecommendations({
    ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')),
    page,
    take: TAKE,
  });

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
        <Stack gap="lg" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
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
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
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
          </SimpleGrid>
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

/** The three steps, each with its count and its rate of the step before. */
function Funnel({ counts }: { counts: FunnelCounts }) {
  const { t } = useTranslation('officeRecommendations');
  const steps = [
    { key: 'recommended', count: counts.recommended, note: t('funnel.withdrawn', { count: counts.withdrawn }) },
    {
      key: 'applied',
      count: counts.applied,
      note: t('funnel.rateOfRecommended', { rate: rateOf(counts.applied, counts.recommended) }),
    },
    {
      key: 'hired',
      count: counts.hired,
      note: t('funnel.rateOfApplied', { rate: rateOf(counts.hired, counts.applied) }),
    },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" component="section" aria-label={t('funnel.steps')}>
      {steps.map((step) => (
        <Card key={step.key} withBorder radius="md" padding="md">
          <Text size="sm" c="dimmed" component="h2" m={0}>
            {t(`outcome.${step.key}`)}
          </Text>
          <Text size="xl" fw={700} data-testid={`funnel-${step.key}`}>
            {step.count}
          </Text>
          <Text size="sm" c="dimmed">
            {step.note}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Months({ months }: { months: (FunnelCounts & { month: string })[] }) {
  const { t } = useTranslation('officeRecommendations');
  const dates = useDates();
  if (months.length === 0) return null;
  return (
    <ContentSection title={t('funnel.byMonth')}>
      <DataTable
        rows={months}
        rowKey={(row) => row.month}
        minWidth={480}
        columns={[
          { key: 'month', header: t('funnel.month'), cell: (row) => dates.month(`${row.month}-01`) },
          { key: 'recommended', header: t('outcome.recommended'), cell: (row) => row.recommended },
          {
            key: 'applied',
            header: t('outcome.applied'),
            cell: (row) => t('funnel.countRate', { count: row.applied, rate: rateOf(row.applied, row.recommended) }),
          },
          {
            key: 'hired',
            header: t('outcome.hired'),
            cell: (row) => t('funnel.countRate', { count: row.hired, rate: rateOf(row.hired, row.applied) }),
          },
        ]}
      />
    </ContentSection>
  );
}

export function OutcomeBadge({ pick }: { pick: OfficePick }) {
  const { t } = useTranslation('officeRecommendations');
  return (
    <Group gap={4}>
      <Badge color={OUTCOME_COLOUR[pick.outcome]} variant="light" tt="none">
        {t(`outcome.${pick.outcome}`)}
      </Badge>
      {pick.withdrawnAt ? (
        <Badge color="orange" variant="light" tt="none">
          {t('pick.withdrawn')}
        </Badge>
      ) : null}
    </Group>
  );
}

/** Picks as a table: the candidate, the job and its company, when and by whom, the outcome. */
export function PicksTable({ picks }: { picks: OfficePick[] }) {
  const { t, i18n } = useTranslation('officeRecommendations');
  const dates = useDates();
  return (
    <DataTable
      rows={picks}
      rowKey={(pick) => pick.id}
      minWidth={860}
      columns={[
        {
          key: 'candidate',
          header: t('pick.candidate'),
          cell: (pick) => (
            <Anchor
              component={Link}
              to={`/admin-portal/candidates/${pick.candidateId}`}
              style={{ overflowWrap: 'anywhere' }}
            >
              {applicantName({ englishName: pick.candidateName, chineseName: pick.candidateChineseName })}
            </Anchor>
          ),
        },
        {
          key: 'job',
          header: t('pick.job'),
          cell: (pick) => (
            <Stack gap={0}>
              <Anchor
                component={Link}
                to={`/admin-portal/jobs/${pick.jobId}/edit`}
                style={{ overflowWrap: 'anywhere' }}
              >
                {pick.positionName}
              </Anchor>
              <Text size="sm" c="dimmed">
                {companyNameIn({ name: pick.companyName, nameZh: pick.companyNameZh }, i18n.language)}
              </Text>
            </Stack>
          ),
        },
        {
          key: 'recommended',
          header: t('pick.recommended'),
          cell: (pick) => (
            <Text size="sm">
              {t('pick.by', {
                date: dates.date(pick.recommendedAt),
                admin: pick.recommendedBy ?? t('pick.formerAdmin'),
              })}
            </Text>
          ),
        },
        { key: 'outcome', header: t('pick.outcome'), cell: (pick) => <OutcomeBadge pick={pick} /> },
      ]}
    />
  );
}

// /candidate/job-list: keyword search, filters, sort and pages of internships. Everything lives
// in the URL query, so a search can be shared, reloaded, and left with the back button.
import { JOB_SEARCH_COUNT_CAP, KEYWORD_MAX_LENGTH } from '@fis/shared/limits';
import { Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type FormEvent, lazy, type ReactNode, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSkeletons, EmptyState, LoadError, refreshingProps } from '../../../components/ui/list-states';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { lazyUntilOpen } from '../../../lib/lazy-until-open';
import { usePhoneWidth } from '../../../lib/phone-width';
import { useLatestSearchParams } from '../../../lib/url-params';
import { useJobSearch } from '../api/search-jobs';
import { JobCard } from './job-card';
import { countFilters, type FilterKey, NO_FILTER, readJobFilters, withParam } from './url-filters';

const FILTER_KEYS = ['companyId', 'jobType', 'location', 'jobMode', 'jobFunction', 'posted', 'canTake'];

// The filters' selects (Mantine's combobox, popover and scroll area) are the heaviest part of the
// page: they load beside it on a wide screen, and on a phone only when the drawer first opens.
const JobFilters = lazy(() => import('./job-filters').then((m) => ({ default: m.JobFilters })));
const FiltersDrawer = lazyUntilOpen(
  () => import('./filters-drawer'),
  'FiltersDrawer',
  (props) => props.opened,
);

/**
 * `recommended`: the candidate's recommended jobs, shown below the results once they are drawn:
 * above, they arrived after the page was drawn and pushed the search and its results down (a
 * layout shift, and on a phone the search below the fold).
 */
export function JobListPage({ recommended }: { recommended?: ReactNode }) {
  const { t } = useTranslation('search');
  const [params, setParams] = useLatestSearchParams();
  const filters = readJobFilters(params);
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  const set = countFilters(filters);

  // The back button changes the URL: the box follows it.
  useEffect(() => setKeyword(filters.keyword ?? ''), [filters.keyword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(withParam(params, 'keyword', keyword.trim()));
  };
  const setFilter = (key: FilterKey, value: string | null) =>
    setParams(withParam(params, key, value === null || NO_FILTER.has(value) ? null : value));
  const clearFilters = () => {
    let next = params;
    for (const key of FILTER_KEYS) next = withParam(next, key, null);
    setParams(next);
  };
  const goToPage = (page: number) => {
    setParams(withParam(params, 'page', page === 1 ? null : String(page)));
    window.scrollTo({ top: 0 });
  };

  const clearButton = set > 0 && (
    <Button variant="subtle" onClick={clearFilters}>
      {t('list.clearFilters')}
    </Button>
  );

  return (
    <Stack maw={1100} gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('list.intro')}</Text>
      </Stack>

      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <search>
            <form onSubmit={submit}>
              <Group align="flex-end" wrap="nowrap" gap="sm">
                <TextInput
                  label={t('list.keyword')}
                  placeholder={t('list.keywordPlaceholder')}
                  value={keyword}
                  onChange={(e) => setKeyword(e.currentTarget.value)}
                  maxLength={KEYWORD_MAX_LENGTH}
                  type="search"
                  name="keyword"
                  style={{ flex: 1 }}
                />
                <Button type="submit">{t('list.search')}</Button>
              </Group>
            </form>
          </search>
          <Checkbox
            label={t('eligibilityRules:filter')}
            checked={filters.canTake === true}
            onChange={(e) => setParams(withParam(params, 'canTake', e.currentTarget.checked ? 'true' : null))}
          />
          <FilterControls filters={filters} count={set} onChange={setFilter} clearButton={clearButton} />
        </Stack>
      </Paper>

      <Results
        filters={filters}
        onPage={goToPage}
        onClear={() => setParams(new URLSearchParams())}
        after={recommended}
      />
    </Stack>
  );
}

/**
 * The filters: their fields on a wide screen, a button opening them in a drawer on a phone. The
 * width is known at the first render (on the server, the screen it expects: lib/phone-width.ts),
 * so that a phone does not draw (and pay for) the six fields. Read here, not by the page: a wrong
 * guess found as the page hydrates draws these controls again, not the results.
 */
function FilterControls({
  filters,
  count,
  onChange,
  clearButton,
}: {
  filters: ReturnType<typeof readJobFilters>;
  /** How many filters are set. */
  count: number;
  onChange: (key: FilterKey, value: string | null) => void;
  clearButton: ReactNode;
}) {
  const { t } = useTranslation('search');
  const phone = usePhoneWidth();
  const [drawerOpen, drawer] = useDisclosure(false);
  return (
    <>
      {phone && (
        <Group gap="sm">
          <Button variant="default" onClick={drawer.open} aria-haspopup="dialog">
            {count > 0 ? t('list.showFilters', { count }) : t('list.filters')}
          </Button>
          {clearButton}
        </Group>
      )}
      {!phone && (
        <Stack gap="xs">
          <Suspense fallback={<Skeleton h={130} radius="sm" />}>
            <JobFilters filters={filters} onChange={onChange} columns={3} />
          </Suspense>
          {clearButton && <Group justify="flex-end">{clearButton}</Group>}
        </Stack>
      )}
      {phone && (
        <FiltersDrawer
          opened={drawerOpen}
          onClose={drawer.close}
          filters={filters}
          onChange={onChange}
          clearButton={clearButton}
        />
      )}
    </>
  );
}

/**
 * The search's answer. It reads the search itself, so that the answer's arrival draws the results
 * alone, not the search form above them again.
 */
function Results({
  filters,
  onPage,
  onClear,
  after,
}: {
  filters: ReturnType<typeof readJobFilters>;
  onPage: (page: number) => void;
  /** Clears the keyword and every filter: what an empty result offers. */
  onClear: () => void;
  /** Below the results, once they (or the failure) are drawn. */
  after?: ReactNode;
}) {
  const { t } = useTranslation('search');
  const query = useJobSearch(filters);
  // Deferred: a page of cards is drawn at a transition's priority, in slices that leave the
  // browser free to respond, rather than in one long task as the answer arrives.
  const data = useDeferredValue(query.data);
  if (query.isError) {
    return (
      <>
        <LoadError message={t('list.error')} detail={query.error.message} onRetry={() => query.refetch()} />
        {after}
      </>
    );
  }
  if (!data) return <CardSkeletons />;
  const { items, total, totalCapped, take } = data;
  const keyword = filters.keyword;
  const summary = keyword
    ? t(totalCapped ? 'list.resultsForCapped' : 'list.resultsFor', { count: total, keyword })
    : t(totalCapped ? 'list.resultsCapped' : 'list.results', { count: total });
  const results = (
    <Stack gap="md" {...refreshingProps(query.isPlaceholderData)}>
      <Text role="status" aria-live="polite" fw={500}>
        {summary}
      </Text>
      {items.length === 0 ? (
        <EmptyState
          title={t('list.empty')}
          hint={t('list.emptyHint')}
          action={
            (keyword || countFilters(filters) > 0) && (
              <Button variant="light" onClick={onClear}>
                {t('list.clearFilters')}
              </Button>
            )
          }
        />
      ) : (
        <Stack gap="sm">
          {items.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </Stack>
      )}
      <Pager total={total} take={take} page={filters.page} onChange={onPage} />
      {totalCapped && filters.page * take >= JOB_SEARCH_COUNT_CAP && (
        <Text size="sm" c="dimmed" ta="center">
          {t('list.refine', { count: JOB_SEARCH_COUNT_CAP })}
        </Text>
      )}
    </Stack>
  );
  return after ? (
    <>
      {results}
      {after}
    </>
  ) : (
    results
  );
}

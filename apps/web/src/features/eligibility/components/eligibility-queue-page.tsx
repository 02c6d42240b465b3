// /admin-portal/eligibility: the scheme office's eligibility checks (docs/decisions/025). Tabs for
// the candidates waiting (unverified, both scans uploaded; first come, first checked), every
// unverified one, the verified and the rejected; a search by name or email and an institution,
// kept in the address (eligibility-queue-filters.tsx). Each candidate with their scans, the
// decision so far, and verify / reject with a reason / back to unverified, each asked first
// (eligibility-candidate-card.tsx). The list refreshes when another admin decides ('admin:waiting').
import { ELIGIBILITY_QUEUES, type EligibilityQueue } from '@fis/shared/eligibility-schemas';
import { INSTITUTIONS, type Institution } from '@fis/shared/enums';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MineSwitch, readAssigneeParam } from '../../../components/ui/mine-switch';
import { useFocusAfterRemoval } from '../../../lib/focus-after-removal';
import { useUrlParams } from '../../../lib/url-params';
import { useKeywordParam } from '../../../lib/use-keyword-param';
import { useSelection } from '../../../lib/use-selection';
import { useEligibilityQueue } from '../api/eligibility-queue';
import { EligibilityBulkBar } from './eligibility-bulk-bar';
import { EligibilityQueueFilters } from './eligibility-queue-filters';
import { EligibilityQueueList } from './eligibility-queue-list';

const isQueue = (value: string | null): value is EligibilityQueue =>
  (ELIGIBILITY_QUEUES as readonly (string | null)[]).includes(value);
const isInstitution = (value: string | null): value is Institution =>
  (INSTITUTIONS as readonly (string | null)[]).includes(value);

/** The queue's query as the address holds it (blanks left out), read alike by the page and its route's loader. */
export function readEligibilityQueueQuery(params: URLSearchParams): {
  queue: EligibilityQueue;
  page: number;
  keyword?: string;
  institution?: Institution;
  assignee?: string;
} {
  const queueParam = params.get('queue');
  const institutionParam = params.get('institution');
  const keyword = params.get('keyword') ?? '';
  return {
    queue: isQueue(queueParam) ? queueParam : 'waiting',
    page: Math.max(1, Number(params.get('page')) || 1),
    ...(keyword ? { keyword } : {}),
    ...(isInstitution(institutionParam) ? { institution: institutionParam } : {}),
    ...readAssigneeParam(params),
  };
}

export function EligibilityQueuePage() {
  const { t } = useTranslation('eligibility');
  const { params, setParam } = useUrlParams();
  const address = readEligibilityQueueQuery(params);
  const { queue, page, institution } = address;
  const [keyword, setKeyword] = useKeywordParam(address.keyword ?? '', (value) => setParam('keyword', value));
  const query = useEligibilityQueue(address);

  // A decision moves the candidate to another tab: focus goes to the next card, not the page's top.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ids = useMemo(() => query.data?.items.map((candidate) => candidate.id), [query.data]);
  const focus = useFocusAfterRemoval(ids, headingRef);
  // Many are decided at once among the unverified: those the office has still to check.
  const selection = useSelection(query.data?.items ?? [], (candidate) => candidate.id);
  const decidesMany = queue === 'waiting' || queue === 'unverified';

  return (
    <Stack maw={1000} gap="lg">
      <Stack gap={4}>
        <Title order={1} ref={headingRef} tabIndex={-1}>
          {t('queue.title')}
        </Title>
        <Text c="dimmed">{t('queue.intro')}</Text>
      </Stack>
      <EligibilityQueueFilters
        keyword={keyword}
        onKeywordChange={setKeyword}
        institution={institution}
        onInstitutionChange={(value) => setParam('institution', value)}
        mine={<MineSwitch assignee={address.assignee} onChange={(value) => setParam('assignee', value)} />}
      />
      <Tabs
        value={queue}
        onChange={(value) => setParam('queue', value === 'waiting' ? null : value)}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('queue.tabsLabel')}>
          {ELIGIBILITY_QUEUES.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`queue.tabs.${tab}`)}
              {query.data ? ` (${query.data.counts[tab]})` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ELIGIBILITY_QUEUES.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            {decidesMany ? (
              <Stack gap="sm" mb="sm">
                <EligibilityBulkBar selection={selection} />
              </Stack>
            ) : null}
            <EligibilityQueueList
              query={query}
              page={page}
              onPageChange={(next) => setParam('page', String(next))}
              focus={focus}
              selection={decidesMany ? selection : undefined}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

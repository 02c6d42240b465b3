// /admin-portal/eligibility: the scheme office's eligibility checks (docs/decisions/025). Tabs for
// the candidates waiting (unverified, both scans uploaded; first come, first checked), every
// unverified one, the verified and the rejected; a search by name or email and an institution,
// kept in the address. Each candidate with their scans, opened through GET /v1/media/{id} (every
// view audited), the decision so far, and verify / reject with a reason / back to unverified,
// each asked first. The list refreshes when another admin decides ('admin:waiting').
import { ELIGIBILITY_QUEUES, type EligibilityCandidate, type EligibilityQueue } from '@fis/shared/eligibility-schemas';
import { EligibilityStatus, INSTITUTIONS, type Institution } from '@fis/shared/enums';
import { institutionKey, institutionLabel } from '@fis/shared/institution-label';
import { Alert, Button, Card, Group, Select, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EligibilityBadge } from '../../../components/ui/eligibility-badge';
import { CardSkeletons, EmptyState, LoadError } from '../../../components/ui/list-states';
import { Pager } from '../../../components/ui/pager';
import { downloadFile } from '../../../lib/api-client';
import { applicantName } from '../../../lib/applicant-name';
import { useDates } from '../../../lib/dates';
import { useFocusAfterRemoval } from '../../../lib/focus-after-removal';
import { useNotifyFailure } from '../../../lib/notify';
import { useKeywordParam } from '../../../lib/use-keyword-param';
import { useDecideEligibility, useEligibilityQueue } from '../api/eligibility-queue';
import { DecisionDialog } from './decision-dialog';

const isQueue = (value: string | null): value is EligibilityQueue =>
  (ELIGIBILITY_QUEUES as readonly (string | null)[]).includes(value);
const isInstitution = (value: string | null): value is Institution =>
  (INSTITUTIONS as readonly (string | null)[]).includes(value);

export function EligibilityQueuePage() {
  const { t } = useTranslation('eligibility');
  const [params, setParams] = useSearchParams();
  const queueParam = params.get('queue');
  const queue: EligibilityQueue = isQueue(queueParam) ? queueParam : 'waiting';
  const institutionParam = params.get('institution');
  const institution = isInstitution(institutionParam) ? institutionParam : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  const currentKeyword = params.get('keyword') ?? '';
  const [keyword, setKeyword] = useKeywordParam(currentKeyword, (value) => setParam('keyword', value || null));
  const query = useEligibilityQueue({
    queue,
    page,
    ...(currentKeyword ? { keyword: currentKeyword } : {}),
    ...(institution ? { institution } : {}),
  });

  // A decision moves the candidate to another tab: focus goes to the next card, not the page's top.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ids = useMemo(() => query.data?.items.map((candidate) => candidate.id), [query.data]);
  const focus = useFocusAfterRemoval(ids, headingRef);

  let body: React.ReactNode;
  if (query.isPending) body = <CardSkeletons count={2} />;
  else if (query.isError)
    body = <LoadError message={t('queue.error')} detail={query.error.message} onRetry={() => query.refetch()} />;
  else if (query.data.items.length === 0) body = <EmptyState title={t('queue.empty')} />;
  else
    body = (
      <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
        {query.data.items.map((candidate) => (
          <CandidateCard
            key={candidate.id}
            candidate={candidate}
            focusRef={focus.itemRef(candidate.id)}
            onDecided={() => focus.leaving(candidate.id)}
          />
        ))}
        <Pager
          total={query.data.total}
          take={query.data.take}
          page={page}
          onChange={(next) => setParam('page', String(next))}
        />
      </Stack>
    );

  return (
    <Stack maw={1000} gap="lg">
      <Stack gap={4}>
        <Title order={1} ref={headingRef} tabIndex={-1}>
          {t('queue.title')}
        </Title>
        <Text c="dimmed">{t('queue.intro')}</Text>
      </Stack>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('queue.search')}
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          type="search"
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label={t('queue.institution')}
          data={[
            { value: '', label: t('queue.allInstitutions') },
            ...INSTITUTIONS.map((value) => ({ value, label: t(institutionKey(value)) })),
          ]}
          value={institution ?? ''}
          onChange={(value) => setParam('institution', value || null)}
          allowDeselect={false}
          style={{ flex: '1 1 220px' }}
        />
      </Group>
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
            {body}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function CandidateCard({
  candidate,
  focusRef,
  onDecided,
}: {
  candidate: EligibilityCandidate;
  /** The card takes focus when the candidate before it leaves the list. */
  focusRef: (element: HTMLElement | null) => void;
  onDecided: () => void;
}) {
  const { t } = useTranslation('eligibility');
  const dates = useDates();
  const notifyFailure = useNotifyFailure();
  const decide = useDecideEligibility(candidate.id);
  const [asking, setAsking] = useState<EligibilityStatus | null>(null);
  const name = applicantName(candidate);
  const { status, reason, decidedAt, decidedBy } = candidate.eligibility;
  const scans = [
    ['transcript', candidate.transcript],
    ['studentId', candidate.studentId],
  ] as const;
  const actions: EligibilityStatus[] = [];
  if (status !== EligibilityStatus.VERIFIED) actions.push(EligibilityStatus.VERIFIED);
  if (status !== EligibilityStatus.REJECTED) actions.push(EligibilityStatus.REJECTED);
  if (status !== EligibilityStatus.UNVERIFIED) actions.push(EligibilityStatus.UNVERIFIED);
  const actionKey = {
    [EligibilityStatus.VERIFIED]: 'verify',
    [EligibilityStatus.REJECTED]: 'reject',
    [EligibilityStatus.UNVERIFIED]: 'reopen',
  } as const;

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={`eligibility-${candidate.id}`}
      ref={focusRef}
      tabIndex={-1}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={`eligibility-${candidate.id}`} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {candidate.email}
            </Text>
          </Stack>
          <EligibilityBadge status={status} />
        </Group>
        <Text size="sm">
          {[
            institutionLabel(candidate, t),
            candidate.programme,
            t('queue.graduation', { year: candidate.graduationYear }),
            t('queue.registered', { date: dates.date(candidate.registeredAt) }),
          ].join(' · ')}
        </Text>
        <Group gap="xs" aria-label={t('queue.documents')} role="group">
          {scans.map(([kind, scan]) =>
            scan ? (
              <Button
                key={kind}
                size="compact-sm"
                variant="light"
                onClick={() => downloadFile(scan.url).catch(notifyFailure)}
                aria-label={t('queue.openLabel', { document: t(`queue.${kind}`), name })}
              >
                {t(`queue.${kind}`)}
              </Button>
            ) : (
              <Text key={kind} size="sm" c="red.8">
                {t('queue.notUploaded', { document: t(`queue.${kind}`) })}
              </Text>
            ),
          )}
        </Group>
        {status !== EligibilityStatus.UNVERIFIED && decidedAt ? (
          <Text size="sm" c="dimmed">
            {t('queue.decided', {
              status: t(`own.status.${status}`),
              admin: decidedBy ?? t('queue.formerAdmin'),
              date: dates.dateTime(decidedAt),
            })}
          </Text>
        ) : null}
        {status === EligibilityStatus.REJECTED && reason ? (
          <Alert color="red" variant="light" title={t('queue.reason')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {reason}
            </Text>
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          {actions.map((action) => (
            <Button
              key={action}
              size="compact-md"
              variant={action === EligibilityStatus.VERIFIED ? 'filled' : 'light'}
              color={
                action === EligibilityStatus.REJECTED ? 'red' : action === EligibilityStatus.VERIFIED ? 'green' : 'gray'
              }
              onClick={() => setAsking(action)}
              aria-label={t(`queue.${actionKey[action]}Label`, { name })}
            >
              {t(`queue.${actionKey[action]}`)}
            </Button>
          ))}
        </Group>
      </Stack>
      <DecisionDialog
        name={name}
        status={asking}
        busy={decide.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={async (input) => {
          const answer = await decide.mutateAsync(input);
          notifications.show({ color: 'green', message: answer.message });
          onDecided();
          setAsking(null);
        }}
      />
    </Card>
  );
}

// /candidate/interviews and /company/interviews: the caller's interviews, upcoming (soonest first)
// or past (most recent first), in Hong Kong time, paged. The company reschedules or cancels an
// upcoming one. Tab and page live in the URL.

import { Stage } from '@fis/shared/application-stages';
import type { InterviewListItem } from '@fis/shared/interview-schemas';
import { Anchor, Badge, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { JobCompanyLogo } from '../../../components/ui/avatars';
import { ConvertedText, JobCompanyName } from '../../../components/ui/converted-text';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { applicantName } from '../../../lib/applicant-name';
import { useDates } from '../../../lib/dates';
import { useLabel } from '../../../lib/i18n';
import { useUrlParams } from '../../../lib/url-params';
import { readInterviewsParams, useInterviews } from '../api/get-interviews';
import { InterviewActions } from './interview-actions';
import { InterviewText } from './interview-text';

type Side = 'candidate' | 'company';

export function InterviewsPage() {
  const { t } = useTranslation('interviews');
  const side: Side = useLocation().pathname.startsWith('/company') ? 'company' : 'candidate';
  const { params, setParam } = useUrlParams();
  const { when, page } = readInterviewsParams(params);
  const query = useInterviews(when, page);

  return (
    <Stack maw={960} gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{side === 'company' ? t('introCompany') : t('introCandidate')}</Text>
      </Stack>
      <SegmentedControl
        aria-label={t('when.label')}
        value={when}
        onChange={(v) => setParam('when', v === 'past' ? 'past' : null)}
        data={[
          { value: 'upcoming', label: t('when.upcoming') },
          { value: 'past', label: t('when.past') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />

      {query.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={120} radius="md" />
          <Skeleton height={120} radius="md" />
          <Skeleton height={120} radius="md" />
        </Stack>
      ) : query.isError ? (
        <LoadError message={t('loadError')} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          title={when === 'upcoming' ? t('empty.upcoming') : t('empty.past')}
          hint={side === 'company' ? t('empty.hintCompany') : t('empty.hintCandidate')}
        />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('total', { count: query.data.total })}
          </Text>
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {query.data.items.map((item) => (
              <li key={item.id}>
                <InterviewCard item={item} side={side} upcoming={when === 'upcoming'} />
              </li>
            ))}
          </Stack>
          <Pager
            total={query.data.total}
            take={query.data.take}
            page={page}
            onChange={(p) => setParam('page', String(p))}
          />
        </>
      )}
    </Stack>
  );
}

function InterviewCard({ item, side, upcoming }: { item: InterviewListItem; side: Side; upcoming: boolean }) {
  const { t } = useTranslation('interviews');
  const { dateTime } = useDates();
  const label = useLabel();
  const cancelled = item.cancelledAt !== null;
  const candidateName = applicantName(item.candidate);
  const jobLink =
    side === 'company' ? `/company/job/${item.job.id}/candidates` : `/candidate/job-detail/${item.job.id}`;
  const canChange = side === 'company' && upcoming && !cancelled && item.stage === Stage.INTERVIEWING;

  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={item.job.positionName}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} td={cancelled ? 'line-through' : undefined}>
              {dateTime(item.startsAt)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('card.duration', { minutes: item.durationMinutes })}
            </Text>
          </Stack>
          {cancelled ? (
            <Badge color="gray" variant="light" tt="none">
              {t('card.cancelled')}
            </Badge>
          ) : null}
        </Group>
        <ConvertedText text={item.job.positionName} original={item.job.original?.positionName} markOnly>
          {(text, lang) => (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {label(t('card.job'))}
              <Anchor component={PageLink} to={jobLink} fw={600} lang={lang}>
                {text}
              </Anchor>
            </Text>
          )}
        </ConvertedText>
        {side === 'company' ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {label(t('card.candidate'))}
            <Anchor component={PageLink} to={`/company/candidate/${item.candidate.id}`}>
              {candidateName}
            </Anchor>
          </Text>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{label(t('card.company'))}</Text>
            <JobCompanyLogo job={item.job} size={28} />
            <JobCompanyName job={item.job}>
              {(text, lang) => (
                <Text size="sm" lang={lang} style={{ overflowWrap: 'anywhere' }}>
                  {text}
                </Text>
              )}
            </JobCompanyName>
          </Group>
        )}
        <InterviewText label={t('card.place')} text={item.place} original={item.original?.place} />
        {item.videoLink ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {label(t('card.videoLink'))}
            <Anchor href={item.videoLink} target="_blank" rel="noopener noreferrer">
              {item.videoLink}
            </Anchor>
          </Text>
        ) : null}
        <InterviewText label={t('card.note')} text={item.note} original={item.original?.note} long />
        {cancelled && item.cancelledAt ? (
          <Text size="xs" c="dimmed">
            {t('card.cancelledAt', { time: dateTime(item.cancelledAt) })}
          </Text>
        ) : null}
        <InterviewText
          label={t('card.cancelReason')}
          text={item.cancelReason}
          original={item.original?.cancelReason}
          long
        />
        {canChange ? (
          <InterviewActions interview={item} positionName={item.job.positionName} candidateName={candidateName} />
        ) : null}
      </Stack>
    </Card>
  );
}

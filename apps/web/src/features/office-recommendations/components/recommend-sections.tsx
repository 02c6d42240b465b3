// The office's choosing (docs/decisions/028): "Recommend jobs" on a candidate's page and
// "Recommend candidates" on a job's, each the live picks (match, reasons, outcome, withdraw after a
// confirmation) and the choices found by a search, best match first, with the reasons in view
// beside "Recommend". Both sides share the frame; a row says what it is about.

import { companyNameIn } from '@fis/shared/company-name';
import { institutionLabel } from '@fis/shared/institution-label';
import type { Match } from '@fis/shared/match-schemas';
import type { LivePick } from '@fis/shared/office-recommendation-schemas';
import { Badge, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ContentSection, SectionEmpty } from '../../../components/ui/content-section';
import { CardSkeletons, LoadError } from '../../../components/ui/list-states';
import { MatchReasons } from '../../../components/ui/match-reasons';
import { applicantName } from '../../../lib/applicant-name';
import { useDates } from '../../../lib/dates';
import { useErrorText } from '../../../lib/form-errors';
import { useNotifyFailure } from '../../../lib/notify';
import {
  useCandidateChoices,
  useJobChoices,
  useRecommendCandidate,
  useRecommendJob,
  useWithdrawPick,
} from '../api/choices';
import { OutcomeBadge } from './recommendations-page';

type Side = 'jobs' | 'candidates';

/** One pick or choice: what it is, its match with the reasons, and its action. */
function MatchRow({
  title,
  subtitle,
  match,
  badges,
  action,
}: {
  title: string;
  subtitle: string;
  match: Match | null;
  badges?: ReactNode;
  action: ReactNode;
}) {
  const { t } = useTranslation('officeRecommendations');
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {subtitle}
            </Text>
          </Stack>
          <Group gap="xs">
            {match ? null : (
              <Badge variant="light" color="gray" tt="none">
                {t('pick.noLongerOpen')}
              </Badge>
            )}
            {badges}
          </Group>
        </Group>
        {match ? <MatchReasons match={match} /> : null}
        <Group justify="flex-end">{action}</Group>
      </Stack>
    </Card>
  );
}

/** The frame both sides share: intro, live picks, search, choices, and the withdraw question. */
function RecommendFrame({
  side,
  keyword,
  onKeyword,
  state,
  picks,
  choices,
}: {
  side: Side;
  keyword: string;
  onKeyword: (value: string) => void;
  state: { pending: boolean; error: unknown; retry: () => void; stale: boolean };
  picks: ReactNode[];
  choices: ReactNode[];
}) {
  const { t } = useTranslation('officeRecommendations');
  const errorText = useErrorText();
  let body: ReactNode;
  if (state.pending) body = <CardSkeletons count={2} />;
  else if (state.error)
    body = <LoadError message={t(`${side}.loadError`)} detail={errorText(state.error)} onRetry={state.retry} />;
  else
    body = (
      <Stack gap="md" style={{ opacity: state.stale ? 0.6 : 1 }}>
        <Stack gap="xs">
          <Text fw={600} component="h3" m={0}>
            {t(`${side}.picks`)}
          </Text>
          {picks.length === 0 ? (
            <SectionEmpty>{t(`${side}.noPicks`)}</SectionEmpty>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {picks}
            </Stack>
          )}
        </Stack>
        <Stack gap="xs">
          <Text fw={600} component="h3" m={0}>
            {t(`${side}.choices`)}
          </Text>
          {choices.length === 0 ? (
            <SectionEmpty>{t(`${side}.noChoices`)}</SectionEmpty>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {choices}
            </Stack>
          )}
        </Stack>
      </Stack>
    );
  return (
    <ContentSection title={t(`${side}.title`)}>
      <Text size="sm" c="dimmed">
        {t(`${side}.intro`)}
      </Text>
      <TextInput
        type="search"
        label={t(`${side}.search`)}
        value={keyword}
        onChange={(event) => onKeyword(event.currentTarget.value)}
      />
      {body}
    </ContentSection>
  );
}

/** Withdrawing a pick: the question first, then the call; the answer's message as a notification. */
function useWithdrawQuestion(side: Side, describe: (pick: LivePick) => Record<string, string>) {
  const { t } = useTranslation('officeRecommendations');
  const notifyFailure = useNotifyFailure();
  const withdraw = useWithdrawPick();
  const [asking, setAsking] = useState<LivePick | null>(null);
  const dialog = (
    <ConfirmDialog
      opened={asking !== null}
      title={t(`${side}.confirmTitle`)}
      body={asking ? t(`${side}.confirmBody`, describe(asking)) : ''}
      confirmLabel={t(`${side}.withdraw`)}
      busy={withdraw.isPending}
      onCancel={() => setAsking(null)}
      onConfirm={() => {
        if (!asking) return;
        withdraw.mutate(
          { jobId: asking.jobId, candidateIds: [asking.candidateId] },
          {
            onSuccess: (result) => {
              setAsking(null);
              notifications.show({ color: 'green', message: result.message });
            },
            onError: notifyFailure,
          },
        );
      }}
    />
  );
  return { ask: setAsking, dialog };
}

/** Recommending one row: busy while it runs, the answer's message as a notification. */
function useRecommendAction(recommend: ReturnType<typeof useRecommendJob>) {
  const notifyFailure = useNotifyFailure();
  return {
    busy: (id: string) => recommend.isPending && recommend.variables === id,
    run: (id: string) =>
      recommend.mutate(id, {
        onSuccess: (result) => notifications.show({ color: 'green', message: result.message }),
        onError: notifyFailure,
      }),
  };
}

/** On a candidate's page: the jobs the office recommends to them. */
export function RecommendJobsSection({ candidateId }: { candidateId: string }) {
  const { t, i18n } = useTranslation('officeRecommendations');
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword, 300);
  const query = useJobChoices(candidateId, debounced);
  const recommend = useRecommendAction(useRecommendJob(candidateId));
  const company = (name: string, nameZh: string | null) => companyNameIn({ name, nameZh }, i18n.language);
  const describe = (pick: LivePick) => ({
    position: pick.positionName,
    company: company(pick.companyName, pick.companyNameZh),
  });
  const { ask, dialog } = useWithdrawQuestion('jobs', describe);
  return (
    <>
      <RecommendFrame
        side="jobs"
        keyword={keyword}
        onKeyword={setKeyword}
        state={{
          pending: query.isPending,
          error: query.error,
          retry: () => query.refetch(),
          stale: query.isPlaceholderData,
        }}
        picks={(query.data?.picks ?? []).map((pick) => (
          <MatchRow
            key={pick.id}
            title={pick.positionName}
            subtitle={company(pick.companyName, pick.companyNameZh)}
            match={pick.match}
            badges={<OutcomeBadge pick={pick} />}
            action={
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                onClick={() => ask(pick)}
                aria-label={t('jobs.withdrawLabel', describe(pick))}
              >
                {t('jobs.withdraw')}
              </Button>
            }
          />
        ))}
        choices={(query.data?.choices ?? []).map(({ job, match }) => {
          const name = companyNameIn(job.company, i18n.language);
          return (
            <MatchRow
              key={job.id}
              title={job.positionName}
              subtitle={name}
              match={match}
              action={
                <Button
                  size="compact-sm"
                  loading={recommend.busy(job.id)}
                  onClick={() => recommend.run(job.id)}
                  aria-label={t('jobs.recommendLabel', { position: job.positionName, company: name })}
                >
                  {t('jobs.recommend')}
                </Button>
              }
            />
          );
        })}
      />
      {dialog}
    </>
  );
}

/** On a job's page: the candidates the office recommends to it. */
export function RecommendCandidatesSection({ jobId }: { jobId: string }) {
  const { t } = useTranslation('officeRecommendations');
  const dates = useDates();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword, 300);
  const query = useCandidateChoices(jobId, debounced);
  const recommend = useRecommendAction(useRecommendCandidate(jobId));
  const nameOf = (pick: LivePick) =>
    applicantName({ englishName: pick.candidateName, chineseName: pick.candidateChineseName });
  const { ask, dialog } = useWithdrawQuestion('candidates', (pick) => ({ name: nameOf(pick) }));
  return (
    <>
      <RecommendFrame
        side="candidates"
        keyword={keyword}
        onKeyword={setKeyword}
        state={{
          pending: query.isPending,
          error: query.error,
          retry: () => query.refetch(),
          stale: query.isPlaceholderData,
        }}
        picks={(query.data?.picks ?? []).map((pick) => (
          <MatchRow
            key={pick.id}
            title={nameOf(pick)}
            subtitle={t('pick.by', {
              date: dates.date(pick.recommendedAt),
              admin: pick.recommendedBy ?? t('pick.formerAdmin'),
            })}
            match={pick.match}
            badges={<OutcomeBadge pick={pick} />}
            action={
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                onClick={() => ask(pick)}
                aria-label={t('candidates.withdrawLabel', { name: nameOf(pick) })}
              >
                {t('candidates.withdraw')}
              </Button>
            }
          />
        ))}
        choices={(query.data?.choices ?? []).map(({ candidate, match }) => {
          const name = applicantName(candidate);
          return (
            <MatchRow
              key={candidate.id}
              title={name}
              subtitle={[institutionLabel(candidate, t), candidate.programme, candidate.graduationYear].join(' · ')}
              match={match}
              action={
                <Button
                  size="compact-sm"
                  loading={recommend.busy(candidate.id)}
                  onClick={() => recommend.run(candidate.id)}
                  aria-label={t('candidates.recommendLabel', { name })}
                >
                  {t('candidates.recommend')}
                </Button>
              }
            />
          );
        })}
      />
      {dialog}
    </>
  );
}

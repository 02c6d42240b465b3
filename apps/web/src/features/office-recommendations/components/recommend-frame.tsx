// The office's choosing (docs/decisions/028), the frame both sides share: the live picks (match,
// reasons, outcome, withdraw after a confirmation) and the choices found by a search, best match
// first, with the reasons in view beside "Recommend". recommend-jobs-section.tsx and
// recommend-candidates-section.tsx fill it for a candidate's page and a job's.

import type { Match } from '@fis/shared/match-schemas';
import type { LivePick } from '@fis/shared/office-recommendation-schemas';
import { Badge, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ContentSection, SectionEmpty } from '../../../components/ui/content-section';
import { CardSkeletons, LoadError } from '../../../components/ui/list-states';
import { MatchReasons } from '../../../components/ui/match-reasons';
import { useErrorText } from '../../../lib/form-errors';
import { useNotifyFailure } from '../../../lib/notify';
import { type useRecommendJob, useWithdrawPick } from '../api/choices';

export type Side = 'jobs' | 'candidates';

/** What the frame shows while a side's query loads, fails or refetches. */
export interface FrameState {
  pending: boolean;
  error: unknown;
  retry: () => void;
  stale: boolean;
}

/** The frame's state of a side's query. */
export function frameState(query: {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
  isPlaceholderData: boolean;
}): FrameState {
  return { pending: query.isPending, error: query.error, retry: () => query.refetch(), stale: query.isPlaceholderData };
}

/** One pick or choice: what it is, its match with the reasons, and its action. */
export function MatchRow({
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

/** A titled list of rows, or what it says when there are none. */
function MatchList({ title, empty, rows }: { title: string; empty: string; rows: ReactNode[] }) {
  return (
    <Stack gap="xs">
      <Text fw={600} component="h3" m={0}>
        {title}
      </Text>
      {rows.length === 0 ? (
        <SectionEmpty>{empty}</SectionEmpty>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows}
        </Stack>
      )}
    </Stack>
  );
}

/** The frame both sides share: intro, live picks, search, choices, and the withdraw question. */
export function RecommendFrame({
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
  state: FrameState;
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
        <MatchList title={t(`${side}.picks`)} empty={t(`${side}.noPicks`)} rows={picks} />
        <MatchList title={t(`${side}.choices`)} empty={t(`${side}.noChoices`)} rows={choices} />
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
export function useWithdrawQuestion(side: Side, describe: (pick: LivePick) => Record<string, string>) {
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
export function useRecommendAction(recommend: ReturnType<typeof useRecommendJob>) {
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

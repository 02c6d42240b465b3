// /company/job/:id/candidates (and /company/job-detail/:id/candidates): one job's applicants by
// tab (with counts), name search, paging (all in the URL), the actions each stage allows, each
// confirmed, and the same action for several selected applicants at once. The interview form and
// the interviews in the application drawer come from the interviews feature, through the route.
import type { InterviewInput } from '@fis/shared/application-schemas';
import type { CompanyApplicant } from '@fis/shared/company-applicant-schemas';
import { placeLeftForOffer } from '@fis/shared/place-sides';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState, LoadError, refreshingProps } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { applicantName } from '../../../lib/applicant-name';
import { lazyUntilOpen } from '../../../lib/lazy-until-open';
import { useNotifyFailure } from '../../../lib/notify';
import { useOwnJob } from '../api/get-company-job';
import type { JobCandidateFilters } from '../api/get-job-candidates';
import { useRoundPlaces } from '../api/get-round-places';
import { useJobCandidateList } from '../hooks/use-applicant-lists';
import { useCsvExport } from '../hooks/use-csv-export';
import { useStageMoves } from '../hooks/use-stage-moves';
import type { InterviewsSlot, MessageLinkSlot } from './application-details';
import { BulkActionBar, RefusedAlert } from './bulk-actions';
import { CandidateTabs } from './candidate-tabs';
import { JobCandidatesTable } from './job-candidates-table';
import { CompanyApplicationDrawer } from './lazy-application-drawers';
import type { PendingMove } from './move-confirm-modal';
import { OfferPlacesNote } from './offer-places-note';

const MoveConfirmModal = lazyUntilOpen(
  () => import('./move-confirm-modal'),
  'MoveConfirmModal',
  (props) => props.pending !== null && props.pending.action !== 'interview',
);

/** The interview form a move to interviewing asks for (the interviews feature's InterviewModal). */
export interface InterviewDialogProps {
  opened: boolean;
  title: string;
  onClose(): void;
  onSubmit(interview: InterviewInput): Promise<void>;
}

export function JobCandidatesPage({
  filters,
  interviewDialog,
  interviews,
  messageLink,
}: {
  /** The tab, search and page the address chose, as the route's loader read them. */
  filters: JobCandidateFilters;
  interviewDialog(props: InterviewDialogProps): ReactNode;
  interviews: InterviewsSlot;
  messageLink: MessageLinkSlot;
}) {
  const { t } = useTranslation('applications');
  const { id = '' } = useParams();
  const job = useOwnJob(id);
  const places = useRoundPlaces(job.data?.round.id);
  const placesNoteId = useId();
  // No place left on the job's side: Offer is disabled, described by the note that says why.
  const offerBlockedBy =
    job.data && places.data && !placeLeftForOffer(places.data, job.data.city) ? placesNoteId : undefined;
  const { query, items, selection, setParam, keyword, setKeyword, refreshing } = useJobCandidateList(id, filters);
  const moves = useStageMoves();
  const csv = useCsvExport();
  const notifyFailure = useNotifyFailure();
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const position = job.data?.positionName ?? '';
  const nameOf = (rows: CompanyApplicant[]) =>
    rows.length === 1 && rows[0] ? applicantName(rows[0].candidate) : t('actions.selected', { count: rows.length });

  const run = async (move: PendingMove, interview?: InterviewInput) => {
    await moves.run(move.action, move.rows, interview);
    setPending(null);
    selection.clear();
  };

  return (
    <Stack maw={1200} gap="lg">
      <Anchor component={PageLink} to={`/company/job/${id}`} size="sm">
        ← {t('candidates.back')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{t('candidates.title')}</Title>
        {position ? <Text c="dimmed">{t('candidates.intro', { position })}</Text> : null}
      </Stack>

      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          label={t('candidates.keyword')}
          placeholder={t('candidates.keywordPlaceholder')}
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          type="search"
          w={360}
          maw="100%"
        />
        <Button
          variant="default"
          // The CSV of what the table shows for the job: the tab and the name keyword, every page.
          onClick={() => csv.start({ jobId: id, tab: filters.tab, keyword: filters.keyword, bookmarked: false })}
          loading={csv.exporting}
          disabled={!id}
          title={t('candidates.exportLabel')}
        >
          {t('candidates.export')}
        </Button>
      </Group>
      {csv.error ? (
        <Alert
          color="red"
          role="alert"
          title={t('candidates.exportFailed')}
          withCloseButton
          closeButtonLabel={t('common:actions.close')}
          onClose={csv.clearError}
        >
          {csv.error}
        </Alert>
      ) : null}

      <CandidateTabs
        value={filters.tab}
        counts={query.data?.tabCounts}
        label={t('candidates.tabs')}
        onChange={(tab) => setParam('tab', tab)}
      />
      <RefusedAlert refused={moves.refused} onClose={moves.clearRefused} />
      {job.data && places.data ? <OfferPlacesNote id={placesNoteId} job={job.data} places={places.data} /> : null}

      {query.isPending ? (
        <Skeleton height={320} />
      ) : query.isError ? (
        <LoadError message={t('candidates.error')} onRetry={() => query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          title={filters.keyword ? t('candidates.noMatch') : t('candidates.empty')}
          hint={filters.keyword ? undefined : t('candidates.emptyHint')}
        />
      ) : (
        <Stack gap="lg" {...refreshingProps(refreshing)}>
          <BulkActionBar
            total={query.data.total}
            selected={selection.selectedRows.length}
            onAction={(action) => setPending({ action, rows: selection.selectedRows })}
            onClear={selection.clear}
            offerBlockedBy={offerBlockedBy}
          />
          <JobCandidatesTable
            rows={items}
            selection={selection}
            onView={(row) => setViewing(row.id)}
            onAction={(action, row) => setPending({ action, rows: [row] })}
            messageLink={messageLink}
            offerBlockedBy={offerBlockedBy}
          />
          <Pager
            total={query.data.total}
            take={query.data.take}
            page={filters.page}
            onChange={(page) => setParam('page', String(page))}
          />
        </Stack>
      )}

      <MoveConfirmModal
        pending={pending}
        nameOf={nameOf}
        loading={moves.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => pending && run(pending).catch(notifyFailure)}
      />
      {interviewDialog({
        opened: pending?.action === 'interview',
        title:
          pending && pending.rows.length > 1
            ? t('interview.bulkTitle', { count: pending.rows.length })
            : t('interview.title', { name: pending ? nameOf(pending.rows) : '' }),
        onClose: () => setPending(null),
        onSubmit: (interview) => (pending ? run(pending, interview) : Promise.resolve()),
      })}
      <CompanyApplicationDrawer
        id={viewing}
        onClose={() => setViewing(null)}
        interviews={interviews}
        messageLink={messageLink}
      />
    </Stack>
  );
}

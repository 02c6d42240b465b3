// /company/job/:id/candidates (and /company/job-detail/:id/candidates): one job's applicants by
// tab (with counts), name search, paging (all in the URL), the actions each stage allows, each
// confirmed, and the same action for several selected applicants at once.
import {
  type BulkMoveResult,
  type CompanyApplicant,
  companyApplicantListQuerySchema,
  type InterviewInput,
} from '@fis/shared/application-schemas';
import { CANDIDATE_TABS, movesFrom, Stage } from '@fis/shared/application-stages';
import { institutionLabel } from '@fis/shared/institution-label';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  List,
  Modal,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { Pager } from '../../../components/ui/pager';
import { CompanyStageBadge } from '../../../components/ui/stage-badge';
import { formatDay } from '../../../lib/dates';
import { useErrorText } from '../../../lib/form-errors';
import { parseQuery, useUrlParams } from '../../../lib/url-params';
import { exportCompanyCandidates } from '../api/get-company-candidates';
import { useOwnJob } from '../api/get-company-job';
import { type JobCandidateFilters, useJobCandidates } from '../api/get-job-candidates';
import { useBulkMove, useMoveApplication } from '../api/move-application';
import { CompanyApplicationDrawer } from './company-application-drawer';
import { useNotifyFailure } from './form-helpers';
import { applicantName } from './format';
import { InterviewModal } from './interview-modal';

type Action = 'screen' | 'interview' | 'offer' | 'reject';
const ACTIONS: Action[] = ['screen', 'interview', 'offer', 'reject'];

/** Where an action takes an applicant at `stage` (reject depends on the stage). */
function targetOf(action: Action, stage: number): Stage {
  const allowed = movesFrom(stage as Stage, 'company').find((m) => m.action === action);
  if (allowed) return allowed.to;
  switch (action) {
    case 'screen':
      return Stage.SCREENING;
    case 'interview':
      return Stage.INTERVIEWING;
    case 'offer':
      return Stage.OFFERED;
    case 'reject':
      return stage === Stage.INTERVIEWING ? Stage.REJECTED_AFTER_INTERVIEW : Stage.REJECTED_AFTER_SCREENING;
  }
}

const actionsOf = (stage: number): Action[] =>
  ACTIONS.filter((a) => movesFrom(stage as Stage, 'company').some((m) => m.action === a));

function readFilters(params: URLSearchParams): JobCandidateFilters {
  const { tab, keyword, page } = parseQuery(companyApplicantListQuerySchema, params);
  return { tab, keyword: keyword ?? '', page };
}

interface Pending {
  action: Action;
  rows: CompanyApplicant[];
}

export function JobCandidatesPage() {
  const { t } = useTranslation('applications');
  const { id = '' } = useParams();
  const { params, setParam: setUrlParam } = useUrlParams();
  const filters = readFilters(params);
  const job = useOwnJob(id);
  const query = useJobCandidates(id, filters);
  const move = useMoveApplication();
  const bulkMove = useBulkMove();
  const notifyFailure = useNotifyFailure();
  const errorText = useErrorText();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [keyword, setKeyword] = useState(filters.keyword);
  const [debounced] = useDebouncedValue(keyword, 400);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ name: string; reason: string }[]>([]);

  // A new tab, search or page is a new set of rows: nothing stays selected.
  const setParam = (key: string, value: string | null) => {
    setUrlParam(key, value);
    setSelected(new Set());
  };

  // The search box writes to the URL once typing pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new keyword should write the URL
  useEffect(() => {
    if (debounced.trim() !== filters.keyword) setParam('keyword', debounced.trim());
  }, [debounced]);

  const items = query.data?.items ?? [];
  const selectedRows = items.filter((row) => selected.has(row.id));
  const allSelected = items.length > 0 && selectedRows.length === items.length;
  const position = job.data?.positionName ?? '';
  const nameOf = (rows: CompanyApplicant[]) =>
    rows.length === 1 && rows[0] ? applicantName(rows[0].candidate) : t('actions.selected', { count: rows.length });

  /** One applicant: PUT; several: one bulk call per target stage, results merged. */
  const run = async (action: Action, rows: CompanyApplicant[], interview?: InterviewInput) => {
    const [only] = rows;
    if (rows.length === 1 && only) {
      const result = await move.mutateAsync({ id: only.id, input: { stage: targetOf(action, only.stage), interview } });
      notifications.show({ color: 'green', message: result.message });
      setRefused([]);
    } else {
      const groups = new Map<Stage, string[]>();
      for (const row of rows) {
        const to = targetOf(action, row.stage);
        groups.set(to, [...(groups.get(to) ?? []), row.id]);
      }
      const results: BulkMoveResult[] = [];
      for (const [stage, ids] of groups) results.push(await bulkMove.mutateAsync({ ids, stage, interview }));
      const moved = results.flatMap((r) => r.moved).length;
      const notMoved = results.flatMap((r) => r.refused);
      notifications.show({
        color: notMoved.length ? 'yellow' : 'green',
        message: [
          t('actions.moved', { count: moved }),
          notMoved.length ? t('actions.refused', { count: notMoved.length }) : '',
        ]
          .filter(Boolean)
          .join(' · '),
      });
      setRefused(
        notMoved.map((r) => {
          const row = rows.find((x) => x.id === r.id);
          return { name: row ? applicantName(row.candidate) : r.id, reason: r.message };
        }),
      );
    }
    setPending(null);
    setSelected(new Set());
  };

  const confirm = () => {
    if (!pending) return;
    run(pending.action, pending.rows).catch(notifyFailure);
  };

  const toggle = (rowId: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(rowId);
    else next.delete(rowId);
    setSelected(next);
  };

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      // The CSV of what the table shows for the job: the tab and the name keyword, every page.
      await exportCompanyCandidates({ jobId: id, tab: filters.tab, keyword: filters.keyword, bookmarked: false });
    } catch (err) {
      setExportError(errorText(err));
    } finally {
      setExporting(false);
    }
  };

  const tabCounts = query.data?.tabCounts;
  const actionText = (action: Action) => t(`actions.${action}`);

  return (
    <Stack maw={1200} gap="lg">
      <Anchor component={Link} to={`/company/job/${id}`} size="sm">
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
          onClick={exportCsv}
          loading={exporting}
          disabled={!id}
          title={t('candidates.exportLabel')}
        >
          {t('candidates.export')}
        </Button>
      </Group>
      {exportError ? (
        <Alert
          color="red"
          role="alert"
          title={t('candidates.exportFailed')}
          withCloseButton
          closeButtonLabel={t('common:actions.close')}
          onClose={() => setExportError(null)}
        >
          {exportError}
        </Alert>
      ) : null}

      <Tabs value={filters.tab} onChange={(v) => setParam('tab', v === 'all' ? null : v)} keepMounted={false}>
        <Tabs.List aria-label={t('candidates.tabs')} style={{ flexWrap: 'wrap' }}>
          {CANDIDATE_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {tabCounts ? t('tabs.label', { tab: t(`tabs.${tab}`), count: tabCounts[tab] ?? 0 }) : t(`tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      {refused.length > 0 ? (
        <Alert
          color="yellow"
          title={t('actions.refused', { count: refused.length })}
          withCloseButton
          closeButtonLabel={t('common:actions.close')}
          onClose={() => setRefused([])}
        >
          <List size="sm">
            {refused.map((r) => (
              <List.Item key={`${r.name}-${r.reason}`}>{t('actions.refusedItem', r)}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}

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
        <>
          <Group justify="space-between" align="center" gap="sm">
            <Text size="sm" c="dimmed">
              {t('candidates.total', { count: query.data.total })}
            </Text>
            {selectedRows.length > 0 ? (
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {t('actions.selected', { count: selectedRows.length })}
                </Text>
                {ACTIONS.map((action) => (
                  <Button
                    key={action}
                    size="xs"
                    variant={action === 'reject' ? 'light' : 'default'}
                    color={action === 'reject' ? 'red' : undefined}
                    onClick={() => setPending({ action, rows: selectedRows })}
                  >
                    {actionText(action)}
                  </Button>
                ))}
                <Button size="xs" variant="subtle" onClick={() => setSelected(new Set())}>
                  {t('actions.clearSelection')}
                </Button>
              </Group>
            ) : null}
          </Group>
          <DataTable
            rows={items}
            rowKey={(row) => row.id}
            minWidth={960}
            columns={[
              {
                key: 'select',
                header: (
                  <Checkbox
                    aria-label={t('actions.selectAll')}
                    checked={allSelected}
                    indeterminate={selectedRows.length > 0 && !allSelected}
                    onChange={(e) => setSelected(e.currentTarget.checked ? new Set(items.map((r) => r.id)) : new Set())}
                  />
                ),
                headerProps: { w: 40 },
                cell: (row) => (
                  <Checkbox
                    aria-label={t('actions.select', { name: applicantName(row.candidate) })}
                    checked={selected.has(row.id)}
                    onChange={(e) => toggle(row.id, e.currentTarget.checked)}
                  />
                ),
              },
              {
                key: 'name',
                header: t('candidates.name'),
                cell: (row) => (
                  <Anchor component={Link} to={`/company/candidate/${row.candidate.id}`} fw={600}>
                    {applicantName(row.candidate)}
                  </Anchor>
                ),
              },
              {
                key: 'institution',
                header: t('candidates.institution'),
                cell: (row) => institutionLabel(row.candidate, t),
              },
              { key: 'programme', header: t('candidates.programme'), cell: (row) => row.candidate.programme },
              { key: 'stage', header: t('candidates.stage'), cell: (row) => <CompanyStageBadge stage={row.stage} /> },
              { key: 'appliedAt', header: t('candidates.appliedAt'), cell: (row) => formatDay(row.appliedAt) },
              {
                key: 'actions',
                header: t('candidates.actions'),
                cell: (row) => {
                  const name = applicantName(row.candidate);
                  return (
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={t('actions.actionLabel', { action: t('actions.view'), name })}
                        onClick={() => setViewing(row.id)}
                      >
                        {t('actions.view')}
                      </Button>
                      {actionsOf(row.stage).map((action) => (
                        <Button
                          key={action}
                          size="xs"
                          variant={action === 'reject' ? 'subtle' : 'default'}
                          color={action === 'reject' ? 'red' : undefined}
                          aria-label={t('actions.actionLabel', { action: actionText(action), name })}
                          onClick={() => setPending({ action, rows: [row] })}
                        >
                          {actionText(action)}
                        </Button>
                      ))}
                    </Group>
                  );
                },
              },
            ]}
          />
          <Pager
            total={query.data.total}
            take={query.data.take}
            page={filters.page}
            onChange={(page) => setParam('page', String(page))}
          />
        </>
      )}

      <Modal
        opened={pending !== null && pending.action !== 'interview'}
        onClose={() => setPending(null)}
        title={
          pending
            ? pending.rows.length === 1
              ? t('actions.confirmTitle', { action: actionText(pending.action), name: nameOf(pending.rows) })
              : t('actions.bulkTitle', { action: actionText(pending.action), count: pending.rows.length })
            : ''
        }
        centered
      >
        <Stack>
          <Text size="sm">{pending && pending.action !== 'interview' ? t(`actions.${pending.action}Body`) : ''}</Text>
          {pending && pending.rows.length > 1 ? <Text size="sm">{t('actions.bulkBody')}</Text> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              color={pending?.action === 'reject' ? 'red' : undefined}
              loading={move.isPending || bulkMove.isPending}
              onClick={confirm}
            >
              {t('common:actions.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <InterviewModal
        opened={pending?.action === 'interview'}
        title={
          pending && pending.rows.length > 1
            ? t('interview.bulkTitle', { count: pending.rows.length })
            : t('interview.title', { name: pending ? nameOf(pending.rows) : '' })
        }
        onClose={() => setPending(null)}
        onSubmit={(interview) => (pending ? run('interview', pending.rows, interview) : Promise.resolve())}
      />
      <CompanyApplicationDrawer id={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}

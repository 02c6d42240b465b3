// /institution/students: the coordinator's students (docs/decisions/061), found by name or email and
// filtered by what the institution has confirmed, the programme and the graduation year (each a
// choice written to the address); each with the four checks; the list as the file to fill in, and
// the file uploaded back (upload-file-dialog.tsx, loaded when opened). A name opens the student.
import {
  CONFIRMATION_STATES,
  INSTITUTION_CHECKS,
  type InstitutionStudent,
  type InstitutionStudentQuery,
} from '@fis/shared/institution-schemas';
import { KEYWORD_MAX_LENGTH, yearChoices } from '@fis/shared/limits';
import { Anchor, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { CardSkeletons, EmptyState, LoadError, refreshingProps } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Pager } from '../../../components/ui/pager';
import { useErrorText } from '../../../lib/form-errors';
import { lazyUntilOpen } from '../../../lib/lazy-until-open';
import { useNotifyFailure } from '../../../lib/notify';
import { useUrlParams } from '../../../lib/url-params';
import { useKeywordParam } from '../../../lib/use-keyword-param';
import { exportStudents, useInstitutionStudents } from '../api/students';
import { CheckBadge, StateBadge } from './check-badges';

const UploadFileDialog = lazyUntilOpen(
  () => import('./upload-file-dialog'),
  'UploadFileDialog',
  (props) => props.opened,
);

/** `query`: the list's query as its route's loader read it from the address. */
export function StudentsPage({ query }: { query: InstitutionStudentQuery }) {
  const { t } = useTranslation('institution');
  const errorText = useErrorText();
  const notifyFailure = useNotifyFailure();
  const { params, changing, setParam, clearParams } = useUrlParams();
  const data = useInstitutionStudents(query);
  const [keyword, setKeyword, showKeyword] = useKeywordParam(query.keyword ?? '', (next) => setParam('keyword', next));
  const [programme, setProgramme, showProgramme] = useKeywordParam(query.programme ?? '', (next) =>
    setParam('programme', next),
  );
  const [exporting, setExporting] = useState(false);
  const [uploading, setUploading] = useState(false);
  const filtered = [...params.keys()].some((key) => key !== 'page' && key !== 'lng');
  // A change of filters is a navigation: its loader reads the new query and asks for its rows.
  const refreshing = data.isPlaceholderData || changing;
  const clear = () => {
    showKeyword('');
    showProgramme('');
    clearParams();
  };
  const download = async () => {
    setExporting(true);
    try {
      await exportStudents(query);
    } catch (err) {
      notifyFailure(err);
    } finally {
      setExporting(false);
    }
  };

  const columns: DataColumn<InstitutionStudent>[] = [
    {
      key: 'name',
      header: t('list.columns.name'),
      cell: (row) => (
        <Stack gap={0}>
          <Anchor component={PageLink} to={`/institution/students/${row.id}`} fw={500}>
            {row.englishName}
          </Anchor>
          {row.chineseName && (
            <Text size="xs" c="dimmed">
              {row.chineseName}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'email', header: t('csv.email'), cell: (row) => row.email },
    { key: 'programme', header: t('csv.programme'), cell: (row) => row.programme },
    { key: 'graduationYear', header: t('csv.graduationYear'), cell: (row) => row.graduationYear },
    ...INSTITUTION_CHECKS.map(
      (check): DataColumn<InstitutionStudent> => ({
        key: check,
        header: t(`csv.${check}`),
        cell: (row) => <CheckBadge value={row.confirmation?.[check] ?? null} />,
      }),
    ),
    { key: 'state', header: t('list.columns.state'), cell: (row) => <StateBadge state={row.state} /> },
  ];

  let body: ReactNode;
  if (data.isPending) body = <CardSkeletons count={3} />;
  else if (data.isError)
    body = <LoadError message={t('list.loadFailed')} detail={errorText(data.error)} onRetry={() => data.refetch()} />;
  else if (data.data.items.length === 0)
    body = (
      <EmptyState
        title={t(filtered ? 'list.emptyFiltered' : 'list.empty')}
        action={
          filtered && (
            <Button variant="light" onClick={clear}>
              {t('list.clear')}
            </Button>
          )
        }
      />
    );
  else
    body = (
      <Stack gap="md" {...refreshingProps(refreshing)}>
        <DataTable rows={data.data.items} rowKey={(row) => row.id} columns={columns} minWidth={1100} />
        <Pager
          total={data.data.total}
          take={data.data.take}
          page={query.page}
          onChange={(next) => setParam('page', next === 1 ? null : String(next))}
        />
      </Stack>
    );

  return (
    <Stack maw={1200} gap="lg">
      <div>
        <Title order={1}>{t('list.title')}</Title>
        <Text c="dimmed">{t('list.intro')}</Text>
      </div>
      <Paper withBorder radius="md" p="md" component="search">
        <Stack gap="sm">
          <ColumnsGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <TextInput
              label={t('list.search')}
              type="search"
              value={keyword}
              onChange={(event) => setKeyword(event.currentTarget.value)}
              maxLength={KEYWORD_MAX_LENGTH}
            />
            <NativeSelect
              label={t('list.state')}
              value={query.state ?? ''}
              onChange={(event) => setParam('state', event.currentTarget.value)}
              data={[
                { value: '', label: t('list.any') },
                ...CONFIRMATION_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
              ]}
            />
            <TextInput
              label={t('csv.programme')}
              type="search"
              value={programme}
              onChange={(event) => setProgramme(event.currentTarget.value)}
              maxLength={KEYWORD_MAX_LENGTH}
            />
            <NativeSelect
              label={t('csv.graduationYear')}
              value={query.graduationYear ? String(query.graduationYear) : ''}
              onChange={(event) => setParam('graduationYear', event.currentTarget.value)}
              data={[{ value: '', label: t('list.any') }, ...yearChoices().map((year) => String(year))]}
            />
          </ColumnsGrid>
          <Group justify="space-between" gap="sm">
            <Text role="status" aria-live="polite" fw={500}>
              {data.data ? t('list.found', { count: data.data.total }) : ''}
            </Text>
            <Group gap="sm">
              {filtered && (
                <Button variant="subtle" onClick={clear}>
                  {t('list.clear')}
                </Button>
              )}
              <Button
                variant="light"
                loading={exporting}
                disabled={!data.data || data.data.total === 0}
                onClick={download}
              >
                {t('list.download')}
              </Button>
              <Button onClick={() => setUploading(true)}>{t('list.upload')}</Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
      {body}
      <UploadFileDialog opened={uploading} onClose={() => setUploading(false)} />
    </Stack>
  );
}

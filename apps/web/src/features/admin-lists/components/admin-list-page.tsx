// The frame of the admin's four lists: a title, a search box, the filters and the sort (each a
// choice written to the address, so a reload, a shared link or the back button shows the same
// list), the number found, an Export CSV button for every row that matches, the table (cards at
// phone width), the pager, and the loading, empty and error states; on the lists of people, a link
// to write to everyone the list shows; above the filters, the office's saved views of the list
// (saved-views-bar.tsx, decision 057); a box on each row, to export or write to the rows ticked,
// or to every row the filters find (decision 059). Each list page says what its filters and columns are.
import { KEYWORD_MAX_LENGTH } from '@fis/shared/limits';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { CardSkeletons, EmptyState, LoadError, refreshingProps } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Pager } from '../../../components/ui/pager';
import { useErrorText } from '../../../lib/form-errors';
import { useNotifyFailure } from '../../../lib/notify';
import { useUrlParams } from '../../../lib/url-params';
import { useKeywordParam } from '../../../lib/use-keyword-param';
import { useSelection } from '../../../lib/use-selection';
import { type AdminListName, exportAdminList, useAdminList } from '../api/admin-lists';
import { GROUP_LISTS, groupMessagePath, NOT_FILTERS } from '../utils/list-address';
import { type ChoiceFilter, ChoiceFilterSelects } from './choice-filters';
import { ListSelectionBar } from './list-selection-bar';
import { SavedViewsBar } from './saved-views-bar';

interface Page<Row> {
  items: Row[];
  total: number;
  page: number;
  take: number;
}

interface AdminListPageProps<Row> {
  list: AdminListName;
  title: string;
  /** The query parsed from the address with the list's schema (parseQuery). */
  query: Record<string, unknown> & { keyword?: string; sort: string; page: number };
  searchPlaceholder: string;
  filters: ChoiceFilter[];
  sorts: { value: string; label: string }[];
  columns: DataColumn<Row>[];
  rowKey(row: Row): string;
  /** The row's name, in its box's label ("Select Chan Tai Man"). */
  rowLabel(row: Row): string;
  minWidth: number;
  /** More above the filters (a link to another page). */
  aside?: ReactNode;
  /** A text filter beside the search (the candidates' programme). */
  textFilter?: { key: string; label: string };
}

export function AdminListPage<Row>(props: AdminListPageProps<Row>) {
  const { list, title, query, filters, sorts, columns, rowKey, rowLabel, minWidth, aside, textFilter } = props;
  const { t } = useTranslation('adminLists');
  const errorText = useErrorText();
  const notifyFailure = useNotifyFailure();
  const { params, changing, setParam, clearParams } = useUrlParams();
  const data = useAdminList<Page<Row>>(list, query);
  const [keyword, setKeyword, showKeyword] = useKeywordParam(query.keyword ?? '', (next) => setParam('keyword', next));
  const textValue = textFilter ? (params.get(textFilter.key) ?? '') : '';
  const [text, setText, showText] = useKeywordParam(textValue, (next) => textFilter && setParam(textFilter.key, next));
  const [exporting, setExporting] = useState(false);
  const filtered = [...params.keys()].some((key) => !NOT_FILTERS.has(key));
  // A change of filters is a navigation: its loader reads the new query and asks for its rows.
  const refreshing = data.isPlaceholderData || changing;
  // The rows ticked on this page (decision 059).
  const selection = useSelection(data.data?.items ?? [], rowKey);
  // The boxes hold what is typed; clearing empties them with the address.
  const clear = () => {
    showKeyword('');
    showText('');
    clearParams();
  };

  /** Every row the filters find, or only the rows `ids`. */
  const exportCsv = async (ids?: string[]) => {
    setExporting(true);
    try {
      await exportAdminList(list, ids ? { ...query, ids: ids.join(',') } : query);
    } catch (err) {
      notifyFailure(err);
    } finally {
      setExporting(false);
    }
  };

  let body: ReactNode;
  if (data.isPending) body = <CardSkeletons count={3} />;
  else if (data.isError)
    body = <LoadError message={t('common.loadFailed')} detail={errorText(data.error)} onRetry={() => data.refetch()} />;
  else if (data.data.items.length === 0)
    body = (
      <EmptyState
        title={t('common.empty')}
        hint={filtered ? t('common.emptyHint') : undefined}
        action={
          filtered && (
            <Button variant="light" onClick={clear}>
              {t('common.clear')}
            </Button>
          )
        }
      />
    );
  else
    body = (
      <Stack gap="md" {...refreshingProps(refreshing)}>
        <ListSelectionBar
          list={list}
          params={params}
          selection={selection}
          rowKey={rowKey}
          total={data.data.total}
          exporting={exporting}
          onExport={(ids) => void exportCsv(ids)}
        />
        <DataTable
          rows={data.data.items}
          rowKey={rowKey}
          columns={[
            {
              key: 'select',
              header: <VisuallyHidden>{t('selection.column')}</VisuallyHidden>,
              cell: (row) => (
                <Checkbox
                  checked={selection.isSelected(row)}
                  onChange={(event) => selection.toggle(row, event.currentTarget.checked)}
                  aria-label={t('selection.select', { name: rowLabel(row) })}
                />
              ),
            },
            ...columns,
          ]}
          minWidth={minWidth}
        />
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
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1}>{title}</Title>
        {aside}
      </Group>
      <Paper withBorder radius="md" p="md" component="search">
        <Stack gap="sm">
          <SavedViewsBar
            list={list}
            query={query}
            defaultSort={sorts[0]?.value}
            onApply={(next) => {
              showKeyword(next.keyword ?? '');
              if (textFilter) showText(next[textFilter.key] ?? '');
            }}
          />
          <ColumnsGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <TextInput
              label={t('common.search')}
              placeholder={props.searchPlaceholder}
              type="search"
              value={keyword}
              onChange={(event) => setKeyword(event.currentTarget.value)}
              maxLength={KEYWORD_MAX_LENGTH}
            />
            {textFilter && (
              <TextInput
                label={textFilter.label}
                type="search"
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                maxLength={KEYWORD_MAX_LENGTH}
              />
            )}
            <ChoiceFilterSelects filters={filters} />
            <NativeSelect
              label={t('common.sort')}
              data={sorts}
              value={query.sort}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setParam('sort', value === sorts[0]?.value ? null : value);
              }}
            />
          </ColumnsGrid>
          <Group justify="space-between" gap="sm">
            <Text role="status" aria-live="polite" fw={500}>
              {data.data ? t('common.found', { count: data.data.total }) : ''}
            </Text>
            <Group gap="sm">
              {filtered && (
                <Button variant="subtle" onClick={clear}>
                  {t('common.clear')}
                </Button>
              )}
              {GROUP_LISTS.has(list) && data.data && data.data.total > 0 && (
                <Button variant="light" component={PageLink} to={groupMessagePath(list, params)}>
                  {t('common.messageAll')}
                </Button>
              )}
              <Button
                variant="light"
                loading={exporting}
                disabled={!data.data || data.data.total === 0}
                onClick={() => exportCsv()}
              >
                {t('common.export')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
      {body}
    </Stack>
  );
}

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
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkBar } from '../../../components/ui/bulk-bar';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { CardSkeletons, EmptyState, LoadError } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Pager } from '../../../components/ui/pager';
import { useErrorText } from '../../../lib/form-errors';
import { useNotifyFailure } from '../../../lib/notify';
import { useUrlParams } from '../../../lib/url-params';
import { useKeywordParam } from '../../../lib/use-keyword-param';
import { useSelection } from '../../../lib/use-selection';
import { type AdminListName, exportAdminList, useAdminList } from '../api/admin-lists';
import { SavedViewsBar } from './saved-views-bar';

const ANY = '';

/** The lists whose people can be written to at once (group messages, decision 049). */
const GROUP_LISTS: ReadonlySet<AdminListName> = new Set(['candidates', 'companies', 'applications']);

/** What the address holds beside the filters: the page, the order and a language just chosen (?lng=). */
const NOT_FILTERS: ReadonlySet<string> = new Set(['page', 'sort', 'lng']);

/** A message to everyone the list shows now: the list's name and its filters, without page or order. */
function groupMessagePath(list: AdminListName, params: URLSearchParams): string {
  const query = new URLSearchParams([['list', list]]);
  for (const [key, value] of params) if (!NOT_FILTERS.has(key)) query.append(key, value);
  return `/admin-portal/group-messages/new?${query}`;
}

export interface ChoiceFilter {
  /** The query's name of the filter, as in admin-list-schemas.ts. */
  key: string;
  label: string;
  options: { value: string; label: string }[];
  /**
   * Another filter this one means nothing without (the places left, without a round): until that
   * one is chosen this one is disabled, with `needsHint` below it, and emptying that one clears it.
   */
  needs?: string;
  needsHint?: string;
}

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
  const { params, setParam, clearParams } = useUrlParams();
  const data = useAdminList<Page<Row>>(list, query);
  const [keyword, setKeyword, showKeyword] = useKeywordParam(query.keyword ?? '', (next) => setParam('keyword', next));
  const textValue = textFilter ? (params.get(textFilter.key) ?? '') : '';
  const [text, setText, showText] = useKeywordParam(textValue, (next) => textFilter && setParam(textFilter.key, next));
  const [exporting, setExporting] = useState(false);
  const filtered = [...params.keys()].some((key) => !NOT_FILTERS.has(key));
  // The rows ticked on this page, or every row the filters find (decision 059): the address they
  // were chosen under, so that a change of filters drops the choice.
  const selection = useSelection(data.data?.items ?? [], rowKey);
  const [allMatchingOf, setAllMatchingOf] = useState<string | null>(null);
  const allMatching = allMatchingOf === params.toString() && selection.allSelected;
  const ticked = selection.selectedRows.map(rowKey);
  const withTicked = (target: URLSearchParams) => {
    const next = new URLSearchParams(target);
    next.set('ids', ticked.join(','));
    return next;
  };
  // The boxes hold what is typed; clearing empties them with the address.
  const clear = () => {
    showKeyword('');
    showText('');
    clearParams();
  };

  /** Every row the filters find, or only those ticked. */
  const exportCsv = async (onlyTicked = false) => {
    setExporting(true);
    try {
      await exportAdminList(list, onlyTicked ? { ...query, ids: ticked.join(',') } : query);
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
      <Stack gap="md" style={{ opacity: data.isPlaceholderData ? 0.6 : 1 }}>
        <BulkBar
          ns="adminLists"
          selection={selection}
          selectedText={allMatching ? t('selection.allMatching', { count: data.data.total }) : undefined}
          report={null}
          onCloseReport={() => undefined}
          actions={
            <>
              {selection.allSelected && !allMatching && data.data.total > data.data.items.length ? (
                <Button size="xs" variant="subtle" onClick={() => setAllMatchingOf(params.toString())}>
                  {t('selection.selectAllMatching', { count: data.data.total })}
                </Button>
              ) : null}
              <Button
                size="xs"
                variant="light"
                loading={exporting}
                disabled={ticked.length === 0}
                onClick={() => exportCsv(!allMatching)}
              >
                {t('selection.export')}
              </Button>
              {GROUP_LISTS.has(list) && ticked.length > 0 ? (
                <Button
                  size="xs"
                  variant="light"
                  component={PageLink}
                  to={groupMessagePath(list, allMatching ? params : withTicked(params))}
                >
                  {t('selection.message')}
                </Button>
              ) : null}
            </>
          }
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
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
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
            {filters.map((filter) => {
              const waiting = filter.needs !== undefined && !params.get(filter.needs);
              const dependents = filters.filter((other) => other.needs === filter.key).map((other) => other.key);
              return (
                <Select
                  key={filter.key}
                  label={filter.label}
                  description={waiting ? filter.needsHint : undefined}
                  data={[{ value: ANY, label: t('common.any') }, ...filter.options]}
                  value={waiting ? ANY : (params.get(filter.key) ?? ANY)}
                  onChange={(value) => setParam(filter.key, value || null, { clear: value ? [] : dependents })}
                  disabled={waiting}
                  allowDeselect={false}
                  searchable={filter.options.length > 8}
                />
              );
            })}
            <Select
              label={t('common.sort')}
              data={sorts}
              value={query.sort}
              onChange={(value) => setParam('sort', value === sorts[0]?.value ? null : value)}
              allowDeselect={false}
            />
          </SimpleGrid>
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

// The rows ticked on a list's page (decision 059), in the office's bulk bar: their count, or every
// row the filters find once the officer asks for it beyond the page; then the selection exported
// or written to. "Every row the filters find" holds only for the address it was chosen under: a
// change of filter, sort or page drops it.
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkBar } from '../../../components/ui/bulk-bar';
import { PageLink } from '../../../components/ui/page-link';
import type { useSelection } from '../../../lib/use-selection';
import type { AdminListName } from '../api/admin-lists';
import { GROUP_LISTS, groupMessagePath } from '../utils/list-address';

export function ListSelectionBar<Row>({
  list,
  params,
  selection,
  rowKey,
  total,
  exporting,
  onExport,
}: {
  list: AdminListName;
  /** The list's address. */
  params: URLSearchParams;
  selection: ReturnType<typeof useSelection<Row>>;
  rowKey(row: Row): string;
  /** How many rows the filters find. */
  total: number;
  exporting: boolean;
  /** Exports these rows, or every row the filters find (undefined). */
  onExport(ids: string[] | undefined): void;
}) {
  const { t } = useTranslation('adminLists');
  const [allMatchingOf, setAllMatchingOf] = useState<string | null>(null);
  const allMatching = allMatchingOf === params.toString() && selection.allSelected;
  const ticked = selection.selectedRows.map(rowKey);
  return (
    <BulkBar
      ns="adminLists"
      selection={selection}
      selectedText={allMatching ? t('selection.allMatching', { count: total }) : undefined}
      report={null}
      onCloseReport={() => undefined}
      actions={
        <>
          {selection.allSelected && !allMatching && total > selection.rowCount ? (
            <Button size="xs" variant="subtle" onClick={() => setAllMatchingOf(params.toString())}>
              {t('selection.selectAllMatching', { count: total })}
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="light"
            loading={exporting}
            disabled={ticked.length === 0}
            onClick={() => onExport(allMatching ? undefined : ticked)}
          >
            {t('selection.export')}
          </Button>
          {GROUP_LISTS.has(list) && ticked.length > 0 ? (
            <Button
              size="xs"
              variant="light"
              component={PageLink}
              to={groupMessagePath(list, params, allMatching ? undefined : ticked)}
            >
              {t('selection.message')}
            </Button>
          ) : null}
        </>
      }
    />
  );
}

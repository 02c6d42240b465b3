// The list pages' table: a bordered card that scrolls sideways on narrow screens, a header row
// and one row per item. A page says what its columns are; the markup is the same everywhere.
import { Card, Table, type TableTdProps, type TableThProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DataColumn<Row> {
  /** A stable name for React (the header may be a checkbox, not text). */
  key: string;
  header: ReactNode;
  cell(row: Row): ReactNode;
  headerProps?: TableThProps;
  cellProps?: TableTdProps;
}

interface DataTableProps<Row> {
  rows: readonly Row[];
  rowKey(row: Row): string;
  columns: readonly DataColumn<Row>[];
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** A click anywhere on a row (a control in the row stops its own click from reaching it). */
  onRowClick?(row: Row): void;
}

export function DataTable<Row>({ rows, rowKey, columns, minWidth, onRowClick }: DataTableProps<Row>) {
  return (
    <Card withBorder p={0}>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover={onRowClick !== undefined} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} {...column.headerProps}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr
                key={rowKey(row)}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                style={onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {columns.map((column) => (
                  <Table.Td key={column.key} {...column.cellProps}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

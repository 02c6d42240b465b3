// A report's figures as a real table, what a screen reader reads for the chart beside it: named by
// the line above it (which the chart's description points at), a header row, a row per group whose
// first cell heads the row, and the totals in the foot. The table keeps its columns at any width
// and scrolls sideways in its own box, which takes the keyboard's focus so that the scroll can be
// reached without a pointer; the page itself never scrolls sideways. The name stands outside the
// box (not a <caption>, which would scroll away with the table on a phone).
import { Card, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './report-table.module.css';

export interface ReportColumn<Row> {
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  /** Text, aligned to the start (the first column always is); figures are aligned to the end. */
  text?: boolean;
}

interface ReportTableProps<Row> {
  /** The id of the line naming the table, which the chart's aria-describedby names. */
  captionId: string;
  caption: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** The row of totals, in the table's foot. */
  footer?: Row;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** A name for tests and CSV comparisons: data-report-table. */
  name: string;
}

export function ReportTable<Row>({
  captionId,
  caption,
  columns,
  rows,
  rowKey,
  footer,
  minWidth,
  name,
}: ReportTableProps<Row>) {
  const cells = (row: Row) =>
    columns.map((column, index) => {
      const align = index === 0 || column.text ? undefined : classes.figure;
      return index === 0 ? (
        <Table.Th key={column.key} scope="row" className={classes.rowHead}>
          {column.cell(row)}
        </Table.Th>
      ) : (
        <Table.Td key={column.key} className={align}>
          {column.cell(row)}
        </Table.Td>
      );
    });
  return (
    <Stack gap={6}>
      <Text id={captionId} size="sm" c="dimmed">
        {caption}
      </Text>
      <Card withBorder p={0}>
        <Table.ScrollContainer
          type="native"
          minWidth={minWidth}
          tabIndex={0}
          role="region"
          aria-labelledby={captionId}
          className={classes.scroll}
        >
          <Table striped verticalSpacing="xs" aria-labelledby={captionId} data-report-table={name}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column, index) => (
                  <Table.Th
                    key={column.key}
                    scope="col"
                    className={index === 0 || column.text ? undefined : classes.figure}
                  >
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)}>{cells(row)}</Table.Tr>
              ))}
            </Table.Tbody>
            {footer === undefined ? null : (
              <Table.Tfoot className={classes.total}>
                <Table.Tr>{cells(footer)}</Table.Tr>
              </Table.Tfoot>
            )}
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}

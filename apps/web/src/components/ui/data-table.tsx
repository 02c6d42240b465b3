// The list pages' table: a bordered card with a header row and one row per item, scrolling
// sideways when the screen is narrower than its columns need. On a phone each row becomes a
// card instead, so that nothing (a stage, the actions) hides in a sideways scroll: the first
// column is the card's title, the others are "label: value" lines, the actions at the bottom;
// what of the header acts on every row (select all) stands above the cards.
// A page says what its columns are; the markup is the same everywhere. A card's parts are plain
// elements styled by this file's classes, not Mantine's layout components: a phone's list draws
// dozens of them, and each component would run its own code and write its own style attribute
// into the page (which also keeps the browser from sharing one style between the lines).
import { Box, Card, Group, Stack, Table, type TableTdProps, type TableThProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { useLabel } from '../../lib/i18n';
import { usePhoneWidth } from '../../lib/phone-width';
import classes from './data-table.module.css';

/** Where a column goes in a row's card at phone width (see cardPlaces for the defaults). */
export type CardPlace = 'title' | 'leading' | 'line' | 'actions' | 'hidden';

export interface DataColumn<Row> {
  /** A stable name for React (the header may be a checkbox, not text). */
  key: string;
  header: ReactNode;
  cell(row: Row): ReactNode;
  headerProps?: TableThProps;
  cellProps?: TableTdProps;
  card?: CardPlace;
  /**
   * Shown above the cards on a phone, where there is no header row: the part of the header that
   * acts on every row (a select-all box, with its label written out since no column names it).
   */
  cardHeader?: ReactNode;
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

/**
 * Each column's place in a card: as its column says, else the column named `actions` at the
 * bottom, a column whose header is not text (a select-all checkbox) before the title, the first
 * other column the title, and the rest as lines.
 */
function cardPlaces<Row>(columns: readonly DataColumn<Row>[]): CardPlace[] {
  let titled = columns.some((column) => column.card === 'title');
  return columns.map((column) => {
    if (column.card) return column.card;
    if (column.key === 'actions') return 'actions';
    if (typeof column.header !== 'string') return 'leading';
    if (titled) return 'line';
    titled = true;
    return 'title';
  });
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '' || value === false;

export function DataTable<Row>(props: DataTableProps<Row>) {
  // One layout, the screen's (on the server, the one it expects: lib/phone-width.ts).
  return usePhoneWidth() ? <RowCards {...props} /> : <RowTable {...props} />;
}

/**
 * Whether a click opens the row: not one on a control in it (a link, a button, a field such as a
 * row's "Assigned to"), nor one in a control's dropdown, drawn elsewhere in the page but passed
 * up through the row by React.
 */
function rowClicked(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  if (!event.currentTarget.contains(target)) return false;
  return target.closest('a, button, input, select, textarea, label, [role="option"], [role="listbox"]') === null;
}

function RowTable<Row>({ rows, rowKey, columns, minWidth, onRowClick }: DataTableProps<Row>) {
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
                onClick={onRowClick ? (event) => rowClicked(event) && onRowClick(row) : undefined}
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

function RowCards<Row>({ rows, rowKey, columns, onRowClick }: DataTableProps<Row>) {
  const label = useLabel();
  const places = cardPlaces(columns);
  const placed = (place: CardPlace) => columns.filter((_, i) => places[i] === place);
  const [leading, titles, lines, actions] = (['leading', 'title', 'line', 'actions'] as const).map(placed);
  const heads = columns.filter((column) => column.cardHeader !== undefined);
  const cards = (
    <Stack gap="sm" component="ul" className={classes.cards}>
      {rows.map((row) => (
        <Card
          key={rowKey(row)}
          component="li"
          withBorder
          radius="md"
          padding="md"
          onClick={onRowClick ? (event) => rowClicked(event) && onRowClick(row) : undefined}
          style={onRowClick ? { cursor: 'pointer' } : undefined}
        >
          <div className={classes.head}>
            {leading?.map((column) => (
              <div key={column.key}>{column.cell(row)}</div>
            ))}
            <div className={classes.title}>
              {titles?.map((column) => (
                <div key={column.key}>{column.cell(row)}</div>
              ))}
            </div>
          </div>
          <div className={classes.lines}>
            {lines?.map((column) => {
              const value = column.cell(row);
              if (isEmpty(value)) return null;
              return (
                <div key={column.key} className={classes.line}>
                  <span className={classes.label}>
                    {typeof column.header === 'string' ? label(column.header) : column.header}
                  </span>
                  <div className={classes.value}>{value}</div>
                </div>
              );
            })}
          </div>
          {actions?.map((column) => (
            <div key={column.key} className={classes.actions}>
              {column.cell(row)}
            </div>
          ))}
        </Card>
      ))}
    </Stack>
  );
  if (heads.length === 0) return cards;
  return (
    <Stack gap="sm">
      <Group gap="md" px="md">
        {heads.map((column) => (
          <Box key={column.key}>{column.cardHeader}</Box>
        ))}
      </Group>
      {cards}
    </Stack>
  );
}

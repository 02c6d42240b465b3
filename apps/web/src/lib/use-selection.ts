// Rows ticked in a list, by id, for an action on several at once. Only the rows shown count: a row
// that left the page (a new tab, search or page) is not acted on.
import { useState } from 'react';

export function useSelection<Row>(rows: readonly Row[], idOf: (row: Row) => string) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const selectedRows = rows.filter((row) => selected.has(idOf(row)));
  const allSelected = rows.length > 0 && selectedRows.length === rows.length;
  return {
    /** The rows shown, ticked or not. */
    rowCount: rows.length,
    selectedRows,
    allSelected,
    /** Some but not all rows: the header box is indeterminate. */
    someSelected: selectedRows.length > 0 && !allSelected,
    isSelected: (row: Row) => selected.has(idOf(row)),
    toggle: (row: Row, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(idOf(row));
        else next.delete(idOf(row));
        return next;
      }),
    toggleAll: (on: boolean) => setSelected(on ? new Set(rows.map(idOf)) : new Set()),
    clear: () => setSelected(new Set()),
  };
}

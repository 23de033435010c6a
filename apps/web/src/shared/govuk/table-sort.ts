export type SortDirection = 'ascending' | 'descending';

/** Emitted when a sortable column header is activated (spec §3 sort event). */
export interface SortEvent {
  column: string;
  direction: SortDirection;
}

/**
 * Spec §4: the first click on a column sorts ascending, another click on the same column toggles
 * the direction, and a different column starts ascending again.
 */
export function nextSort(current: SortEvent | null | undefined, column: string): SortEvent {
  if (current?.column === column)
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column, direction: 'ascending' };
}

/** Sorts a copy of the rows by one field: numbers and dates by value, text case-insensitively, empty last. */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: SortEvent | null | undefined,
  valueOf: (row: Row) => unknown,
): Row[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const key = (value: unknown) => (value instanceof Date ? value.getTime() : value);
  return [...rows].sort((a, b) => {
    const left = key(valueOf(a));
    const right = key(valueOf(b));
    const leftEmpty = left === null || left === undefined || left === '';
    const rightEmpty = right === null || right === undefined || right === '';
    if (leftEmpty || rightEmpty) return leftEmpty === rightEmpty ? 0 : leftEmpty ? 1 : -1;
    if (typeof left === 'number' && typeof right === 'number') return (left - right) * sign;
    return String(left).localeCompare(String(right), 'en-GB', { sensitivity: 'base', numeric: true }) * sign;
  });
}

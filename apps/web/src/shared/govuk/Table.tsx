import { useState } from 'react';
import { nextSort, type SortEvent } from './table-sort';

export interface TableColumn<Row> {
  key: string;
  header: React.ReactNode;
  render: (row: Row) => React.ReactNode;
  /** Name of the field this column shows, sent in sort events; defaults to the key. */
  field?: string;
  /** e.g. 'govuk-!-width-one-quarter' */
  className?: string;
  /** Width class of the column (spec §3 widthClass); same as className. */
  widthClass?: string;
  numeric?: boolean;
  /** The header can be activated to sort by this column. */
  isSortable?: boolean;
  /** The column is not shown. */
  isHidden?: boolean;
  /** Cells of this column are row headers. */
  isHeader?: boolean;
}

export interface TableProps<Row> {
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  caption?: React.ReactNode;
  captionClassName?: string;
  /** Renders the first cell of each row as a row header. */
  firstCellIsHeader?: boolean;
  /** The current sort, when the caller keeps it (e.g. in the address); otherwise the table keeps it. */
  sort?: SortEvent | null;
  /** Called with the new sort when a sortable header is activated (spec §4 table sort). */
  onSort?: (sort: SortEvent) => void;
  /**
   * On a small screen each row is shown as a list of its cells, each under its column's name, so the table
   * fits 320 pixels without scrolling sideways (WCAG 1.4.10).
   */
  responsive?: boolean;
}

function SortArrow({ direction }: { direction: SortEvent['direction'] | undefined }) {
  const shape = direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '▲▼';
  return (
    <span aria-hidden="true" className="govuk-!-margin-left-1 govuk-!-font-size-14">
      {shape}
    </span>
  );
}

/** The column's name shown beside each cell on a small screen (responsive tables), when it is text. */
function labelOf<Row>(column: TableColumn<Row>): string | undefined {
  return typeof column.header === 'string' ? column.header : undefined;
}

export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  captionClassName = 'govuk-table__caption--m',
  firstCellIsHeader,
  sort,
  onSort,
  responsive,
}: TableProps<Row>) {
  const [ownSort, setOwnSort] = useState<SortEvent | null>(null);
  const currentSort = sort === undefined ? ownSort : sort;
  const shown = columns.filter((column) => !column.isHidden);

  function sortBy(field: string) {
    const next = nextSort(currentSort, field);
    if (sort === undefined) setOwnSort(next);
    onSort?.(next);
  }

  return (
    <table className={responsive ? 'govuk-table app-table--responsive' : 'govuk-table'}>
      {caption ? <caption className={`govuk-table__caption ${captionClassName}`}>{caption}</caption> : null}
      <thead className="govuk-table__head">
        <tr className="govuk-table__row">
          {shown.map((column) => {
            const field = column.field ?? column.key;
            const direction = currentSort?.column === field ? currentSort.direction : undefined;
            return (
              <th
                key={column.key}
                scope="col"
                className={[
                  'govuk-table__header',
                  column.numeric ? 'govuk-table__header--numeric' : '',
                  column.className ?? '',
                  column.widthClass ?? '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                aria-sort={column.isSortable ? (direction ?? 'none') : undefined}
              >
                {column.isSortable ? (
                  <button type="button" className="app-link-button" onClick={() => sortBy(field)}>
                    {column.header}
                    <SortArrow direction={direction} />
                  </button>
                ) : (
                  column.header
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody className="govuk-table__body">
        {rows.map((row) => (
          <tr key={rowKey(row)} className="govuk-table__row">
            {shown.map((column, index) =>
              column.isHeader || (firstCellIsHeader && index === 0) ? (
                <th
                  key={column.key}
                  scope="row"
                  className="govuk-table__header"
                  data-label={responsive ? labelOf(column) : undefined}
                >
                  {column.render(row)}
                </th>
              ) : (
                <td
                  key={column.key}
                  data-label={responsive ? labelOf(column) : undefined}
                  className={`govuk-table__cell${column.numeric ? ' govuk-table__cell--numeric' : ''}`}
                >
                  {column.render(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

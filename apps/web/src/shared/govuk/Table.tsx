export interface TableColumn<Row> {
  key: string;
  header: React.ReactNode;
  render: (row: Row) => React.ReactNode;
  /** e.g. 'govuk-!-width-one-quarter' */
  className?: string;
  numeric?: boolean;
}

export interface TableProps<Row> {
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  caption?: React.ReactNode;
  captionClassName?: string;
  /** Renders the first cell of each row as a row header. */
  firstCellIsHeader?: boolean;
}

export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  captionClassName = 'govuk-table__caption--m',
  firstCellIsHeader,
}: TableProps<Row>) {
  return (
    <table className="govuk-table">
      {caption ? <caption className={`govuk-table__caption ${captionClassName}`}>{caption}</caption> : null}
      <thead className="govuk-table__head">
        <tr className="govuk-table__row">
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              className={[
                'govuk-table__header',
                column.numeric ? 'govuk-table__header--numeric' : '',
                column.className ?? '',
              ]
                .filter(Boolean)
                .join(' ')}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="govuk-table__body">
        {rows.map((row) => (
          <tr key={rowKey(row)} className="govuk-table__row">
            {columns.map((column, index) =>
              firstCellIsHeader && index === 0 ? (
                <th key={column.key} scope="row" className="govuk-table__header">
                  {column.render(row)}
                </th>
              ) : (
                <td
                  key={column.key}
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

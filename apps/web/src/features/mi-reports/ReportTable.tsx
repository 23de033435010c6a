import { useSearchParams } from 'react-router';
import { ScrollRegion } from '../../shared/content';
import { Pagination, parsePage, Table, type TableColumn } from '../../shared/govuk';
import { cellText, pageOfRows, ROWS_PER_PAGE, type ReportRow } from './report-data';

/** A report's rows, 20 to a page in the browser; wide reports scroll sideways inside a focusable region. */
export function ReportTable({ columnNames, rows }: { columnNames: string[]; rows: ReportRow[] }) {
  const [params] = useSearchParams();
  const page = Math.min(parsePage(params.get('page')), Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE)));
  const indexed = rows.map((row, index) => ({ row, index }));
  const columns: TableColumn<{ row: ReportRow; index: number }>[] = columnNames.map((name) => ({
    key: name,
    header: name,
    render: ({ row }) => cellText(row[name]),
  }));
  if (rows.length === 0) return <p className="govuk-body">The report has no results.</p>;
  return (
    <>
      <ScrollRegion label="Report results">
        <Table
          columns={columns}
          rows={pageOfRows(indexed, page)}
          rowKey={(entry) => entry.index}
          caption="Report results"
          captionClassName="govuk-visually-hidden"
        />
      </ScrollRegion>
      <Pagination page={page} pageSize={ROWS_PER_PAGE} totalItems={rows.length} />
    </>
  );
}

import { headerOf, organisationStructureColumns, type OrganisationStructureColumn } from './columns';

/** One kind of problem, with the columns and file rows (the header is row 1) where it occurs. */
export interface CsvProblem {
  message: string;
  columns: string[];
  rows: number[];
  /** "Check the data in column(s) '…' on rows 2, 5", as the upload page's "View details" shows. */
  details?: string;
}

/** Problems grouped by message, each with the columns and rows it was found in, in file order. */
export class ProblemList {
  private readonly byMessage = new Map<
    string,
    { columns: Set<OrganisationStructureColumn>; rows: Set<number> }
  >();

  add(message: string, columns: OrganisationStructureColumn[], row: number): void {
    const entry = this.byMessage.get(message) ?? { columns: new Set(), rows: new Set() };
    for (const column of columns) entry.columns.add(column);
    entry.rows.add(row);
    this.byMessage.set(message, entry);
  }

  isEmpty(): boolean {
    return this.byMessage.size === 0;
  }

  list(): CsvProblem[] {
    return [...this.byMessage].map(([message, { columns, rows }]) => {
      const headers = organisationStructureColumns
        .filter((column) => columns.has(column.field))
        .map((column) => headerOf(column.field));
      const sortedRows = [...rows].sort((a, b) => a - b);
      const where = headers.length > 0 ? `column(s) '${headers.join("', '")}' on ` : '';
      return {
        message,
        columns: headers,
        rows: sortedRows,
        details: `Check the data in ${where}rows ${sortedRows.join(', ')}`,
      };
    });
  }
}

/**
 * A report's measures as a spreadsheet (issue 42, ADR 52): the columns a report's sheet has, and the
 * problems a file can have. A report type is a configuration of this kit (`action-plan.ts`).
 */

/** One column of the measures sheet: the form's wording, and the choices offered when the answer is closed. */
export interface SheetColumn {
  header: string;
  /** The closed choices, offered as a drop-down list in the template. */
  choices?: readonly string[];
  width?: number;
}

/** A problem of the file (no row) or of one cell (row number as the spreadsheet shows it, column header). */
export interface SheetProblem {
  row?: number;
  column?: string;
  message: string;
}

/** The problems answered at most, with the count of the rest (issue 42). */
export const MAX_PROBLEMS_SHOWN = 100;

/**
 * A report's sheet: its columns, the text of its instructions and how it reads and writes a row. `Context`
 * is what the task gives the check beyond the file (a progress update's carried-over measures).
 */
export interface MeasuresSheet<Measure, Context = void> {
  /** The file name the template and the download are saved as. */
  fileName: string;
  columns: readonly SheetColumn[];
  instructions: readonly string[];
  /** The most rows (measures) a file may hold: the report's own limit. */
  maxRows: number;
  /** A saved measure as the template writes it, one value a column. */
  toRow(measure: Measure): (string | number | null)[];
  /**
   * The measures of the rows, each row's cells read as text, or the problems: every row checked with
   * the form's rules (`firstRow` is the spreadsheet's number of the first row given).
   */
  check(
    rows: string[][],
    firstRow: number,
    context: Context,
  ): { measures: Measure[]; problems: SheetProblem[] };
}

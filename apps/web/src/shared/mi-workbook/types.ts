import type { components } from '../api';

/** The MI report types of the API (web-screens §1.4). */
export type MiReportType = components['schemas']['MiReportSearchResult']['miReportType'];

/** A spreadsheet cell: numbers and booleans keep their type; everything else is text. */
export type SheetCell = string | number | boolean | null;
export interface SheetSpec {
  sheet: string;
  rows: SheetCell[][];
}

/**
 * A report type's submitted-data workbook (reporting-inventory §5), declared in its feature: the MI report type
 * it lays out, its file and how the feed's rows are laid out (ADR 33, 45).
 */
export interface MiWorkbook {
  reportType: MiReportType;
  fileName: string;
  /** Synchronous and free of the DOM: it runs in the export worker. */
  layOut: (rows: readonly unknown[]) => SheetSpec[];
}

/** A workbook from its typed layout: the feed's rows are the report's MI rows, as the server declares them. */
export const miWorkbook = <Row>(
  reportType: MiReportType,
  fileName: string,
  layOut: (rows: Row[]) => SheetSpec[],
): MiWorkbook => ({ reportType, fileName, layOut: (rows) => layOut(rows as Row[]) });

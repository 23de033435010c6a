import type { MiWorkbook } from '../../shared/mi-workbook/types';

/**
 * What the app gives the MI reports for the submitted-data exports: the workbooks the report types' features
 * declare, and a start of the export worker, whose entry is the app's since it imports those workbooks
 * (ADR 33, 45). Given once, with the routes.
 */
export interface ReportExports {
  /** Each loads one; the page lays a workbook out only where there are no workers (the unit tests' jsdom). */
  workbooks: readonly (() => Promise<MiWorkbook>)[];
  startWorker: () => Worker;
}

let given: ReportExports | undefined;

export function giveReportExports(exports: ReportExports): void {
  given = exports;
}

export function reportExports(): ReportExports {
  if (!given) throw new Error('The app has not given the MI reports their workbooks');
  return given;
}

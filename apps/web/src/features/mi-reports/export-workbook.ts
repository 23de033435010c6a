import type { MiWorkbook } from '../../shared/mi-workbook/types';
import {
  collectAllNocs,
  type MiReportResult,
  type MiReportType,
  type NocReportResult,
  type SheetSpec,
} from './report-data';
import { writeSheets } from './write-sheets';

/** The submitted-data reports: each laid out by the workbook its report type's feature declares. */
export type ExportType = Extract<
  MiReportType,
  | 'NOC_SUBMITTED_DATA_P3'
  | 'ACTION_PLAN_SUBMITTED_DATA_P3'
  | 'PROGRESS_UPDATE_1_SUBMITTED_DATA_P3'
  | 'PROGRESS_UPDATE_2_SUBMITTED_DATA_P3'
>;

export interface Workbook {
  fileName: string;
  sheets: SheetSpec[];
}

/** A submitted-data report as the MI feed sent it: what the workbook is laid out from. */
export interface CollectedReport {
  type: ExportType;
  rows: readonly unknown[];
}

/** Where the MI feed is read from: the page's API client, or the export worker's own calls. */
export interface ReportSource {
  nocPage(page: number, size: number): Promise<NocReportResult>;
  report(type: Exclude<ExportType, 'NOC_SUBMITTED_DATA_P3'>): Promise<MiReportResult>;
}

/** Collects a submitted-data report from the MI feed (the NOCs page by page, saying how far it has got). */
export async function collectReport(
  type: ExportType,
  source: ReportSource,
  onProgress: (collected: number, total: number) => void,
): Promise<CollectedReport> {
  if (type === 'NOC_SUBMITTED_DATA_P3') {
    return { type, rows: await collectAllNocs((page, size) => source.nocPage(page, size), onProgress) };
  }
  return { type, rows: (await source.report(type)).results ?? [] };
}

/** The workbook a report type's feature declares. */
export function workbookFor(type: ExportType, workbooks: readonly MiWorkbook[]): MiWorkbook {
  const workbook = workbooks.find((candidate) => candidate.reportType === type);
  if (!workbook) throw new Error(`No MI workbook is declared for ${type}`);
  return workbook;
}

/** How far an export has got: collecting the feed's rows, then writing the file. */
export type ExportProgress = { step: 'collecting'; collected: number; total: number } | { step: 'writing' };

/**
 * Collects a submitted-data report, lays it out as the reference's workbook (reporting-inventory §5) and
 * writes the file. The feed's rows carry the containers as the workflows stored them.
 */
export async function buildReportFile(
  type: ExportType,
  source: ReportSource,
  workbooks: readonly MiWorkbook[],
  onProgress: (progress: ExportProgress) => void,
): Promise<{ blob: Blob; fileName: string }> {
  const workbook = workbookFor(type, workbooks);
  const report = await collectReport(type, source, (collected, total) =>
    onProgress({ step: 'collecting', collected, total }),
  );
  onProgress({ step: 'writing' });
  return { blob: await writeSheets(workbook.layOut(report.rows)), fileName: workbook.fileName };
}

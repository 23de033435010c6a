import {
  collectAllNocs,
  type MiReportResult,
  type MiReportType,
  type NocReportResult,
  type SheetSpec,
} from './report-data';
import { ACTION_PLAN_FILE_NAME, actionPlanWorkbook, type ActionPlanInfo } from './workbooks/ap-workbook';
import { NOC_FILE_NAME, nocWorkbook, type NocInfo } from './workbooks/noc-workbook';
import {
  PROGRESS_UPDATE_1_FILE_NAME,
  progressUpdate1Workbook,
  type ProgressUpdate1Info,
} from './workbooks/pu1-workbook';
import {
  PROGRESS_UPDATE_2_FILE_NAME,
  progressUpdate2Workbook,
  type ProgressUpdate2Info,
} from './workbooks/pu2-workbook';
import { writeSheets } from './write-sheets';

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
export type CollectedReport =
  | { type: 'NOC_SUBMITTED_DATA_P3'; rows: NocInfo[] }
  | { type: Exclude<ExportType, 'NOC_SUBMITTED_DATA_P3'>; rows: Record<string, unknown>[] };

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

/**
 * Lays a collected report out as the reference's workbook (reporting-inventory §5). The feed's rows carry
 * the containers as the workflows stored them. Synchronous and free of the DOM: it runs in a worker.
 */
export function layOutWorkbook(report: CollectedReport): Workbook {
  switch (report.type) {
    case 'NOC_SUBMITTED_DATA_P3':
      return { fileName: NOC_FILE_NAME, sheets: nocWorkbook(report.rows) };
    case 'ACTION_PLAN_SUBMITTED_DATA_P3':
      return {
        fileName: ACTION_PLAN_FILE_NAME,
        sheets: actionPlanWorkbook(report.rows as unknown as ActionPlanInfo[]),
      };
    case 'PROGRESS_UPDATE_1_SUBMITTED_DATA_P3':
      return {
        fileName: PROGRESS_UPDATE_1_FILE_NAME,
        sheets: progressUpdate1Workbook(report.rows as unknown as ProgressUpdate1Info[]),
      };
    case 'PROGRESS_UPDATE_2_SUBMITTED_DATA_P3':
      return {
        fileName: PROGRESS_UPDATE_2_FILE_NAME,
        sheets: progressUpdate2Workbook(report.rows as unknown as ProgressUpdate2Info[]),
      };
  }
}

/** How far an export has got: collecting the feed's rows, then writing the file. */
export type ExportProgress = { step: 'collecting'; collected: number; total: number } | { step: 'writing' };

/** Collects a submitted-data report, lays it out as its workbook and writes the file. */
export async function buildReportFile(
  type: ExportType,
  source: ReportSource,
  onProgress: (progress: ExportProgress) => void,
): Promise<{ blob: Blob; fileName: string }> {
  const report = await collectReport(type, source, (collected, total) =>
    onProgress({ step: 'collecting', collected, total }),
  );
  onProgress({ step: 'writing' });
  const { sheets, fileName } = layOutWorkbook(report);
  return { blob: await writeSheets(sheets), fileName };
}

import { fetchNocPage, generateReport } from './mi-reports-api';
import { collectAllNocs, type MiReportType, type SheetSpec } from './report-data';
import { ACTION_PLAN_FILE_NAME, actionPlanWorkbook, type ActionPlanInfo } from './workbooks/ap-workbook';
import { NOC_FILE_NAME, nocWorkbook } from './workbooks/noc-workbook';
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

/**
 * Collects a submitted-data report from the MI feed and lays it out as the reference's workbook
 * (reporting-inventory §5). The feed's rows carry the containers as the workflows stored them.
 */
export async function exportWorkbook(
  type: ExportType,
  onProgress: (collected: number, total: number) => void,
): Promise<Workbook> {
  if (type === 'NOC_SUBMITTED_DATA_P3') {
    const nocs = await collectAllNocs(fetchNocPage, onProgress);
    return { fileName: NOC_FILE_NAME, sheets: nocWorkbook(nocs) };
  }
  const rows = (await generateReport(type)).results ?? [];
  switch (type) {
    case 'ACTION_PLAN_SUBMITTED_DATA_P3':
      return {
        fileName: ACTION_PLAN_FILE_NAME,
        sheets: actionPlanWorkbook(rows as unknown as ActionPlanInfo[]),
      };
    case 'PROGRESS_UPDATE_1_SUBMITTED_DATA_P3':
      return {
        fileName: PROGRESS_UPDATE_1_FILE_NAME,
        sheets: progressUpdate1Workbook(rows as unknown as ProgressUpdate1Info[]),
      };
    case 'PROGRESS_UPDATE_2_SUBMITTED_DATA_P3':
      return {
        fileName: PROGRESS_UPDATE_2_FILE_NAME,
        sheets: progressUpdate2Workbook(rows as unknown as ProgressUpdate2Info[]),
      };
  }
}

export * from './sheet';
export { actionPlanMeasuresSheet, actionPlanColumns } from './action-plan';
export { readSheetRows, sheetFileMessages, SheetFileError, MAX_SHEET_BYTES, cellText } from './file';
export { measuresWorkbook } from './template';
export type { UpdateRow, CarriedQuestions } from './progress-update-sheet';
export {
  progressUpdate1MeasuresSheet,
  progressUpdate1Rows,
  type ProgressUpdate1Row,
} from './progress-update-1';
export {
  progressUpdate2MeasuresSheet,
  progressUpdate2Rows,
  type ProgressUpdate2Row,
} from './progress-update-2';

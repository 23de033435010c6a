export * from './sheet';
export { actionPlanMeasuresSheet, actionPlanColumns } from './action-plan';
export { readSheetRows, sheetFileMessages, SheetFileError, MAX_SHEET_BYTES, cellText } from './file';
export { measuresWorkbook } from './template';
export * from './progress-update-sheet';
export * from './report';

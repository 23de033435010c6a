// The kit the report types' MI workbooks are laid out with (ADR 33, 45): cells, sheets, measures, the
// progress updates' common layout, and what a feature declares. Loaded with the workbooks only.
export * from './cells';
export { schemesText } from './measures';
export { progressUpdateWorkbook, type ProgressUpdateLayout } from './progress-update';
export { miWorkbook, type MiReportType, type MiWorkbook, type SheetCell, type SheetSpec } from './types';

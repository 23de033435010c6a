import type { MiWorkbook } from '../shared/mi-workbook/types';

/**
 * The workbooks the export worker lays out: each report feature's `mi-workbook` module, the one its
 * WorkflowFeature's `miWorkbook` loads (app/workflows.test.ts holds the two lists together). Found by name
 * rather than through WORKFLOWS: the features' entries carry their route tables, and the worker's bundle, which
 * takes in what it imports lazily as well (ADR 33), would then hold every page of every report.
 */
export const EXPORT_WORKBOOKS: readonly MiWorkbook[] = Object.values(
  import.meta.glob<MiWorkbook>(['../features/*/mi-workbook.ts', '../features/*/mi-workbook/index.ts'], {
    eager: true,
    import: 'workbook',
  }),
);

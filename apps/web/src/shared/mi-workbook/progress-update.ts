import type { components } from '../api';
import { STATEMENTS, type Statement } from '../reports/progress-update/model';
import type { SheetSpec } from './types';
import { capitalise, contentsSheet, sheetOf, type Cell } from './cells';

type GroupChange = components['schemas']['GroupChange'];

/** What tells one progress update workbook from the other. */
export interface ProgressUpdateLayout<Update> {
  idColumn: string;
  idOf: (update: Update) => string;
  /** The submitted report: its group change and confirmations fill the common columns. */
  reportOf: (update: Update) => {
    groupChange?: GroupChange | null;
    responsibleOfficerConfirmation?: readonly Statement[] | null;
  };
  /** The "Progress Updates" sheet's own columns, before the other responsible undertaking's. */
  updateHeader: string[];
  updateCells: (update: Update) => Cell[];
  measureHeader: string[];
  measureRows: (update: Update) => Cell[][];
}

/** Both progress update workbooks: contents, updates, measures, confirmations (reporting-inventory §5.3–5.4). */
export function progressUpdateWorkbook<Update>(
  updates: Update[],
  layout: ProgressUpdateLayout<Update>,
): SheetSpec[] {
  const sheets = [
    sheetOf(
      'Progress Updates',
      [
        ...layout.updateHeader,
        'Name of the other responsible undertaking',
        'Company registration number of the other responsible undertaking',
      ],
      updates.map((update) => {
        const groupChange = layout.reportOf(update).groupChange;
        return [
          ...layout.updateCells(update),
          groupChange?.otherResponsibleUndertakingName ?? '',
          groupChange?.otherResponsibleUndertakingCrn ?? '',
        ];
      }),
    ),
    sheetOf('UpdatesEnergyEfficiencyMeasures', layout.measureHeader, updates.flatMap(layout.measureRows)),
    // The statements, capitalised, head the columns: the first prints Yes/No, the second Yes or blank.
    sheetOf(
      'Resp. officer confirmation',
      [layout.idColumn, ...STATEMENTS.map((statement) => capitalise(statement.text))],
      updates.map((update) => {
        const confirmed = layout.reportOf(update).responsibleOfficerConfirmation ?? [];
        return [
          layout.idOf(update),
          confirmed.includes('ESOS_ACTION_PLAN_COMPLIANCE') ? 'Yes' : 'No',
          confirmed.includes('ESTIMATION_METHOD_DOCUMENTED') ? 'Yes' : '',
        ];
      }),
    ),
  ];
  const descriptions = ['', 'Update for Energy Efficiency Measures', 'Responsible officer confirmation'];
  return [
    contentsSheet(
      'Table of Contents',
      sheets.map((sheet, index) => [sheet.sheet, descriptions[index] ?? '']),
    ),
    ...sheets,
  ];
}

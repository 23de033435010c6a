import type { components } from '../../../shared/api';
import { STATEMENTS, type Statement } from '../../../shared/progress-update/model';
import type { SheetSpec } from '../report-data';
import { capitalise, contentsSheet, sheetOf, type Cell } from './cells';

export type GroupChange = components['schemas']['GroupChange'];

/** Both progress update workbooks: contents, updates, measures, confirmations (reporting-inventory §5.3–5.4). */
export function progressUpdateWorkbook(updates: SheetSpec, measures: SheetSpec, confirmations: SheetSpec) {
  return [
    contentsSheet('Table of Contents', [
      [updates.sheet, ''],
      [measures.sheet, 'Update for Energy Efficiency Measures'],
      [confirmations.sheet, 'Responsible officer confirmation'],
    ]),
    updates,
    measures,
    confirmations,
  ];
}

export const UPDATES_SHEET = 'Progress Updates';
export const MEASURES_SHEET = 'UpdatesEnergyEfficiencyMeasures';

export const otherUndertakingHeader = [
  'Name of the other responsible undertaking',
  'Company registration number of the other responsible undertaking',
];

export const otherUndertaking = (groupChange: GroupChange | null | undefined): Cell[] => [
  groupChange?.otherResponsibleUndertakingName ?? '',
  groupChange?.otherResponsibleUndertakingCrn ?? '',
];

/** "<id column>", then both statements, capitalised: the first Yes/No, the second Yes or blank. */
export function confirmationSheet(
  idColumn: string,
  updates: { id: string; confirmed: readonly Statement[] | null | undefined }[],
): SheetSpec {
  return sheetOf(
    'Resp. officer confirmation',
    [idColumn, ...STATEMENTS.map((statement) => capitalise(statement.text))],
    updates.map(({ id, confirmed }) => [
      id,
      confirmed?.includes('ESOS_ACTION_PLAN_COMPLIANCE') ? 'Yes' : 'No',
      confirmed?.includes('ESTIMATION_METHOD_DOCUMENTED') ? 'Yes' : '',
    ]),
  );
}

import type { SheetSpec } from './types';

/** The sheet of that name (fails the test when missing). */
export function sheetNamed(sheets: SheetSpec[], name: string): SheetSpec {
  const sheet = sheets.find((candidate) => candidate.sheet === name);
  if (!sheet) throw new Error(`No sheet "${name}" in ${sheets.map((each) => each.sheet).join(', ')}`);
  return sheet;
}

/** The cells under a header, one per data row (fails the test when the header is missing). */
export function columnOf(sheet: SheetSpec, header: string): unknown[] {
  const index = sheet.rows[0]?.indexOf(header) ?? -1;
  if (index < 0) throw new Error(`No column "${header}" in sheet "${sheet.sheet}"`);
  return sheet.rows.slice(1).map((row) => row[index]);
}

/** The sheets both progress update workbooks have, in order (progress-update.ts). */
export const PROGRESS_UPDATE_SHEETS = [
  'Table of Contents',
  'Progress Updates',
  'UpdatesEnergyEfficiencyMeasures',
  'Resp. officer confirmation',
];

/** Both progress update workbooks' table of contents. */
export const PROGRESS_UPDATE_CONTENTS = [
  ['Sheet', 'Description'],
  ['Progress Updates', ''],
  ['UpdatesEnergyEfficiencyMeasures', 'Update for Energy Efficiency Measures'],
  ['Resp. officer confirmation', 'Responsible officer confirmation'],
];

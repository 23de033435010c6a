import { describe, expect, it } from 'vitest';
import {
  columnOf,
  PROGRESS_UPDATE_CONTENTS,
  PROGRESS_UPDATE_SHEETS,
  sheetNamed,
} from '../../shared/mi-workbook/testing';
import { progressUpdate2Workbook } from './mi-workbook';
import { progressUpdate2 } from './mi-workbook-fixture';

describe('progress update 2 workbook', () => {
  const sheets = progressUpdate2Workbook([progressUpdate2]);
  const measures = sheetNamed(sheets, 'UpdatesEnergyEfficiencyMeasures');

  it('has the four sheets; the update row has both earlier reports', () => {
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(PROGRESS_UPDATE_SHEETS);
    expect(sheets[0]?.rows).toEqual(PROGRESS_UPDATE_CONTENTS);
    expect(sheetNamed(sheets, 'Progress Updates').rows).toEqual([
      [
        'PU2 ID',
        'PU2 Submission Date',
        'Name of the responsible undertaking',
        'Company registration number of the responsible undertaking',
        'AP ID',
        'AP Submission Date',
        'PU1 ID',
        'PU1 Submission Date',
        'Name of the other responsible undertaking',
        'Company registration number of the other responsible undertaking',
      ],
      [
        'PU2000001-P3',
        '15 January 2026',
        'Acme Energy Efficiency Ltd',
        '12345678',
        'AP000001-P3',
        '2 November 2024',
        'PU1000001-P3',
        '1 August 2025',
        '',
        '',
      ],
    ]);
  });

  it('lists the plan measures, then those progress update 1 added, then its own', () => {
    expect(measures.rows[0]).toEqual([
      'PU2 ID',
      'Measure Name',
      'This is a new measure added in PU2 (*Info from PU1)',
      'Does the reason for implementing the measure relate to another scheme or requirement? (optional)',
      'Has the measure been implemented?',
      'Was the measure implemented by the date proposed in the action plan?',
      'Do you want, optionally, to report a reduction in energy consumption for the period between 6 December 2025 and 5 December 2026?',
      'Reduction in energy consumption between 6 December 2025 and 5 December 2026 (KWh)',
      'Estimation Method for the period between 6 December 2025 and 5 December 2026',
      'Description of other reasonable estimation method',
      'Additonal context for the measure (optional)',
    ]);
    expect(columnOf(measures, 'Measure Name')).toEqual(['Boiler replacement', 'Solar panels', 'Heat pumps']);
    expect(columnOf(measures, 'This is a new measure added in PU2 (*Info from PU1)')).toEqual([
      'No',
      'No',
      'Yes',
    ]);
    expect(measures.rows[1]).toEqual([
      'PU2000001-P3',
      'Boiler replacement',
      'No',
      '',
      'Yes',
      'Yes',
      '',
      '30000',
      'an energy audit',
      '',
      '',
    ]);
    expect(measures.rows[2]?.slice(4)).toEqual([
      'Yes',
      '',
      'Yes',
      '4500',
      'no estimation method used',
      '',
      'Full year.',
    ]);
    expect(measures.rows[3]).toEqual([
      'PU2000001-P3',
      'Heat pumps',
      'Yes',
      'Other: Council grant',
      'Yes',
      '',
      '',
      '8000',
      'some other reasonable estimation method',
      'Engineer estimate',
      'Two sites.',
    ]);
  });

  it('prints the second statement blank when not confirmed', () => {
    expect(sheetNamed(sheets, 'Resp. officer confirmation').rows[1]).toEqual(['PU2000001-P3', 'Yes', '']);
  });
});

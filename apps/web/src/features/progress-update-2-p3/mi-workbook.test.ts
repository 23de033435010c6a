import { describe, expect, it } from 'vitest';
import {
  columnOf,
  PROGRESS_UPDATE_CONTENTS,
  PROGRESS_UPDATE_SHEETS,
  sheetNamed,
} from '../../shared/mi-workbook/testing';
import {
  PROGRESS_UPDATE_2_HEADER,
  PROGRESS_UPDATE_2_MEASURE_HEADER,
  progressUpdate2Workbook,
} from './mi-workbook';
import { progressUpdate2 } from './mi-workbook-fixture';

describe('progress update 2 workbook', () => {
  const sheets = progressUpdate2Workbook([progressUpdate2]);
  const measures = sheetNamed(sheets, 'UpdatesEnergyEfficiencyMeasures');

  it('has the four sheets; the update row has both earlier reports', () => {
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(PROGRESS_UPDATE_SHEETS);
    expect(sheets[0]?.rows).toEqual(PROGRESS_UPDATE_CONTENTS);
    const updates = sheetNamed(sheets, 'Progress Updates');
    expect(columnOf(updates, 'AP ID')).toEqual(['AP000001-P3']);
    expect(columnOf(updates, 'PU1 Submission Date')).toEqual(['1 August 2025']);
    expect(updates.rows).toEqual([
      [
        ...PROGRESS_UPDATE_2_HEADER,
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
    expect(measures.rows[0]).toEqual(PROGRESS_UPDATE_2_MEASURE_HEADER);
    // The columns the rows below are read by, and the reference's words where they differ from progress update 1's.
    expect(PROGRESS_UPDATE_2_MEASURE_HEADER).toHaveLength(11);
    expect(PROGRESS_UPDATE_2_MEASURE_HEADER[2]).toBe('This is a new measure added in PU2 (*Info from PU1)');
    expect(PROGRESS_UPDATE_2_MEASURE_HEADER[7]).toBe(
      'Reduction in energy consumption between 6 December 2025 and 5 December 2026 (KWh)',
    );
    expect(PROGRESS_UPDATE_2_MEASURE_HEADER.at(-1)).toBe('Additonal context for the measure (optional)');
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

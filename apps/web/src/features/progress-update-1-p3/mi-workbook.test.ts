import { describe, expect, it } from 'vitest';
import {
  columnOf,
  PROGRESS_UPDATE_CONTENTS,
  PROGRESS_UPDATE_SHEETS,
  sheetNamed,
} from '../../shared/mi-workbook/testing';
import { progressUpdate1Workbook } from './mi-workbook';
import { progressUpdate1 } from './mi-workbook-fixture';

describe('progress update 1 workbook', () => {
  const sheets = progressUpdate1Workbook([progressUpdate1]);
  const measures = sheetNamed(sheets, 'UpdatesEnergyEfficiencyMeasures');

  it('has the four sheets and the contents', () => {
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(PROGRESS_UPDATE_SHEETS);
    expect(sheets[0]?.rows).toEqual(PROGRESS_UPDATE_CONTENTS);
  });

  it('prints the update with its group change', () => {
    expect(sheetNamed(sheets, 'Progress Updates').rows).toEqual([
      [
        'PU1 ID',
        'Name of the responsible undertaking',
        'Company registration number of the responsible undertaking',
        'PU1 Submission Date',
        'AP ID',
        'AP Submission Date',
        'Name of the other responsible undertaking',
        'Company registration number of the other responsible undertaking',
      ],
      [
        'PU1000001-P3',
        'Acme Energy Efficiency Ltd',
        '12345678',
        '1 August 2025',
        'AP000001-P3',
        '2 November 2024',
        'Parent Holdings plc',
        '00000042',
      ],
    ]);
  });

  it('lists the plan measures, then the added one', () => {
    expect(measures.rows[0]).toHaveLength(14);
    expect(measures.rows[0]?.[2]).toBe('This is a new measure added in PU1 (*Info from Action Plan)');
    expect(columnOf(measures, 'Measure Name')).toEqual([
      'LED lighting',
      'Boiler replacement',
      'Solar panels',
    ]);
    expect(columnOf(measures, 'This is a new measure added in PU1 (*Info from Action Plan)')).toEqual([
      'No',
      'No',
      'Yes',
    ]);
    expect(
      columnOf(measures, 'Was the measure implemented by the date proposed in the action plan?'),
    ).toEqual(['No', 'Yes', '']);
    expect(
      columnOf(measures, 'Reduction in energy consumption between 6 December 2023 and 5 December 2024 (KWh)'),
    ).toEqual(['0', '', '']);
    expect(measures.rows[3]).toEqual([
      'PU1000001-P3',
      'Solar panels',
      'Yes',
      '',
      'UN Race to Zero',
      'Yes',
      '',
      '',
      '4000',
      '',
      '',
      'some other reasonable estimation method',
      'Meter readings',
      'Warehouse roof.',
    ]);
    expect(
      columnOf(measures, 'Estimation Method for the period between 6 December 2024 and 5 December 2025')[0],
    ).toBe('an estimate in the action plan');
  });

  it('prints the confirmations', () => {
    const confirmation = sheetNamed(sheets, 'Resp. officer confirmation');
    expect(confirmation.rows[0]?.[1]).toMatch(
      /^The progress update has been produced following notification/,
    );
    expect(confirmation.rows[1]).toEqual(['PU1000001-P3', 'Yes', 'Yes']);
  });
});

import { describe, expect, it } from 'vitest';
import { actionPlanWorkbook } from './mi-workbook';
import { actionPlan } from './mi-workbook-fixture';
import { columnOf, sheetNamed } from '../../shared/mi-workbook/testing';

const sheets = actionPlanWorkbook([actionPlan]);

describe('action plan workbook', () => {
  it('has a table of contents listing the three data sheets with empty descriptions', () => {
    expect(sheets.map((sheet) => sheet.sheet)).toEqual([
      'Table of Contents',
      'Action Plans',
      'Energy Efficiency Measures',
      'Resp. officer confirmation',
    ]);
    expect(sheets[0]?.rows).toEqual([
      ['Sheet', 'Description'],
      ['Action Plans', ''],
      ['Energy Efficiency Measures', ''],
      ['Resp. officer confirmation', ''],
    ]);
  });

  it('prints one row per plan with GOV.UK dates', () => {
    expect(sheetNamed(sheets, 'Action Plans').rows).toEqual([
      [
        'AP ID',
        'Organisation Name',
        'CRN',
        'AP Submission Date',
        'NOC ID',
        'NOC Submission Date',
        'Do you have any energy efficiency measures proposed to be implemented before the end of the relevant compliance period?',
        'Context if no measures proposed (optional)',
      ],
      [
        'AP000001-P3',
        'Acme Energy Efficiency Ltd',
        '12345678',
        '2 November 2024',
        'NOC000001-P3',
        '20 May 2024',
        'Yes',
        '',
      ],
    ]);
  });

  it('prints one row per measure: schemes in words with OTHER named, MM-yyyy dates, blank empty cells', () => {
    const measures = sheetNamed(sheets, 'Energy Efficiency Measures');
    expect(measures.rows[0]).toEqual([
      'AP ID',
      'Measure Name',
      'Is this measure a result of an energy savings opportunity reported in an energy audit?',
      'Does the reason for implementing the measure relate to another scheme or requirement? Select any that apply. (optional)',
      'Implementation Date',
      'Energy savings expected from this measure by organisational purpose estimate - Buildings (KWh)',
      'Energy savings expected from this measure by organisational purpose estimate - Transport (KWh)',
      'Energy savings expected from this measure by organisational purpose estimate - Industrial Processes (KWh)',
      'Energy savings expected from this measure by organisational purpose estimate - Other energy uses (KWh)',
      'Energy savings expected from this measure by organisational purpose estimate - Total (KWh)',
      'How was the total energy savings estimate calculated?',
      'Other estimation method',
      'Additonal context for the measure (optional)',
    ]);
    expect(measures.rows[1]).toEqual([
      'AP000001-P3',
      'LED lighting',
      'Yes',
      'Streamlined Energy and Carbon Reporting (SECR); Other: Local net zero pledge',
      '03-2025',
      '12000',
      '',
      '',
      '500',
      '12500',
      'some other reasonable estimation method',
      'Supplier estimate',
      'All offices.',
    ]);
    expect(columnOf(measures, 'Implementation Date')).toEqual(['03-2025', '01-2024']);
    expect(columnOf(measures, 'How was the total energy savings estimate calculated?')).toEqual([
      'some other reasonable estimation method',
      'an energy audit',
    ]);
  });

  it('prints the confirmations with their statements capitalised as headers', () => {
    const confirmation = sheetNamed(sheets, 'Resp. officer confirmation');
    expect(confirmation.rows[0]?.[1]).toMatch(
      /^The action plan has been produced following a notification of compliance/,
    );
    expect(confirmation.rows[0]?.[2]).toMatch(/^Where an estimate of the total energy saving/);
    expect(confirmation.rows[1]).toEqual(['AP000001-P3', 'Yes', 'Yes']);
    const onlyFirst = actionPlanWorkbook([
      {
        ...actionPlan,
        actionPlanContainer: {
          ...actionPlan.actionPlanContainer,
          actionPlan: { responsibleOfficerConfirmation: ['ESOS_ASSESSMENT_NOTIFICATION'] },
        },
      },
    ]);
    expect(sheetNamed(onlyFirst, 'Resp. officer confirmation').rows[1]).toEqual(['AP000001-P3', 'Yes', '']);
    expect(sheetNamed(onlyFirst, 'Energy Efficiency Measures').rows).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { fullNoc, notQualifyingNoc } from './fixtures';
import { nocWorkbook } from '.';
import { columnOf, sheetNamed } from '../../../shared/mi-workbook/testing';

const sheets = nocWorkbook([fullNoc, notQualifyingNoc]);
const sheet = (name: string) => sheetNamed(sheets, name);
const common = ['NOC ID', 'Organisation name', 'Company registration number', 'Account status'];

describe('NOC workbook', () => {
  it('has the table of contents, then the ten data sheets in order', () => {
    expect(sheets.map((each) => each.sheet)).toEqual([
      'Table of contents',
      'Reporting Obligation',
      'Responsible Undertaking',
      'Organisation Structure',
      'Compliance Route',
      'Energy Consumption',
      'Energy Savings Opportunities',
      'Alternative Routes Compliance',
      'Energy Savings Achieved',
      'Lead Assessor',
      'Responsible Confirmations',
    ]);
    const contents = sheet('Table of contents').rows;
    expect(contents[0]).toEqual(['Sheet', 'Description']);
    expect(contents.slice(1).map((row) => row[0])).toEqual([
      'Reporting obligation',
      'Responsible undertaking',
      'Organisation structure',
      'Compliance route',
      'Energy consumption',
      'Energy savings opportunities',
      'Alternative routes to compliance',
      'Energy savings achieved',
      'Lead assessor details',
      'Confirmations',
    ]);
  });

  it('starts every data sheet with the common columns; only Reporting Obligation lists the NOC that does not qualify', () => {
    for (const data of sheets.slice(1)) expect(data.rows[0]?.slice(0, 4)).toEqual(common);
    expect(columnOf(sheet('Reporting Obligation'), 'NOC ID')).toEqual(['NOC000001-P3', 'NOC000002-P3']);
    for (const data of sheets.slice(2))
      expect(new Set(columnOf(data, 'NOC ID'))).toEqual(new Set(['NOC000001-P3']));
  });

  it('prints the reporting obligation with percentages, "-" for 0 and for empty cells', () => {
    const obligation = sheet('Reporting Obligation');
    expect(obligation.rows[0]).toEqual([
      ...common,
      'Does your organisation qualify for ESOS?',
      'Explain why your organisation does not qualify for ESOS',
      'Select the reasons that your organisation qualifies for ESOS',
      'Are the organisations within this notification, responsible for any energy under ESOS?',
      'Enter a breakdown of the total energy consumption covered by each compliance route in this notification - Total',
      'Enter the breakdown of the total energy consumption by compliance route used - ISO 50001',
      'Enter the breakdown of the total energy consumption by compliance route used - Display Energy Certificate',
      'Enter the breakdown of the total energy consumption by compliance route used - Green Deal Assessment',
      'Enter the breakdown of the total energy consumption by compliance route used - Energy audits that are compliant with ESOS',
      'Enter the breakdown of the total energy consumption by compliance route used - Energy use not covered by any compliance route',
    ]);
    expect(obligation.rows[1]).toEqual([
      'NOC000001-P3',
      'Acme Energy Efficiency Ltd',
      '12345678',
      'Live',
      'Yes',
      '-',
      'The organisation has 250 or more members of staff',
      'Yes, and at least 40,000 kWh of energy was used in the reference period',
      '100%',
      '40%',
      '10%',
      '5%',
      '45%',
      '-',
    ]);
    // The account's name when the NOC names no responsible undertaking; no CRN prints "-".
    expect(obligation.rows[2]?.slice(0, 6)).toEqual([
      'NOC000002-P3',
      'Tiny Shop Account',
      '-',
      'Live',
      'No',
      'Fewer than 250 staff.',
    ]);
  });

  it('prints the responsible undertaking: codes, address, location, trust as Yes when named', () => {
    const undertaking = sheet('Responsible Undertaking');
    expect(undertaking.rows[0]).toHaveLength(4 + 19);
    expect(columnOf(undertaking, 'Activity Codes - Code 2 (Optional)')).toEqual(['35110']);
    expect(columnOf(undertaking, 'Activity Codes - Code 3 (Optional)')).toEqual(['-']);
    expect(columnOf(undertaking, 'Organisation address - Location of Registered Office')).toEqual([
      'England',
    ]);
    expect(columnOf(undertaking, 'Organisation address - Address line 2 (optional)')).toEqual(['-']);
    expect(
      columnOf(
        undertaking,
        'Does this ESOS notification include information in relation to energy consumption of a trust asset?',
      ),
    ).toEqual(['Yes']);
    expect(columnOf(undertaking, 'Enter the name of the overseas parent company')).toEqual([
      'Acme Global Inc',
    ]);
  });

  it('lists the responsible undertaking, then associated organisations, then those that left', () => {
    const structure = sheet('Organisation Structure');
    expect(structure.rows[0]).toHaveLength(4 + 8 + 12);
    expect(columnOf(structure, 'Is this organisation the Responsible Undertaking?')).toEqual([
      'Yes',
      'No',
      'No',
    ]);
    expect(columnOf(structure, 'Names of relevant undertakings included in the NOC')).toEqual([
      'Acme Energy Efficiency Ltd',
      'Highland Heat Ltd',
      '-',
    ]);
    expect(
      columnOf(
        structure,
        'Names of undertakings which disaggregated from or ceased to be part of the participant and which are not included in the NOC',
      ),
    ).toEqual(['-', '-', 'Former Subsidiary Ltd']);
    expect(columnOf(structure, 'Is the organisation covered by the NOC?')).toEqual(['Yes', 'Yes', 'No']);
    expect(columnOf(structure, 'Is this organisation a subsidiary of the responsible undertaking?')).toEqual([
      '-',
      'Yes',
      '-',
    ]);
    expect(columnOf(structure, 'Classification name (if other than SIC)')).toEqual(['-', 'NACE', '-']);
  });

  it('prints one compliance route row per audit, Yes for the estimates chosen', () => {
    const route = sheet('Compliance Route');
    expect(route.rows[0]).toHaveLength(4 + 15);
    expect(route.rows[0]?.[8]).toBe(
      'Estimates were used for the calculation of energy consumption  over the 12-month period covered by any energy audit.',
    );
    expect(route.rows.slice(1).map((row) => row.slice(4, 10))).toEqual([
      ['Yes', 'Yes', 'No', 'No', 'Yes', 'No'],
      ['Yes', 'Yes', 'No', 'No', 'Yes', 'No'],
    ]);
    expect(
      columnOf(route, 'Add an energy audit (optional) - Number of sites covered by the audit (optional)'),
    ).toEqual(['4', '-']);
  });

  it('prints energy consumption per intensity-ratio index, significant consumption as "n kWh (p%)"', () => {
    const consumption = sheet('Energy Consumption');
    expect(consumption.rows[0]).toHaveLength(4 + 3 + 12 + 2);
    expect(columnOf(consumption, 'What is the significant energy consumption in kWh?')).toEqual([
      '980000 kWh (98%)',
      '980000 kWh (98%)',
    ]);
    expect(columnOf(consumption, 'Buildings - Indicator of activity')).toEqual([
      'square metres of floor space',
      'employees',
    ]);
    expect(columnOf(consumption, 'Transport - Energy Intensity Ratio kWh')).toEqual(['0.4', '-']);
    expect(consumption.rows[0]).toContain(
      'Industrial processes - Additional context about the intensity ratio calculations (optional)',
    );
    expect(consumption.rows[0]).toContain('Industrial Processes - Indicator of activity');
  });

  it('prints one alternative routes row per certificate, with GOV.UK dates', () => {
    const routes = sheet('Alternative Routes Compliance');
    expect(routes.rows[0]).toHaveLength(4 + 14);
    expect(routes.rows[0]).toContain(
      'Annual reduction in energy consumption and energy spend by organisational purpose -Total  £',
    );
    expect(columnOf(routes, 'Provide ISO 50001 Certificate number (Optional)')).toEqual(['ISO-1', '-']);
    expect(columnOf(routes, 'Provide Display Energy Certificate (DEC) number (Optional)')).toEqual([
      '-',
      'DEC-1',
    ]);
    expect(columnOf(routes, 'Valid from')).toEqual(['1 January 2023', '1 June 2024']);
  });

  it('prints savings, the lead assessor and confirmations in words', () => {
    expect(sheet('Energy Savings Opportunities').rows[1]?.slice(4)).toEqual([
      '50000',
      '7500',
      '50000',
      '7500',
      '50000',
      '7500',
    ]);
    expect(sheet('Energy Savings Achieved').rows[1]?.slice(4)).toEqual([
      '30000',
      '30000',
      'Skip question',
      '-',
      'No',
    ]);
    expect(sheet('Lead Assessor').rows[1]?.slice(4)).toEqual([
      'Internal',
      'Yes, the lead assessor reviewed and confirmed that the assessment meets the ESOS requirements',
    ]);
    expect(sheet('Responsible Confirmations').rows[1]?.slice(4)).toEqual([
      'Yes',
      'No',
      '14 March 2024',
      'Yes',
    ]);
  });
});

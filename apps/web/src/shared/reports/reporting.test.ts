import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { kwhMessages, kwhProblem, kwhValue } from './kwh';
import {
  implementationMonth,
  measureMessages,
  measureSchema,
  measureValues,
  savingsTotal,
  toMeasure,
} from './measure-form';
import { readableDetail, violationLines, violationsOf } from './violations';

const goodValues = () => ({
  ...measureValues(undefined),
  measureName: '  LED lighting ',
  reportedInAudit: 'YES' as const,
  savings: { buildings: '12,000', transport: '500', industrialProcesses: '', otherProcesses: '' },
  implementationDate: { day: '', month: '6', year: '2026' },
  estimateType: 'ENERGY_AUDIT' as const,
});

const messagesOf = (values: unknown) => {
  const parsed = measureSchema.safeParse(values);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('kWh figures', () => {
  it('accepts whole numbers of up to 15 digits, with commas, from the minimum', () => {
    expect(kwhProblem('', 0)).toBeUndefined();
    expect(kwhProblem('0', 0)).toBeUndefined();
    expect(kwhProblem('1,234', 1)).toBeUndefined();
    expect(kwhProblem('999999999999999', 0)).toBeUndefined();
    expect(kwhValue('1,234')).toBe(1234);
    expect(kwhValue(' ')).toBeNull();
  });
  it('says what is wrong with anything else', () => {
    expect(kwhProblem('0', 1)).toBe(kwhMessages.aboveZero);
    expect(kwhProblem('-1', 0)).toBe(kwhMessages.atLeastZero);
    expect(kwhProblem('abc', 0)).toBe(kwhMessages.atLeastZero);
    expect(kwhProblem('1.5', 0)).toBe(kwhMessages.whole);
    expect(kwhProblem('1000000000000000', 0)).toBe(kwhMessages.digits);
  });
});

describe('implementation month', () => {
  it('is the first day of a month from December 2023 to December 2027', () => {
    expect(implementationMonth({ month: '12', year: '2023' })).toEqual({ date: '2023-12-01' });
    expect(implementationMonth({ month: '12', year: '2027' })).toEqual({ date: '2027-12-01' });
    expect(implementationMonth({ month: '', year: '' }).problem).toBe(measureMessages.date);
    expect(implementationMonth({ month: '11', year: '2023' }).problem).toBe(measureMessages.early);
    expect(implementationMonth({ month: '1', year: '2028' }).problem).toBe(measureMessages.late);
    expect(implementationMonth({ month: '13', year: '2025' }).problem).toBe(measureMessages.realDate);
    expect(implementationMonth({ month: '6', year: '25' }).problem).toBe(measureMessages.realDate);
    expect(implementationMonth({ month: 'March', year: '2025' })).toEqual({ date: '2025-03-01' });
    expect(implementationMonth({ month: 'sept', year: '2024' })).toEqual({ date: '2024-09-01' });
    expect(implementationMonth({ month: 'Mrch', year: '2025' }).problem).toBe(measureMessages.realDate);
  });
});

describe('energy efficiency measure form', () => {
  it('makes the measure the server takes: trimmed, the total the sum, irrelevant answers left out', () => {
    const parsed = measureSchema.parse({
      ...goodValues(),
      otherMeasureSchemeName: 'kept only with Other',
      estimationMethodDescription: 'kept only with the other method',
    });
    expect(parsed).toEqual({
      measureName: 'LED lighting',
      isEnergySavingsOpportunityReportedInAudit: true,
      totalEnergySavingsExpected: {
        buildings: 12000,
        transport: 500,
        industrialProcesses: null,
        otherProcesses: null,
        total: 12500,
      },
      implementationDateForMeasure: '2026-06-01',
      energySavingsEstimateCalculatedType: 'ENERGY_AUDIT',
    });
  });

  it('keeps the other scheme name and the method description when they apply, and reads back the same', () => {
    const values = {
      ...goodValues(),
      measureScheme: ['UN_RACE_TO_ZERO' as const, 'OTHER' as const],
      otherMeasureSchemeName: 'Local net zero pledge',
      estimateType: 'OTHER_REASONABLE_ESTIMATION_METHOD' as const,
      estimationMethodDescription: 'Metered trial',
      measureContext: 'Phase one only',
    };
    const measure = toMeasure(values);
    expect(measure.measureScheme).toEqual(['UN_RACE_TO_ZERO', 'OTHER']);
    expect(measure.otherMeasureSchemeName).toBe('Local net zero pledge');
    expect(measure.estimationMethodDescription).toBe('Metered trial');
    expect(measure.measureContext).toBe('Phase one only');
    expect(measureValues(measure)).toEqual({
      ...values,
      measureName: 'LED lighting',
      savings: { buildings: '12000', transport: '500', industrialProcesses: '', otherProcesses: '' },
    });
  });

  it('gives every required answer its message', () => {
    expect(messagesOf(measureValues(undefined))).toEqual([
      `measureName: ${measureMessages.name}`,
      `reportedInAudit: ${measureMessages.audit}`,
      `implementationDate: ${measureMessages.date}`,
      `total: ${measureMessages.total}`,
      `estimateType: ${measureMessages.estimate}`,
    ]);
  });

  it('asks for what the other choices need, and checks lengths and figures', () => {
    expect(
      messagesOf({
        ...goodValues(),
        measureName: 'x'.repeat(256),
        measureScheme: ['OTHER'],
        estimateType: 'OTHER_REASONABLE_ESTIMATION_METHOD',
        savings: { buildings: '-3', transport: '1.5', industrialProcesses: '', otherProcesses: '' },
        measureContext: 'x'.repeat(10_001),
      }),
    ).toEqual([
      `measureName: ${measureMessages.nameLength}`,
      `savings.buildings: ${kwhMessages.atLeastZero}`,
      `savings.transport: ${kwhMessages.whole}`,
      `estimationMethodDescription: ${measureMessages.description}`,
      `measureContext: ${measureMessages.textLength}`,
    ]);
  });

  it('takes "Other" without its name, as the reference, and keeps no blank name', () => {
    const values = { ...goodValues(), measureScheme: ['OTHER' as const], otherMeasureSchemeName: ' ' };
    expect(messagesOf(values)).toEqual([]);
    expect(toMeasure(values)).not.toHaveProperty('otherMeasureSchemeName');
    expect(toMeasure({ ...values, otherMeasureSchemeName: ' Net zero ' }).otherMeasureSchemeName).toBe(
      'Net zero',
    );
  });

  it('refuses savings that add up to nothing', () => {
    const zero = { buildings: '0', transport: '0', industrialProcesses: '0', otherProcesses: '' };
    expect(savingsTotal(zero)).toBe(0);
    expect(messagesOf({ ...goodValues(), savings: zero })).toEqual([`total: ${measureMessages.total}`]);
  });
});

describe('submit violations', () => {
  const refused = new ApiError(400, {
    code: 'AP1002',
    message: 'Invalid ACTION PLAN',
    data: [
      [
        {
          sectionName: 'uk.gov.esos.api.reporting.actionplan.phase3.domain.ActionPlanP3',
          message: 'Invalid section data',
          data: [
            [
              'actionPlan.energyEfficiencyMeasure.energyEfficiencyMeasures[0].measureName - must not be blank',
              'actionPlan - Not valid ResponsibleOfficerConfirmationType.',
            ],
          ],
        },
      ],
    ],
  });

  it('reads the list, and links each line to the section its path names', () => {
    const violations = violationsOf(refused);
    expect(violations).toEqual([
      {
        section: 'ActionPlanP3',
        message: 'Invalid section data',
        details: [
          'actionPlan.energyEfficiencyMeasure.energyEfficiencyMeasures[0].measureName - must not be blank',
          'actionPlan - Not valid ResponsibleOfficerConfirmationType.',
        ],
      },
    ]);
    expect(
      violationLines(violations, ['energyEfficiencyMeasure', 'responsibleOfficerConfirmation']).map(
        (line) => line.section,
      ),
    ).toEqual(['energyEfficiencyMeasure', 'responsibleOfficerConfirmation']);
  });

  it('puts each detail in words: the field its path names, then the message', () => {
    expect(
      violationLines(violationsOf(refused), ['energyEfficiencyMeasure']).map((line) => line.text),
    ).toEqual([
      'Energy efficiency measures 1, measure name: must not be blank',
      'Action plan: Not valid ResponsibleOfficerConfirmationType.',
    ]);
    expect(
      readableDetail('noc.secondResponsibleOfficerDetails.email - must be a well-formed email address'),
    ).toBe('Second responsible officer details, email: must be a well-formed email address');
    expect(readableDetail('Invalid section data')).toBe('Invalid section data');
  });

  it('is empty for any other failure', () => {
    expect(violationsOf(new Error('network'))).toEqual([]);
    expect(violationsOf(new ApiError(400, { code: 'AP1001', data: [[]] }))).toEqual([]);
    expect(violationsOf(new ApiError(500, 'oops'))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { kwhMessages, measureAnswerProblems, measureMessages, toMeasure, type MeasureAnswers } from '../src';

const answers = (changes: Partial<MeasureAnswers> = {}): MeasureAnswers => ({
  measureName: 'LED lighting',
  reportedInAudit: 'YES',
  measureScheme: [],
  otherMeasureSchemeName: '',
  savings: { buildings: '1,000', transport: '', industrialProcesses: '', otherProcesses: '' },
  implementationDate: { day: '', month: '3', year: '2026' },
  estimateType: 'ENERGY_AUDIT',
  estimationMethodDescription: '',
  measureContext: '',
  ...changes,
});
const messagesOf = (values: MeasureAnswers) =>
  measureAnswerProblems(values).map(({ path, message }) => `${path.join('.')}: ${message}`);

/** The measure form's rules, which the web's form and the server's spreadsheet upload both apply (ADR 52). */
describe('a measure’s answers', () => {
  it('makes the measure of valid answers, with the total worked out', () => {
    expect(messagesOf(answers())).toEqual([]);
    expect(toMeasure(answers())).toEqual({
      measureName: 'LED lighting',
      isEnergySavingsOpportunityReportedInAudit: true,
      totalEnergySavingsExpected: {
        buildings: 1000,
        transport: null,
        industrialProcesses: null,
        otherProcesses: null,
        total: 1000,
      },
      implementationDateForMeasure: '2026-03-01',
      energySavingsEstimateCalculatedType: 'ENERGY_AUDIT',
    });
  });

  it('says what is wrong on each field, with the form’s messages', () => {
    expect(
      messagesOf(
        answers({
          measureName: ' ',
          reportedInAudit: null,
          implementationDate: { day: '', month: '11', year: '2023' },
          savings: { buildings: '1.5', transport: 'x', industrialProcesses: '', otherProcesses: '' },
          estimateType: 'OTHER_REASONABLE_ESTIMATION_METHOD',
        }),
      ),
    ).toEqual([
      `measureName: ${measureMessages.name}`,
      `reportedInAudit: ${measureMessages.audit}`,
      `implementationDate: ${measureMessages.early}`,
      `savings.buildings: ${kwhMessages.whole}`,
      `savings.transport: ${kwhMessages.atLeastZero}`,
      `estimationMethodDescription: ${measureMessages.description}`,
    ]);
    expect(
      messagesOf(
        answers({ savings: { buildings: '0', transport: '', industrialProcesses: '', otherProcesses: '' } }),
      ),
    ).toEqual([`total: ${measureMessages.total}`]);
    expect(
      messagesOf(
        answers({
          savings: {
            buildings: '1234567890123456',
            transport: '',
            industrialProcesses: '',
            otherProcesses: '',
          },
        }),
      ),
    ).toEqual([`savings.buildings: ${kwhMessages.digits}`]);
  });
});

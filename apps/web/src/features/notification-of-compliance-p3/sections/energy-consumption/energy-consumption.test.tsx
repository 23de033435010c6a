import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe';
import {
  CATEGORY_A,
  errorSummaryLinks,
  fieldErrorMessage,
  fillIn,
  lastSave,
  nocTask,
  renderNocTask,
  pageHeading,
  saveAndContinue,
  OBLIGATION_COMPLETED,
} from '../../../../test/noc-task';
import type { Noc } from '../../noc/model';

afterEach(() => vi.restoreAllMocks());

const BASE = '/tasks/31/notification/energy-consumption';
const heading = pageHeading;
const STARTED = OBLIGATION_COMPLETED;
const nth = (label: string, index: number) => ({ label, nth: index });
const CONTEXT = 'Additional context about the intensity ratio calculations (optional)';
/** Free texts of task-forms §1.4: ≤10000, 'Enter up to 10000 characters'. */
const TOO_LONG = 'x'.repeat(10_001);
const TOO_LONG_MESSAGE = 'Enter up to 10000 characters';

/** Category C-like split: 95% audited, 5% not covered by any compliance route. */
const NOT_COVERED: Noc = {
  reportingObligation: {
    ...CATEGORY_A.reportingObligation!,
    reportingObligationDetails: {
      ...CATEGORY_A.reportingObligation!.reportingObligationDetails!,
      complianceRouteDistribution: {
        iso50001Pct: 0,
        displayEnergyCertificatePct: 0,
        greenDealAssessmentPct: 0,
        energyAuditsPct: 95,
        energyNotAuditedPct: 5,
        totalPct: 100,
      },
    },
  },
};

describe('energy consumption', { timeout: 60_000 }, () => {
  it('takes the total by purpose, ratios for each purpose that used energy and more information', async () => {
    const { post, container } = renderNocTask(nocTask(CATEGORY_A, STARTED), BASE);
    await heading('What is the total energy consumption in kWh for the reference period?');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Enter a value of energy in kWh']);
    await fillIn('Buildings', '1.5');
    await fillIn('Transport', '');
    await fillIn('Industrial processes', '1234567890123456');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'Enter a whole number without decimal places',
      'Enter a whole number without decimal places (you can use zero)',
      'Enter a number up to 15 digits',
    ]);
    await fillIn('Buildings', '1,000');
    await fillIn('Transport', '0');
    await fillIn('Industrial processes', '500');
    expect(screen.getByText('Total: 1,500 kWh')).toBeTruthy();
    await saveAndContinue();

    await heading('Significant energy consumption');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Please select Yes or No']);
    await userEvent.click(screen.getByLabelText('No'));
    await saveAndContinue();

    await heading('Energy intensity ratios for your total energy consumption');
    expect(screen.getByText('Buildings: 1,000 kWh')).toBeTruthy();
    expect(screen.getByText('Industrial processes: 500 kWh')).toBeTruthy();
    expect(screen.queryByText(/^Transport:/)).toBeNull();
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'Enter a value for the intensity ratio',
      'Enter an indicator of activity',
      'Enter a value for the intensity ratio',
      'Enter an indicator of activity',
    ]);
    await expectNoAxeViolations(container);
    await fillIn(nth('Energy intensity ratio', 0), '0');
    await fillIn(nth('Indicator of activity', 0), 'square metre');
    await fillIn(nth('Energy intensity ratio', 1), '1.1234567');
    await fillIn(nth('Indicator of activity', 1), 'tonne of product');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'Must be greater than 0',
      'Enter a number up to 6 decimal places',
    ]);
    await fillIn(nth('Energy intensity ratio', 0), '12.5');
    await fillIn(nth('Energy intensity ratio', 1), '0.75');
    // Too-long texts: the indicator (≤255, reporting-inventory) and the context (≤10000); nothing is saved.
    let saves = post.mock.calls.length;
    await fillIn(nth('Indicator of activity', 0), 'm'.repeat(256));
    await fillIn(nth(CONTEXT, 1), TOO_LONG);
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Enter up to 255 characters', TOO_LONG_MESSAGE]);
    expect(fieldErrorMessage(nth('Indicator of activity', 0))).toBe('Enter up to 255 characters');
    expect(fieldErrorMessage(nth(CONTEXT, 1))).toBe(TOO_LONG_MESSAGE);
    expect((screen.getAllByLabelText('Energy intensity ratio')[1] as HTMLInputElement).value).toBe('0.75');
    expect(post).toHaveBeenCalledTimes(saves);
    await fillIn(nth('Indicator of activity', 0), 'square metre');
    await fillIn(nth(CONTEXT, 1), '');
    await userEvent.click(
      screen.getByRole('button', { name: /^Add another intensity ratio\s*for buildings$/ }),
    );
    await fillIn('Energy intensity ratio 2', '3');
    await fillIn('Indicator of activity 2', 'employee');
    await saveAndContinue();

    await heading('Do you want to add more information to give context to the energy intensity ratio?');
    await userEvent.click(screen.getByLabelText('Yes'));
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Please provide additional information']);
    saves = post.mock.calls.length;
    await fillIn('Enter the additional information', TOO_LONG);
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([TOO_LONG_MESSAGE]);
    expect(fieldErrorMessage('Enter the additional information')).toBe(TOO_LONG_MESSAGE);
    expect((screen.getByLabelText('Yes') as HTMLInputElement).checked).toBe(true);
    expect(post).toHaveBeenCalledTimes(saves);
    await fillIn('Enter the additional information', 'Two sites share a meter');
    await saveAndContinue();

    await heading('Check your answers');
    expect(screen.getByText('12.5 kWh per square metre')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await heading('Submit Phase 3 notification');
    const { noc, nocSectionsCompleted } = lastSave(post);
    expect(noc.energyConsumptionDetails).toEqual({
      totalEnergyConsumption: {
        buildings: 1000,
        transport: 0,
        industrialProcesses: 500,
        otherProcesses: 0,
        total: 1500,
      },
      significantEnergyConsumptionExists: false,
      energyIntensityRatioData: {
        buildings: {
          energyIntensityRatios: [
            { ratio: '12.5', unit: 'square metre' },
            { ratio: '3', unit: 'employee' },
          ],
          additionalInformation: null,
        },
        industrialProcesses: {
          energyIntensityRatios: [{ ratio: '0.75', unit: 'tonne of product' }],
          additionalInformation: null,
        },
      },
      additionalInformationExists: true,
      additionalInformation: 'Two sites share a meter',
    });
    expect(nocSectionsCompleted).toEqual({ ...STARTED, energyConsumptionDetails: 'COMPLETED' });
  });

  it('requires significant consumption when energy is not covered, within the total and 95% to 100% of it', async () => {
    const total = { buildings: 1000, transport: 200, industrialProcesses: 0, otherProcesses: 0, total: 1200 };
    const { post } = renderNocTask(
      nocTask(
        { ...NOT_COVERED, energyConsumptionDetails: { totalEnergyConsumption: total } },
        { ...STARTED, energyConsumptionDetails: 'IN_PROGRESS' },
      ),
      BASE,
    );
    // The total is saved: the user resumes at the next question.
    await heading('Significant energy consumption');
    await userEvent.click(screen.getByLabelText('No'));
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'You provided a breakdown of the total energy consumption which stated that between 1 - 5% of your energy use was not covered by any compliance route.  If this is correct you must answer yes to this question.You can go back to change your answers to previous questions if they are incorrect.',
    ]);
    await userEvent.click(screen.getByLabelText('Yes'));
    await saveAndContinue();

    await heading('What is the significant energy consumption in kWh?');
    await fillIn('Buildings', '1200');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['The value should not be greater than 1000']);
    await fillIn('Buildings', '900');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'The total significant energy consumption must be between 95% and 100%',
    ]);
    await fillIn('Buildings', '1000');
    await fillIn('Transport', '150');
    expect(screen.getByText('Total: 1,150 kWh (95% of total energy consumption)')).toBeTruthy();
    await saveAndContinue();

    await heading('Energy intensity ratios for your significant energy consumption');
    expect(lastSave(post).noc.energyConsumptionDetails?.significantEnergyConsumption).toEqual({
      buildings: 1000,
      transport: 150,
      industrialProcesses: 0,
      otherProcesses: 0,
      total: 1150,
      significantEnergyConsumptionPct: 95,
    });
    expect(screen.getByText('Transport: 150 kWh')).toBeTruthy();
  });

  it('drops the ratios of a purpose that no longer uses energy', async () => {
    const ratio = { energyIntensityRatios: [{ ratio: '2', unit: 'van' }] };
    const { post } = renderNocTask(
      nocTask(
        {
          ...CATEGORY_A,
          energyConsumptionDetails: {
            totalEnergyConsumption: {
              buildings: 10,
              transport: 5,
              industrialProcesses: 0,
              otherProcesses: 0,
              total: 15,
            },
            significantEnergyConsumptionExists: false,
            energyIntensityRatioData: { buildings: ratio, transport: ratio },
            additionalInformationExists: false,
          },
        },
        { ...STARTED, energyConsumptionDetails: 'COMPLETED' },
      ),
      `${BASE}/total-energy?change=true`,
    );
    await heading('What is the total energy consumption in kWh for the reference period?');
    await fillIn('Transport', '0');
    await saveAndContinue();
    await heading('Check your answers');
    expect(lastSave(post).noc.energyConsumptionDetails?.energyIntensityRatioData).toEqual({
      buildings: ratio,
    });
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe';
import {
  CATEGORY_A,
  OBLIGATION_COMPLETED as STARTED,
  errorSummaryLinks,
  fieldErrorMessage,
  fillIn,
  lastSave,
  nocTask,
  pageHeading as heading,
  renderNocTask,
  saveAndContinue,
} from '../../../../test/noc-task';

afterEach(() => vi.restoreAllMocks());

const NOTHING = { buildings: null, transport: null, industrialProcesses: null, otherProcesses: null };
const EXPLAIN = /^Explain any changes/;
/** The explanation's limit (task-forms §0 "Text ≤10000"; reporting-inventory: explanation ≤10000). */
const TOO_LONG = 'x'.repeat(10_001);
const TOO_LONG_MESSAGE = 'Enter up to 10000 characters';

describe('compliance periods', { timeout: 60_000 }, () => {
  it('goes straight to Check your answers when the first period’s history is not given', async () => {
    const { post } = renderNocTask(
      nocTask(
        {
          ...CATEGORY_A,
          firstCompliancePeriod: {
            informationExists: 'YES',
            firstCompliancePeriodDetails: { explanation: 'x' },
          },
        },
        { ...STARTED, firstCompliancePeriod: 'IN_PROGRESS' },
      ),
      '/tasks/31/notification/first-compliance-period/information-exists',
    );
    await heading(
      'Do you want to provide historical information about compliance with the scheme during the first compliance period?',
    );
    expect(screen.getByText('17 July 2014 to 5 December 2015')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Skip question'));
    await saveAndContinue();
    await heading('Check your answers');
    expect(lastSave(post).noc.firstCompliancePeriod).toEqual({ informationExists: 'SKIP_QUESTION' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await heading('Submit Phase 3 notification');
    expect(lastSave(post).nocSectionsCompleted).toEqual({ ...STARTED, firstCompliancePeriod: 'COMPLETED' });
  });

  it('asks every optional figure of the second period, and what it saved', async () => {
    const { post, container } = renderNocTask(
      nocTask(CATEGORY_A, STARTED),
      '/tasks/31/notification/second-compliance-period',
    );
    await heading(
      'Do you want to provide historical information about compliance with the scheme during the second compliance period?',
    );
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Please select an option']);
    await userEvent.click(screen.getByLabelText('Yes'));
    await saveAndContinue();

    await heading('What was the organisational energy consumption in kWh for the second period? (optional)');
    await fillIn(/^What was the organisational energy consumption/, '1.5');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Energy consumption must be an integer']);
    await fillIn(/^What was the organisational energy consumption/, '1000');
    await saveAndContinue();

    await heading(
      'What was the breakdown of the organisational energy consumption in kWh for the second period? (optional)',
    );
    await saveAndContinue();
    await heading(
      'What was the significant energy consumption during the second compliance period? (optional)',
    );
    await fillIn('Buildings', '-1');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Must be integer greater than or equal to 0']);
    await expectNoAxeViolations(container);
    // Beyond 15 digits (task-forms §0 integer rules): refused, nothing saved, the other figure kept.
    let saves = post.mock.calls.length;
    await fillIn('Buildings', '950');
    await fillIn('Transport', '1234567890123456');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Enter a number up to 15 digits']);
    expect(fieldErrorMessage('Transport')).toBe('Enter a number up to 15 digits');
    expect((screen.getByLabelText('Buildings') as HTMLInputElement).value).toBe('950');
    expect(post).toHaveBeenCalledTimes(saves);
    await fillIn('Transport', '');
    await saveAndContinue();
    await heading(
      'Explain any changes to total energy consumption between the second and third compliance periods (optional)',
    );
    saves = post.mock.calls.length;
    await fillIn(EXPLAIN, TOO_LONG);
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([TOO_LONG_MESSAGE]);
    expect(fieldErrorMessage(EXPLAIN)).toBe(TOO_LONG_MESSAGE);
    expect(post).toHaveBeenCalledTimes(saves);
    await fillIn(EXPLAIN, 'Two sites closed');
    await saveAndContinue();
    await heading(/^How much energy could your organisation have saved annually/);
    await saveAndContinue();
    await heading(
      'How much energy did your organisation save during the second compliance period? (optional)',
    );
    await fillIn('Transport', '10');
    await saveAndContinue();

    await heading('Check your answers');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await heading('Submit Phase 3 notification');
    const { noc, nocSectionsCompleted } = lastSave(post);
    expect(noc.secondCompliancePeriod).toEqual({
      informationExists: 'YES',
      firstCompliancePeriodDetails: {
        organisationalEnergyConsumption: 1000,
        organisationalEnergyConsumptionBreakdown: null,
        significantEnergyConsumption: {
          ...NOTHING,
          buildings: 950,
          total: 950,
          significantEnergyConsumptionPct: 95,
        },
        explanation: 'Two sites closed',
        potentialReduction: null,
      },
      reductionAchieved: { ...NOTHING, transport: 10, total: 10 },
    });
    expect(nocSectionsCompleted).toEqual({ ...STARTED, secondCompliancePeriod: 'COMPLETED' });
  });

  it('refuses a too-long explanation of the first period’s changes, and saves nothing', async () => {
    const { post } = renderNocTask(
      nocTask(
        {
          ...CATEGORY_A,
          firstCompliancePeriod: { informationExists: 'YES', firstCompliancePeriodDetails: {} },
        },
        { ...STARTED, firstCompliancePeriod: 'IN_PROGRESS' },
      ),
      '/tasks/31/notification/first-compliance-period/explanation-of-changes-to-total-energy-consumption',
    );
    await heading(
      'Explain any changes to total energy consumption between the first and second compliance periods (optional)',
    );
    await fillIn(EXPLAIN, TOO_LONG);
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([TOO_LONG_MESSAGE]);
    expect(fieldErrorMessage(EXPLAIN)).toBe(TOO_LONG_MESSAGE);
    expect((screen.getByLabelText(EXPLAIN) as HTMLTextAreaElement).value).toHaveLength(10_001);
    expect(post).not.toHaveBeenCalled();
  });
});

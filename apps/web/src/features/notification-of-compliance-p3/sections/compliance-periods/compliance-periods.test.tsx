import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe';
import {
  CATEGORY_A,
  OBLIGATION_COMPLETED as STARTED,
  errorSummaryLinks,
  fillIn,
  lastSave,
  nocTask,
  pageHeading as heading,
  renderNocTask,
  saveAndContinue,
} from '../../../../test/noc-task';

afterEach(() => vi.restoreAllMocks());

const NOTHING = { buildings: null, transport: null, industrialProcesses: null, otherProcesses: null };

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
    await fillIn('Buildings', '950');
    await saveAndContinue();
    await heading(
      'Explain any changes to total energy consumption between the second and third compliance periods (optional)',
    );
    await fillIn(/^Explain any changes/, 'Two sites closed');
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
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe';
import {
  CATEGORY_A,
  OBLIGATION_COMPLETED,
  errorSummaryLinks,
  fieldErrorMessage,
  fillIn,
  lastSave,
  nocTask,
  pageHeading,
  renderNocTask,
  saveAndContinue,
} from '../../../../test/noc-task';
import type { Noc } from '../../noc/model';

afterEach(() => vi.restoreAllMocks());

const BASE = '/tasks/31/notification/energy-savings-achieved';
const STARTED = OBLIGATION_COMPLETED;
const ESTIMATE =
  'What is the breakdown of an estimate of the energy savings achieved during the third compliance period?';
const CATEGORIES_EXIST =
  'Do you have any information on the energy savings achieved during the compliance period against different energy saving categories?';
const CATEGORIES =
  'What is the breakdown of the energy savings achieved during the compliance period against the following energy saving categories? (optional)';
const RECOMMENDATIONS_EXIST =
  'Do you have any data on the proportion of energy savings achieved which relate to recommendations from different sources?';
const RECOMMENDATIONS =
  'What is the breakdown of the proportion of energy savings achieved which relate to recommendations from the following categories? (optional)';
const DETAILS =
  'Enter details of any government support received in order to implement energy saving measures during the compliance period (optional)';

/** Category B: all energy covered by ISO 50001. */
const CATEGORY_B: Noc = {
  reportingObligation: {
    ...CATEGORY_A.reportingObligation!,
    reportingObligationDetails: {
      ...CATEGORY_A.reportingObligation!.reportingObligationDetails!,
      complianceRouteDistribution: {
        iso50001Pct: 100,
        displayEnergyCertificatePct: 0,
        greenDealAssessmentPct: 0,
        energyAuditsPct: 0,
        energyNotAuditedPct: 0,
        totalPct: 100,
      },
    },
  },
};

describe('energy savings achieved', { timeout: 60_000 }, () => {
  it('takes the estimate, the categories and the sources of recommendations, then the support received', async () => {
    const { post, container } = renderNocTask(nocTask(CATEGORY_A, STARTED), BASE);
    await pageHeading(ESTIMATE);
    await fillIn('Buildings', '1.5');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'Enter a whole number without decimal places',
      'Enter a number equal to or greater than 0',
      'Enter a number equal to or greater than 0',
      'Enter a number equal to or greater than 0',
    ]);
    // Out of range: below zero, and beyond 15 digits (task-forms §0 integer rules); nothing is saved.
    await fillIn('Buildings', '-5');
    await fillIn('Transport', '1234567890123456');
    await fillIn('Industrial processes', '0');
    await fillIn('Other energy uses', '0');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'Must be integer greater than or equal to 0',
      'Enter a number up to 15 digits',
    ]);
    expect(fieldErrorMessage('Buildings')).toBe('Must be integer greater than or equal to 0');
    expect(fieldErrorMessage('Transport')).toBe('Enter a number up to 15 digits');
    expect(post).not.toHaveBeenCalled();
    await fillIn('Buildings', '100');
    await fillIn('Transport', '50');
    await fillIn('Industrial processes', '0');
    await fillIn('Other energy uses', '0');
    expect(screen.getByText('Total: 150 kWh')).toBeTruthy();
    await saveAndContinue();

    await pageHeading(CATEGORIES_EXIST);
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Please select an option']);
    await userEvent.click(screen.getByLabelText('Yes'));
    await saveAndContinue();

    await pageHeading(CATEGORIES);
    await fillIn('Training', '40');
    await fillIn('Capital investments', '60');
    expect(screen.getByText('Total: 100 kWh')).toBeTruthy();
    await saveAndContinue();

    await pageHeading(RECOMMENDATIONS_EXIST);
    await userEvent.click(screen.getByLabelText('Yes'));
    await saveAndContinue();

    await pageHeading(RECOMMENDATIONS);
    await fillIn('Energy audits', '101');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['The integer should not be greater than 100']);
    // Shares of different kinds may together pass 100 (the reference caps each, not the total).
    await fillIn('Energy audits', '70');
    await fillIn('Other', '40');
    expect(screen.getByText('Total: 110%')).toBeTruthy();
    await expectNoAxeViolations(container);
    await saveAndContinue();

    await pageHeading(DETAILS);
    const saves = post.mock.calls.length;
    await fillIn(DETAILS, 'x'.repeat(10_001));
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Enter up to 10000 characters']);
    expect(fieldErrorMessage(DETAILS)).toBe('Enter up to 10000 characters');
    expect(post).toHaveBeenCalledTimes(saves);
    await fillIn(DETAILS, 'A grant for LED lighting');
    await saveAndContinue();

    await pageHeading('Check your answers');
    expect(screen.getByText('70%')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await pageHeading('Submit Phase 3 notification');
    const { noc, nocSectionsCompleted } = lastSave(post);
    expect(noc.energySavingsAchieved).toEqual({
      energySavingsEstimation: {
        buildings: 100,
        transport: 50,
        industrialProcesses: 0,
        otherProcesses: 0,
        total: 150,
      },
      energySavingCategoriesExist: 'YES',
      energySavingsCategories: {
        energyManagementPractices: null,
        behaviourChangeInterventions: null,
        training: 40,
        controlsImprovements: null,
        capitalInvestments: 60,
        otherMeasures: null,
        total: 100,
      },
      energySavingsRecommendationsExist: 'YES',
      energySavingsRecommendations: {
        energyAudits: 70,
        alternativeComplianceRoutes: null,
        other: 40,
        total: 110,
      },
      details: 'A grant for LED lighting',
    });
    expect(nocSectionsCompleted).toEqual({ ...STARTED, energySavingsAchieved: 'COMPLETED' });
  });

  it('drops a breakdown when its question is answered No or Skip', async () => {
    const { post } = renderNocTask(
      nocTask(
        {
          ...CATEGORY_A,
          energySavingsAchieved: {
            energySavingsEstimation: {
              buildings: 1,
              transport: 0,
              industrialProcesses: 0,
              otherProcesses: 0,
              total: 1,
            },
            energySavingCategoriesExist: 'YES',
            energySavingsCategories: { training: 1, total: 1 },
            energySavingsRecommendationsExist: 'NO',
            details: '',
          },
        },
        { ...STARTED, energySavingsAchieved: 'COMPLETED' },
      ),
      `${BASE}/categories-exist?change=true`,
    );
    await pageHeading(CATEGORIES_EXIST);
    await userEvent.click(screen.getByLabelText('Skip question'));
    await saveAndContinue();
    await pageHeading('Check your answers');
    const saved = lastSave(post).noc.energySavingsAchieved;
    expect(saved?.energySavingCategoriesExist).toBe('SKIP_QUESTION');
    expect(saved).not.toHaveProperty('energySavingsCategories');
  });

  it('asks category B for the total only and skips the categories', async () => {
    const { post } = renderNocTask(nocTask(CATEGORY_B, STARTED), BASE);
    await pageHeading(
      'What is the estimate of the total energy savings achieved during the third compliance period?',
    );
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Enter a number equal to or greater than 0']);
    await fillIn(/What is the estimate of the total energy savings/, '5000');
    await saveAndContinue();
    await pageHeading(RECOMMENDATIONS_EXIST);
    expect(lastSave(post).noc.energySavingsAchieved).toEqual({ totalEnergySavingsEstimation: 5000 });
    await userEvent.click(screen.getByLabelText('No'));
    await saveAndContinue();
    await pageHeading(DETAILS);
    await saveAndContinue();
    await pageHeading('Check your answers');
    expect(screen.getByText('5,000 kWh')).toBeTruthy();
    expect(screen.queryByText('Information by energy saving category')).toBeNull();
  });

  it('is linked from the task list', async () => {
    renderNocTask(nocTask(CATEGORY_A, STARTED), '/tasks/31');
    const link = await screen.findByRole('link', { name: 'Energy savings achieved' });
    expect(link.getAttribute('href')).toBe(BASE);
  });
});

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

const BASE = '/tasks/31/notification/compliance-route';
const heading = pageHeading;
const checkbox = (name: string | RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const STARTED = OBLIGATION_COMPLETED;

const TOTAL = /^The total energy consumption or, as applicable, significant energy consumption, over/;
const CONVERSION = /^The conversion of/;
const NONE = 'None of the above';
/** One character beyond the free texts' limit (task-forms §1.4: ≤10000, 'Enter up to 10000 characters'). */
const TOO_LONG = 'x'.repeat(10_001);
const TOO_LONG_MESSAGE = 'Enter up to 10000 characters';

/** Category B: everything under ISO 50001, no audits. */
const CATEGORY_B: Noc = {
  reportingObligation: {
    qualificationType: 'QUALIFY',
    reportingObligationDetails: {
      qualificationReasonType: 'STAFF_MEMBERS_MORE_THAN_250',
      energyResponsibilityType: 'RESPONSIBLE',
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

describe('compliance route', { timeout: 60_000 }, () => {
  it('asks the full set in category A, with its messages, audits list and reveals', async () => {
    const { post, container } = renderNocTask(nocTask(CATEGORY_A, STARTED), BASE);
    await heading('Did you use any estimates in relation to the following calculations (as applicable)?');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Select an option']);
    // 'None of the above' excludes the others, and the others exclude it.
    await userEvent.click(checkbox(TOTAL));
    await userEvent.click(checkbox(NONE));
    expect([checkbox(TOTAL).checked, checkbox(NONE).checked]).toEqual([false, true]);
    await userEvent.click(checkbox(CONVERSION));
    expect([checkbox(CONVERSION).checked, checkbox(NONE).checked]).toEqual([true, false]);
    await userEvent.click(checkbox(TOTAL));
    await saveAndContinue();

    await heading('Did all your energy audits use 12 months of verifiable data?');
    await userEvent.click(screen.getByLabelText('No'));
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Please provide details']);
    let saves = post.mock.calls.length;
    await fillIn(/^Provide details of the extent/, TOO_LONG);
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([TOO_LONG_MESSAGE]);
    expect(fieldErrorMessage(/^Provide details of the extent/)).toBe(TOO_LONG_MESSAGE);
    expect((screen.getByLabelText('No') as HTMLInputElement).checked).toBe(true);
    expect(post).toHaveBeenCalledTimes(saves);
    await fillIn(/^Provide details of the extent/, 'Two sites opened mid-year');
    await saveAndContinue();

    await heading('Are the methods used for estimated data recorded in the evidence pack?');
    await userEvent.click(screen.getByLabelText('Skip question'));
    await saveAndContinue();

    await heading(/^Did this organisation use energy consumption profiling/);
    await userEvent.click(screen.getByLabelText('Not applicable'));
    expect(screen.getByText(/^All significant energy consumption is covered by ISO 50001/)).toBeTruthy();
    await saveAndContinue();
    await heading(/^Does the evidence pack record the extent to which/);
    await userEvent.click(
      screen.getByLabelText('I confirm that these are all recorded in our ESOS evidence pack'),
    );
    await saveAndContinue();

    await heading('Add an energy audit');
    expect(screen.getByText('No energy audits have been added')).toBeTruthy();
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['You need to add at least one energy audit']);
    await userEvent.click(screen.getByRole('button', { name: 'Add an energy audit' }));
    await heading('Enter the energy audit details');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'Enter the description',
      'Enter the number of sites visited',
      'Enter the reason',
    ]);
    await expectNoAxeViolations(container);
    await fillIn('Explain where the audit took place and what was covered', 'Head office and depots');
    await fillIn('Number of sites covered by the audit (optional)', '2.5');
    await fillIn('Number of sites visited', '3000000000');
    await fillIn(/^Reasons why the sites visited/, 'The depots are alike');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'Must accept only integer values',
      'You have exceeded the maximum number allowed',
    ]);
    await fillIn('Number of sites covered by the audit (optional)', '12');
    await fillIn('Number of sites visited', '3');
    await fillIn('Explain where the audit took place and what was covered', TOO_LONG);
    await fillIn(/^Reasons why the sites visited/, TOO_LONG);
    saves = post.mock.calls.length;
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([TOO_LONG_MESSAGE, TOO_LONG_MESSAGE]);
    expect(fieldErrorMessage('Explain where the audit took place and what was covered')).toBe(
      TOO_LONG_MESSAGE,
    );
    expect(fieldErrorMessage(/^Reasons why the sites visited/)).toBe(TOO_LONG_MESSAGE);
    expect((screen.getByLabelText('Number of sites visited') as HTMLInputElement).value).toBe('3');
    expect(post).toHaveBeenCalledTimes(saves);
    await fillIn('Explain where the audit took place and what was covered', 'Head office and depots');
    await fillIn(/^Reasons why the sites visited/, 'The depots are alike');
    await saveAndContinue();
    await heading('Add an energy audit');
    expect(screen.getByRole('heading', { level: 2, name: 'Energy audit 1' })).toBeTruthy();
    await saveAndContinue();

    await heading(/^Are there any parts of the ESOS report, or supporting information/);
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Select an option']);
    await userEvent.click(screen.getByLabelText('Yes'));
    await saveAndContinue();
    await heading(/^Which parts of the ESOS report/);
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'Enter the information that the responsible undertaking is prohibited from disclosing',
    ]);
    saves = post.mock.calls.length;
    await fillIn(/^Which parts of the ESOS report/, TOO_LONG);
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([TOO_LONG_MESSAGE]);
    expect(fieldErrorMessage(/^Which parts of the ESOS report/)).toBe(TOO_LONG_MESSAGE);
    expect(post).toHaveBeenCalledTimes(saves);
    await fillIn(/^Which parts of the ESOS report/, 'The site energy bills');
    await saveAndContinue();
    await heading(/^Why is disclosure of these parts/);
    saves = post.mock.calls.length;
    await fillIn(/^Why is disclosure of these parts/, TOO_LONG);
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([TOO_LONG_MESSAGE]);
    expect(fieldErrorMessage(/^Why is disclosure of these parts/)).toBe(TOO_LONG_MESSAGE);
    expect(post).toHaveBeenCalledTimes(saves);
    await fillIn(/^Why is disclosure of these parts/, 'A supply contract forbids it');
    await saveAndContinue();

    await heading('Check your answers');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await heading('Submit Phase 3 notification');
    const { noc, nocSectionsCompleted } = lastSave(post);
    expect(noc.complianceRoute).toEqual({
      estimatedCalculationTypes: [
        'CONVERSION_OF_TOTAL_OR_SIGNIFICANT_ENERGY_CONSUMPTION',
        'TOTAL_OR_SIGNIFICANT_ENERGY_CONSUMPTION',
      ],
      areTwelveMonthsVerifiableDataUsed: false,
      twelveMonthsVerifiableDataUsedReason: 'Two sites opened mid-year',
      areEstimationMethodsRecorded: 'SKIP_QUESTION',
      energyConsumptionProfilingUsed: 'NOT_APPLICABLE',
      isEnergyConsumptionProfilingNotUsedRecorded: 'YES',
      energyAudits: [
        {
          description: 'Head office and depots',
          numberOfSitesCovered: 12,
          numberOfSitesVisited: 3,
          reason: 'The depots are alike',
        },
      ],
      partsProhibitedFromDisclosingExist: true,
      partsProhibitedFromDisclosing: 'The site energy bills',
      partsProhibitedFromDisclosingReason: 'A supply contract forbids it',
    });
    expect(nocSectionsCompleted).toEqual({ ...STARTED, complianceRoute: 'COMPLETED' });
  });

  it('asks the short set in category B', async () => {
    const { post } = renderNocTask(nocTask(CATEGORY_B, STARTED), BASE);
    await heading('Did you use any estimates in relation to the following calculations (as applicable)?');
    await userEvent.click(checkbox(NONE));
    await saveAndContinue();
    await heading('Are the methods used for estimated data recorded in the evidence pack?');
    await userEvent.click(screen.getByLabelText('Yes'));
    await saveAndContinue();
    await heading(/^Are there any parts of the ESOS report/);
    await userEvent.click(screen.getByLabelText('No'));
    await saveAndContinue();
    await heading('Check your answers');
    expect(lastSave(post).noc.complianceRoute).toEqual({
      estimatedCalculationTypes: ['NONE_OF_THE_ABOVE'],
      areEstimationMethodsRecorded: 'YES',
      partsProhibitedFromDisclosingExist: false,
    });
  });

  it('changes profiling from Check your answers, asking the follow-up it needs, and removes an audit', async () => {
    const saved = {
      estimatedCalculationTypes: ['NONE_OF_THE_ABOVE' as const],
      areTwelveMonthsVerifiableDataUsed: true,
      areEstimationMethodsRecorded: 'YES' as const,
      energyConsumptionProfilingUsed: 'NO' as const,
      isEnergyConsumptionProfilingNotUsedRecorded: 'NO' as const,
      energyAudits: [
        { description: 'First', numberOfSitesVisited: 1, reason: 'R1' },
        { description: 'Second', numberOfSitesVisited: 2, reason: 'R2' },
      ],
      partsProhibitedFromDisclosingExist: false,
    };
    const { post } = renderNocTask(
      nocTask({ ...CATEGORY_A, complianceRoute: saved }, { ...STARTED, complianceRoute: 'IN_PROGRESS' }),
      BASE,
    );
    await heading('Check your answers');
    await userEvent.click(
      screen.getByRole('link', { name: /^Change\s*whether energy consumption profiling was used$/ }),
    );
    await userEvent.click(await screen.findByLabelText('Yes'));
    await saveAndContinue();
    // The methods question is now unanswered: it is asked before going back.
    await heading('Are the methods used for energy consumption profiling recorded in the evidence pack?');
    await userEvent.click(screen.getByLabelText('No'));
    await saveAndContinue();
    await heading('Check your answers');
    const { isEnergyConsumptionProfilingNotUsedRecorded: _dropped, ...kept } = saved;
    expect(lastSave(post).noc.complianceRoute).toEqual({
      ...kept,
      energyConsumptionProfilingUsed: 'YES',
      areEnergyConsumptionProfilingMethodsRecorded: 'NO',
    });

    await userEvent.click(screen.getByRole('link', { name: /^Change\s*energy audits$/ }));
    await heading('Add an energy audit');
    const removeLinks = screen.getAllByRole('link', { name: /^Remove/ });
    await userEvent.click(removeLinks[0]!);
    await heading('Are you sure you want to remove this energy audit?');
    await userEvent.click(screen.getByLabelText('Yes'));
    await saveAndContinue();
    await heading('Add an energy audit');
    expect(lastSave(post).noc.complianceRoute?.energyAudits).toEqual([saved.energyAudits[1]]);
  });
});

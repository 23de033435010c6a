import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe';
import {
  CATEGORY_A,
  OBLIGATION_COMPLETED,
  errorSummaryLinks,
  fillIn,
  lastSave,
  nocTask,
  pageHeading,
  renderNocTask,
  saveAndContinue,
} from '../../../../test/noc-task';

afterEach(() => vi.restoreAllMocks());

const BASE = '/tasks/31/notification/energy-savings-opportunities';
const STARTED = OBLIGATION_COMPLETED;
const TOTAL =
  'Total annual reduction in energy consumption and energy spend from implementing energy saving opportunities';
const KWH = 'Potential reduction in energy consumption';
const SPEND = 'Potential reduction in energy spend';
const nth = (label: string, index: number) => ({ label, nth: index });

describe('energy savings opportunities', { timeout: 60_000 }, () => {
  it('takes the total, the breakdowns by purpose and by category, each pair checked, with their totals', async () => {
    const { post, container } = renderNocTask(nocTask(CATEGORY_A, STARTED), BASE);
    await pageHeading(TOTAL);
    await fillIn(KWH, '1.5');
    await fillIn(SPEND, '-3');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'Enter a whole number without decimal places',
      'Must be greater than or equal to 0',
    ]);
    await fillIn(KWH, '1234567890123456');
    await fillIn(SPEND, '10.555');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'Enter a number up to 15 digits',
      'Enter a number up to 2 decimal places',
    ]);
    await fillIn(KWH, '10,000');
    await fillIn(SPEND, '2500.5');
    await saveAndContinue();

    await pageHeading(`${TOTAL} by organisational purpose`);
    expect(lastSave(post).noc.energySavingsOpportunities).toEqual({
      implementationEnergyConsumption: { energyConsumption: 10000, energyCost: '2500.5' },
    });
    expect(lastSave(post).nocSectionsCompleted).toEqual({
      ...STARTED,
      energySavingsOpportunities: 'IN_PROGRESS',
    });
    expect(
      screen.getByText(/ensuring the totals do not exceed those you provided on the previous page/),
    ).toBeTruthy();
    await fillIn(nth(KWH, 0), '6000');
    await fillIn(nth(SPEND, 0), '1000.25');
    await fillIn(nth(KWH, 1), '4000');
    await fillIn(nth(SPEND, 3), '0.5');
    expect(screen.getByText('Total: 10,000 kWh, £1,000.75')).toBeTruthy();
    await expectNoAxeViolations(container);
    await saveAndContinue();

    await pageHeading(`${TOTAL} by energy saving category`);
    for (const label of [
      'Energy management practices',
      'Behaviour change interventions',
      'Training',
      'Controls improvements',
      'Capital investments',
      'Other measures not covered by one of the above',
    ]) {
      expect(screen.getByRole('group', { name: label })).toBeTruthy();
    }
    await fillIn(nth(KWH, 2), 'lots');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Must be integer greater than or equal to 0']);
    await fillIn(nth(KWH, 2), '7000');
    await fillIn(nth(SPEND, 5), '300');
    await saveAndContinue();

    await pageHeading('Check your answers');
    expect(screen.getByText('10,000 kWh, £2,500.50')).toBeTruthy();
    expect(screen.getByText('6,000 kWh, £1,000.25')).toBeTruthy();
    expect(screen.getByText('Energy consumption not entered, £0.50')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await pageHeading('Submit Phase 3 notification');
    const { noc, nocSectionsCompleted } = lastSave(post);
    expect(noc.energySavingsOpportunities).toEqual({
      implementationEnergyConsumption: { energyConsumption: 10000, energyCost: '2500.5' },
      energyConsumption: {
        buildings: { energyConsumption: 6000, energyCost: '1000.25' },
        transport: { energyConsumption: 4000, energyCost: null },
        industrialProcesses: null,
        otherProcesses: { energyConsumption: null, energyCost: '0.5' },
        energyConsumptionTotal: 10000,
        energyCostTotal: '1000.75',
      },
      energySavingsCategories: {
        energyManagementPractices: null,
        behaviourChangeInterventions: null,
        training: { energyConsumption: 7000, energyCost: null },
        controlsImprovements: null,
        capitalInvestments: null,
        otherMeasures: { energyConsumption: null, energyCost: '300' },
        energyConsumptionTotal: 7000,
        energyCostTotal: '300',
      },
    });
    expect(nocSectionsCompleted).toEqual({ ...STARTED, energySavingsOpportunities: 'COMPLETED' });
  });

  it('resumes at the first page not saved, and saves a page left blank as no data', async () => {
    const { post } = renderNocTask(
      nocTask(
        {
          ...CATEGORY_A,
          energySavingsOpportunities: {
            implementationEnergyConsumption: { energyConsumption: 5, energyCost: null },
          },
        },
        { ...STARTED, energySavingsOpportunities: 'IN_PROGRESS' },
      ),
      BASE,
    );
    await pageHeading(`${TOTAL} by organisational purpose`);
    await saveAndContinue();
    await pageHeading(`${TOTAL} by energy saving category`);
    await saveAndContinue();
    await pageHeading('Check your answers');
    expect(lastSave(post).noc.energySavingsOpportunities?.energySavingsCategories).toEqual({
      energyManagementPractices: null,
      behaviourChangeInterventions: null,
      training: null,
      controlsImprovements: null,
      capitalInvestments: null,
      otherMeasures: null,
      energyConsumptionTotal: null,
      energyCostTotal: null,
    });
    expect(screen.getByText('5 kWh, energy spend not entered')).toBeTruthy();
    expect(screen.getAllByText('Not entered').length).toBeGreaterThan(0);
    expect(screen.queryByText(/not entered.*not entered/i)).toBeNull();

    // A Change link goes to its page and comes back.
    const row = screen.getByText('Total annual reduction').closest('.govuk-summary-list__row') as HTMLElement;
    await userEvent.click(within(row).getByRole('link', { name: /Change/ }));
    await pageHeading(TOTAL);
    expect((screen.getByLabelText(KWH) as HTMLInputElement).value).toBe('5');
    await fillIn(SPEND, '12');
    await saveAndContinue();
    await pageHeading('Check your answers');
    expect(screen.getByText('5 kWh, £12.00')).toBeTruthy();
  });

  it('refuses breakdowns over the total annual reduction, naming both figures', async () => {
    const { post } = renderNocTask(
      nocTask(
        {
          ...CATEGORY_A,
          energySavingsOpportunities: {
            implementationEnergyConsumption: { energyConsumption: 30000, energyCost: '1000' },
          },
        },
        { ...STARTED, energySavingsOpportunities: 'IN_PROGRESS' },
      ),
      BASE,
    );
    await pageHeading(`${TOTAL} by organisational purpose`);
    await fillIn(nth(KWH, 0), '150000');
    await fillIn(nth(KWH, 1), '50,000');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'The reduction by organisational purpose (200,000 kWh) must not be more than the total annual reduction (30,000 kWh)',
    ]);
    const saves = post.mock.calls.length;
    await fillIn(nth(KWH, 0), '10000');
    await fillIn(nth(KWH, 1), '20,000');
    await saveAndContinue();
    await pageHeading(`${TOTAL} by energy saving category`);
    expect(post.mock.calls.length).toBeGreaterThan(saves);
    expect(
      screen.getByText(/ensuring the totals do not exceed those you provided on the first page/),
    ).toBeTruthy();
    await fillIn(nth(SPEND, 0), '600');
    await fillIn(nth(SPEND, 1), '400.01');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'The reduction by energy saving category (£1,000.01) must not be more than the total annual reduction (£1,000.00)',
    ]);
    await fillIn(nth(SPEND, 1), '400');
    await saveAndContinue();
    await pageHeading('Check your answers');
  });

  it('is listed on the task list with its status and link', async () => {
    renderNocTask(
      nocTask(CATEGORY_A, { ...STARTED, energySavingsOpportunities: 'IN_PROGRESS' }),
      '/tasks/31',
    );
    const link = await screen.findByRole('link', { name: 'Energy savings opportunities' });
    expect(link.getAttribute('href')).toBe(BASE);
    const item = link.closest('li') as HTMLElement;
    expect(within(item).getByText(/in progress/i)).toBeTruthy();
  });
});

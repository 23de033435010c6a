import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe';
import {
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
import type { Noc } from '../../noc/model';
import { CERTIFICATE_MESSAGES } from './certificates';
import { POSITIVE_KWH } from './flow';

afterEach(() => vi.restoreAllMocks());

const BASE = '/tasks/31/notification/alternative-compliance-routes';
const TOTAL =
  'Total annual reduction in energy consumption and energy spend from implementing energy saving measures';
const ASSETS = 'List your assets and activities that fall under each alternative compliance route';
const ISO = 'Provide details of your ISO 50001 certificate (optional)';
const DEC = 'Provide details about your Display Energy Certificate (DECs) (optional)';
const KWH = 'Potential reduction in energy consumption';
const SPEND = 'Potential reduction in energy spend';
/** The assets' and certificate number's limit (task-forms §0 "Text ≤10000"; reporting-inventory ≤10000). */
const TOO_LONG = 'x'.repeat(10_001);
const TOO_LONG_MESSAGE = 'Enter up to 10000 characters';
const dateGroup = (legend: string) => screen.getAllByRole('group', { name: new RegExp(`^${legend}`) })[0]!;

function withDistribution(iso: number, dec: number, gda: number, audits: number): Noc {
  return {
    reportingObligation: {
      qualificationType: 'QUALIFY',
      reportingObligationDetails: {
        qualificationReasonType: 'STAFF_MEMBERS_MORE_THAN_250',
        energyResponsibilityType: 'RESPONSIBLE',
        complianceRouteDistribution: {
          iso50001Pct: iso,
          displayEnergyCertificatePct: dec,
          greenDealAssessmentPct: gda,
          energyAuditsPct: audits,
          energyNotAuditedPct: 0,
          totalPct: 100,
        },
      },
    },
  };
}

async function enterDate(legend: string, day: string, month: string, year: string, nth = 0) {
  const group = screen.getAllByRole('group', { name: new RegExp(`^${legend}`) })[nth]!;
  for (const [label, value] of [
    ['Day', day],
    ['Month', month],
    ['Year', year],
  ] as const) {
    const box = within(group).getByLabelText(label);
    await userEvent.clear(box);
    if (value) await userEvent.type(box, value);
  }
}

describe('alternative routes to compliance', { timeout: 90_000 }, () => {
  it('for ISO 50001 covering all energy (B): the total, the ISO assets and its certificate, checked', async () => {
    const { post, container, router } = renderNocTask(nocTask(withDistribution(100, 0, 0, 0), STARTED), BASE);
    await heading(TOTAL);
    // Out of range (task-forms §0 reduction pair): over 15 digits of kWh, a negative spend; nothing is saved.
    await fillIn(KWH, '1234567890123456');
    await fillIn(SPEND, '-1');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'Enter a number up to 15 digits',
      'Must be greater than or equal to 0',
    ]);
    expect(fieldErrorMessage(KWH)).toBe('Enter a number up to 15 digits');
    expect(fieldErrorMessage(SPEND)).toBe('Must be greater than or equal to 0');
    expect(post).not.toHaveBeenCalled();
    await fillIn(SPEND, '');
    await fillIn(KWH, '5000');
    await saveAndContinue();

    // No breakdowns for B: straight to the assets, for the ISO route only.
    await heading(ASSETS);
    expect(router.state.location.pathname).toBe(`${BASE}/assets`);
    expect(screen.getByLabelText('ISO 50001')).toBeTruthy();
    expect(screen.queryByLabelText('Display Energy Certificate (DECs)')).toBeNull();
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['List the assets and activities that fall under ISO 50001']);
    let saves = post.mock.calls.length;
    await fillIn('ISO 50001', TOO_LONG);
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([TOO_LONG_MESSAGE]);
    expect(fieldErrorMessage('ISO 50001')).toBe(TOO_LONG_MESSAGE);
    expect(post).toHaveBeenCalledTimes(saves);
    await fillIn('ISO 50001', 'Head office and two depots');
    await saveAndContinue();

    await heading(ISO);
    expect(lastSave(post).noc.alternativeComplianceRoutes).toEqual({
      totalEnergyConsumptionReduction: { energyConsumption: 5000, energyCost: null },
      assets: { iso50001: 'Head office and two depots' },
    });
    // A too-long number and an impossible date: refused with the dates kept, nothing saved.
    saves = post.mock.calls.length;
    await fillIn('Certificate number', TOO_LONG);
    await enterDate('Valid from', '31', '2', '2024');
    await enterDate('Valid until', '1', '1', '2025');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([TOO_LONG_MESSAGE, 'Valid from date must be a real date']);
    expect(fieldErrorMessage('Certificate number')).toBe(TOO_LONG_MESSAGE);
    expect(fieldErrorMessage(dateGroup('Valid from'))).toBe('Valid from date must be a real date');
    expect(fieldErrorMessage(dateGroup('Valid until'))).toBeNull();
    expect((within(dateGroup('Valid until')).getByLabelText('Year') as HTMLInputElement).value).toBe('2025');
    expect(post).toHaveBeenCalledTimes(saves);
    await enterDate('Valid from', '', '', '');
    await enterDate('Valid until', '', '', '');
    await fillIn('Certificate number', 'ISO-123');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      CERTIFICATE_MESSAGES.fromMissing,
      CERTIFICATE_MESSAGES.untilMissing,
    ]);
    await enterDate('Valid from', '1', '7', '2024');
    await enterDate('Valid until', '1', '11', '2023');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      CERTIFICATE_MESSAGES.fromLate,
      CERTIFICATE_MESSAGES.untilEarly,
    ]);
    await enterDate('Valid from', '1', '3', '2024');
    await enterDate('Valid until', '1', '1', '2024');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([CERTIFICATE_MESSAGES.order]);
    await fillIn('Certificate number', '');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'Enter an ISO 50001 Certificate number',
      CERTIFICATE_MESSAGES.order,
    ]);
    await expectNoAxeViolations(container);
    await fillIn('Certificate number', 'ISO-123');
    await enterDate('Valid until', '28', '2', '2027');
    await saveAndContinue();

    await heading('Check your answers');
    expect(lastSave(post).noc.alternativeComplianceRoutes?.iso50001CertificateDetails).toEqual({
      certificateNumber: 'ISO-123',
      validFrom: '2024-03-01',
      validUntil: '2027-02-28',
    });
    expect(screen.getByText('Valid until: 28 February 2027')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await heading('Submit Phase 3 notification');
    expect(lastSave(post).nocSectionsCompleted).toEqual({
      ...STARTED,
      alternativeComplianceRoutes: 'COMPLETED',
    });
  });

  it('for partial energy assessments (C): the breakdowns, every active route, and a list of DECs', async () => {
    const { post, container } = renderNocTask(nocTask(withDistribution(20, 10, 0, 70), STARTED), BASE);
    await heading(TOTAL);
    await saveAndContinue();

    await heading(`${TOTAL} by organisational purpose`);
    await fillIn({ label: SPEND, nth: 0 }, '100');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([POSITIVE_KWH]);
    await fillIn({ label: KWH, nth: 0 }, '2000');
    await saveAndContinue();

    await heading(`${TOTAL} by energy saving category`);
    await saveAndContinue();

    await heading(ASSETS);
    expect(lastSave(post).noc.alternativeComplianceRoutes?.energyConsumptionReduction).toMatchObject({
      buildings: { energyConsumption: 2000, energyCost: '100' },
      energyConsumptionTotal: 2000,
    });
    expect(screen.queryByLabelText('Green Deal Assessment')).toBeNull();
    await saveAndContinue();
    // Each message names its route (issue 39).
    expect(await errorSummaryLinks()).toEqual([
      'List the assets and activities that fall under ISO 50001',
      'List the assets and activities that fall under Display Energy Certificate (DECs)',
    ]);
    await fillIn('ISO 50001', 'Factory');
    await fillIn('Display Energy Certificate (DECs)', 'Public buildings');
    await saveAndContinue();

    // Left blank, the ISO certificate is saved all null: the optional answer is given.
    await heading(ISO);
    await saveAndContinue();

    await heading(DEC);
    expect(lastSave(post).noc.alternativeComplianceRoutes?.iso50001CertificateDetails).toEqual({
      certificateNumber: null,
      validFrom: null,
      validUntil: null,
    });
    await fillIn('Certificate number', 'DEC-1');
    await enterDate('Valid from', '1', '1', '2024');
    await enterDate('Valid until', '1', '1', '2025');
    await userEvent.click(screen.getByRole('button', { name: 'Add another certificate' }));
    await fillIn({ label: 'Certificate number', nth: 1 }, 'DEC-2');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      CERTIFICATE_MESSAGES.fromMissing,
      CERTIFICATE_MESSAGES.untilMissing,
    ]);
    await enterDate('Valid from', '2', '2', '2024', 1);
    await enterDate('Valid until', '2', '2', '2026', 1);
    await userEvent.click(screen.getByRole('button', { name: 'Add another certificate' }));
    await userEvent.click(screen.getByRole('button', { name: /Remove certificate\s*3/ }));
    await expectNoAxeViolations(container);
    // One added and left empty is dropped, not shown to the regulator as a certificate (issue 39).
    await userEvent.click(screen.getByRole('button', { name: 'Add another certificate' }));
    await saveAndContinue();

    await heading('Check your answers');
    expect(lastSave(post).noc.alternativeComplianceRoutes?.decCertificatesDetails).toEqual({
      certificateDetails: [
        { certificateNumber: 'DEC-1', validFrom: '2024-01-01', validUntil: '2025-01-01' },
        { certificateNumber: 'DEC-2', validFrom: '2024-02-02', validUntil: '2026-02-02' },
      ],
    });
    expect(lastSave(post).noc.alternativeComplianceRoutes?.gdaCertificatesDetails).toBeUndefined();
    expect(screen.getByText('Certificate number: DEC-2')).toBeTruthy();
    expect(screen.queryByText('Display Energy Certificate 3')).toBeNull();
  });
});

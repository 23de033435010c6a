import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestAction } from '../../../shared/workflow';
import { TimelineEvent, preloadTimelineView } from '../../../shared/workflow/task';
import { expectNoAxeViolations } from '../../../test/axe';
import type { Noc } from '../noc/model';
import { PRINT_TITLE } from './NocEvent';

afterEach(() => vi.restoreAllMocks());

/** Category E (under 40,000 kWh, all of it audited): no alternative routes to compliance. */
const LOW_ENERGY: Noc = {
  reportingObligation: {
    qualificationType: 'QUALIFY',
    reportingObligationDetails: {
      qualificationReasonType: 'STAFF_MEMBERS_MORE_THAN_250',
      energyResponsibilityType: 'RESPONSIBLE_BUT_LESS_THAN_40000_KWH',
      complianceRouteDistribution: {
        iso50001Pct: 0,
        displayEnergyCertificatePct: 0,
        greenDealAssessmentPct: 0,
        energyAuditsPct: 100,
        energyNotAuditedPct: 0,
        totalPct: 100,
      },
    },
  },
  energySavingsOpportunities: {
    implementationEnergyConsumption: { energyConsumption: 10000, energyCost: '2500.5' },
  },
  // Left over from an earlier answer: category E without alternative routes does not show it.
  alternativeComplianceRoutes: { totalEnergyConsumptionReduction: { energyConsumption: 1, energyCost: '1' } },
} as Noc;

function event(type: RequestAction['type'], noc: Noc): RequestAction {
  const payloadType = `${type}_PAYLOAD` as 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMITTED_PAYLOAD';
  return {
    id: 8,
    type,
    submitter: 'Olivia Operator',
    creationDate: '2026-11-02T10:30:00Z',
    requestId: 'NOC000011-P3',
    requestType: 'NOTIFICATION_OF_COMPLIANCE_P3',
    competentAuthority: 'ENGLAND',
    payload: { payloadType, noc, nocAttachments: {} },
  };
}

async function renderEvent(action: RequestAction) {
  await preloadTimelineView(action.type);
  return render(<TimelineEvent action={action} />);
}

describe('a notification on the timeline', { timeout: 30_000 }, () => {
  it("shows each section its category shows, read-only, in the task list's order", async () => {
    const { container } = await renderEvent(
      event('NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMITTED', LOW_ENERGY),
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Notification submitted' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Reporting obligation',
      'Energy savings opportunities',
    ]);
    const obligation = screen.getByRole('region', { name: 'Reporting obligation' });
    expect(within(obligation).getByText('Does your organisation qualify for ESOS?')).toBeTruthy();
    const opportunities = screen.getByRole('region', { name: 'Energy savings opportunities' });
    expect(within(opportunities).getByText('Total annual reduction')).toBeTruthy();
    expect(within(opportunities).getByText(/10,000 kWh/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Change/ })).toBeNull();
    expect(screen.getByText(/NOC000011-P3, sent by Olivia Operator/)).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('prints a submitted notification under the title the PDF is saved as, then restores the page title', async () => {
    document.title = 'Notification submitted - Manage your ESOS reporting';
    const titles: string[] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => titles.push(document.title));
    await renderEvent(event('NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMITTED', LOW_ENERGY));

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF of submitted NOC' }));

    expect(print).toHaveBeenCalledTimes(1);
    expect(titles).toEqual([PRINT_TITLE]);
    expect(document.title).toBe('Notification submitted - Manage your ESOS reporting');
  });

  it('shows a notification sent for review without the download, and only the obligation when it does not qualify', async () => {
    await renderEvent(
      event('NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SENT_TO_EDIT', {
        ...LOW_ENERGY,
        reportingObligation: { qualificationType: 'NOT_QUALIFY', noQualificationReason: 'Too small' },
      }),
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Notification sent for review' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Reporting obligation',
    ]);
    expect(screen.getByText('Too small')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download PDF of submitted NOC' })).toBeNull();
  });
});

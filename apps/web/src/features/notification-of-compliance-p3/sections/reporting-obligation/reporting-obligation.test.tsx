import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api';
import { expectNoAxeViolations } from '../../../../test/axe';
import { nocTask, renderNocTask } from '../../../../test/noc-task';
import type { Noc, NocSectionsCompleted } from '../../noc/model';

afterEach(() => vi.restoreAllMocks());

const BASE = '/tasks/31/notification/reporting-obligation';
const saveAndContinue = () => userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

function open(noc: Noc = {}, completed: NocSectionsCompleted = {}, path = BASE) {
  return renderNocTask(nocTask(noc, completed), path);
}

/** The last save's notification and statuses. */
function lastSave(post: ReturnType<typeof open>['post']) {
  const call = post.mock.calls.at(-1) as unknown as [
    string,
    {
      body: {
        requestTaskActionType: string;
        requestTaskActionPayload: { noc: Noc; nocSectionsCompleted: object };
      };
      params?: { header: Record<string, string> };
    },
  ];
  return call[1];
}

async function errorSummaryLinks() {
  const summary = await screen.findByRole('alert');
  return within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

// Whole journeys through the section, with a lazy page and a save at each step: longer than the default 5 s.
describe('reporting obligation', { timeout: 30_000 }, () => {
  it('asks whether the organisation qualifies first, and requires an answer', async () => {
    const { container, post } = open();
    await heading('Does your organisation qualify for ESOS?');
    expect(screen.getByText('Reporting obligation', { selector: '.govuk-caption-l' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Return to: Submit Phase 3 notification' }).getAttribute('href'),
    ).toBe('/tasks/31');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Select an option']);
    expect(post).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('takes an organisation that does not qualify to its reason, then to check answers, and completes', async () => {
    const { post, router, saved } = open();
    await heading('Does your organisation qualify for ESOS?');
    await userEvent.click(
      screen.getByLabelText(
        'No, the organisation does not qualify for ESOS and will not submit a notification',
      ),
    );
    await saveAndContinue();

    await heading('Explain why your organisation does not qualify for ESOS');
    let save = lastSave(post);
    expect(save.body.requestTaskActionType).toBe('NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT');
    expect(save.body.requestTaskActionPayload).toEqual({
      payloadType: 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD',
      noc: { reportingObligation: { qualificationType: 'NOT_QUALIFY', noQualificationReason: null } },
      nocSectionsCompleted: { reportingObligation: 'IN_PROGRESS' },
    });
    // The version the page was loaded at goes back as If-Match.
    expect(save.params?.header['if-match']).toBe('"4"');
    expect(screen.getByText('When are the qualification conditions not met')).toBeTruthy();

    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Enter a reason']);
    const reason = screen.getByLabelText('Explain why your organisation does not qualify for ESOS');
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(10_001));
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Enter up to 10000 characters']);
    await userEvent.clear(reason);
    await userEvent.type(reason, 'Fewer than 250 staff and a turnover of £20 million');
    await saveAndContinue();

    await heading('Check your answers');
    expect(router.state.location.pathname).toBe(`${BASE}/summary`);
    // The second save was sent at the version the first one made.
    expect(lastSave(post).params?.header['if-match']).toBe('"5"');
    const rows = screen.getAllByRole('term').map((term) => term.textContent);
    expect(rows).toEqual([
      'Does your organisation qualify for ESOS?',
      'Why your organisation does not qualify for ESOS',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));

    await screen.findByRole('heading', { level: 1, name: 'Submit Phase 3 notification' });
    save = lastSave(post);
    expect(save.body.requestTaskActionPayload.nocSectionsCompleted).toEqual({
      reportingObligation: 'COMPLETED',
    });
    expect(saved().task.requestTask.payload).toMatchObject({
      noc: {
        reportingObligation: {
          qualificationType: 'NOT_QUALIFY',
          noQualificationReason: 'Fewer than 250 staff and a turnover of £20 million',
        },
      },
    });
    expect(screen.getByText('Completed')).toBeTruthy();
  });

  it('asks a qualifying organisation its reason, its energy responsibility and its breakdown', async () => {
    const { post, container } = open();
    await heading('Does your organisation qualify for ESOS?');
    await userEvent.click(
      screen.getByLabelText('Yes, the organisation qualifies for ESOS and will submit a notification'),
    );
    await saveAndContinue();

    await heading(
      'Select the reason that your organisation, or another organisation in its corporate group, qualifies for ESOS',
    );
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Select an option']);
    await userEvent.click(
      screen.getByLabelText(
        'The annual turnover is over £44 million and annual balance sheet total in excess of £38 million, and the organisation has 250 or more members of staff',
      ),
    );
    await saveAndContinue();

    await heading('Are the organisations in this notification responsible for any energy under ESOS?');
    await userEvent.click(
      screen.getByLabelText('Yes, and at least 40,000 kWh of energy was used in the reference period'),
    );
    await saveAndContinue();

    await heading(
      'Enter a breakdown of the total energy consumption covered by each compliance route in this notification',
    );
    await expectNoAxeViolations(container);
    const iso = screen.getByLabelText('ISO 50001');
    const audits = screen.getByLabelText('Energy audits that are compliant with ESOS');
    const notCovered = screen.getByLabelText('Energy use not covered by any compliance route');
    expect((iso as HTMLInputElement).value).toBe('0');
    expect(screen.getByText('Total: 0%')).toBeTruthy();

    // Sum not 100.
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'The sum of the individual percentages should equate to 100 percent',
    ]);
    // Empty and not a whole number.
    await userEvent.clear(iso);
    await userEvent.clear(audits);
    await userEvent.type(audits, '9.5');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'The field cannot be empty',
      'Percentage must be a positive integer number',
    ]);
    // More than 5% not covered.
    await userEvent.type(iso, '0');
    await userEvent.clear(audits);
    await userEvent.type(audits, '90');
    await userEvent.clear(notCovered);
    await userEvent.type(notCovered, '10');
    expect(screen.getByText('Total: 100%')).toBeTruthy();
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'The Energy use not covered by any compliance route must be up to 5 percent',
    ]);

    await userEvent.clear(audits);
    await userEvent.type(audits, '97');
    await userEvent.clear(notCovered);
    await userEvent.type(notCovered, '3');
    await saveAndContinue();

    await heading('Check your answers');
    expect(lastSave(post).body.requestTaskActionPayload.noc.reportingObligation).toEqual({
      qualificationType: 'QUALIFY',
      reportingObligationDetails: {
        qualificationReasonType: 'TURNOVER_MORE_THAN_44M_AND_STAFF_MEMBERS_MORE_THAN_250',
        energyResponsibilityType: 'RESPONSIBLE',
        complianceRouteDistribution: {
          iso50001Pct: 0,
          displayEnergyCertificatePct: 0,
          greenDealAssessmentPct: 0,
          energyAuditsPct: 97,
          energyNotAuditedPct: 3,
          totalPct: 100,
        },
      },
    });
    expect(screen.getByText('Yes, the organisation is responsible for energy')).toBeTruthy();
    expect(screen.getByText('97%')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('skips the breakdown when there is no energy responsibility, and drops a saved one', async () => {
    const { post } = open(
      {
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
      },
      { reportingObligation: 'COMPLETED' },
      `${BASE}/energy-responsibility?change=true`,
    );
    await heading('Are the organisations in this notification responsible for any energy under ESOS?');
    await userEvent.click(
      screen.getByLabelText('No, there is no energy responsibility and the total energy consumption is zero'),
    );
    await saveAndContinue();
    await heading('Check your answers');
    expect(lastSave(post).body.requestTaskActionPayload.noc.reportingObligation).toEqual({
      qualificationType: 'QUALIFY',
      reportingObligationDetails: {
        qualificationReasonType: 'STAFF_MEMBERS_MORE_THAN_250',
        energyResponsibilityType: 'NOT_RESPONSIBLE',
        complianceRouteDistribution: null,
      },
    });
    expect(
      screen.getByText(
        'No, the organisation has no energy responsibility and the total energy consumption is zero',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('ISO 50001')).toBeNull();
  });

  it('resumes at the first question still to answer', async () => {
    const { router } = open(
      {
        reportingObligation: {
          qualificationType: 'QUALIFY',
          reportingObligationDetails: { qualificationReasonType: 'STAFF_MEMBERS_MORE_THAN_250' },
        },
      },
      { reportingObligation: 'IN_PROGRESS' },
    );
    await heading('Are the organisations in this notification responsible for any energy under ESOS?');
    expect(router.state.location.pathname).toBe(`${BASE}/energy-responsibility`);
  });

  it('says so when the notification was changed in another tab, and keeps the answer typed', async () => {
    const { post } = open();
    post.mockResolvedValueOnce({
      data: undefined,
      error: { code: 'REQUEST_TASK_ACTION1002', message: 'The task has been changed since you opened it' },
      response: new Response(null, { status: 409 }),
    } as never);
    await heading('Does your organisation qualify for ESOS?');
    const yes = screen.getByLabelText(
      'Yes, the organisation qualifies for ESOS and will submit a notification',
    );
    await userEvent.click(yes);
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'This notification has been changed since you opened this page, in another tab or by a colleague. Your answers on this page have not been saved. Open the task again to see the latest answers.',
    ]);
    expect((yes as HTMLInputElement).checked).toBe(true);
    expect(ApiError).toBeTruthy();
  });

  it('shows someone who may not change the task the answers only', async () => {
    renderNocTask(
      nocTask(
        { reportingObligation: { qualificationType: 'NOT_QUALIFY', noQualificationReason: 'Too small' } },
        { reportingObligation: 'COMPLETED' },
        { assignee: 'someone-else' },
      ),
      BASE,
    );
    await heading('Check your answers');
    expect(screen.getByText('Too small')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Change/ })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

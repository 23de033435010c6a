import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiResult } from '../../../test/api-result';
import { expectNoAxeViolations } from '../../../test/axe';
import { answerTaskActions, nocTask, renderNocTask } from '../../../test/noc-task';

afterEach(() => vi.restoreAllMocks());

/** A notification of an organisation that does not qualify: complete once its reporting obligation is. */
const readyTask = () =>
  nocTask(
    { reportingObligation: { qualificationType: 'NOT_QUALIFY', noQualificationReason: 'Too small' } },
    { reportingObligation: 'COMPLETED' },
  );

describe('submitting the notification', { timeout: 30_000 }, () => {
  it('sends it with the task version and names the regulator on the confirmation', async () => {
    const { container } = renderNocTask(readyTask(), '/tasks/31/notification/submit');
    const sent = answerTaskActions(() => apiResult(undefined, 204));
    expect(await screen.findByRole('heading', { level: 1, name: 'Submit to regulator' })).toBeTruthy();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and send' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notification sent to regulator' }),
    ).toBeTruthy();
    expect(screen.getByText('NOC000011-P3')).toBeTruthy();
    expect(screen.getByText(/The notification has been sent to the Environment Agency/)).toBeTruthy();
    expect(sent[0]?.body.requestTaskActionType).toBe('NOTIFICATION_OF_COMPLIANCE_P3_SUBMIT_APPLICATION');
    expect(sent[0]?.headers).toEqual({ 'If-Match': '"4"' });
    await expectNoAxeViolations(container);
  });

  it('says "Submission not allowed." outside the window', async () => {
    renderNocTask(readyTask(), '/tasks/31/notification/submit');
    answerTaskActions(() => apiResult({ code: 'NOC1002', message: 'Invalid submit date', data: [[]] }, 400));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Submission not allowed.');
  });

  it("lists NOC1001's problems by section, each with a link to change that section's answers", async () => {
    const { container } = renderNocTask(readyTask(), '/tasks/31/notification/submit');
    answerTaskActions(() =>
      apiResult(
        {
          code: 'NOC1001',
          message: 'Invalid NOC',
          data: [
            [
              {
                sectionName:
                  'uk.gov.esos.api.reporting.noc.phase3.domain.reportingobligation.ReportingObligation',
                message: 'Invalid section data',
                data: [[]],
              },
            ],
          ],
        },
        400,
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and send' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your notification has problems' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Reporting obligation' })).toBeTruthy();
    expect(screen.getByText('Invalid section data')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Change reporting obligation answers' }).getAttribute('href'),
    ).toBe('/tasks/31/notification/reporting-obligation');
    await expectNoAxeViolations(container);
  });

  it('lists a refused reporting obligation (FORM1001) the same way, with the link to change it', async () => {
    renderNocTask(readyTask(), '/tasks/31/notification/submit');
    answerTaskActions(() =>
      apiResult(
        {
          code: 'FORM1001',
          message: 'Form validation failed',
          data: [
            {
              fieldName:
                'determineReportingObligationCategory.reportingObligation.reportingObligationDetails.complianceRouteDistribution',
              message: 'Sum of compliance route distribution values should be 100',
            },
          ],
        },
        400,
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and send' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your notification has problems' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Reporting obligation' })).toBeTruthy();
    expect(
      screen.getByText(
        'Reporting obligation details, compliance route distribution: Sum of compliance route distribution values should be 100',
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Change reporting obligation answers' }).getAttribute('href'),
    ).toBe('/tasks/31/notification/reporting-obligation');
  });

  it('returns to the task list when the notification is not complete', async () => {
    renderNocTask(nocTask({}, {}), '/tasks/31/notification/submit');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Submit Phase 3 notification' }),
    ).toBeTruthy();
  });
});

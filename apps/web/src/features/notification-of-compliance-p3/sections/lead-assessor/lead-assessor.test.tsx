import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe';
import {
  CATEGORY_A,
  errorSummaryLinks,
  nocTask,
  pageHeading,
  renderNocTask,
  saveAndContinue,
} from '../../../../test/noc-task';
import type { Noc } from '../../noc/model';

afterEach(() => vi.restoreAllMocks());

const BASE = '/tasks/31/notification/lead-assessor-details';
const heading = pageHeading;

describe('lead assessor details', { timeout: 60_000 }, () => {
  it('asks the three questions in order, with their messages, and completes the section', async () => {
    const { post, container, saved } = renderNocTask(
      nocTask(CATEGORY_A, { reportingObligation: 'COMPLETED' }),
      BASE,
    );
    await heading(
      'Is the lead assessor who reviewed your ESOS assessment internal or external to your corporate group?',
    );
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Select an option']);
    await userEvent.click(screen.getByLabelText('External'));
    await saveAndContinue();

    await heading('Enter the details of the lead assessor who reviewed the assessment');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'Enter a first name',
      'Enter a last name',
      'Enter an email address',
      'Select the professional body',
      'Enter the membership number',
    ]);
    await expectNoAxeViolations(container);
    const fill = async (label: string, value: string) => {
      await userEvent.clear(screen.getByLabelText(label));
      await userEvent.click(screen.getByLabelText(label));
      await userEvent.paste(value);
    };
    await fill('First name', 'Lena');
    await fill('Last name', 'L'.repeat(256));
    await fill('Email address', 'lena.example.com');
    await userEvent.selectOptions(screen.getByLabelText('Professional body'), 'Energy Institute');
    await fill('Membership number', 'EI-4471');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'The last name should not be more than 255 characters',
      'Enter an email address in the correct format, like name@example.com',
    ]);
    await fill('Last name', 'Lead');
    await fill('Email address', 'lena@example.com');
    await saveAndContinue();

    await heading(
      'Has the lead assessor reviewed and confirmed that the assessment meets the ESOS requirements?',
    );
    expect(screen.getByText('The lead assessor who signed off your ESOS assessment.')).toBeTruthy();
    await userEvent.click(
      screen.getByLabelText(
        'Yes, the lead assessor reviewed but not confirmed that the assessment meets the ESOS requirements',
      ),
    );
    expect(
      screen.getByText('Your notification will be reviewed by the relevant compliance body.'),
    ).toBeTruthy();
    await saveAndContinue();

    await heading('Check your answers');
    expect(screen.getByText('Energy Institute')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and complete' }));
    await screen.findByRole('heading', { level: 1, name: 'Submit Phase 3 notification' });

    const call = post.mock.calls.at(-1) as unknown as [
      string,
      { body: { requestTaskActionPayload: { noc: Noc; nocSectionsCompleted: object } } },
    ];
    const payload = call[1].body.requestTaskActionPayload;
    // The rest of the notification is sent as it was.
    expect(payload.noc.reportingObligation).toEqual(CATEGORY_A.reportingObligation);
    expect(payload.noc.leadAssessor).toEqual({
      leadAssessorType: 'EXTERNAL',
      leadAssessorDetails: {
        firstName: 'Lena',
        lastName: 'Lead',
        email: 'lena@example.com',
        professionalBody: 'ENERGY_INSTITUTE',
        membershipNumber: 'EI-4471',
      },
      hasLeadAssessorConfirmation: false,
    });
    expect(payload.nocSectionsCompleted).toEqual({
      reportingObligation: 'COMPLETED',
      leadAssessor: 'COMPLETED',
    });
    expect(saved().task.requestTask.payload).toMatchObject({
      nocSectionsCompleted: { leadAssessor: 'COMPLETED' },
    });
    expect(screen.getByRole('link', { name: 'Lead assessor details' })).toBeTruthy();
  });

  it('changes one answer from Check your answers and comes back to it', async () => {
    const { router } = renderNocTask(
      nocTask(
        {
          ...CATEGORY_A,
          leadAssessor: {
            leadAssessorType: 'INTERNAL',
            hasLeadAssessorConfirmation: true,
            leadAssessorDetails: {
              firstName: 'Ian',
              lastName: 'Inside',
              email: 'ian@example.com',
              professionalBody: 'QUIDOS',
              membershipNumber: 'Q1',
            },
          },
        },
        { reportingObligation: 'COMPLETED', leadAssessor: 'COMPLETED' },
      ),
      BASE,
    );
    await heading('Check your answers');
    expect(router.state.location.pathname).toBe(`${BASE}/summary`);
    await userEvent.click(
      screen.getByRole('link', { name: /^Change\s*whether the lead assessor is internal or external$/ }),
    );
    await heading(
      'Is the lead assessor who reviewed your ESOS assessment internal or external to your corporate group?',
    );
    await userEvent.click(screen.getByLabelText('External'));
    await saveAndContinue();
    await heading('Check your answers');
    expect(screen.getByText('External')).toBeTruthy();
  });
});

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
import type { Noc, ReportingObligation } from '../../noc/model';

afterEach(() => vi.restoreAllMocks());

const BASE = '/tasks/31/notification/confirmation';
const heading = pageHeading;
const STARTED = OBLIGATION_COMPLETED;
type Statements = NonNullable<NonNullable<Noc['confirmations']>['responsibilityAssessmentTypes']>;
const ALL: Statements = [
  'SATISFIED_WITH_ORGANISATION_WITHIN_SCOPE_OF_THE_SCHEME',
  'SATISFIED_WITH_ORGANISATION_COMPLIANT_WITH_SCOPE_OF_THE_SCHEME',
  'SATISFIED_WITH_INFORMATION_PROVIDED_UNLESS_THERE_IS_A_DECLARED_REASON',
  'SATISFIED_WITH_INFORMATION_PROVIDED',
];
const STATEMENTS = [
  'the organisation is within scope of the scheme',
  'the organisation is compliant with the scheme',
  'the relevant sections of the ESOS report have been shared with all undertakings in the corporate group, unless there is a declared reason why this is prohibited by law',
  'the information provided in this notification of compliance is correct',
];

const qualifying = (energyResponsibilityType: 'NOT_RESPONSIBLE' | 'RESPONSIBLE_BUT_LESS_THAN_40000_KWH') => ({
  reportingObligation: {
    qualificationType: 'QUALIFY',
    reportingObligationDetails: {
      qualificationReasonType: 'STAFF_MEMBERS_MORE_THAN_250',
      energyResponsibilityType,
      ...(energyResponsibilityType === 'NOT_RESPONSIBLE'
        ? {}
        : {
            complianceRouteDistribution: {
              iso50001Pct: 0,
              displayEnergyCertificatePct: 0,
              greenDealAssessmentPct: 0,
              energyAuditsPct: 100,
              energyNotAuditedPct: 0,
              totalPct: 100,
            },
          }),
    },
  } satisfies ReportingObligation,
});

const OFFICER = {
  firstName: 'Rita',
  lastName: 'Officer',
  jobTitle: 'Director',
  email: 'rita@example.com',
  line1: '1 High Street',
  line2: null,
  city: 'Leeds',
  county: null,
  postcode: 'LS1 1AA',
  phoneNumber: { countryCode: '44', number: '0113 496 0000' },
  mobileNumber: null,
};

async function tickAll(statements = STATEMENTS) {
  for (const statement of statements) await userEvent.click(screen.getByLabelText(statement));
}

async function fillOfficer(firstName: string, email: string) {
  await fillIn('First name', firstName);
  await fillIn('Last name', 'Officer');
  await fillIn('Job title', 'Director');
  await fillIn('Email address', email);
  await fillIn('Address line 1', '1 High Street');
  await fillIn('Town or city', 'Leeds');
  await fillIn('Postcode', 'LS1 1AA');
  await fillIn({ label: 'Phone number', nth: 0 }, '0113 496 0000');
}

async function enterDate(day: string, month: string, year: string) {
  await fillIn('Day', day);
  await fillIn('Month', month);
  await fillIn('Year', year);
}

describe('responsible officer confirmation', { timeout: 60_000 }, () => {
  it('asks a second officer when the lead assessor is internal, with every message', async () => {
    const noc: Noc = { ...CATEGORY_A, leadAssessor: { leadAssessorType: 'INTERNAL' } };
    const { post, container } = renderNocTask(nocTask(noc, STARTED), BASE);
    await heading('Responsible officer review');
    expect(
      screen.getByText(
        'I confirm that the responsible officer has reviewed the recommendations of the ESOS assessment and is satisfied that, to the best of their knowledge, the following statements are true:',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('a director who has been nominated for the purpose of ensuring ESOS compliance'),
    ).toBeTruthy();
    await tickAll(STATEMENTS.slice(0, 3));
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Select all declaration notes']);
    await expectNoAxeViolations(container);
    await tickAll(STATEMENTS.slice(3));
    await saveAndContinue();

    await heading('Details of the responsible officer');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'Enter first name',
      'Enter last name',
      'Enter job title',
      'Enter email address',
      'Enter an address',
      'Enter a town or city',
      'Enter a postcode',
      'Enter phone number',
    ]);
    await fillOfficer('Rita', 'rita@example.com');
    // Too long (task-forms §0 Person: ≤255, '… should not be larger than 255 characters'): nothing is saved.
    const saves = post.mock.calls.length;
    await fillIn('Last name', 'O'.repeat(256));
    await fillIn('Job title', 'D'.repeat(256));
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'The last name should not be larger than 255 characters',
      'The job title should not be larger than 255 characters',
    ]);
    expect(fieldErrorMessage('Last name')).toBe('The last name should not be larger than 255 characters');
    expect(fieldErrorMessage('Job title')).toBe('The job title should not be larger than 255 characters');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Rita');
    expect(post).toHaveBeenCalledTimes(saves);
    await fillIn('Last name', 'Officer');
    await fillIn('Job title', 'Director');
    await saveAndContinue();

    await heading('When did the responsible officer review the ESOS assessment recommendations?');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Select a date']);
    await enterDate('5', '12', '2019');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['The date must be the same as or after 6 December 2019']);
    await enterDate('1', '1', '2099');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['The date must be today or in the past']);
    await enterDate('30', '2', '2024');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Enter a real date']);
    await enterDate('27', '3', '2024');
    await saveAndContinue();

    await heading('Second responsible officer review');
    expect(
      screen.getByText(/^I confirm that a second responsible officer has reviewed the recommendations/),
    ).toBeTruthy();
    await tickAll();
    await saveAndContinue();
    await heading('Details of the second responsible officer');
    await fillOfficer('Sam', 'RITA@example.com');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Each director must have a different email address']);
    await fillIn('Email address', 'sam@example.com');
    await saveAndContinue();

    await heading('Check your answers');
    expect(screen.getByText('27 March 2024')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and complete' }));
    await heading('Submit Phase 3 notification');
    const saved = lastSave(post);
    expect(saved.noc.confirmations).toEqual({
      responsibilityAssessmentTypes: ALL,
      responsibleOfficerDetails: OFFICER,
      reviewAssessmentDate: '2024-03-27',
      secondResponsibleOfficerEnergyTypes: ALL,
      secondResponsibleOfficerDetails: { ...OFFICER, firstName: 'Sam', email: 'sam@example.com' },
    });
    expect(saved.nocSectionsCompleted).toEqual({ ...STARTED, confirmations: 'COMPLETED' });
  });

  it('asks no date and no second officer of an organisation without energy responsibility', async () => {
    const { post } = renderNocTask(nocTask(qualifying('NOT_RESPONSIBLE'), STARTED), BASE);
    await heading('Responsible officer review');
    await tickAll([
      'the organisation is within scope of the scheme but does not have any energy responsibility',
      ...STATEMENTS.slice(1),
    ]);
    await saveAndContinue();
    await heading('Details of the responsible officer');
    await fillOfficer('Rita', 'rita@example.com');
    await saveAndContinue();
    await heading('Check your answers');
    expect(lastSave(post).noc.confirmations).toEqual({
      noEnergyResponsibilityAssessmentTypes: ALL,
      responsibleOfficerDetails: OFFICER,
    });
  });

  it('asks a second officer when the organisation used under 40,000 kWh, resuming there', async () => {
    renderNocTask(
      nocTask(
        {
          ...qualifying('RESPONSIBLE_BUT_LESS_THAN_40000_KWH'),
          confirmations: {
            responsibilityAssessmentTypes: ALL,
            responsibleOfficerDetails: OFFICER,
            reviewAssessmentDate: '2024-03-27',
          },
        },
        { ...STARTED, confirmations: 'IN_PROGRESS' },
      ),
      BASE,
    );
    await heading('Second responsible officer review');
  });

  it('asks no second officer when the lead assessor is external', async () => {
    renderNocTask(
      nocTask(
        {
          ...CATEGORY_A,
          leadAssessor: { leadAssessorType: 'EXTERNAL' },
          confirmations: {
            responsibilityAssessmentTypes: ALL,
            responsibleOfficerDetails: OFFICER,
            reviewAssessmentDate: '2024-03-27',
          },
        },
        { ...STARTED, confirmations: 'IN_PROGRESS' },
      ),
      BASE,
    );
    await heading('Check your answers');
    expect(screen.queryByText('Second responsible officer’s statements')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe';
import { apiResult } from '../../../../test/api-result';
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
import type { AccountOriginatedData } from '../../noc/model';

afterEach(() => vi.restoreAllMocks());

const BASE = '/tasks/31/notification/responsible-undertaking';
const heading = pageHeading;
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const STARTED = OBLIGATION_COMPLETED;
const LOOKUP = '/v1.0/company-information/{registrationNumber}';

const ACCOUNT: AccountOriginatedData = {
  organisationDetails: {
    name: 'Acme Ltd',
    registrationNumber: '01234567',
    type: 'SIC',
    codes: ['70100'],
    line1: '1 Account Road',
    city: 'Leeds',
    postcode: 'LS1 1AA',
  },
};

/** Companies House: SC123456 is Acme Holdings in Edinburgh; any other number is not found. */
function companiesHouse(init: unknown) {
  const { registrationNumber } = (init as { params: { path: { registrationNumber: string } } }).params.path;
  return registrationNumber === 'SC123456'
    ? apiResult({
        name: 'Acme Holdings Ltd',
        registrationNumber,
        address: { line1: '9 Castle Street', city: 'Edinburgh', postcode: 'EH1 2AB' },
        sicCodes: ['64209'],
      })
    : apiResult({ code: 'NOTFOUND1001', message: 'not found', data: [] }, 404);
}

describe('responsible undertaking', { timeout: 60_000 }, () => {
  it('asks every question in order with its messages, looks the number up and completes', async () => {
    const { post, get, container } = renderNocTask(
      nocTask(CATEGORY_A, STARTED, { accountOriginatedData: ACCOUNT }),
      BASE,
      { [LOOKUP]: companiesHouse },
    );
    await heading('Is the UK organisation registered at Companies House?');
    // The account's number is offered.
    expect(value('Company registration number')).toBe('01234567');
    await fillIn('Company registration number', '');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Enter the registration number']);
    await fillIn('Company registration number', 'SC12');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['The registration number must be 8 characters']);
    await fillIn('Company registration number', '99999999');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['The registration number was not found at Companies House']);
    expect(post).not.toHaveBeenCalled();
    await fillIn('Company registration number', 'sc123456');
    await saveAndContinue();

    await heading('Enter the organisation details');
    expect(get).toHaveBeenCalledWith(LOOKUP, { params: { path: { registrationNumber: 'SC123456' } } });
    // Name and address from Companies House; the activity codes from the account.
    expect(value('Organisation name')).toBe('Acme Holdings Ltd');
    expect(value('Town or city')).toBe('Edinburgh');
    expect(value('Code')).toBe('70100');
    await fillIn('Organisation name', '');
    await fillIn('Postcode', '');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'Enter the registered name of the organisation',
      'Enter a postcode',
    ]);
    await expectNoAxeViolations(container);
    // Too long: the name (≤255) and the Address block (task-forms §0: 255, 255, 64); nothing is saved.
    let saves = post.mock.calls.length;
    await fillIn('Organisation name', 'A'.repeat(256));
    await fillIn('Address line 1', '9'.repeat(256));
    await fillIn('Town or city', 'E'.repeat(256));
    await fillIn('Postcode', 'P'.repeat(65));
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'The organisation name should not be more than 255 characters',
      'The address should not be more than 255 characters',
      'The city should not be more than 255 characters',
      'The postcode should not be more than 64 characters',
    ]);
    expect(fieldErrorMessage('Organisation name')).toBe(
      'The organisation name should not be more than 255 characters',
    );
    expect(fieldErrorMessage('Address line 1')).toBe('The address should not be more than 255 characters');
    expect(fieldErrorMessage('Town or city')).toBe('The city should not be more than 255 characters');
    expect(fieldErrorMessage('Postcode')).toBe('The postcode should not be more than 64 characters');
    expect(value('Code')).toBe('70100');
    expect(post).toHaveBeenCalledTimes(saves);
    await fillIn('Address line 1', '9 Castle Street');
    await fillIn('Town or city', 'Edinburgh');
    await fillIn('Organisation name', 'Acme Holdings Ltd');
    await fillIn('Postcode', 'EH1 2AB');
    await userEvent.selectOptions(screen.getByLabelText('County (optional)'), 'Essex');
    await saveAndContinue();

    await heading(
      'Does the organisation operate under a trading name that is different to the registered name?',
    );
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Select yes or no']);
    await userEvent.click(screen.getByLabelText('Yes'));
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Enter the trading name or other name']);
    saves = post.mock.calls.length;
    await fillIn('Trading name or other name', 'T'.repeat(256));
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['The trading name should not be more than 255 characters']);
    expect(fieldErrorMessage('Trading name or other name')).toBe(
      'The trading name should not be more than 255 characters',
    );
    expect(post).toHaveBeenCalledTimes(saves);
    await fillIn('Trading name or other name', 'Acme');
    await saveAndContinue();

    await heading('Enter the organisation’s contact details');
    expect(screen.getByText('This should be a business email address.')).toBeTruthy();
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Enter the email address', 'Enter phone number']);
    await fillIn('Email address', 'info@acme.example');
    await fillIn('Phone number', '0131 496 0000');
    await saveAndContinue();

    await heading(
      'Does this ESOS notification include information in relation to energy consumption of a trust asset?',
    );
    await userEvent.click(screen.getByLabelText('Yes'));
    await fillIn('Description or name of relevant trust assets (optional)', 'Acme Pension Trust');
    await saveAndContinue();

    await heading(
      'Does your organisation have a parent company to which the ESOS regulations do not extend?',
    );
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'Select Yes if the organisation has a parent company based outside of the UK',
    ]);
    await userEvent.click(
      screen.getByLabelText('Yes, the organisation has a global parent company based outside of the UK'),
    );
    await saveAndContinue();

    await heading('Enter the name of the overseas parent company');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Enter the name of the parent company']);
    saves = post.mock.calls.length;
    await fillIn('Overseas parent company name', 'I'.repeat(256));
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'The parent company name should not be more than 255 characters',
    ]);
    expect(fieldErrorMessage('Overseas parent company name')).toBe(
      'The parent company name should not be more than 255 characters',
    );
    expect(post).toHaveBeenCalledTimes(saves);
    await fillIn('Overseas parent company name', 'Acme Inc');
    await saveAndContinue();

    await heading('Check your answers');
    expect(screen.getByText('Acme Pension Trust')).toBeTruthy();
    // A UK number as people write it, not after '+44'.
    expect(screen.getByText('0131 496 0000')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and complete' }));
    await heading('Submit Phase 3 notification');
    const { noc, nocSectionsCompleted } = lastSave(post);
    expect(noc.responsibleUndertaking).toEqual({
      organisationDetails: {
        registrationNumberExist: true,
        registrationNumber: 'SC123456',
        name: 'Acme Holdings Ltd',
        type: 'SIC',
        otherTypeName: null,
        codes: ['70100'],
        line1: '9 Castle Street',
        line2: null,
        city: 'Edinburgh',
        county: 'Essex',
        postcode: 'EH1 2AB',
      },
      tradingDetails: { exist: true, tradingName: 'Acme' },
      organisationContactDetails: {
        email: 'info@acme.example',
        phoneNumber: { countryCode: '44', number: '0131 496 0000' },
      },
      isBehalfOfTrust: true,
      trustName: 'Acme Pension Trust',
      hasOverseasParentDetails: true,
      overseasParentDetails: { name: 'Acme Inc', tradingName: null },
    });
    expect(nocSectionsCompleted).toEqual({ ...STARTED, responsibleUndertaking: 'COMPLETED' });
  });

  it('skips the look-up when not registered, resumes where the user was and drops the parent on No', async () => {
    const answers = {
      organisationDetails: {
        registrationNumberExist: true,
        registrationNumber: 'SC123456',
        name: 'Acme Holdings Ltd',
        type: 'OTHER' as const,
        otherTypeName: 'NACE',
        codes: ['1'],
        line1: '9 Castle Street',
        city: 'Edinburgh',
        postcode: 'EH1 2AB',
      },
      tradingDetails: { exist: false },
      organisationContactDetails: {
        email: 'a@b.example',
        phoneNumber: { countryCode: '44', number: '0131 496 0000' },
      },
      isBehalfOfTrust: false,
      hasOverseasParentDetails: true,
      overseasParentDetails: { name: 'Acme Inc' },
    };
    const { post, get, router } = renderNocTask(
      nocTask(
        { ...CATEGORY_A, responsibleUndertaking: answers },
        { ...STARTED, responsibleUndertaking: 'IN_PROGRESS' },
      ),
      BASE,
      { [LOOKUP]: companiesHouse },
    );
    // Every page is answered: the user resumes on Check your answers.
    await heading('Check your answers');
    expect(screen.getByText('Other: NACE')).toBeTruthy();
    await userEvent.click(
      screen.getByRole('link', {
        name: /^Change\s*whether the organisation has an overseas parent company$/,
      }),
    );
    await userEvent.click(
      await screen.findByLabelText(
        'No, the organisation does not have a global parent company that is based outside of the UK',
      ),
    );
    await saveAndContinue();
    await heading('Check your answers');
    expect(lastSave(post).noc.responsibleUndertaking).toEqual({
      ...answers,
      hasOverseasParentDetails: false,
      overseasParentDetails: undefined,
    });
    expect(screen.queryByText('Acme Inc')).toBeNull();

    await router.navigate(`${BASE}/organisation-registration-number?change=true`);
    await userEvent.click(
      await screen.findByLabelText(
        'No, the organisation is not registered and does not have a company registration number',
      ),
    );
    await saveAndContinue();
    await heading('Check your answers');
    expect(get).not.toHaveBeenCalledWith(LOOKUP, expect.anything());
    expect(lastSave(post).noc.responsibleUndertaking?.organisationDetails).toMatchObject({
      registrationNumberExist: false,
      registrationNumber: null,
      name: 'Acme Holdings Ltd',
    });
  });
});

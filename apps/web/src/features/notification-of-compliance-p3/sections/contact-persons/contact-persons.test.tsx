import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe';
import {
  CATEGORY_A,
  errorSummaryLinks,
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

const BASE = '/tasks/31/notification/contact-persons';
const heading = pageHeading;
// Phone number 1's fields (Phone number 2 has the same labels).
const PHONE = { nth: 0, label: 'Phone number' };
const MOBILE = { nth: 1, label: 'Phone number' };
const CODE = { nth: 0, label: 'Country code' };
const STARTED = OBLIGATION_COMPLETED;

const ACCOUNT: AccountOriginatedData = {
  primaryContact: {
    firstName: 'Olivia',
    lastName: 'Operator',
    email: 'olivia@example.com',
    phoneNumber: { countryCode: '44', number: '02079460000' },
    line1: '1 High Street',
    city: 'Leeds',
    postcode: 'LS1 1AA',
  },
  secondaryContact: { firstName: 'Sam', lastName: 'Second', email: 'sam@example.com' },
};

describe('contact persons', { timeout: 60_000 }, () => {
  it('pre-fills the primary contact from the account, checks every field and saves the wire shape', async () => {
    const { post, container, saved } = renderNocTask(
      nocTask(CATEGORY_A, STARTED, { accountOriginatedData: ACCOUNT }),
      BASE,
    );
    await heading('Primary contact details');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Olivia');
    expect((screen.getByLabelText('Postcode') as HTMLInputElement).value).toBe('LS1 1AA');
    // The county is chosen from the UK counties of GET /data.
    await screen.findByRole('option', { name: 'Kent' });

    for (const label of [
      'First name',
      'Last name',
      'Email address',
      'Address line 1',
      'Town or city',
      'Postcode',
    ])
      await fillIn(label, '');
    await fillIn(PHONE, '');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'Enter first name',
      'Enter last name',
      'Enter email address',
      'Enter an address',
      'Enter a town or city',
      'Enter a postcode',
      'Enter phone number',
    ]);
    expect(post).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    await fillIn('First name', 'O'.repeat(256));
    await fillIn('Last name', 'Operator');
    await fillIn('Email address', 'olivia.example.com');
    await fillIn('Address line 1', '2 Park Row');
    await fillIn('Town or city', 'Leeds');
    await fillIn('Postcode', 'LS1 5AB');
    await userEvent.selectOptions(screen.getByLabelText('County (optional)'), 'Kent');
    await fillIn(PHONE, '0207');
    await fillIn(MOBILE, '07400 I23456');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'The first name should not be larger than 255 characters',
      'Enter an email address in the correct format, like name@example.com',
      'The phone number is too short for your country code',
      'The phone number contains invalid characters',
    ]);
    await fillIn('First name', 'Olivia');
    await fillIn('Email address', 'olivia@example.com');
    await fillIn(PHONE, '020 7946 0000');
    await fillIn(MOBILE, '07400 123456');
    await saveAndContinue();

    await heading('Do you want to add a secondary contact?');
    expect(lastSave(post).noc.contactPersons).toEqual({
      primaryContact: {
        firstName: 'Olivia',
        lastName: 'Operator',
        jobTitle: null,
        email: 'olivia@example.com',
        line1: '2 Park Row',
        line2: null,
        city: 'Leeds',
        county: 'Kent',
        postcode: 'LS1 5AB',
        phoneNumber: { countryCode: '44', number: '020 7946 0000' },
        mobileNumber: { countryCode: '44', number: '07400 123456' },
      },
    });
    expect(lastSave(post).nocSectionsCompleted).toEqual({ ...STARTED, contactPersons: 'IN_PROGRESS' });
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Select yes if you want to add a secondary contact']);
    await userEvent.click(screen.getByLabelText('Yes'));
    await saveAndContinue();

    await heading('Secondary contact details');
    // The account's secondary contact, who has no address or phone yet.
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Sam');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'Enter an address',
      'Enter a town or city',
      'Enter a postcode',
      'Enter phone number',
    ]);
    await fillIn('Address line 1', '3 Low Road');
    await fillIn('Town or city', 'York');
    await fillIn('Postcode', 'YO1 7HH');
    await fillIn(CODE, '99');
    await fillIn(PHONE, '1 23 45 67 89');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Enter a country code that exists, like 44 for the UK']);
    await fillIn(CODE, '33');
    await fillIn(PHONE, '1 23 45 67 89');
    await saveAndContinue();

    await heading('Check your answers');
    expect(screen.getByText('+33 1 23 45 67 89')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await heading('Submit Phase 3 notification');
    const { noc, nocSectionsCompleted } = lastSave(post);
    expect(noc.contactPersons?.hasSecondaryContact).toBe(true);
    expect(noc.contactPersons?.secondaryContact).toMatchObject({
      firstName: 'Sam',
      phoneNumber: { countryCode: '33', number: '1 23 45 67 89' },
      mobileNumber: null,
    });
    expect(nocSectionsCompleted).toEqual({ ...STARTED, contactPersons: 'COMPLETED' });
    expect(saved().task.requestTask.payload).toMatchObject({
      noc: { reportingObligation: CATEGORY_A.reportingObligation },
    });
  });

  it('resumes at the first question not answered and drops the secondary contact on No', async () => {
    const primaryContact = {
      ...ACCOUNT.primaryContact,
      firstName: 'Pat',
    };
    const { post, router } = renderNocTask(
      nocTask(
        {
          ...CATEGORY_A,
          contactPersons: {
            primaryContact,
            hasSecondaryContact: true,
            secondaryContact: { firstName: 'Sam' },
          },
        },
        { ...STARTED, contactPersons: 'IN_PROGRESS' },
      ),
      BASE,
    );
    // The primary contact is complete, the secondary is not: the user resumes on the secondary's page.
    await heading('Secondary contact details');
    expect(router.state.location.pathname).toBe(`${BASE}/secondary-contact-details`);
    await router.navigate(`${BASE}/add-secondary-contact`);
    await heading('Do you want to add a secondary contact?');
    await userEvent.click(screen.getByLabelText('No'));
    await saveAndContinue();

    await heading('Check your answers');
    expect(lastSave(post).noc.contactPersons).toEqual({ primaryContact, hasSecondaryContact: false });
    expect(screen.queryByText('Secondary contact details')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: /^Change\s*primary contact details$/ }));
    await heading('Primary contact details');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Pat');
    await fillIn('Job title (optional)', 'Energy manager');
    await saveAndContinue();
    await heading('Check your answers');
    expect(screen.getByText('Energy manager')).toBeTruthy();
  });

  it('is listed on the task list with its status and link', async () => {
    renderNocTask(nocTask(CATEGORY_A, { ...STARTED, contactPersons: 'IN_PROGRESS' }), '/tasks/31');
    const link = await screen.findByRole('link', { name: 'Contact persons' });
    expect(link.getAttribute('href')).toBe(BASE);
  });
});

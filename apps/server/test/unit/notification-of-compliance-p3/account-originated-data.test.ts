import { describe, expect, it } from 'vitest';
import {
  nocP3Schema,
  nocSubmitTaskPayloadSchema,
} from '../../../src/workflow/notification-of-compliance-p3/payload';
import {
  applySave,
  buildAccountOriginatedData,
  newSubmitTaskPayload,
  startingContactPersons,
  startingResponsibleUndertaking,
  type ContactUser,
  type OrganisationAccount,
} from '../../../src/workflow/notification-of-compliance-p3/rules';

const account: OrganisationAccount = {
  name: 'Demo Organisation Ltd',
  registrationNumber: '12345678',
  addressLine1: '1 Demo Street',
  addressLine2: null,
  city: 'London',
  county: null,
  postcode: 'SW1A 1AA',
  classificationType: 'OTHER',
  classificationOtherName: 'NACE',
  classificationCodes: ['35.11'],
};

const user = (firstName: string, overrides: Partial<ContactUser> = {}): ContactUser => ({
  firstName,
  lastName: 'Operator',
  jobTitle: null,
  email: `${firstName.toLowerCase()}@example.com`,
  phoneNumberCode: 'GB44',
  phoneNumber: '2071234567',
  mobileNumberCode: null,
  mobileNumber: null,
  addressLine1: '2 Home Road',
  addressLine2: null,
  addressCity: 'London',
  addressCounty: null,
  addressPostcode: 'E1 1AA',
  ...overrides,
});

describe('accountOriginatedData', () => {
  it('holds the organisation and its primary and secondary contacts, leaving out what they do not have', () => {
    const data = buildAccountOriginatedData(account, {
      primary: user('Olivia'),
      secondary: user('Sam', { jobTitle: 'Buyer' }),
    });
    expect(data).toEqual({
      organisationDetails: {
        name: 'Demo Organisation Ltd',
        registrationNumber: '12345678',
        type: 'OTHER',
        otherTypeName: 'NACE',
        codes: ['35.11'],
        line1: '1 Demo Street',
        city: 'London',
        postcode: 'SW1A 1AA',
      },
      primaryContact: {
        firstName: 'Olivia',
        lastName: 'Operator',
        phoneNumber: { countryCode: '44', number: '2071234567' },
        email: 'olivia@example.com',
        line1: '2 Home Road',
        city: 'London',
        postcode: 'E1 1AA',
      },
      secondaryContact: expect.objectContaining({ firstName: 'Sam', jobTitle: 'Buyer' }),
    });
  });

  it('has no secondary contact when the account has none, and no other-type name for SIC codes', () => {
    const data = buildAccountOriginatedData(
      { ...account, classificationType: 'SIC' },
      { primary: user('Olivia') },
    );
    expect(data).not.toHaveProperty('secondaryContact');
    expect(data.organisationDetails).not.toHaveProperty('otherTypeName');
  });

  it('starts the task with an empty notification the task payload schema accepts', () => {
    const payload = newSubmitTaskPayload(buildAccountOriginatedData(account, { primary: user('Olivia') }));
    expect(nocSubmitTaskPayloadSchema.parse(payload)).toEqual(payload);
    expect(payload.noc).toEqual({});
  });

  it('offers the account data as the starting answers of the responsible undertaking and contact persons', () => {
    const data = buildAccountOriginatedData(account, { primary: user('Olivia'), secondary: user('Sam') });
    const noc = {
      responsibleUndertaking: startingResponsibleUndertaking(data),
      contactPersons: startingContactPersons(data),
    };
    expect(nocP3Schema.parse(noc)).toEqual(noc);
    expect(noc.responsibleUndertaking.organisationDetails).toMatchObject({
      name: 'Demo Organisation Ltd',
      registrationNumberExist: true,
      registrationNumber: '12345678',
      codes: ['35.11'],
    });
    expect(noc.contactPersons).toEqual({
      primaryContact: data.primaryContact,
      secondaryContact: data.secondaryContact,
    });
  });
});

describe('applySave', () => {
  it('replaces the notification and statuses, cleaned up, and keeps what the server owns', () => {
    const previous = {
      ...newSubmitTaskPayload(buildAccountOriginatedData(account, {})),
      nocAttachments: { 'c0ffee00-0000-4000-8000-000000000000': 'evidence.pdf' },
    };
    const saved = applySave(previous, {
      noc: {
        reportingObligation: { qualificationType: 'NOT_QUALIFY', noQualificationReason: 'Small' },
        contactPersons: {},
      },
      nocSectionsCompleted: { reportingObligation: 'COMPLETED', contactPersons: 'IN_PROGRESS' },
    });
    expect(saved).toEqual({
      ...previous,
      noc: { reportingObligation: { qualificationType: 'NOT_QUALIFY', noQualificationReason: 'Small' } },
      nocSectionsCompleted: { reportingObligation: 'COMPLETED' },
    });
  });
});

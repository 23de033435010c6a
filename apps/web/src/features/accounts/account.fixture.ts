import type { OrganisationAccount } from './accounts-api';

/** The account the accounts feature's tests show (not imported by the app). */
export const ACCOUNT: OrganisationAccount = {
  id: 7,
  name: 'Demo Organisation Ltd',
  organisationId: 'ORG000007',
  registrationNumber: '10000000',
  status: 'LIVE',
  competentAuthority: 'ENGLAND',
  location: 'ENGLAND',
  type: 'SIC',
  codes: ['70100'],
  line1: '1 Demo Street',
  city: 'London',
  postcode: 'SW1A 1AA',
  editable: true,
};

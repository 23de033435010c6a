import { groups } from './callers';
import type { MatrixCase } from './cases';

/** Companies House look-ups and the registration-number checks of the account application: any signed-in user. */
export const companyInformationCases: MatrixCase[] = [
  {
    operationId: 'getCompanyProfileByRegistrationNumber',
    method: 'GET',
    url: () => '/api/v1.0/company-information/12345678',
    allowed: groups.signedIn,
  },
  {
    operationId: 'isExistingAccountRegistrationNumber',
    method: 'GET',
    url: () => '/api/v1.0/organisation/accounts/registration-number?reg_nbr=10000000',
    allowed: groups.signedIn,
  },
  {
    operationId: 'getCurrentUserVerifiedRegistrationNumber',
    method: 'GET',
    url: () => '/api/v1.0/organisation/account-onboarding/registration-number',
    allowed: groups.signedIn,
  },
];

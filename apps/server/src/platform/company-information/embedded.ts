import { ApiError } from '../http/errors';
import type { CompanyInformationService, CompanyProfile } from './types';

/**
 * Fixture companies for development, tests and demos, used when no Companies House API key is set.
 * One of each kind of CRN: England and Wales (8 digits), Scotland (SC), an LLP (OC) and Northern Ireland (NI).
 */
export const fixtureCompanies: readonly CompanyProfile[] = [
  {
    name: 'Acme Energy Efficiency Ltd',
    registrationNumber: '12345678',
    address: { line1: '1 Fixture Street', city: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 1AA' },
    sicCodes: ['28110', '35110'],
  },
  {
    name: 'Highland Heat Ltd',
    registrationNumber: 'SC765432',
    address: { line1: '2 Castle Street', city: 'Inverness', postcode: 'IV1 1AA' },
    sicCodes: ['35300'],
  },
  {
    name: 'Valley Partners LLP',
    registrationNumber: 'OC301234',
    address: { line1: '3 Bute Street', line2: 'Cardiff Bay', city: 'Cardiff', postcode: 'CF10 1AA' },
    sicCodes: ['70100'],
  },
  {
    name: 'Lough Foods Ltd',
    registrationNumber: 'NI012345',
    address: { line1: '4 Donegall Place', city: 'Belfast', postcode: 'BT1 1AA' },
    sicCodes: ['10890'],
  },
];

/** Looking this CRN up fails as if Companies House were down, so the "unavailable" path can be tried. */
export const UNAVAILABLE_FIXTURE_CRN = '99999999';

export function createEmbeddedCompanyInformation(): CompanyInformationService {
  return {
    async lookup(registrationNumber) {
      const crn = registrationNumber.trim().toUpperCase();
      if (crn === UNAVAILABLE_FIXTURE_CRN) throw new ApiError('COMPANYINFO1001');
      const company = fixtureCompanies.find((candidate) => candidate.registrationNumber === crn);
      if (!company) throw new ApiError('NOTFOUND1001');
      // A copy, so a caller cannot change the fixtures.
      return structuredClone(company);
    },
  };
}

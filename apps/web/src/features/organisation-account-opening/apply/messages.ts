// Content of the wizard (web-screens §2.6): the Companies House question and number as the reference words
// them (task-forms §1.4, "Responsible undertaking"). The details step's messages are in shared/organisation.
export const MESSAGES = {
  registered: 'Select yes if the organisation is registered at Companies House',
  registrationNumber: 'Enter the registration number',
  registrationNumberFormat: 'The registration number must be 8 characters',
  registrationNumberInUse: 'An organisation account already exists with the same registration number',
  registrationNumberNotFound: 'The registration number was not found at the Companies House',
  companiesHouseUnavailable: 'The Companies House service is unavailable at the moment. Try again later.',
  companiesHouseUnauthorised:
    'The Companies House service is unavailable at the moment. Contact the UK ESOS Helpdesk.',
  checkFailed: 'The registration number could not be checked. Try again.',
  location: 'Select where the registered office is located',
} as const;

/** The message for a failed Companies House or registration-number check, by error code. */
export function companiesHouseMessage(code: string | undefined): string {
  switch (code) {
    case 'ACCOUNT1001':
      return MESSAGES.registrationNumberInUse;
    case 'NOTFOUND1001':
      return MESSAGES.registrationNumberNotFound;
    case 'COMPANYINFO1001':
    case 'COMPANYINFO1003':
      return MESSAGES.companiesHouseUnavailable;
    case 'COMPANYINFO1002':
      return MESSAGES.companiesHouseUnauthorised;
    default:
      return MESSAGES.checkFailed;
  }
}

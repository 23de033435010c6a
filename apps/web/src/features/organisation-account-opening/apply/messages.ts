// Content of the wizard (web-screens §2.6): the Companies House question and number as the reference words
// them (task-forms §1.4, "Responsible undertaking"). The details step's messages are in shared/organisation.
import {
  COMPANIES_HOUSE_MESSAGES,
  companiesHouseMessage as lookUpMessage,
} from '../../../shared/organisation';

export const MESSAGES = {
  ...COMPANIES_HOUSE_MESSAGES,
  registrationNumberInUse: 'An organisation account already exists with the same registration number',
  location: 'Select where the registered office is located',
} as const;

/** The message for a failed Companies House or registration-number check, by error code. */
export function companiesHouseMessage(code: string | undefined): string {
  return code === 'ACCOUNT1001' ? MESSAGES.registrationNumberInUse : lookUpMessage(code);
}

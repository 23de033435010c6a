import type { Control, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { api, unwrap, type components } from '../api';
import { RadiosField, fieldId, requiredChoice, text } from '../forms';
import { TextInput } from '../govuk/forms';

// The Companies House question and number, as the account application and the notification's responsible
// undertaking ask them (task-forms §1.4, "Responsible undertaking"; web-screens §2.6).

export type CompanyProfile = components['schemas']['CompanyProfileDTO'];

export const COMPANIES_HOUSE_MESSAGES = {
  registered: 'Select yes if the organisation is registered at Companies House',
  registrationNumber: 'Enter the registration number',
  registrationNumberFormat: 'The registration number must be 8 characters',
  registrationNumberNotFound: 'The registration number was not found at Companies House',
  companiesHouseUnavailable: 'The Companies House service is unavailable at the moment. Try again later.',
  companiesHouseUnauthorised:
    'The Companies House service is unavailable at the moment. Contact the UK ESOS Helpdesk.',
  checkFailed: 'The registration number could not be checked. Try again.',
} as const;
const m = COMPANIES_HOUSE_MESSAGES;

/** The message for a failed Companies House look-up, by error code. */
export function companiesHouseMessage(code: string | undefined): string {
  switch (code) {
    case 'NOTFOUND1001':
      return m.registrationNumberNotFound;
    case 'COMPANYINFO1001':
    case 'COMPANYINFO1003':
      return m.companiesHouseUnavailable;
    case 'COMPANYINFO1002':
      return m.companiesHouseUnauthorised;
    default:
      return m.checkFailed;
  }
}

export async function lookUpCompany(registrationNumber: string): Promise<CompanyProfile> {
  return unwrap(
    api.GET('/v1.0/company-information/{registrationNumber}', {
      params: { path: { registrationNumber } },
    }),
  );
}

/** Registered or not, and the 8-character number when registered. */
export const registrationNumberSchema = z
  .object({
    registered: requiredChoice(['YES', 'NO'], m.registered),
    registrationNumber: text(),
  })
  .superRefine((values, context) => {
    if (values.registered !== 'YES') return;
    const crn = values.registrationNumber;
    if (crn === null) {
      context.addIssue({ code: 'custom', path: ['registrationNumber'], message: m.registrationNumber });
    } else if (!/^[A-Za-z0-9]{8}$/.test(crn)) {
      context.addIssue({ code: 'custom', path: ['registrationNumber'], message: m.registrationNumberFormat });
    }
  });
export type RegistrationNumberValues = z.input<typeof registrationNumberSchema>;
export type RegistrationNumberOutput = z.output<typeof registrationNumberSchema>;

export interface CompaniesHouseQuestionProps<T extends FieldValues & RegistrationNumberValues> {
  control: Control<T, unknown, RegistrationNumberOutput>;
  register: UseFormRegister<T>;
  errors: FieldErrors<RegistrationNumberValues>;
  /** The question, the page's heading. */
  title: string;
}

/** "Is the UK organisation registered at Companies House?", revealing the number on Yes. */
export function CompaniesHouseQuestion<T extends FieldValues & RegistrationNumberValues>({
  control,
  register,
  errors,
  title,
}: CompaniesHouseQuestionProps<T>) {
  return (
    <RadiosField
      control={control}
      name={'registered' as Path<T>}
      legend={{ text: title, size: 'l', isPageHeading: true }}
      hint="Companies House registers limited companies and limited liability partnerships in the UK."
      items={[
        {
          value: 'YES',
          text: 'Yes',
          conditional: (
            <TextInput
              id={fieldId('registrationNumber')}
              label="Company registration number"
              hint={
                <>
                  This is 8 characters long, for example 01234567, SC123456 or OC123456. If your Company
                  Registration Number has fewer than 8 numbers, add zeroes at the start.
                </>
              }
              className="govuk-input--width-10"
              spellCheck={false}
              autoComplete="off"
              errorMessage={errors.registrationNumber?.message}
              {...register('registrationNumber' as Path<T>)}
            />
          ),
        },
        {
          value: 'NO',
          text: 'No, the organisation is not registered and does not have a company registration number',
        },
      ]}
    />
  );
}

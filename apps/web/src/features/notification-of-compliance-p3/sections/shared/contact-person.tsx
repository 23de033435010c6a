import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { email, fieldId, maxLength, requiredText, text } from '../../../../shared/forms';
import { TextInput } from '../../../../shared/govuk/forms';
import type { components } from '../../../../shared/api';
import { AddressFields, addressLines, addressShape, addressValues, toAddress } from './address';
import { PhoneFields, phoneSchema, phoneText, phoneValues, toPhoneNumber } from './phone';

/** A person on the wire (ContactPerson): names, job title, email, phones and the unwrapped address. */
export type ContactPerson = components['schemas']['ContactPerson'];

const tooLong = (what: string) => maxLength(255, `${what} should not be larger than 255 characters`);

/** The Person block (task-forms §0); a responsible officer's job title is required. */
export function contactPersonSchema({ jobTitleRequired = false } = {}) {
  const jobTitle = tooLong('The job title');
  return z.object({
    firstName: requiredText('Enter first name', tooLong('The first name')),
    lastName: requiredText('Enter last name', tooLong('The last name')),
    jobTitle: jobTitleRequired ? requiredText('Enter job title', jobTitle) : text(jobTitle),
    email: requiredText(
      'Enter email address',
      tooLong('The email address'),
      email('Enter an email address in the correct format, like name@example.com'),
    ),
    ...addressShape,
    phoneNumber: phoneSchema(true),
    mobileNumber: phoneSchema(false),
  });
}
type PersonSchema = ReturnType<typeof contactPersonSchema>;
export type ContactPersonValues = z.input<PersonSchema>;
export type ContactPersonOutput = z.output<PersonSchema>;

export function contactPersonValues(person: ContactPerson | null | undefined): ContactPersonValues {
  return {
    firstName: person?.firstName ?? '',
    lastName: person?.lastName ?? '',
    jobTitle: person?.jobTitle ?? '',
    email: person?.email ?? '',
    ...addressValues(person),
    phoneNumber: phoneValues(person?.phoneNumber),
    mobileNumber: phoneValues(person?.mobileNumber),
  };
}

/** Whether a saved person has every answer the Person block requires. */
export function isContactPersonDone(person: ContactPerson | null | undefined, jobTitleRequired = false) {
  return (
    person != null && contactPersonSchema({ jobTitleRequired }).safeParse(contactPersonValues(person)).success
  );
}

export function toContactPerson(output: ContactPersonOutput): ContactPerson {
  return {
    firstName: output.firstName,
    lastName: output.lastName,
    jobTitle: output.jobTitle,
    email: output.email,
    ...toAddress(output),
    phoneNumber: toPhoneNumber(output.phoneNumber),
    mobileNumber: toPhoneNumber(output.mobileNumber),
  };
}

/** A person on 'Check your answers': name, job title, email, address and phones, one a line. */
export function ContactPersonLines({ person }: { person: ContactPerson | null | undefined }) {
  if (!person) return null;
  const lines = [
    [person.firstName, person.lastName].filter(Boolean).join(' '),
    person.jobTitle ?? '',
    person.email ?? '',
    ...addressLines(person),
    phoneText(person.phoneNumber),
    phoneText(person.mobileNumber),
  ].filter((line) => line !== '');
  return lines.map((line, index) => (
    <span key={index} className="govuk-!-display-block">
      {line}
    </span>
  ));
}

export interface ContactPersonFieldsProps {
  form: UseFormReturn<ContactPersonValues, unknown, ContactPersonOutput>;
  jobTitleRequired?: boolean;
}

/** The Person block's fields. */
export function ContactPersonFields({ form, jobTitleRequired = false }: ContactPersonFieldsProps) {
  const errors = form.formState.errors;
  const input = (name: 'firstName' | 'lastName' | 'jobTitle' | 'email', label: string, extra = {}) => (
    <TextInput
      id={fieldId(name)}
      label={label}
      autoComplete="off"
      spellCheck={false}
      errorMessage={errors[name]?.message}
      {...extra}
      {...form.register(name)}
    />
  );
  return (
    <>
      {input('firstName', 'First name')}
      {input('lastName', 'Last name')}
      {input('jobTitle', jobTitleRequired ? 'Job title' : 'Job title (optional)', { spellCheck: undefined })}
      {input('email', 'Email address', { type: 'email' })}
      <AddressFields legend="Address" control={form.control} register={form.register} errors={errors} />
      <PhoneFields
        name="phoneNumber"
        legend="Phone number 1"
        register={form.register}
        errors={errors.phoneNumber}
      />
      <PhoneFields
        name="mobileNumber"
        legend="Phone number 2 (optional)"
        register={form.register}
        errors={errors.mobileNumber}
      />
    </>
  );
}

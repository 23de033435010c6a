import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  RadiosField,
  fieldId,
  maxLength,
  requiredChoice,
  requiredText,
  text,
} from '../../../../shared/forms';
import { Checkboxes, Fieldset, TextInput } from '../../../../shared/govuk/forms';
import { ActivityCodeFields, MAX_CODES } from '../../../../shared/organisation';
import type { components } from '../../../../shared/api';
import { yesNo, type YesNo } from '../shared/yes-no';

/** An organisation complying with the responsible undertaking, as the wire holds it. */
export type AssociatedOrganisation = components['schemas']['OrganisationAssociatedWithRU'];

/** The reference's company registration number pattern (reporting-inventory §2). */
const CRN = /^(?:\d{8}|[A-Z]\d{7}|[A-Z]{2}\d{5}[A-Z0-9])$/;

export const ORGANISATION_MESSAGES = {
  registrationNumberExist: 'Please select an option',
  registrationNumber: 'Enter the registration number',
  registrationNumberPattern:
    'The company registration number must be either 8 digits, 1 letter followed by 7 digits, 2 letters followed by 6 digits or 2 letters followed by 5 digits followed by a final letter. If your company registration number has less than 8 digits then you may need to add zeros at the beginning',
  name: 'Enter the organisation name',
  nameTooLong: 'The organisation name should not be more than 255 characters',
  type: 'Enter a classification type',
  otherTypeName: 'Enter a classification name',
  code: 'Enter a code',
  tooLong: (what: string) => `The ${what} should not be more than 255 characters`,
  parentAndSubsidiary:
    'An organisation cannot be a parent and a subsidiary of the responsible undertaking at the same time.',
};

/** The five yes-or-no questions about an organisation, in the reference's order, with their messages. */
export const ORGANISATION_QUESTIONS = [
  {
    key: 'isPartOfArrangement',
    question:
      'Is this organisation part of an arrangement where 2 or more highest UK parent groups are complying as one participant?',
    message: 'Select yes if 2 or more parent groups are complying as one participant',
    column: 'Co-parent organisation included',
  },
  {
    key: 'hasCeasedToBePartOfGroup',
    question:
      'Has this organisation ceased to be part of the highest parent group or participant since the qualification date but agreed to comply as if it were still a member?',
    message:
      'Select yes if this organisation was not part of the corporate group during the compliance period',
    column: 'Ceased to be part of group',
  },
  {
    key: 'isPartOfFranchise',
    question: 'Is this organisation a franchisee?',
    message: 'Select yes if the organisation is part of a franchise group',
    column: 'Franchisee',
  },
  {
    key: 'isParentOfResponsibleUndertaking',
    question: 'Is this organisation a parent of the responsible undertaking?',
    message: 'Select yes if the organisation is a parent of the responsible undertaking',
    column: 'Parent of this RU',
  },
  {
    key: 'isSubsidiaryOfResponsibleUndertaking',
    question: 'Is this organisation a subsidiary of the responsible undertaking?',
    message: 'Select yes if the organisation is a subsidiary of the responsible undertaking',
    column: 'Subsidiary of this RU',
  },
] as const;
type QuestionKey = (typeof ORGANISATION_QUESTIONS)[number]['key'];

const yesNoChoice = (message: string) => requiredChoice(['YES', 'NO'], message);
const m = ORGANISATION_MESSAGES;

export const organisationSchema = z
  .object({
    registrationNumberExist: yesNoChoice(m.registrationNumberExist),
    registrationNumber: text(maxLength(255, m.tooLong('registration number'))),
    organisationName: requiredText(m.name, maxLength(255, m.nameTooLong)),
    sameCodesAsRU: z.array(z.string()),
    type: z.string(),
    otherTypeName: text(maxLength(255, m.tooLong('classification name'))),
    codes: z.array(z.object({ value: text(maxLength(255, m.tooLong('code'))) })).max(MAX_CODES),
    ...(Object.fromEntries(
      ORGANISATION_QUESTIONS.map((question) => [question.key, yesNoChoice(question.message)]),
    ) as Record<QuestionKey, ReturnType<typeof yesNoChoice>>),
  })
  .superRefine(
    (values, context) => {
      const issue = (path: (string | number)[], message: string) =>
        context.addIssue({ code: 'custom', path, message });
      if (values.registrationNumberExist === 'YES') {
        const number =
          typeof values.registrationNumber === 'string' ? values.registrationNumber.toUpperCase() : null;
        if (number === null) issue(['registrationNumber'], m.registrationNumber);
        else if (!CRN.test(number)) issue(['registrationNumber'], m.registrationNumberPattern);
      }
      if (!(values.sameCodesAsRU ?? []).includes('SAME')) {
        if (values.type !== 'SIC' && values.type !== 'OTHER') issue(['type'], m.type);
        if (values.type === 'OTHER' && values.otherTypeName === null)
          issue(['otherTypeName'], m.otherTypeName);
        (values.codes ?? []).forEach((code, index) => {
          if (code?.value === null) issue(['codes', index, 'value'], m.code);
        });
      }
      if (
        values.isParentOfResponsibleUndertaking === 'YES' &&
        values.isSubsidiaryOfResponsibleUndertaking === 'YES'
      ) {
        issue(['isSubsidiaryOfResponsibleUndertaking'], m.parentAndSubsidiary);
      }
      // Run even when a field is missing, so every message shows at once.
    },
    { when: () => true },
  );
export type OrganisationValues = z.input<typeof organisationSchema>;
export type OrganisationOutput = z.output<typeof organisationSchema>;

export function organisationValues(saved: AssociatedOrganisation | undefined): OrganisationValues {
  const codes = saved?.classificationCodesDetails?.codes;
  const same = saved?.classificationCodesDetails?.areSameAsRU === true;
  return {
    registrationNumberExist: yesNo(saved?.registrationNumberExist),
    registrationNumber: saved?.registrationNumber ?? '',
    organisationName: saved?.organisationName ?? '',
    sameCodesAsRU: same ? ['SAME'] : [],
    type: codes?.type ?? '',
    otherTypeName: codes?.otherTypeName ?? '',
    codes: (codes?.codes?.length ? codes.codes : ['']).map((value) => ({ value })),
    ...(Object.fromEntries(
      ORGANISATION_QUESTIONS.map((question) => [question.key, yesNo(saved?.[question.key])]),
    ) as Record<QuestionKey, YesNo | null>),
  };
}

export function toOrganisation(output: OrganisationOutput): AssociatedOrganisation {
  const same = output.sameCodesAsRU.includes('SAME');
  const type = output.type === 'OTHER' ? 'OTHER' : 'SIC';
  return {
    registrationNumberExist: output.registrationNumberExist === 'YES',
    registrationNumber:
      output.registrationNumberExist === 'YES' ? (output.registrationNumber?.toUpperCase() ?? null) : null,
    organisationName: output.organisationName,
    ...(Object.fromEntries(
      ORGANISATION_QUESTIONS.map((question) => [question.key, output[question.key] === 'YES']),
    ) as Record<QuestionKey, boolean>),
    classificationCodesDetails: same
      ? { areSameAsRU: true, codes: null }
      : {
          areSameAsRU: false,
          codes: {
            type,
            ...(type === 'OTHER' ? { otherTypeName: output.otherTypeName } : {}),
            codes: output.codes.map((code) => code.value ?? '').filter(Boolean),
          },
        },
  };
}

/** An organisation's codes as listed: 'Same as the responsible undertaking', or the type and codes. */
export function codesText(organisation: AssociatedOrganisation): string {
  const details = organisation.classificationCodesDetails;
  if (details?.areSameAsRU) return 'Same as the responsible undertaking';
  const codes = details?.codes;
  if (!codes) return '';
  const type = codes.type === 'OTHER' ? `Other (${codes.otherTypeName ?? ''})` : 'SIC';
  return `${type}: ${(codes.codes ?? []).join(', ')}`;
}

const YES_NO = [
  { value: 'YES', text: 'Yes' },
  { value: 'NO', text: 'No' },
];
/** The organisation page's fields (task-forms §1.4, 'Add an organisation'). */
export function OrganisationFields({
  form,
}: {
  form: UseFormReturn<OrganisationValues, unknown, OrganisationOutput>;
}) {
  const { control, register } = form;
  const errors = form.formState.errors;
  const same = useWatch({ control, name: 'sameCodesAsRU' }).includes('SAME');
  return (
    <>
      <RadiosField
        control={control}
        name="registrationNumberExist"
        legend={{ text: 'Does this organisation have a registration number?', size: 's' }}
        items={[
          {
            value: 'YES',
            text: 'Yes',
            conditional: (
              <TextInput
                id={fieldId('registrationNumber')}
                label="Registration number"
                className="govuk-input--width-10"
                spellCheck={false}
                autoComplete="off"
                errorMessage={errors.registrationNumber?.message}
                {...register('registrationNumber')}
              />
            ),
          },
          { value: 'NO', text: 'No' },
        ]}
      />
      <TextInput
        id={fieldId('organisationName')}
        label="Organisation name"
        autoComplete="off"
        errorMessage={errors.organisationName?.message}
        {...register('organisationName')}
      />
      <Fieldset legend={{ text: 'Activity codes', size: 's' }}>
        <Controller
          control={control}
          name="sameCodesAsRU"
          render={({ field }) => (
            <Checkboxes
              name={field.name}
              idPrefix={fieldId(field.name)}
              items={[{ value: 'SAME', text: 'They are the same as the responsible undertaking’s' }]}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        {same ? null : <ActivityCodeFields control={control} register={register} errors={errors} />}
      </Fieldset>
      {ORGANISATION_QUESTIONS.map((question) => (
        <RadiosField
          key={question.key}
          control={control}
          name={question.key}
          legend={{ text: question.question, size: 's' }}
          className="govuk-radios--inline"
          items={YES_NO}
        />
      ))}
    </>
  );
}

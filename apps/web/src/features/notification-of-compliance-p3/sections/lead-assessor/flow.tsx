import { z } from 'zod';
import {
  RadiosField,
  email,
  fieldId,
  maxLength,
  requiredChoice,
  requiredText,
} from '../../../../shared/forms';
import { Select, TextInput } from '../../../../shared/govuk/forms';
import { stepPage, type StepFlow } from '../../../../shared/step-flow';
import type { NocSection } from '../../noc/model';

/** Lead assessor details (task-forms §1.4): who reviewed the ESOS assessment and whether they confirmed it. */
export type LeadAssessorAnswers = NocSection<'leadAssessor'>;
type Details = NonNullable<LeadAssessorAnswers['leadAssessorDetails']>;

const SELECT_AN_OPTION = 'Select an option';
const TEXT_MAX = 255;

export const LEAD_ASSESSOR_TYPE_LABELS = { INTERNAL: 'Internal', EXTERNAL: 'External' } as const;

export const PROFESSIONAL_BODY_LABELS = {
  ASSOCIATION_OF_ENERGY_ENGINEERS: 'Association of Energy Engineers',
  CIBSE_THE_CHARTERED_INSTITUTION_OF_BUILDING_SERVICES_ENGINEERS:
    'CIBSE (The Chartered Institution of Building Services Engineers)',
  ELMHURST_ENERGY_SYSTEMS: 'Elmhurst Energy Systems',
  ENERGY_INSTITUTE: 'Energy Institute',
  ENERGY_MANAGERS_ASSOCIATION: 'Energy Managers Association',
  INSTITUTION_OF_CHEMICAL_ENGINEERS: 'Institution of Chemical Engineers',
  INSTITUTE_OF_ENVIRONMENTAL_MANAGEMENT_AND_ASSESSMENT:
    'Institute of Environmental Management and Assessment',
  QUIDOS: 'Quidos',
  STROMA_CERTIFICATION_LTD: 'Stroma Certification Ltd',
} as const;
type ProfessionalBody = keyof typeof PROFESSIONAL_BODY_LABELS;
const PROFESSIONAL_BODIES = Object.keys(PROFESSIONAL_BODY_LABELS) as [
  ProfessionalBody,
  ...ProfessionalBody[],
];

export const CONFIRMATION_LABELS = {
  YES: 'Yes, the lead assessor reviewed and confirmed that the assessment meets the ESOS requirements',
  NO: 'Yes, the lead assessor reviewed but not confirmed that the assessment meets the ESOS requirements',
} as const;

const detailsOf = (answers: LeadAssessorAnswers): Details => answers.leadAssessorDetails ?? {};

// 1. Internal or external.
const typeSchema = z.object({
  leadAssessorType: requiredChoice(['INTERNAL', 'EXTERNAL'], SELECT_AN_OPTION),
});

const leadAssessorType = stepPage({
  path: 'lead-assessor-type',
  title:
    'Is the lead assessor who reviewed your ESOS assessment internal or external to your corporate group?',
  ownHeading: true,
  schema: typeSchema,
  values: (answers: LeadAssessorAnswers) => ({ leadAssessorType: answers.leadAssessorType ?? null }),
  apply: (answers: LeadAssessorAnswers, output): LeadAssessorAnswers => ({
    ...answers,
    leadAssessorType: output.leadAssessorType,
  }),
  Fields: ({ form, title }) => (
    <RadiosField
      control={form.control}
      name="leadAssessorType"
      legend={{ text: title, size: 'l', isPageHeading: true }}
      items={[
        { value: 'INTERNAL', text: LEAD_ASSESSOR_TYPE_LABELS.INTERNAL },
        { value: 'EXTERNAL', text: LEAD_ASSESSOR_TYPE_LABELS.EXTERNAL },
      ]}
    />
  ),
  summary: (answers) => [
    {
      key: 'Internal or external to your corporate group',
      value: answers.leadAssessorType ? LEAD_ASSESSOR_TYPE_LABELS[answers.leadAssessorType] : '',
      change: 'whether the lead assessor is internal or external',
    },
  ],
});

// 2. Who they are.
const tooLong = (what: string) => maxLength(TEXT_MAX, `${what} should not be more than 255 characters`);

const detailsSchema = z.object({
  firstName: requiredText('Enter a first name', tooLong('The first name')),
  lastName: requiredText('Enter a last name', tooLong('The last name')),
  email: requiredText(
    'Enter an email address',
    tooLong('The email address'),
    email('Enter an email address in the correct format, like name@example.com'),
  ),
  professionalBody: requiredChoice(PROFESSIONAL_BODIES, 'Select the professional body'),
  membershipNumber: requiredText('Enter the membership number', tooLong('The membership number')),
});
type DetailsField = keyof z.input<typeof detailsSchema>;

const details = stepPage({
  path: 'lead-assessor-provide-details',
  title: 'Enter the details of the lead assessor who reviewed the assessment',
  schema: detailsSchema,
  values: (answers: LeadAssessorAnswers) => {
    const saved = detailsOf(answers);
    return {
      firstName: saved.firstName ?? '',
      lastName: saved.lastName ?? '',
      email: saved.email ?? '',
      professionalBody: saved.professionalBody ?? '',
      membershipNumber: saved.membershipNumber ?? '',
    };
  },
  apply: (answers: LeadAssessorAnswers, output): LeadAssessorAnswers => ({
    ...answers,
    leadAssessorDetails: output,
  }),
  Fields: ({ form }) => {
    const errors = form.formState.errors;
    const input = (name: Exclude<DetailsField, 'professionalBody'>, label: string, extra = {}) => (
      <TextInput
        id={fieldId(name)}
        label={label}
        errorMessage={errors[name]?.message}
        {...extra}
        {...form.register(name)}
      />
    );
    return (
      <>
        {input('firstName', 'First name', { autoComplete: 'off', spellCheck: false })}
        {input('lastName', 'Last name', { autoComplete: 'off', spellCheck: false })}
        {input('email', 'Email address', { type: 'email', autoComplete: 'off', spellCheck: false })}
        <Select
          id={fieldId('professionalBody')}
          label="Professional body"
          options={[
            { value: '', text: 'Select a professional body' },
            ...PROFESSIONAL_BODIES.map((value) => ({ value, text: PROFESSIONAL_BODY_LABELS[value] })),
          ]}
          errorMessage={errors.professionalBody?.message}
          {...form.register('professionalBody')}
        />
        {input('membershipNumber', 'Membership number', {
          className: 'govuk-input--width-20',
          spellCheck: false,
        })}
      </>
    );
  },
  summary: (answers) => {
    const saved = detailsOf(answers);
    return [
      { key: 'First name', value: saved.firstName ?? '' },
      { key: 'Last name', value: saved.lastName ?? '' },
      { key: 'Email address', value: saved.email ?? '' },
      {
        key: 'Professional body',
        value: saved.professionalBody ? PROFESSIONAL_BODY_LABELS[saved.professionalBody] : '',
      },
      { key: 'Membership number', value: saved.membershipNumber ?? '' },
    ];
  },
});

// 3. Whether they confirmed the assessment meets the requirements.
const confirmationSchema = z.object({
  confirmation: requiredChoice(['YES', 'NO'], SELECT_AN_OPTION),
});

const requirements = stepPage({
  path: 'lead-assessor-requirements',
  title: 'Has the lead assessor reviewed and confirmed that the assessment meets the ESOS requirements?',
  ownHeading: true,
  schema: confirmationSchema,
  values: (answers: LeadAssessorAnswers) => ({
    confirmation:
      answers.hasLeadAssessorConfirmation === true
        ? ('YES' as const)
        : answers.hasLeadAssessorConfirmation === false
          ? ('NO' as const)
          : null,
  }),
  apply: (answers: LeadAssessorAnswers, output): LeadAssessorAnswers => ({
    ...answers,
    hasLeadAssessorConfirmation: output.confirmation === 'YES',
  }),
  Fields: ({ form, title }) => (
    <RadiosField
      control={form.control}
      name="confirmation"
      legend={{ text: title, size: 'l', isPageHeading: true }}
      hint="The lead assessor who signed off your ESOS assessment."
      items={[
        { value: 'YES', text: CONFIRMATION_LABELS.YES },
        {
          value: 'NO',
          text: CONFIRMATION_LABELS.NO,
          conditional: (
            <p className="govuk-body">Your notification will be reviewed by the relevant compliance body.</p>
          ),
        },
      ]}
    />
  ),
  summary: (answers) => [
    {
      key: 'Has the lead assessor confirmed that the assessment meets the ESOS requirements?',
      value:
        answers.hasLeadAssessorConfirmation === undefined || answers.hasLeadAssessorConfirmation === null
          ? ''
          : CONFIRMATION_LABELS[answers.hasLeadAssessorConfirmation ? 'YES' : 'NO'],
      change: 'whether the lead assessor confirmed the assessment',
    },
  ],
});

/** The section's pages in the reference's order (reporting-inventory §4.1), then 'Confirm and complete'. */
export const leadAssessorFlow: StepFlow<LeadAssessorAnswers> = {
  caption: 'Lead assessor details',
  continueText: 'Save and continue',
  pages: [leadAssessorType, details, requirements],
  checkAnswers: { confirmText: 'Confirm and complete' },
};

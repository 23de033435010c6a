import { Link } from 'react-router';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  RadiosField,
  fieldId,
  maxLength,
  requiredChoice,
  requiredText,
  text,
} from '../../../../shared/forms';
import { Button } from '../../../../shared/govuk';
import { Fieldset, TextInput } from '../../../../shared/govuk/forms';
import { AddAnotherList, addAnotherPages, stepPage, type StepFlow } from '../../../../shared/step-flow';
import type { NocSection } from '../../noc/model';
import type { NocContext } from '../../task/NocSectionPage';
import { yesNo, yesNoPage, yesNoText } from '../shared/yes-no';
import {
  ORGANISATION_QUESTIONS,
  OrganisationFields,
  codesText,
  organisationSchema,
  organisationValues,
  toOrganisation,
  type AssociatedOrganisation,
  type OrganisationOutput,
  type OrganisationValues,
} from './organisation';

/** Organisation structure (task-forms §1.4): the group's parents, undertakings that left, the organisations. */
export type OrganisationStructureAnswers = NocSection<'organisationStructure'>;

/** The upload page's address below the section, handled beside the step flow (./upload.tsx). */
export const UPLOAD_PATH = 'upload-csv';
export const LIST_PATH = 'list';

export const HIGHEST_PARENT_QUESTION =
  'Is the responsible undertaking a highest parent which has agreed to aggregate with one or more other highest parents to comply as one participant?';
export const INCLUDE_UNDERTAKINGS_QUESTION =
  'Did the responsible undertaking’s group include any undertakings on 31 December 2022 which either disaggregated from, or ceased to be part of the participant before 5 June 2024 and which are not complying as if they were still a member of the participant?';
export const UNDERTAKINGS_TITLE =
  'Provide the organisation names of the undertakings that either disaggregated from, or ceased to be part of the participant and which are not complying as if they were still a member of the participant';
export const LIST_TITLE =
  "Add information on the organisations complying as one participant in the responsible undertaking's notification for its corporate group";
export const CHART_QUESTION =
  'Do you also wish to provide a corporate group structure chart or other information setting out the relationship between the RU and relevant undertakings complying with the scheme as one participant?';
export const MESSAGES = {
  highestParent:
    'Select yes if the responsible undertaking is a highest UK parent which has agreed in writing to aggregate with one or more other highest UK parents in its corporate group, so that their highest UK parent groups can comply as one participant',
  // The reference prefixes the whole question; said as a statement here, so it reads as a sentence.
  includeUndertakings:
    'Select yes if the responsible undertaking’s group included any undertakings on 31 December 2022 which either disaggregated from, or ceased to be part of the participant before 5 June 2024 and which are not complying as if they were still a member of the participant',
  undertakingName: 'Enter organisation name',
  undertakingNameTooLong: 'The organisation name should not be more than 255 characters',
  undertakingNumberTooLong: 'The registration number should not be more than 255 characters',
  chart:
    'Select yes if you wish to provide a corporate group structure chart or other information setting out the relationship between the RU and relevant undertakings that comprise the participant',
};

const lines = (values: string[]) =>
  values.map((line, index) => (
    <span key={index} className="govuk-!-display-block">
      {line}
    </span>
  ));

// 1. The highest-parent question.
const highestParentPage = yesNoPage<OrganisationStructureAnswers>({
  path: 'highest-parent',
  title: HIGHEST_PARENT_QUESTION,
  message: MESSAGES.highestParent,
  change: 'whether the responsible undertaking is a highest parent aggregating with others',
  get: (answers) => answers.isHighestParent,
  set: (answers, value) => ({ ...answers, isHighestParent: value }),
});

// 2. Undertakings that left the group: No drops their names.
const includeUndertakingsPage = yesNoPage<OrganisationStructureAnswers>({
  path: 'include-undertakings',
  title: INCLUDE_UNDERTAKINGS_QUESTION,
  message: MESSAGES.includeUndertakings,
  change: 'whether the group included undertakings that are not complying',
  get: (answers) => answers.isNonComplyingUndertakingsIncluded,
  set: (answers, value) => {
    if (value) return { ...answers, isNonComplyingUndertakingsIncluded: true };
    const { organisationUndertakingDetails: _dropped, ...rest } = answers;
    return { ...rest, isNonComplyingUndertakingsIncluded: false };
  },
});

// 3. Their names (Yes only): a repeating pair, at least one.
const undertakingsSchema = z.object({
  undertakings: z
    .array(
      z.object({
        organisationName: requiredText(
          MESSAGES.undertakingName,
          maxLength(255, MESSAGES.undertakingNameTooLong),
        ),
        registrationNumber: text(maxLength(255, MESSAGES.undertakingNumberTooLong)),
      }),
    )
    .min(1),
});
type UndertakingsValues = z.input<typeof undertakingsSchema>;

function UndertakingFields({ form }: { form: UseFormReturn<UndertakingsValues, unknown, unknown> }) {
  const list = useFieldArray({ control: form.control, name: 'undertakings' });
  const errors = form.formState.errors.undertakings;
  return (
    <>
      {list.fields.map((field, index) => (
        <Fieldset key={field.id} legend={{ text: `Organisation ${index + 1}`, size: 'm' }}>
          <TextInput
            id={fieldId(`undertakings.${index}.organisationName`)}
            label="Organisation name"
            autoComplete="off"
            errorMessage={errors?.[index]?.organisationName?.message}
            {...form.register(`undertakings.${index}.organisationName`)}
          />
          <TextInput
            id={fieldId(`undertakings.${index}.registrationNumber`)}
            label="Company registration number (optional)"
            className="govuk-input--width-10"
            autoComplete="off"
            spellCheck={false}
            errorMessage={errors?.[index]?.registrationNumber?.message}
            {...form.register(`undertakings.${index}.registrationNumber`)}
          />
          {list.fields.length > 1 ? (
            <Button type="button" variant="secondary" onClick={() => list.remove(index)}>
              Remove<span className="govuk-visually-hidden">{` organisation ${index + 1}`}</span>
            </Button>
          ) : null}
        </Fieldset>
      ))}
      <Button
        type="button"
        variant="secondary"
        onClick={() => list.append({ organisationName: '', registrationNumber: '' })}
      >
        Add organisation name
      </Button>
    </>
  );
}

const undertakingsPage = stepPage({
  path: 'undertaking-list',
  title: UNDERTAKINGS_TITLE,
  when: (answers: OrganisationStructureAnswers) => answers.isNonComplyingUndertakingsIncluded === true,
  schema: undertakingsSchema,
  values: (answers: OrganisationStructureAnswers): UndertakingsValues => {
    const saved = answers.organisationUndertakingDetails ?? [];
    return {
      undertakings: (saved.length > 0 ? saved : [{}]).map((item) => ({
        organisationName: item.organisationName ?? '',
        registrationNumber: item.registrationNumber ?? '',
      })),
    };
  },
  done: (answers) => (answers.organisationUndertakingDetails ?? []).length > 0,
  apply: (answers: OrganisationStructureAnswers, output) => ({
    ...answers,
    organisationUndertakingDetails: output.undertakings.map((item) => ({
      organisationName: item.organisationName ?? '',
      registrationNumber: item.registrationNumber,
    })),
  }),
  Fields: ({ form }) => <UndertakingFields form={form} />,
  summary: (answers) => [
    {
      key: 'Undertakings not complying as members of the participant',
      value: lines(
        (answers.organisationUndertakingDetails ?? []).map((item) =>
          [item.organisationName, item.registrationNumber].filter(Boolean).join(', '),
        ),
      ),
      change: 'the undertakings not complying as members of the participant',
    },
  ],
});

const organisationsOf = (answers: OrganisationStructureAnswers) =>
  answers.organisationsAssociatedWithRU ?? [];
const describe = (organisation: AssociatedOrganisation) => ({
  title: organisation.organisationName ?? '',
  rows: [
    ...(organisation.registrationNumber
      ? [{ key: 'Registration number', value: organisation.registrationNumber }]
      : []),
    { key: 'Activity codes', value: codesText(organisation) },
    ...ORGANISATION_QUESTIONS.map((question) => ({
      key: question.column,
      value: yesNoText(organisation[question.key]),
    })),
  ],
});

/** The organisation pages and their removal, reached from the list (items at list/<n>, list/add). */
const [, organisationPage, removePage] = addAnotherPages<
  OrganisationStructureAnswers,
  AssociatedOrganisation,
  OrganisationValues,
  OrganisationOutput
>({
  path: LIST_PATH,
  title: LIST_TITLE,
  itemTitle: 'Add an organisation',
  noun: 'organisation',
  summaryKey: 'Organisations',
  emptyText: 'No organisations have been added',
  items: organisationsOf,
  setItems: (answers, organisations) => ({ ...answers, organisationsAssociatedWithRU: organisations }),
  describe,
  itemSchema: organisationSchema,
  itemValues: organisationValues,
  toItem: (output) => toOrganisation(output),
  ItemFields: ({ form }) => <OrganisationFields form={form} />,
});

const chartSchema = z.object({ chart: requiredChoice(['YES', 'NO'], MESSAGES.chart) });

/** 4. The organisations (the responsible undertaking first, fixed), added, changed or uploaded; the chart question. */
function listPage({ noc, accountOriginatedData }: NocContext) {
  const ru = noc.responsibleUndertaking?.organisationDetails ?? accountOriginatedData?.organisationDetails;
  const ruCard = {
    title: ru?.name ?? 'Responsible undertaking',
    rows: [
      { key: 'Role', value: 'Responsible undertaking' },
      {
        key: 'Activity codes',
        value: ru?.codes?.length ? `${ru.type === 'OTHER' ? 'Other' : 'SIC'}: ${ru.codes.join(', ')}` : '',
      },
    ],
  };
  return stepPage({
    path: LIST_PATH,
    title: LIST_TITLE,
    schema: chartSchema,
    values: (answers: OrganisationStructureAnswers) => ({
      chart: yesNo(answers.isGroupStructureChartProvided),
    }),
    done: (answers) => answers.isGroupStructureChartProvided != null,
    apply: (answers: OrganisationStructureAnswers, output) => ({
      ...answers,
      isGroupStructureChartProvided: output.chart === 'YES',
    }),
    Fields: ({ form, answers, pageHref }) => (
      <>
        <div className="govuk-button-group">
          <Button href={pageHref(`${LIST_PATH}/add`)} variant="secondary">
            Add organisation
          </Button>
          <Link className="govuk-link" to={pageHref(UPLOAD_PATH)}>
            Upload a file instead
          </Link>
        </div>
        <h2 className="govuk-heading-m">Organisations added</h2>
        <AddAnotherList
          headingLevel={3}
          emptyText="No organisations have been added"
          items={[
            ruCard,
            ...organisationsOf(answers).map((organisation, index) => ({
              ...describe(organisation),
              changeHref: pageHref(`${LIST_PATH}/${index + 1}`),
              removeHref: pageHref(`${LIST_PATH}/${index + 1}/remove`),
            })),
          ]}
        />
        <RadiosField
          control={form.control}
          name="chart"
          legend={{ text: CHART_QUESTION, size: 's' }}
          hint="The chart itself can be added to the account’s notes."
          className="govuk-radios--inline"
          items={[
            { value: 'YES', text: 'Yes' },
            { value: 'NO', text: 'No' },
          ]}
        />
      </>
    ),
    summary: (answers) => [
      {
        key: 'Organisations complying as one participant',
        value:
          organisationsOf(answers).length === 0
            ? 'No organisations have been added'
            : lines(organisationsOf(answers).map((organisation) => organisation.organisationName ?? '')),
        change: 'the organisations complying as one participant',
      },
      {
        key: 'Corporate group structure chart provided',
        value: yesNoText(answers.isGroupStructureChartProvided),
        change: 'whether a corporate group structure chart is provided',
      },
    ],
  });
}

/** The section's pages in the reference's order (reporting-inventory §4.1). */
export function organisationStructureFlow(context: NocContext): StepFlow<OrganisationStructureAnswers> {
  return {
    caption: 'Organisation structure',
    continueText: 'Save and continue',
    pages: [
      highestParentPage,
      includeUndertakingsPage,
      undertakingsPage,
      listPage(context),
      organisationPage,
      removePage,
    ].filter((page) => page !== undefined),
    checkAnswers: { confirmText: 'Confirm and continue' },
  };
}

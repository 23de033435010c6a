import { errorCode } from '../../../../shared/api';
import {
  CompaniesHouseQuestion,
  OrganisationDetailsFields,
  lookUpCompany,
  organisationDetailsAnswers,
  organisationDetailsDefaults,
  organisationDetailsSchema,
  registrationNumberSchema,
  companiesHouseMessage,
  type CompanyProfile,
} from '../../../../shared/organisation';
import { StepFieldError, stepPage } from '../../../../shared/step-flow';
import type { AccountOriginatedData, NocSection } from '../../noc/model';
import { addressLines } from '../shared/address';

/** Responsible undertaking (task-forms §1.4): the organisation that reports, its details and its parent. */
export type ResponsibleUndertakingAnswers = NocSection<'responsibleUndertaking'>;
type OrganisationDetails = NonNullable<ResponsibleUndertakingAnswers['organisationDetails']>;
type AccountDetails = AccountOriginatedData['organisationDetails'];

const orNull = (value: string | null | undefined) => (value ? value : null);

/** The address Companies House holds for the number: it replaces the name and address given so far. */
function fromCompaniesHouse(profile: CompanyProfile): Partial<OrganisationDetails> {
  const { address } = profile;
  return {
    name: profile.name,
    line1: address.line1,
    line2: orNull(address.line2),
    city: address.city,
    county: orNull(address.county),
    postcode: address.postcode,
  };
}

/** 1. Registered at Companies House, and the number: a new number is looked up and brings its name and address. */
export function registrationPage(account: AccountDetails | undefined) {
  return stepPage({
    path: 'organisation-registration-number',
    title: 'Is the UK organisation registered at Companies House?',
    ownHeading: true,
    schema: registrationNumberSchema,
    values: ({ organisationDetails: saved }: ResponsibleUndertakingAnswers) => {
      if (saved?.registrationNumberExist != null) {
        return {
          registered: saved.registrationNumberExist ? ('YES' as const) : ('NO' as const),
          registrationNumber: saved.registrationNumber ?? '',
        };
      }
      return account?.registrationNumber
        ? { registered: 'YES' as const, registrationNumber: account.registrationNumber }
        : { registered: null, registrationNumber: '' };
    },
    done: (answers) => answers.organisationDetails?.registrationNumberExist != null,
    apply: async (answers: ResponsibleUndertakingAnswers, output): Promise<ResponsibleUndertakingAnswers> => {
      const saved = answers.organisationDetails ?? {};
      if (output.registered === 'NO') {
        return {
          ...answers,
          organisationDetails: { ...saved, registrationNumberExist: false, registrationNumber: null },
        };
      }
      const crn = (output.registrationNumber ?? '').toUpperCase();
      let pulled: Partial<OrganisationDetails> = {};
      if (crn !== saved.registrationNumber) {
        try {
          pulled = fromCompaniesHouse(await lookUpCompany(crn));
        } catch (error) {
          throw new StepFieldError('registrationNumber', companiesHouseMessage(errorCode(error)));
        }
      }
      return {
        ...answers,
        organisationDetails: { ...saved, ...pulled, registrationNumberExist: true, registrationNumber: crn },
      };
    },
    Fields: ({ form, title }) => (
      <CompaniesHouseQuestion
        control={form.control}
        register={form.register}
        errors={form.formState.errors}
        title={title}
      />
    ),
    summary: ({ organisationDetails: saved }) => [
      {
        key: 'Is the UK organisation registered at Companies House?',
        value: saved?.registrationNumberExist ? 'Yes' : saved?.registrationNumberExist === false ? 'No' : '',
        change: 'whether the organisation is registered at Companies House',
      },
      ...(saved?.registrationNumberExist
        ? [
            {
              key: 'Company registration number',
              value: saved.registrationNumber ?? '',
              change: 'registration number',
            },
          ]
        : []),
    ],
  });
}

const detailsSchema = organisationDetailsSchema();

/** The details as the form starts: the section's, else those Companies House or the account gave. */
function detailsValues(saved: OrganisationDetails | undefined, account: AccountDetails | undefined) {
  const address = saved?.line1 ? saved : account;
  const codes = saved?.type ? saved : account;
  return organisationDetailsDefaults({
    name: saved?.name ?? account?.name,
    type: codes?.type,
    otherTypeName: codes?.otherTypeName,
    codes: codes?.codes,
    line1: address?.line1,
    line2: address?.line2,
    city: address?.city,
    county: address?.county,
    postcode: address?.postcode,
  });
}

const lines = (values: readonly string[]) =>
  values.map((line, index) => (
    <span key={index} className="govuk-!-display-block">
      {line}
    </span>
  ));

/** 2. Name, activity codes and the organisation's address. */
export function detailsPage(account: AccountDetails | undefined) {
  return stepPage({
    path: 'organisation-details',
    title: 'Enter the organisation details',
    schema: detailsSchema,
    values: (answers: ResponsibleUndertakingAnswers) =>
      detailsValues(answers.organisationDetails ?? undefined, account),
    done: (answers) =>
      detailsSchema.safeParse(organisationDetailsDefaults({ ...answers.organisationDetails })).success,
    apply: (answers: ResponsibleUndertakingAnswers, output): ResponsibleUndertakingAnswers => {
      const given = organisationDetailsAnswers(output);
      return {
        ...answers,
        organisationDetails: {
          ...answers.organisationDetails,
          name: given.name,
          type: given.type,
          otherTypeName: orNull(given.otherTypeName),
          codes: given.codes,
          line1: given.line1,
          line2: orNull(given.line2),
          city: given.city,
          county: orNull(given.county),
          postcode: given.postcode,
        },
      };
    },
    Fields: ({ form }) => (
      <OrganisationDetailsFields
        control={form.control}
        register={form.register}
        errors={form.formState.errors}
        addressLegend="Organisation address"
      />
    ),
    summary: ({ organisationDetails: saved }) => [
      { key: 'Organisation name', value: saved?.name ?? '' },
      {
        key: 'Activity codes',
        value: lines(
          [
            saved?.type === 'OTHER'
              ? `Other: ${saved.otherTypeName ?? ''}`
              : saved?.type === 'SIC'
                ? 'SIC'
                : '',
            ...(saved?.codes ?? []),
          ].filter(Boolean),
        ),
      },
      { key: 'Organisation address', value: lines(addressLines(saved)) },
    ],
  });
}

import { RadiosField } from '../../../shared/forms';
import {
  CompaniesHouseQuestion,
  OrganisationDetailsFields,
  organisationDetailsAnswers,
  organisationDetailsDefaults,
  organisationDetailsSchema,
} from '../../../shared/organisation';
import { paths } from '../../../shared/routing';
import { StepFieldError, stepPage, type StepFlow } from '../../../shared/step-flow';
import { errorCode } from '../../../shared/api';
import { isRegistrationNumberInUse, lookUpCompany, type CompanyProfile } from './application-api';
import { COMPETENT_AUTHORITIES, LOCATION_LABELS, type Application } from './application';
import { locationSchema, registrationNumberSchema } from './forms';
import { MESSAGES, companiesHouseMessage } from './messages';

/** Copies what Companies House holds into the details, unless they were already filled from this number. */
function prefill(crn: string, answers: Application, profile: CompanyProfile): Partial<Application> {
  if (answers.prefilledFrom === crn) return {};
  const codes = profile.sicCodes.slice(0, 4);
  return {
    prefilledFrom: crn,
    name: profile.name,
    line1: profile.address.line1,
    line2: profile.address.line2 ?? '',
    city: profile.address.city,
    county: profile.address.county ?? '',
    postcode: profile.address.postcode,
    type: 'SIC',
    otherTypeName: '',
    codes: codes.length > 0 ? codes : [''],
    detailsDone: false,
  };
}

/** One line per value, as the summary shows addresses and codes. */
const lines = (values: string[]) =>
  values.filter(Boolean).map((line, index) => (
    <span key={index} className="govuk-!-display-block">
      {line}
    </span>
  ));

/** Step 1 (web-screens §2.6): is the organisation registered at Companies House, and its number. */
const registrationNumber = stepPage({
  path: '',
  title: 'Is the UK organisation registered at Companies House?',
  ownHeading: true,
  schema: registrationNumberSchema,
  values: (answers: Application) =>
    answers.registered
      ? { registered: answers.registered, registrationNumber: answers.registrationNumber }
      : answers.verifiedRegistrationNumber
        ? { registered: 'YES' as const, registrationNumber: answers.verifiedRegistrationNumber }
        : { registered: null, registrationNumber: '' },
  done: (answers: Application) => answers.registered !== null,
  apply: async (answers: Application, output) => {
    if (output.registered === 'NO') return { ...answers, registered: 'NO' as const, registrationNumber: '' };
    const crn = (output.registrationNumber ?? '').toUpperCase();
    let profile: CompanyProfile;
    try {
      if (await isRegistrationNumberInUse(crn)) {
        throw new StepFieldError('registrationNumber', MESSAGES.registrationNumberInUse);
      }
      profile = await lookUpCompany(crn);
    } catch (error) {
      if (error instanceof StepFieldError) throw error;
      throw new StepFieldError('registrationNumber', companiesHouseMessage(errorCode(error)));
    }
    return {
      ...answers,
      registered: 'YES' as const,
      registrationNumber: crn,
      ...prefill(crn, answers, profile),
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
  summary: (answers) => [
    {
      key: 'Is the UK organisation registered at Companies House?',
      value: answers.registered === 'YES' ? 'Yes' : 'No',
      change: 'whether the organisation is registered at Companies House',
    },
    ...(answers.registered === 'YES'
      ? [{ key: 'Company registration number', value: answers.registrationNumber }]
      : []),
  ],
});

const detailsSchema = organisationDetailsSchema();

/** Step 2: name, activity codes and registered address, pre-filled from Companies House. */
const details = stepPage({
  path: 'details',
  title: 'Enter the organisation details',
  schema: detailsSchema,
  values: (answers: Application) => organisationDetailsDefaults(answers),
  done: (answers: Application) => answers.detailsDone,
  // What was typed (trimmed), so the summary and its Change links show the same answers.
  apply: (answers: Application, output) => ({
    ...answers,
    ...organisationDetailsAnswers(output),
    detailsDone: true,
  }),
  Fields: ({ form }) => (
    <OrganisationDetailsFields
      control={form.control}
      register={form.register}
      errors={form.formState.errors}
    />
  ),
  summary: (answers) => [
    { key: 'Organisation name', value: answers.name },
    {
      key: 'Activity codes',
      value: lines(
        answers.type === 'OTHER'
          ? [`Other: ${answers.otherTypeName}`, ...answers.codes]
          : answers.codes.map((code) => `SIC ${code}`),
      ),
    },
    { key: 'Address', value: lines([answers.line1, answers.line2]) },
    { key: 'Town or city', value: answers.city },
    { key: 'County', value: answers.county },
    { key: 'Postcode', value: answers.postcode },
  ],
});

/** Step 3: where the registered office is, which decides the regulator (England unless chosen otherwise). */
const location = stepPage({
  path: 'location',
  title: 'Where is your registered office located?',
  ownHeading: true,
  schema: locationSchema,
  values: (answers: Application) => ({ competentAuthority: answers.competentAuthority ?? 'ENGLAND' }),
  done: (answers: Application) => answers.competentAuthority !== null,
  apply: (answers: Application, output) => ({ ...answers, competentAuthority: output.competentAuthority }),
  Fields: ({ form, title }) => (
    <RadiosField
      control={form.control}
      name="competentAuthority"
      legend={{ text: title, size: 'l', isPageHeading: true }}
      hint="If the organisation has no registered office in the UK, choose where its principal place of activity is. This decides which regulator reviews your application."
      items={COMPETENT_AUTHORITIES.map((code) => ({ value: code, text: LOCATION_LABELS[code] }))}
    />
  ),
  summary: (answers) => [
    {
      key: 'Location of registered office or principal place of activity',
      value: answers.competentAuthority ? LOCATION_LABELS[answers.competentAuthority] : '',
      change: 'location of the registered office',
    },
  ],
});

/** Apply for an organisation account (web-screens §2.6): three steps, then 'Check your answers' and Submit. */
export const applyFlow: StepFlow<Application> = {
  caption: 'Apply for an organisation account',
  pages: [registrationNumber, details, location],
  checkAnswers: {
    confirmText: 'Submit',
    Declaration: () => (
      <>
        <h2 className="govuk-heading-m">Now send your application</h2>
        <p className="govuk-body">
          By sending this application you confirm that, to the best of your knowledge, the details you are
          providing are correct.
        </p>
      </>
    ),
  },
};

export const APPLY_PAGES = {
  submitted: paths.accounts.apply.page('submitted'),
  cancel: paths.accounts.apply.page('cancel'),
};

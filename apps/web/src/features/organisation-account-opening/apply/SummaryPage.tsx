import { Link, Navigate, useNavigate } from 'react-router';
import { reloadUserState } from '../../../shared/auth';
import { useFormErrorTitle } from '../../../shared/forms';
import { Button, ErrorSummary } from '../../../shared/govuk';
import { SummaryList, type SummaryListRow } from '../../../shared/govuk/forms';
import { toSubmitPayload, useSubmitApplication } from './application-api';
import { LOCATION_LABELS, missingStep, useApplication } from './application-store';
import { companiesHouseMessage } from './messages';
import type { SubmittedState } from './SubmittedPage';
import { errorCode } from '../../../shared/api';

const ANSWERS_ID = 'application-answers';
const BUSINESS_ERRORS = [
  'ACCOUNT1001',
  'NOTFOUND1001',
  'COMPANYINFO1001',
  'COMPANYINFO1002',
  'COMPANYINFO1003',
];

function submitErrorMessage(error: unknown): string {
  const code = errorCode(error);
  if (code && BUSINESS_ERRORS.includes(code)) return companiesHouseMessage(code);
  return 'Your application could not be sent. Check your answers and try again.';
}

function change(step: string, visuallyHiddenText: string) {
  return [{ href: `/accounts/new${step}`, text: 'Change', visuallyHiddenText }];
}

/** Step 4 (web-screens §2.6): "Check your answers", then the application is sent as a new request. */
export function SummaryPage() {
  const application = useApplication();
  const navigate = useNavigate();
  const submit = useSubmitApplication();
  const errorMessage = submit.isError ? submitErrorMessage(submit.error) : null;
  useFormErrorTitle(errorMessage !== null);
  if (submit.isSuccess) return null;
  const missing = missingStep(application);
  if (missing || !application?.competentAuthority)
    return <Navigate to={missing ?? '/accounts/new'} replace />;

  const registered = application.registered === 'YES';
  const codes =
    application.type === 'OTHER'
      ? [`Other: ${application.otherTypeName}`, ...application.codes]
      : application.codes.map((code) => `SIC ${code}`);
  const rows: SummaryListRow[] = [
    {
      key: 'Is the UK organisation registered at Companies House?',
      value: registered ? 'Yes' : 'No',
      actions: change('', 'whether the organisation is registered at Companies House'),
    },
    ...(registered
      ? [
          {
            key: 'Company Registration Number',
            value: application.registrationNumber,
            actions: change('', 'company registration number'),
          },
        ]
      : []),
    { key: 'Organisation name', value: application.name, actions: change('/details', 'organisation name') },
    {
      key: 'Activity codes',
      value: codes.map((line, index) => (
        <span key={index} className="govuk-!-display-block">
          {line}
        </span>
      )),
      actions: change('/details', 'activity codes'),
    },
    {
      key: 'Address',
      value: [application.line1, application.line2].filter(Boolean).map((line, index) => (
        <span key={index} className="govuk-!-display-block">
          {line}
        </span>
      )),
      actions: change('/details', 'address'),
    },
    { key: 'Town or city', value: application.city, actions: change('/details', 'town or city') },
    { key: 'County', value: application.county, actions: change('/details', 'county') },
    { key: 'Postcode', value: application.postcode, actions: change('/details', 'postcode') },
    {
      key: 'Location of registered office or principal place of activity',
      value: LOCATION_LABELS[application.competentAuthority],
      actions: change('/location', 'location of the registered office'),
    },
  ];

  const send = () => {
    const payload = toSubmitPayload(application);
    submit.mutate(payload, {
      onSuccess: async ({ requestId }) => {
        // A verified (e-mail, number) pair makes the applicant the account's admin at once: re-read the state.
        await reloadUserState().catch(() => undefined);
        const state: SubmittedState = {
          requestId,
          name: payload.name,
          competentAuthority: payload.competentAuthority,
        };
        // The submitted page forgets the answers, once this page is no longer shown.
        void navigate('/accounts/new/submitted', { replace: true, state });
      },
    });
  };

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {errorMessage ? <ErrorSummary errors={[{ href: `#${ANSWERS_ID}`, text: errorMessage }]} /> : null}
        <span className="govuk-caption-l">Apply for an organisation account</span>
        <h1 className="govuk-heading-l">Check your answers</h1>
        <div id={ANSWERS_ID} tabIndex={-1}>
          <SummaryList rows={rows} />
        </div>
        <h2 className="govuk-heading-m">Now send your application</h2>
        <p className="govuk-body">
          By sending this application you confirm that, to the best of your knowledge, the details you are
          providing are correct.
        </p>
        <div className="govuk-button-group">
          <Button type="button" pending onClick={send}>
            Submit
          </Button>
          <Link className="govuk-link" to="/accounts/new/cancel">
            Cancel
          </Link>
        </div>
      </div>
    </div>
  );
}

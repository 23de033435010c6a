import { useSearchParams } from 'react-router';
import { timedOutMessage } from './idle-text';
import { SignInAgainForm } from './SignInAgainForm';

export function TimedOutPage() {
  const [params] = useSearchParams();
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Your session has timed out</h1>
        <p className="govuk-body">{timedOutMessage(params.get('idle'))}</p>
        <p className="govuk-body">We do this to keep your information secure.</p>
        <SignInAgainForm />
        <p className="govuk-body">
          <a className="govuk-link" href="https://www.gov.uk/">
            Go to the GOV.UK homepage
          </a>
        </p>
      </div>
    </div>
  );
}

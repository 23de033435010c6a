import { Link, useNavigate } from 'react-router';
import { Button } from '../../../shared/govuk';
import { applicationStore, missingStep, useApplication } from './application-store';

/** "Cancel" from any step (web-screens §2.6): "Yes, reset" forgets every answer and goes to the landing page. */
export function CancelPage() {
  const navigate = useNavigate();
  const application = useApplication();
  const back = application ? (missingStep(application) ?? '/accounts/new/summary') : '/accounts/new';

  const reset = () => {
    applicationStore.reset();
    void navigate('/landing');
  };

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <span className="govuk-caption-l">Apply for an organisation account</span>
        <h1 className="govuk-heading-l">Are you sure you want to cancel your application?</h1>
        <p className="govuk-body">
          The answers you have given will be deleted and the application will not be sent.
        </p>
        <div className="govuk-button-group">
          <Button type="button" variant="warning" onClick={reset}>
            Yes, reset
          </Button>
          <Link className="govuk-link" to={back}>
            No, return to the application
          </Link>
        </div>
      </div>
    </div>
  );
}

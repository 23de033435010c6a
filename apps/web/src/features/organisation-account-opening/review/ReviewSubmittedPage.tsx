import { Link, useSearchParams } from 'react-router';
import { Panel } from '../../../shared/govuk';
import { paths } from '../../../shared/routing';

/** Confirmation after the decision (task-forms §5). */
export function ReviewSubmittedPage() {
  const [params] = useSearchParams();
  const accepted = params.get('isAccepted') === 'true';
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Panel
          title={`You have ${accepted ? 'approved' : 'rejected'} the organisation account application`}
        />
        <h2 className="govuk-heading-m">What happens next</h2>
        <p className="govuk-body">An email will be sent to the relevant user with your decision.</p>
        <p className="govuk-body">
          <Link className="govuk-link" to={paths.dashboard}>
            Return to dashboard
          </Link>
        </p>
      </div>
    </div>
  );
}

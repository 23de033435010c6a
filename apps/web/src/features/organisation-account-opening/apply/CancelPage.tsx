import { Link, useNavigate } from 'react-router';
import { useSession } from '../../../shared/auth';
import { Button } from '../../../shared/govuk';
import { paths } from '../../../shared/routing';
import { href, resumePath } from '../../../shared/step-flow';
import { applicationDraft } from './application';
import { applyFlow } from './flow';

/** "Cancel" from any step (web-screens §2.6): "Yes, reset" forgets every answer and goes to the landing page. */
export function CancelPage() {
  const navigate = useNavigate();
  const owner = useSession().userState?.userId ?? '';
  const draft = applicationDraft.useDraft(owner);
  const back = draft
    ? href(paths.accounts.apply.start, resumePath(applyFlow, draft.answers, draft.status))
    : paths.accounts.apply.start;

  const reset = () => {
    applicationDraft.clear(owner);
    void navigate(paths.landing);
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

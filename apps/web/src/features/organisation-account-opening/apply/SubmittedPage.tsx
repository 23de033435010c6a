import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useSession } from '../../../shared/auth';
import { Panel } from '../../../shared/govuk';
import { paths } from '../../../shared/routing';
import { applicationDraft, type CompetentAuthority } from './application';

export interface SubmittedState {
  requestId: string;
  name: string;
  competentAuthority: CompetentAuthority;
}

const REGULATORS: Record<CompetentAuthority, string> = {
  ENGLAND: 'Environment Agency',
  SCOTLAND: 'Scottish Environment Protection Agency',
  NORTHERN_IRELAND: 'Northern Ireland Environment Agency',
  WALES: 'Natural Resources Wales',
  OPRED: 'Offshore Petroleum Regulator for Environment and Decommissioning',
};

function isSubmittedState(value: unknown): value is SubmittedState {
  return typeof value === 'object' && value !== null && 'requestId' in value && 'competentAuthority' in value;
}

/**
 * Step 5 (web-screens §2.6). The user state was re-read after sending: ENABLED means the account was
 * opened straight away (a regulator had verified this user and number), otherwise a regulator reviews it.
 */
export function SubmittedPage() {
  const location = useLocation();
  const session = useSession();
  const owner = session.userState?.userId ?? '';
  const state: unknown = location.state;
  // The application has been sent: a new one starts from nothing.
  useEffect(() => applicationDraft.clear(owner), [owner]);
  if (!isSubmittedState(state)) return <Navigate to={paths.home} replace />;
  const regulator = REGULATORS[state.competentAuthority];
  const approved = session.userState?.status === 'ENABLED';

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {approved ? (
          <>
            <Panel title="Organisation account created">
              Your application has been approved
              <br />
              You are an Advanced user of <strong>{state.name}</strong>
            </Panel>
            <h2 className="govuk-heading-m">What happens next</h2>
            <p className="govuk-body">
              You can now use the service to report for {state.name}. As an Advanced user you can add other
              people to the account and manage what they can do.
            </p>
            <p className="govuk-body">
              We have sent you an email to confirm that the account has been created.
            </p>
            <p className="govuk-body">
              <Link className="govuk-link" to={paths.dashboard}>
                Go to your tasks
              </Link>
            </p>
          </>
        ) : (
          <>
            <Panel title="Application received">
              Your reference is
              <br />
              <strong>{state.requestId}</strong>
            </Panel>
            <h2 className="govuk-heading-m">What happens next</h2>
            <p className="govuk-body">
              Your regulator, the {regulator}, will review your application for {state.name}. We will send you
              an email when they have made a decision.
            </p>
            <p className="govuk-body">
              If your application is approved, you will be an Advanced user of the organisation account and
              can add other people to it.
            </p>
            <p className="govuk-body">
              <Link className="govuk-link" to={paths.landing}>
                Return to the home page
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}

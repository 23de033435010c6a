import { Link, useSearchParams } from 'react-router';
import { signOut, useSession } from '../../shared/auth';
import { Button } from '../../shared/govuk';

/** Why an invitation link did not work, and what to do about it (web-screens §4.1). */
export function InvalidLinkPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const { loggedIn } = useSession();
  if (code === 'EMAIL1001') {
    return (
      <Body title="This link has expired">
        <p className="govuk-body">
          Invitation links work for 30 minutes. Ask the person who invited you to send a new invitation.
        </p>
      </Body>
    );
  }
  if (code === 'TOKEN1002') {
    return (
      <Body title="You are signed in with a different account">
        <p className="govuk-body">
          This invitation was sent to another email address. Sign out, then open the link in the email again
          and sign in with the address it was sent to.
        </p>
        {loggedIn ? (
          <Button type="button" onClick={() => void signOut()}>
            Sign out
          </Button>
        ) : null}
      </Body>
    );
  }
  return (
    <Body title="This link is invalid">
      <p className="govuk-body">
        The link may have been used already, or the invitation may have been replaced by a newer one. Use the
        link in the latest invitation email, or ask the person who invited you to send a new one.
      </p>
    </Body>
  );
}

function Body({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">{title}</h1>
        {children}
        <p className="govuk-body">
          <Link className="govuk-link" to="/">
            Go to the start page
          </Link>
        </p>
      </div>
    </div>
  );
}

import { Link } from 'react-router';
import { BackToTop } from './BackToTop';
import { ExternalLink } from './ExternalLink';
import { ESOS_HELPDESK_EMAIL, REGULATORS } from './regulators';
import { ESOS_GUIDANCE_URL } from '../../shared/config';
import { paths } from '../../shared/routing';

export function ContactUsPage() {
  const others = REGULATORS.filter((regulator) => !regulator.email);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Contact us</h1>
        <p className="govuk-body">
          Contact the ESOS helpdesk if you need help using this service, for example if you cannot sign in,
          cannot see your organisation&apos;s account or have a question about a task.
        </p>

        <h2 className="govuk-heading-m">ESOS helpdesk</h2>
        <p className="govuk-body">
          The Environment Agency runs the ESOS helpdesk as the scheme administrator. It is also the regulator
          for organisations with a registered office in England.
        </p>
        <p className="govuk-body">
          Email:{' '}
          <a className="govuk-link" href={`mailto:${ESOS_HELPDESK_EMAIL}`}>
            {ESOS_HELPDESK_EMAIL}
          </a>
        </p>

        <h2 className="govuk-heading-m">What to include in your message</h2>
        <p className="govuk-body">To help us answer quickly, tell us:</p>
        <ul className="govuk-list govuk-list--bullet">
          <li>your name and the email address you use to sign in</li>
          <li>the name of your organisation and its organisation ID, if you have one</li>
          <li>what you were trying to do and what went wrong</li>
          <li>any error message you saw, and the date and time it happened</li>
        </ul>
        <p className="govuk-body">
          Do not send passwords or authenticator codes. We will never ask for them.
        </p>

        <h2 className="govuk-heading-m">Other regulators</h2>
        <p className="govuk-body">
          If your organisation&apos;s registered office is not in England, your regulator is:
        </p>
        <ul className="govuk-list govuk-list--bullet">
          {others.map((regulator) => (
            <li key={regulator.area}>
              {regulator.area}: <ExternalLink href={regulator.website}>{regulator.name}</ExternalLink>
            </li>
          ))}
        </ul>
        <p className="govuk-body">
          Contact your regulator about compliance and enforcement in your area. For help with using this
          service, contact the ESOS helpdesk.
        </p>

        <h2 className="govuk-heading-m">Questions about the scheme</h2>
        <p className="govuk-body">
          Read the <ExternalLink href={ESOS_GUIDANCE_URL}>ESOS guidance on GOV.UK</ExternalLink> to find out
          whether your organisation must take part and what it must do.
        </p>

        <h2 className="govuk-heading-m">Your personal data</h2>
        <p className="govuk-body">
          Read our{' '}
          <Link className="govuk-link" to={paths.privacyNotice}>
            privacy notice
          </Link>{' '}
          to find out how we use your data and how to contact a data protection officer.
        </p>

        <BackToTop />
      </div>
    </div>
  );
}

import { Link } from 'react-router';
import { BackToTop } from './BackToTop';
import { ExternalLink } from './ExternalLink';
import { ESOS_HELPDESK_EMAIL } from './regulators';
import { paths } from '../../shared/routing';

const PREPARED_ON = '22 November 2026';
const REVIEWED_ON = '24 November 2026';

export function AccessibilityPage() {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Accessibility statement for Manage your ESOS reporting</h1>
        <p className="govuk-body">
          This statement applies to the Manage your ESOS reporting service. The Environment Agency runs it for
          the UK&apos;s Energy Savings Opportunity Scheme (ESOS) regulators.
        </p>
        <p className="govuk-body">
          We want as many people as possible to be able to use this service. For example, you should be able
          to:
        </p>
        <ul className="govuk-list govuk-list--bullet">
          <li>change colours, contrast levels and fonts using your browser or device settings</li>
          <li>zoom in up to 400% without most of the text spilling off the screen</li>
          <li>get around the service using just a keyboard</li>
          <li>get around the service using speech recognition software</li>
          <li>listen to the service using a screen reader</li>
        </ul>
        <p className="govuk-body">We have also made the text as simple as we can.</p>
        <p className="govuk-body">
          <ExternalLink href="https://mcmw.abilitynet.org.uk/">AbilityNet</ExternalLink> has advice on making
          your device easier to use if you have a disability.
        </p>

        <h2 className="govuk-heading-m">How accessible this service is</h2>
        <p className="govuk-body">We know some parts of this service are not fully accessible:</p>
        <ul className="govuk-list govuk-list--bullet">
          <li>
            on a small screen, or when you zoom in a lot, some tables and one link are wider than the screen,
            so you have to scroll sideways to read them
          </li>
          <li>we have not yet tested the service with a screen reader</li>
        </ul>
        <p className="govuk-body">
          This is a new service and we are still adding features to it, so some parts may change.
        </p>

        <h2 className="govuk-heading-m">What to do if you cannot access parts of this service</h2>
        <p className="govuk-body">
          If you need information from this service in a different format, such as accessible PDF, large
          print, easy read, audio recording or braille, email{' '}
          <a className="govuk-link" href={`mailto:${ESOS_HELPDESK_EMAIL}`}>
            {ESOS_HELPDESK_EMAIL}
          </a>
          .
        </p>
        <p className="govuk-body">
          Tell us what you need and how we can reach you. We will consider your request and get back to you.
        </p>

        <h2 className="govuk-heading-m">Reporting accessibility problems with this service</h2>
        <p className="govuk-body">
          We are always looking to improve the accessibility of this service. If you find a problem that is
          not listed on this page, or you think we are not meeting accessibility requirements, email{' '}
          <a className="govuk-link" href={`mailto:${ESOS_HELPDESK_EMAIL}`}>
            {ESOS_HELPDESK_EMAIL}
          </a>
          . Our{' '}
          <Link className="govuk-link" to={paths.contactUs}>
            contact page
          </Link>{' '}
          has other ways to get help.
        </p>

        <h2 className="govuk-heading-m">Enforcement procedure</h2>
        <p className="govuk-body">
          The Equality and Human Rights Commission (EHRC) is responsible for enforcing the Public Sector
          Bodies (Websites and Mobile Applications) (No. 2) Accessibility Regulations 2018 (the
          &lsquo;accessibility regulations&rsquo;). If you are not happy with how we respond to your
          complaint, contact the{' '}
          <ExternalLink href="https://www.equalityadvisoryservice.com/">
            Equality Advisory and Support Service (EASS)
          </ExternalLink>
          .
        </p>
        <p className="govuk-body">
          If you are in Northern Ireland and are not happy with how we respond to your complaint, you can
          contact the{' '}
          <ExternalLink href="https://www.equalityni.org/Home">
            Equality Commission for Northern Ireland (ECNI)
          </ExternalLink>
          .
        </p>

        <h2 className="govuk-heading-m">Technical information about this service&apos;s accessibility</h2>
        <p className="govuk-body">
          The Environment Agency is committed to making this service accessible, in line with the
          accessibility regulations.
        </p>

        <h3 className="govuk-heading-s">Compliance status</h3>
        <p className="govuk-body">
          This service is partially compliant with the{' '}
          <ExternalLink href="https://www.w3.org/TR/WCAG22/">
            Web Content Accessibility Guidelines (WCAG) version 2.2
          </ExternalLink>{' '}
          AA standard, due to the non-compliances listed below.
        </p>

        <h2 className="govuk-heading-m">Non-accessible content</h2>
        <h3 className="govuk-heading-s">Non-compliance with the accessibility regulations</h3>
        <p className="govuk-body">
          At a width of 320 CSS pixels (for example, a small phone, or a desktop browser zoomed to 400%) these
          pages need scrolling sideways as well as up and down, which fails WCAG 2.2 success criterion 1.4.10
          (Reflow):
        </p>
        <ul className="govuk-list govuk-list--bullet">
          <li>the table of cookies on the cookies page</li>
          <li>the list of users on an organisation account&apos;s users and contacts page</li>
          <li>the list of regulator users and their permissions</li>
          <li>a long link address in the privacy notice</li>
        </ul>
        <p className="govuk-body">We plan to fix these in our next release.</p>

        <h2 className="govuk-heading-m">What we are doing to improve accessibility</h2>
        <p className="govuk-body">
          We run automated browser tests on the service as we build it. They check each page they visit
          against WCAG 2.2 AA, and they fail if a check finds a problem. Automated checks find only some
          problems, so we also test some journeys using only a keyboard. We plan to test the service with a
          screen reader and to have it audited. We will fix any problem you or an audit find and update this
          statement when we do.
        </p>

        <h2 className="govuk-heading-m">Preparation of this accessibility statement</h2>
        <p className="govuk-body">
          This statement was prepared on {PREPARED_ON}. It was last reviewed on {REVIEWED_ON}.
        </p>
        <p className="govuk-body">
          The service was tested by the team that builds it. Every page visited in our browser test journeys
          is scanned with the axe accessibility testing engine against WCAG 2.2 AA, and some journeys are
          tested using only a keyboard. We measured the width of each page at 320 CSS pixels. The service has
          not yet been tested with a screen reader or audited by an independent organisation.
        </p>

        <BackToTop />
      </div>
    </div>
  );
}

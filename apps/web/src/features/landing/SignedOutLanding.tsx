import { Button } from '../../shared/govuk/Button';
import { NotificationBanner } from '../../shared/govuk/NotificationBanner';
import { ESOS_GUIDANCE_URL } from '../../shared/config';
import { paths } from '../../shared/routing';

export function SignedOutLanding() {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <NotificationBanner>
          <p className="govuk-notification-banner__heading">
            The deadlines for notifying compliance and for submitting action plans have now passed.
          </p>
          <p className="govuk-notification-banner__heading">
            You can still submit late, but your regulator may take enforcement action where it considers this
            necessary.
          </p>
          <p className="govuk-notification-banner__heading">
            Make sure you reply promptly to any message you receive from the Environment Agency or your
            regulator.
          </p>
        </NotificationBanner>

        {/* elementtiming lets the benchmark read when the heading was painted (Element Timing API). */}
        <h1 className="govuk-heading-l" elementtiming="landing-heading">
          Manage your Energy Savings Opportunity Scheme reporting
        </h1>
        <p className="govuk-body">
          The Energy Savings Opportunity Scheme (ESOS) is a mandatory energy assessment scheme for large
          undertakings in the UK, and for groups that contain one. It covers, for example:
        </p>
        <ul className="govuk-list govuk-list--bullet">
          <li>companies and other corporate bodies</li>
          <li>partnerships, including limited liability partnerships</li>
          <li>unincorporated associations that carry on a trade or business, whether or not for profit</li>
          <li>joint ventures</li>
        </ul>

        <h2 className="govuk-heading-m">Who has to take part</h2>
        <p className="govuk-body">
          Your organisation must take part if it, or any UK undertaking in its group, is a large undertaking
          on the qualification date.
        </p>
        <p className="govuk-body">
          For the third compliance period the qualification date is 31 December 2022.
        </p>
        <p className="govuk-body">A UK undertaking is large if, on that date, it either:</p>
        <ol className="govuk-list govuk-list--number">
          <li>has 250 or more employees, or</li>
          <li>
            has an annual turnover above £44 million and an annual balance sheet total above £38 million
          </li>
        </ol>

        <h2 className="govuk-heading-m">Reporting your compliance</h2>
        <p className="govuk-body">
          Someone representing the responsible undertaking sets up a sign in, creates the organisation account
          and completes the notification. Only the responsible undertaking can submit it, although an external
          lead assessor can be added to the account to help prepare the information.
        </p>
        <p className="govuk-body">
          Unless other arrangements have been agreed, the responsible undertaking is the highest UK parent of
          the group, acting for all the qualifying undertakings in it.
        </p>
        <p className="govuk-body govuk-!-font-weight-bold">
          The wording used in this service is for information only. Read it together with the{' '}
          <a className="govuk-link" href={ESOS_GUIDANCE_URL}>
            ESOS guidance on GOV.UK
          </a>{' '}
          and the ESOS regulations; if they differ, the regulations apply.
        </p>

        <h3 className="govuk-heading-s">Adding an external lead assessor</h3>
        <p className="govuk-body">
          The responsible undertaking can add a lead assessor to its account using the assessor&apos;s email
          address. The assessor then receives an activation email with a link to set up a sign in and join the
          account.
        </p>
        <p className="govuk-body">
          An assessor who already has a sign in keeps using it: each time another responsible undertaking adds
          them, they get a new activation email and can then work on every account they belong to.
        </p>

        <h2 className="govuk-heading-m">Sign in or create a sign in</h2>
        <p className="govuk-body">
          You need to sign in to use this service. If you do not have sign in details yet, you can create
          them. You can save your work and come back to it at any time.
        </p>
        <Button href={paths.startLogin()} isStartButton>
          Start now
        </Button>
      </div>

      <aside className="govuk-grid-column-one-third" aria-labelledby="related-content-heading">
        <div className="app-related-items">
          <h2 className="govuk-heading-m" id="related-content-heading">
            Related content
          </h2>
          <ul className="govuk-list govuk-body-s">
            <li>
              <a className="govuk-link" href={ESOS_GUIDANCE_URL}>
                Comply with the Energy Savings Opportunity Scheme
              </a>
            </li>
          </ul>
        </div>
      </aside>
    </div>
  );
}

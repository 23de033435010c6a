import { Link } from 'react-router';
import { BackToTop } from './BackToTop';
import { ExternalLink } from './ExternalLink';
import { DESNZ_WEBSITE, ICO_COMPLAINTS_URL, REGULATORS } from './regulators';
import { paths } from '../../shared/routing';
import { useSignInWith } from '../../shared/auth';

const SECTIONS = {
  controllers: 'Who is responsible for your data',
  'data-we-collect': 'What personal data we collect',
  why: 'Why we use your data',
  'legal-basis': 'Our legal basis',
  sharing: 'Who we share your data with',
  retention: 'How long we keep your data',
  rights: 'Your rights',
  transfers: 'Sending data outside the UK',
  complaints: 'How to complain',
  contact: 'Contact details',
} as const;

type SectionId = keyof typeof SECTIONS;

function Section({ id, children }: { id: SectionId; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 className="govuk-heading-m" id={id}>
        {SECTIONS[id]}
      </h2>
      {children}
    </section>
  );
}

export function PrivacyNoticePage() {
  const oneLogin = useSignInWith() === 'one-login';
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Privacy notice</h1>
        <p className="govuk-body-l">
          This notice explains what personal data Manage your ESOS reporting collects, why we need it and what
          we do with it.
        </p>
        <p className="govuk-body">
          You use this service to report your organisation&apos;s compliance with the Energy Savings
          Opportunity Scheme (ESOS). The notice applies to everyone who uses it: people who report for an
          organisation, lead assessors, verifiers and regulator staff.
        </p>

        <h2 className="govuk-heading-s">Contents</h2>
        <ul className="govuk-list">
          {Object.entries(SECTIONS).map(([id, title]) => (
            <li key={id}>
              <a className="govuk-link" href={`#${id}`}>
                {title}
              </a>
            </li>
          ))}
        </ul>

        <Section id="controllers">
          <p className="govuk-body">There are 2 data controllers for this reporting service:</p>
          <ul className="govuk-list govuk-list--bullet">
            <li>the Environment Agency, which runs the service for the UK&apos;s ESOS regulators</li>
            <li>
              the Department for Energy Security and Net Zero (DESNZ), which is responsible for the scheme
            </li>
          </ul>
          <p className="govuk-body">
            Each organisation in the scheme also has a regulator, decided by where its registered office is.
            Your regulator is a data controller for the information it uses to check your organisation
            complies and to take enforcement action. Across the UK, 5 organisations act as data controllers,
            each for its own area:
          </p>
          <ul className="govuk-list govuk-list--bullet">
            {REGULATORS.map((regulator) => (
              <li key={regulator.area}>
                {regulator.area}: {regulator.name}
              </li>
            ))}
          </ul>
        </Section>

        <Section id="data-we-collect">
          <p className="govuk-body">
            When you register or are added to an organisation account, we collect your:
          </p>
          <ul className="govuk-list govuk-list--bullet">
            <li>first name and last name, and your middle name if you give it</li>
            <li>email address</li>
            <li>job title</li>
            <li>contact details, such as your phone number and work address</li>
          </ul>
          {oneLogin ? (
            <p className="govuk-body">
              You sign in with GOV.UK One Login. When you do, GOV.UK One Login tells us your email address,
              whether you have confirmed it, and an identifier for your GOV.UK One Login that we keep with
              your account so that we know it is you next time. GOV.UK One Login&apos;s own privacy notice
              says how it uses your data.
            </p>
          ) : null}
          <p className="govuk-body">
            We also keep a record of what you do in the service, such as the reports you submit and the tasks
            you complete, and when you sign in. Our security logs record technical details of your visits,
            such as your IP address.
          </p>
          <p className="govuk-body">
            The reports themselves are mostly about your organisation, not about you. They may include the
            names and contact details of other people, such as your lead assessor or the director who signs
            off your assessment. Only add people&apos;s details where the service asks for them.
          </p>
        </Section>

        <Section id="why">
          <p className="govuk-body">We use your personal data to:</p>
          <ul className="govuk-list govuk-list--bullet">
            <li>create your account and check who you are when you sign in</li>
            <li>let you report for your organisation and see the tasks assigned to you</li>
            <li>contact you about your organisation&apos;s reports and deadlines</li>
            <li>let your regulator check that your organisation complies, and take action if it does not</li>
            <li>keep the service secure and find and fix problems</li>
            <li>produce statistics about the scheme, which do not identify you</li>
            <li>improve the service, if you choose to give us feedback</li>
          </ul>
          <p className="govuk-body">
            We do not use your data to make decisions about you by automated means.
          </p>
        </Section>

        <Section id="legal-basis">
          <p className="govuk-body">
            We use your data to carry out a task in the public interest: running the scheme created by the
            Energy Savings Opportunity Scheme Regulations 2014. This is the lawful basis in Article 6(1)(e) of
            the UK General Data Protection Regulation (UK GDPR).
          </p>
          <p className="govuk-body">
            We only use analytics cookies if you agree to them. You can change your choice at any time on the{' '}
            <Link className="govuk-link" to={paths.cookies}>
              cookies page
            </Link>
            .
          </p>
        </Section>

        <Section id="sharing">
          <p className="govuk-body">We may share your data with:</p>
          <ul className="govuk-list govuk-list--bullet">
            <li>the regulator for your organisation, if that is not the Environment Agency</li>
            <li>DESNZ, to evaluate the scheme and develop policy</li>
            <li>
              other users of your organisation&apos;s account, who can see your name and contact details
            </li>
            <li>
              companies that host and support the service for us; they work under contract and may only use
              your data as we tell them to
            </li>
            <li>the police or other bodies, but only where the law requires or allows it</li>
          </ul>
          <p className="govuk-body">We will never sell your data or use it for marketing.</p>
        </Section>

        <Section id="retention">
          <p className="govuk-body">
            ESOS works in compliance periods. Each compliance period runs for 4 years. We keep your data until
            2 further compliance periods have ended after the one it relates to, and then we delete it. This
            means we keep data for about 8 years after the end of its compliance period.
          </p>
          <p className="govuk-body">
            We keep it this long because regulators may need to check earlier reports when they look at later
            ones, or when they take enforcement action.
          </p>
        </Section>

        <Section id="rights">
          <p className="govuk-body">You have the right to:</p>
          <ul className="govuk-list govuk-list--bullet">
            <li>ask for a copy of the personal data we hold about you</li>
            <li>ask us to correct data that is wrong or incomplete</li>
            <li>ask us to restrict how we use your data</li>
            <li>object to how we use your data</li>
            <li>
              ask us to delete your data; we may not be able to do this while the law requires us to keep it
            </li>
          </ul>
          <p className="govuk-body">
            To use any of these rights, contact us using the details below. We will usually reply within one
            month.
          </p>
        </Section>

        <Section id="transfers">
          <p className="govuk-body">
            We do not plan to send your personal data outside the UK. If we ever need to, we will only do so
            where UK data protection law allows it, for example to a country the UK has judged to protect data
            adequately, or under a contract with approved safeguards.
          </p>
        </Section>

        <Section id="complaints">
          <p className="govuk-body">
            If you are unhappy with how we have used your data, contact us first and we will try to put it
            right.
          </p>
          <p className="govuk-body">
            You can also complain to the Information Commissioner&apos;s Office (ICO), the UK&apos;s
            independent regulator for data protection:
          </p>
          <ul className="govuk-list">
            <li>
              <ExternalLink href={ICO_COMPLAINTS_URL}>make a complaint on the ICO website</ExternalLink>
            </li>
            <li>telephone: 0303 123 1113</li>
          </ul>
        </Section>

        <Section id="contact">
          <h3 className="govuk-heading-s">Environment Agency</h3>
          <p className="govuk-body govuk-!-text-break-word">
            For questions about this service or your data, email{' '}
            <a className="govuk-link" href="mailto:esos@environment-agency.gov.uk">
              esos@environment-agency.gov.uk
            </a>
            .
          </p>
          <p className="govuk-body govuk-!-text-break-word">
            You can contact the Environment Agency&apos;s data protection officer at{' '}
            <a className="govuk-link" href="mailto:dataprotection@environment-agency.gov.uk">
              dataprotection@environment-agency.gov.uk
            </a>
            .
          </p>
          <h3 className="govuk-heading-s">Department for Energy Security and Net Zero</h3>
          <p className="govuk-body govuk-!-text-break-word">
            You can contact the DESNZ data protection officer at{' '}
            <a className="govuk-link" href="mailto:dataprotection@energysecurity.gov.uk">
              dataprotection@energysecurity.gov.uk
            </a>
            , or find other ways to get in touch on the{' '}
            <ExternalLink href={DESNZ_WEBSITE}>DESNZ website</ExternalLink>.
          </p>
          <h3 className="govuk-heading-s">The other regulators</h3>
          <p className="govuk-body">
            Each regulator explains how it handles personal data and how to contact its data protection
            officer on its own website:
          </p>
          <ul className="govuk-list govuk-list--bullet">
            {REGULATORS.filter((regulator) => regulator.area !== 'England').map((regulator) => (
              <li key={regulator.area}>
                <ExternalLink href={regulator.website}>{regulator.name}</ExternalLink> ({regulator.area})
              </li>
            ))}
          </ul>
        </Section>

        <h2 className="govuk-heading-m">Changes to this notice</h2>
        <p className="govuk-body">We may update this notice. When we do, we will change the date below.</p>
        <p className="govuk-body">Last updated: 22 November 2026</p>

        <BackToTop />
      </div>
    </div>
  );
}

import { defineCatalogue } from '../../shared/i18n/catalogue';

// The signed-out landing page (prerendered in English: ADR 26, ADR 54).
const en = {
  deadlinesPassed: 'The deadlines for notifying compliance and for submitting action plans have now passed.',
  submitLate:
    'You can still submit late, but your regulator may take enforcement action where it considers this necessary.',
  replyPromptly:
    'Make sure you reply promptly to any message you receive from the Environment Agency or your regulator.',
  heading: 'Manage your Energy Savings Opportunity Scheme reporting',
  intro:
    'The Energy Savings Opportunity Scheme (ESOS) is a mandatory energy assessment scheme for large undertakings in the UK, and for groups that contain one. It covers, for example:',
  companies: 'companies and other corporate bodies',
  partnerships: 'partnerships, including limited liability partnerships',
  associations: 'unincorporated associations that carry on a trade or business, whether or not for profit',
  jointVentures: 'joint ventures',
  whoHeading: 'Who has to take part',
  whoMust:
    'Your organisation must take part if it, or any UK undertaking in its group, is a large undertaking on the qualification date.',
  qualificationDate: 'For the third compliance period the qualification date is 31 December 2022.',
  largeIf: 'A UK undertaking is large if, on that date, it either:',
  employees: 'has 250 or more employees, or',
  turnover: 'has an annual turnover above £44 million and an annual balance sheet total above £38 million',
  reportingHeading: 'Reporting your compliance',
  whoReports:
    'Someone representing the responsible undertaking sets up a sign in, creates the organisation account and completes the notification. Only the responsible undertaking can submit it, although an external lead assessor can be added to the account to help prepare the information.',
  highestParent:
    'Unless other arrangements have been agreed, the responsible undertaking is the highest UK parent of the group, acting for all the qualifying undertakings in it.',
  wordingBefore: 'The wording used in this service is for information only. Read it together with the',
  guidanceLink: 'ESOS guidance on GOV.UK',
  wordingAfter: 'and the ESOS regulations; if they differ, the regulations apply.',
  assessorHeading: 'Adding an external lead assessor',
  assessorAdded:
    "The responsible undertaking can add a lead assessor to its account using the assessor's email address. The assessor then receives an activation email with a link to set up a sign in and join the account.",
  assessorExisting:
    'An assessor who already has a sign in keeps using it: each time another responsible undertaking adds them, they get a new activation email and can then work on every account they belong to.',
  signInHeading: 'Sign in or create a sign in',
  signInNeeded:
    'You need to sign in to use this service. If you do not have sign in details yet, you can create them. You can save your work and come back to it at any time.',
  startNow: 'Start now',
  relatedContent: 'Related content',
  complyLink: 'Comply with the Energy Savings Opportunity Scheme',
};

export type English = typeof en;
export const landingMessages = defineCatalogue(en, () => import('./messages.cy'));

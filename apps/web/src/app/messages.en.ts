import { defineCatalogue } from '../shared/i18n/catalogue';

// The layout's own texts (the GOV.UK components' are in shared/govuk/messages.en.ts).
const en = {
  privacyNotice: 'Privacy Notice',
  contactUs: 'Contact us',
  accessibilityStatement: 'Accessibility Statement',
  esosGuidance: 'ESOS guidance',
  phaseBannerBefore: 'This is a new service. Help us improve it and',
  phaseBannerLink: 'give your feedback',
  phaseBannerAfter: '.',
  loggedInAs: 'You are logged in as: {name}',
  serviceProblemTitle: 'Sorry, there is a problem with the service',
};

export type English = typeof en;
export const shellMessages = defineCatalogue(en, () => import('./messages.cy'));

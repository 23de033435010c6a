import { defineCatalogue } from '../../shared/i18n/catalogue';

const en = {
  notFoundTitle: 'Page not found',
  notFoundTyped: 'If you typed the web address, check it is correct.',
  notFoundPasted: 'If you pasted the web address, check you copied the entire address.',
  notFoundHelpBefore: 'If the web address is correct or you selected a link or button,',
  contactUsLower: 'contact us',
  ifYouNeedHelp: 'if you need help.',
  serviceProblemTitle: 'Sorry, there is a problem with the service',
  tryLater: 'Try again later.',
  answersSaved:
    'We saved any answers you have already submitted. You can go back to them when the service is working again.',
  contactUs: 'Contact us',
  businessErrorTitle: 'Sorry, this could not be done',
  nothingHeading: 'Sorry, there is a problem',
  nothingBody: 'There is nothing to show on this page.',
  home: 'Home',
  returnTo: 'Return to: {place}',
};

export type English = typeof en;
export const errorMessages = defineCatalogue(en, () => import('./messages.cy'));

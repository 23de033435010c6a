import { defineCatalogue } from '../i18n/catalogue';

// The texts of the GOV.UK components every page shows (the shell): small, as they load with the start.
const en = {
  skipLink: 'Skip to main content',
  back: 'Back',
  breadcrumb: 'Breadcrumb',
  serviceInformation: 'Service information',
  menu: 'Menu',
  signOut: 'Sign out',
  beta: 'Beta',
  supportLinks: 'Support links',
  licenceBefore: 'All content is available under the',
  licenceLink: 'Open Government Licence v3.0',
  licenceAfter: ', except where otherwise stated',
  crownCopyright: '© Crown copyright',
  languageSwitcher: 'Language switcher',
};

export type English = typeof en;
export const govukMessages = defineCatalogue(en, () => import('./messages.cy'));

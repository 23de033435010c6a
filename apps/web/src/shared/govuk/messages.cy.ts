import type { Translation } from '../i18n/catalogue';
import type { English } from './messages.en';

// GOV.UK Frontend's own Welsh for its components.
const cy: Translation<English> = {
  skipLink: "Sgipio i'r prif gynnwys",
  back: 'Yn ôl',
  breadcrumb: 'Briwsion bara',
  serviceInformation: 'Gwybodaeth am y gwasanaeth',
  menu: 'Dewislen',
  signOut: 'Allgofnodi',
  beta: 'Beta',
  supportLinks: 'Dolenni cymorth',
  licenceBefore: "Mae'r holl gynnwys ar gael dan y",
  licenceLink: 'Drwydded Llywodraeth Agored v3.0',
  licenceAfter: ', oni nodir yn wahanol',
  crownCopyright: '© Hawlfraint y Goron',
  languageSwitcher: 'Dewis iaith',
};

export default cy;

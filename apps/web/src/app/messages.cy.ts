import type { Translation } from '../shared/i18n/catalogue';
import type { English } from './messages.en';

const cy: Translation<English> = {
  privacyNotice: 'Hysbysiad Preifatrwydd',
  contactUs: 'Cysylltu â ni',
  accessibilityStatement: 'Datganiad Hygyrchedd',
  esosGuidance: 'Canllawiau ESOS',
  phaseBannerBefore: "Mae hwn yn wasanaeth newydd. Helpwch ni i'w wella a",
  phaseBannerLink: 'rhowch eich adborth',
  phaseBannerAfter: '.',
  loggedInAs: 'Rydych wedi mewngofnodi fel: {name}',
  serviceProblemTitle: "Mae'n ddrwg gennym, mae problem gyda'r gwasanaeth",
};

export default cy;

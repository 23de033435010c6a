import type { Translation } from '../../shared/i18n/catalogue';
import type { English } from './messages.en';

// GOV.UK's Welsh error pages' wording where it has it.
const cy: Translation<English> = {
  notFoundTitle: "Heb ddod o hyd i'r dudalen",
  notFoundTyped: "Os gwnaethoch deipio'r cyfeiriad gwe, gwiriwch ei fod yn gywir.",
  notFoundPasted: "Os gwnaethoch ludo'r cyfeiriad gwe, gwiriwch eich bod wedi copïo'r cyfeiriad cyfan.",
  notFoundHelpBefore: "Os yw'r cyfeiriad gwe yn gywir neu os gwnaethoch ddewis dolen neu fotwm,",
  contactUsLower: 'cysylltwch â ni',
  ifYouNeedHelp: 'os oes angen help arnoch.',
  serviceProblemTitle: "Mae'n ddrwg gennym, mae problem gyda'r gwasanaeth",
  tryLater: 'Rhowch gynnig arall arni yn nes ymlaen.',
  answersSaved:
    "Rydym wedi cadw unrhyw atebion rydych eisoes wedi'u cyflwyno. Gallwch fynd yn ôl atynt pan fydd y gwasanaeth yn gweithio eto.",
  contactUs: 'Cysylltwch â ni',
  businessErrorTitle: "Mae'n ddrwg gennym, nid oedd modd gwneud hyn",
  nothingHeading: "Mae'n ddrwg gennym, mae problem wedi codi",
  nothingBody: "Nid oes dim i'w ddangos ar y dudalen hon.",
  home: 'Hafan',
  returnTo: 'Dychwelyd i: {place}',
};

export default cy;

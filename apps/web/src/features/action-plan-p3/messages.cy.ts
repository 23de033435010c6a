import type { Translation } from '../../shared/i18n/catalogue';
import type { English } from './messages.en';

const cy: Translation<English> = {
  taskName: 'Cyflwyno cynllun gweithredu Cam 3',
  reportNoun: 'cynllun gweithredu',
  startTitle: 'Cynllun gweithredu Cam 3',
  startAbout:
    'Dywedwch wrth eich rheoleiddiwr pa fesurau effeithlonrwydd ynni y mae eich sefydliad yn bwriadu eu cymryd yn ystod y cyfnod cydymffurfio.',
  eventSubmitted: "Cynllun gweithredu wedi'i gyflwyno",
  eventReturned: "Cynllun gweithredu wedi'i ddychwelyd i'w newid",
  eventCancelled: "Cynllun gweithredu wedi'i ganslo",
  downloadPdf: "Lawrlwytho PDF o'r cynllun gweithredu a gyflwynwyd",
  downloadMeasures: "Lawrlwytho'r mesurau hyn",
  prepareHeading: "1. Paratoi'r cynllun gweithredu",
  confirmHeading: '2. Cadarnhau',
  measuresSection: 'Mesurau effeithlonrwydd ynni',
  confirmationSection: 'Cadarnhad y swyddog cyfrifol',
  yes: 'Oes',
  no: 'Nac oes',
  notAnswered: 'Heb ei ateb',
  contextKey: 'Cyd-destun',
  none: 'Dim',
  measureNumber: 'Mesur {number}',
  proposedQuestion:
    'Oes gennych chi unrhyw fesurau effeithlonrwydd ynni y bwriedir eu rhoi ar waith cyn diwedd y cyfnod cydymffurfio perthnasol?',
  proposedRequired: "Dewiswch 'oes' os oes gennych chi unrhyw fesurau effeithlonrwydd ynni i'w rhoi ar waith",
  contextTooLong: "Ni ddylai'r testun fod yn hirach na {max} o nodau",
  atLeastOne: 'Ychwanegwch o leiaf un mesur effeithlonrwydd ynni',
  contextLabel: 'Rhowch gyd-destun (dewisol)',
  changeProposed: 'a oes gennych chi fesurau effeithlonrwydd ynni arfaethedig',
  changeContext: 'y cyd-destun',
  change: 'Newid',
  useSpreadsheet: 'Defnyddio taenlen',
  downloadTemplate: 'Lawrlwythwch dempled',
  templateThen: ", gyda'r mesurau a ychwanegwyd hyd yma, llenwch ef a",
  uploadFile: 'lanlwythwch ffeil',
  fileLimits: '(.xlsx neu .csv, llai na 5MB, dim mwy na {max} o fesurau).',
  // After a numeral the noun stays singular.
  measuresCount: {
    zero: 'Mae gan y cynllun {shown} mesur effeithlonrwydd ynni.',
    one: 'Mae gan y cynllun {shown} mesur effeithlonrwydd ynni.',
    two: 'Mae gan y cynllun {shown} mesur effeithlonrwydd ynni.',
    few: 'Mae gan y cynllun {shown} mesur effeithlonrwydd ynni.',
    many: 'Mae gan y cynllun {shown} mesur effeithlonrwydd ynni.',
    other: 'Mae gan y cynllun {shown} mesur effeithlonrwydd ynni.',
  },
  remove: 'Dileu',
  measuresAdded: 'Mesurau effeithlonrwydd ynni a ychwanegwyd',
  measureItem: 'Mesur effeithlonrwydd ynni',
  noMeasures: "Nid oes unrhyw fesurau effeithlonrwydd ynni wedi'u hychwanegu.",
  unnamedMeasure: 'Mesur heb enw',
  addAnother: 'Ychwanegu mesur effeithlonrwydd ynni arall',
  saveAndContinue: 'Cadw a pharhau',
  confirmAndComplete: 'Cadarnhau a chwblhau',
  uploadTitle: 'Lanlwytho eich mesurau o daenlen',
  officerLegend:
    "Rwy'n cadarnhau bod y swyddog cyfrifol wedi adolygu'r cynllun gweithredu a'u bod yn fodlon, hyd eithaf eu gwybodaeth, fod y datganiadau canlynol yn wir:",
};

export default cy;

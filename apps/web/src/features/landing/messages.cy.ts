import type { Translation } from '../../shared/i18n/catalogue';
import type { English } from './messages.en';

const cy: Translation<English> = {
  deadlinesPassed:
    "Mae'r dyddiadau cau ar gyfer hysbysu cydymffurfiaeth ac ar gyfer cyflwyno cynlluniau gweithredu bellach wedi mynd heibio.",
  submitLate:
    'Gallwch gyflwyno’n hwyr o hyd, ond gall eich rheoleiddiwr gymryd camau gorfodi lle mae’n ystyried bod angen gwneud hynny.',
  replyPromptly:
    'Gwnewch yn siŵr eich bod yn ymateb yn brydlon i unrhyw neges a gewch gan Asiantaeth yr Amgylchedd neu eich rheoleiddiwr.',
  heading: 'Rheoli eich adroddiadau ar gyfer y Cynllun Cyfleoedd Arbed Ynni',
  intro:
    "Mae'r Cynllun Cyfleoedd Arbed Ynni (ESOS) yn gynllun asesu ynni gorfodol ar gyfer ymgymeriadau mawr yn y DU, ac ar gyfer grwpiau sy'n cynnwys un. Mae'n cynnwys, er enghraifft:",
  companies: 'cwmnïau a chyrff corfforaethol eraill',
  partnerships: 'partneriaethau, gan gynnwys partneriaethau atebolrwydd cyfyngedig',
  associations: 'cymdeithasau anghorfforedig sy’n cynnal masnach neu fusnes, pa un a ydynt er elw ai peidio',
  jointVentures: 'mentrau ar y cyd',
  whoHeading: 'Pwy sy’n gorfod cymryd rhan',
  whoMust:
    'Rhaid i’ch sefydliad gymryd rhan os yw ef, neu unrhyw ymgymeriad yn y DU yn ei grŵp, yn ymgymeriad mawr ar y dyddiad cymhwyso.',
  qualificationDate: 'Ar gyfer y trydydd cyfnod cydymffurfio, y dyddiad cymhwyso yw 31 Rhagfyr 2022.',
  largeIf: 'Mae ymgymeriad yn y DU yn fawr os oes ganddo, ar y dyddiad hwnnw, naill ai:',
  employees: '250 neu fwy o gyflogeion, neu',
  turnover: 'trosiant blynyddol o fwy na £44 miliwn a chyfanswm mantolen flynyddol o fwy na £38 miliwn',
  reportingHeading: 'Rhoi gwybod am eich cydymffurfiaeth',
  whoReports:
    "Mae rhywun sy'n cynrychioli'r ymgymeriad cyfrifol yn creu manylion mewngofnodi, yn creu cyfrif y sefydliad ac yn cwblhau'r hysbysiad. Dim ond yr ymgymeriad cyfrifol all ei gyflwyno, er y gellir ychwanegu prif aseswr allanol at y cyfrif i helpu i baratoi'r wybodaeth.",
  highestParent:
    "Oni bai bod trefniadau eraill wedi'u cytuno, yr ymgymeriad cyfrifol yw rhiant uchaf y grŵp yn y DU, sy'n gweithredu ar ran yr holl ymgymeriadau cymwys ynddo.",
  wordingBefore: "Er gwybodaeth yn unig y mae'r geiriad yn y gwasanaeth hwn. Darllenwch ef ochr yn ochr â'r",
  guidanceLink: 'canllawiau ESOS ar GOV.UK',
  wordingAfter: "a rheoliadau ESOS; os ydynt yn wahanol, y rheoliadau sy'n gymwys.",
  assessorHeading: 'Ychwanegu prif aseswr allanol',
  assessorAdded:
    "Gall yr ymgymeriad cyfrifol ychwanegu prif aseswr at ei gyfrif gan ddefnyddio cyfeiriad e-bost yr aseswr. Yna bydd yr aseswr yn cael e-bost actifadu gyda dolen i greu manylion mewngofnodi ac ymuno â'r cyfrif.",
  assessorExisting:
    "Mae aseswr sydd eisoes â manylion mewngofnodi yn parhau i'w defnyddio: bob tro y bydd ymgymeriad cyfrifol arall yn ei ychwanegu, bydd yn cael e-bost actifadu newydd a gall wedyn weithio ar bob cyfrif y mae'n perthyn iddo.",
  signInHeading: 'Mewngofnodi neu greu manylion mewngofnodi',
  signInNeeded:
    "Mae angen i chi fewngofnodi i ddefnyddio'r gwasanaeth hwn. Os nad oes gennych fanylion mewngofnodi eto, gallwch eu creu. Gallwch gadw eich gwaith a dod yn ôl ato ar unrhyw adeg.",
  startNow: 'Dechrau nawr',
  relatedContent: 'Cynnwys cysylltiedig',
  complyLink: "Cydymffurfio â'r Cynllun Cyfleoedd Arbed Ynni",
};

export default cy;

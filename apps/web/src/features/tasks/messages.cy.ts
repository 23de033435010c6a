import type { Translation } from '../../shared/i18n';
import type { TaskMessages } from './messages.en';

const cy: Translation<TaskMessages> = {
  selectPerson: 'Dewiswch unigolyn',
  assignHint:
    'Yna gall yr unigolyn a ddewiswch weithio ar y dasg, a bydd yn ei gweld yn ei dasgau ‘Wedi’u neilltuo i mi’. Dim ond yr unigolyn y mae tasg wedi’i neilltuo iddo all ei newid.',
  assignRefusedPerson: 'Ni ellir neilltuo’r dasg i’r unigolyn hwn. Dewiswch rywun arall.',
  assignRefusedTask: 'Ni ellir ailneilltuo’r dasg hon',
  assignFailed: 'Nid oedd modd ailneilltuo’r dasg. Rhowch gynnig arall arni.',
  loadingPeople: 'Wrthi’n llwytho’r bobl…',
  peopleNotLoaded:
    'Nid oedd modd llwytho’r bobl a all gymryd y dasg hon. Rhowch gynnig arall arni yn nes ymlaen.',
  nobodyToAssign: 'Nid oes neb arall y gellir neilltuo’r dasg hon iddo.',
  unassigned: 'Heb ei neilltuo',
  unassignedHint:
    'Ni all neb weithio ar y dasg nes ei bod wedi’i neilltuo eto. Mae wedi’i rhestru o dan ‘Heb ei neilltuo’ ar y dangosfwrdd.',
  submit: 'Cyflwyno',
  returnTo: 'Dychwelyd i: {name}',
  reassignedTo: 'Mae’r dasg wedi’i hailneilltuo i {name}',
  reassigned: 'Mae’r dasg wedi’i hailneilltuo',
  unassignedDone: 'Nid yw’r dasg wedi’i neilltuo i neb bellach',
  goToTask: 'Mynd i’r dasg',
  returnToDashboard: 'Dychwelyd i’r dangosfwrdd',
  cancelFailed: 'Nid oedd modd canslo’r dasg. Rhowch gynnig arall arni.',
  cancelQuestion: 'Ydych chi’n siŵr eich bod am ganslo’r dasg hon?',
  cancelConsequence: 'Bydd y dasg hon a’r cynnydd arni yn cael eu canslo.',
  cancelConfirm: 'Ydw, canslo’r dasg hon',
  taskCancelled: 'Tasg wedi’i chanslo',
  completedHeading: 'Mae’r dasg hon wedi’i chwblhau',
  completedBody: 'Mae’r dasg wedi’i chwblhau neu ei chanslo, felly ni ellir ei hagor na’i newid mwyach.',
  completedReport:
    'Gallwch ddarllen yr adroddiad, a’r hyn a ddigwyddodd iddo, ar ei dudalen ei hun: {id}, o dan dab Camau cyfrif y sefydliad.',
  completedWorkflow:
    'Gallwch weld yr hyn a ddigwyddodd ar dudalen y llif gwaith ei hun: {id}, o dan dab Hanes llif gwaith cyfrif y sefydliad.',
  goToReport: 'Mynd i’r adroddiad {id}',
  goToWorkflow: 'Mynd i’r llif gwaith {id}',
  goToPhases: 'Mynd i gamau cyfrif y sefydliad',
  goToWorkflowHistory: 'Mynd i hanes llif gwaith cyfrif y sefydliad',
  goToAccounts: 'Mynd i’ch cyfrifon sefydliad',
  returnToYourDashboard: 'Dychwelyd i’ch dangosfwrdd',
};
export default cy;

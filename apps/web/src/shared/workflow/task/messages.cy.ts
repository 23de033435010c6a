import type { Translation } from '../../i18n';
import type { TaskFrameMessages } from './messages.en';

const cy: Translation<TaskFrameMessages> = {
  assignedTo: 'Wedi’i neilltuo i:',
  unassigned: 'Heb ei neilltuo',
  daysRemaining: 'Diwrnodau’n weddill:',
  relatedTasks: 'Tasgau cysylltiedig',
  relatedAssignedTo: 'Wedi’i neilltuo i: {name}',
  relatedDaysRemaining: ' · Diwrnodau’n weddill: {days}',
  viewTask: 'Gweld y dasg',
  relatedActions: 'Camau gweithredu cysylltiedig',
  reassignTask: 'Ailneilltuo’r dasg',
  cancelTask: 'Canslo’r dasg',
  timeline: 'Llinell amser',
  noTimelineEvents: 'Dim digwyddiadau ar y llinell amser',
  eventBy: '{label} gan {submitter}',
  reasonColon: 'Rheswm:',
  viewDetails: 'Gweld y manylion',
  notAvailable: 'Ni ellir dangos y dasg hon eto. Bydd ar gael mewn fersiwn diweddarach o’r gwasanaeth.',
  detailsNotAvailable: 'Ni ellir dangos manylion y digwyddiad hwn eto.',
  returnedForChanges: 'Mae’r rheoleiddiwr wedi dychwelyd y {noun} hwn atoch er mwyn ei newid',
  report: 'adroddiad',
  reason: 'Rheswm',
  notAssignedToAnyone: 'Nid yw’r dasg hon wedi’i neilltuo i neb.',
  onlyAssigneeWorks: 'Dim ond yr unigolyn y mae wedi’i neilltuo iddo all weithio arni.',
  error: 'Gwall:',
  assignToMeFailed: 'Nid oedd modd neilltuo’r dasg i chi. Rhowch gynnig arall arni.',
  assignToMe: 'Ei neilltuo i mi',
  assignedToYou: 'Mae’r dasg bellach wedi’i neilltuo i chi',
  orBefore: 'Neu',
  assignSomeoneElse: 'ei neilltuo i rywun arall',
  orAfter: '.',
  cannotTakeIt:
    'Ni allwch gymryd y dasg hon eich hun. Defnyddiwch ‘Ailneilltuo’r dasg’ i’w neilltuo i rywun sy’n gallu.',
  askManager: 'Gofynnwch i rywun sy’n rheoli eich tasgau ei neilltuo i chi.',
  printHint: 'Mae’n agor ffenestr argraffu eich porwr: dewiswch ‘Cadw fel PDF’ i gadw copi.',
  printAccount: 'cyfrif {id}',
  sentBy: ', anfonwyd gan {submitter}',
  dashboard: 'Dangosfwrdd',
  reassignedHeading: 'Nid yw’r dasg hon wedi’i neilltuo i chi mwyach',
  reassignedWhy:
    'Nid yw eich newidiadau wedi’u cadw oherwydd bod rhywun wedi ailneilltuo’r dasg neu wedi’i rhyddhau.',
  reassignedWhere: 'Gallwch ddod o hyd i’r tasgau sydd wedi’u neilltuo i chi ar eich dangosfwrdd.',
  goneHeading: 'Mae’r dasg hon wedi’i chwblhau neu ei chanslo',
  goneWhy:
    'Nid yw eich newidiadau wedi’u cadw oherwydd bod y dasg wedi’i chwblhau neu ei chanslo yn y cyfamser.',
  goneWhere: 'Gallwch weld yr hyn a ddigwyddodd yn hanes llif gwaith y cyfrif.',
  movedHeading: 'Ni ellir newid y dasg hon mwyach',
  movedWhy:
    'Nid yw eich newidiadau wedi’u cadw oherwydd bod rhywun arall wedi newid y dasg tra oeddech yn gweithio arni.',
  movedWhere: 'Agorwch y dasg eto o’ch dangosfwrdd i weld ble mae hi nawr.',
};
export default cy;

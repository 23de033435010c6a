import type { Translation } from '../../shared/i18n/catalogue';
import type { English } from './messages.en';

const cy: Translation<English> = {
  tasks: 'Tasgau',
  actions: 'Camau gweithredu',
  addAnotherOrganisation: 'Ychwanegu cyfrif sefydliad arall',
  uploadVerified: 'Uwchlwytho ffeil gyda chyfrifon sefydliadau wedi’u dilysu',
  filterTasks: 'Hidlo tasgau',
  assignedToMe: "Wedi'u neilltuo i mi",
  assignedToOthers: "Wedi'u neilltuo i eraill",
  unassigned: 'Heb eu neilltuo',
  forOrganisation: ' ar gyfer {name}',
  new: 'Newydd',
  task: 'Tasg',
  assignedTo: "Wedi'i neilltuo i",
  daysRemaining: 'Diwrnodau sy’n weddill',
  organisationName: 'Enw’r sefydliad',
  registrationNumber: 'Rhif cofrestru',
  organisationId: 'ID y sefydliad',
  loadingTasks: 'Yn llwytho tasgau…',
  tasksFound: {
    zero: 'Dim tasgau wedi’u canfod',
    one: '{count} dasg wedi’i chanfod',
    two: '{count} dasg wedi’u canfod',
    other: '{count} tasg wedi’u canfod',
  },
  notLoaded: 'Nid oedd modd llwytho’r tasgau. Rhowch gynnig arall arni yn nes ymlaen.',
  noMatches: 'Nid oes tasgau’n cyfateb i’r hidlwyr hyn.',
  noTasks: 'Nid oes tasgau.',
};

export default cy;

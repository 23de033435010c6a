import { defineCatalogue } from '../../shared/i18n/catalogue';

const en = {
  tasks: 'Tasks',
  actions: 'Actions',
  addAnotherOrganisation: 'Add another organisation account',
  uploadVerified: 'Upload file with verified organisation accounts',
  filterTasks: 'Filter tasks',
  assignedToMe: 'Assigned to me',
  assignedToOthers: 'Assigned to others',
  unassigned: 'Unassigned',
  forOrganisation: ' for {name}',
  new: 'New',
  task: 'Task',
  assignedTo: 'Assigned to',
  daysRemaining: 'Days remaining',
  organisationName: 'Organisation name',
  registrationNumber: 'Registration number',
  organisationId: 'Organisation ID',
  loadingTasks: 'Loading tasks…',
  tasksFound: { one: '{count} task found', other: '{count} tasks found' },
  notLoaded: 'The tasks could not be loaded. Try again later.',
  noMatches: 'No tasks match these filters.',
  noTasks: 'There are no tasks.',
};

export type English = typeof en;
export const dashboardMessages = defineCatalogue(en, () => import('./messages.cy'));

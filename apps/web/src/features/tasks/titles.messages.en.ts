import { defineCatalogue } from '../../shared/i18n';

// The task pages' route titles: apart from the pages' own texts, as the route table loads with the app's start.
const en = {
  selectPerson: 'Select a person',
  taskReassigned: 'Task reassigned',
  cancelTask: 'Cancel task',
  taskCancelled: 'Task cancelled',
  timelineEvent: 'Timeline event',
  taskCompleted: 'This task has been completed',
};

export type TaskTitles = typeof en;
export const taskTitles = defineCatalogue(en, () => import('./titles.messages.cy'));

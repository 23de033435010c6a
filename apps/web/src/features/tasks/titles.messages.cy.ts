import type { Translation } from '../../shared/i18n';
import type { TaskTitles } from './titles.messages.en';

const cy: Translation<TaskTitles> = {
  selectPerson: 'Dewiswch unigolyn',
  taskReassigned: 'Tasg wedi’i hailneilltuo',
  cancelTask: 'Canslo’r dasg',
  taskCancelled: 'Tasg wedi’i chanslo',
  timelineEvent: 'Digwyddiad ar y llinell amser',
  taskCompleted: 'Mae’r dasg hon wedi’i chwblhau',
};
export default cy;

export {
  TaskPage,
  TimelineEventPage,
  completedTaskLoader,
  requestActionLoader,
  shouldRevalidateTask,
  taskLoader,
} from '../../shared/workflow/task';
export { ChangeAssigneePage, ChangeAssigneeSuccessPage } from './ChangeAssigneePage';
export { CancelConfirmationPage, CancelTaskPage } from './CancelTaskPage';
export { TaskCompletedPage } from './TaskCompletedPage';

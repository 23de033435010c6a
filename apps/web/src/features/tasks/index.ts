export { TaskPage } from './TaskPage';
export { ChangeAssigneePage, ChangeAssigneeSuccessPage } from './ChangeAssigneePage';
export { CancelConfirmationPage, CancelTaskPage } from './CancelTaskPage';
export { AmendDetailsPage } from './review/AmendDetailsPage';
export { ReviewSubmittedPage } from './review/ReviewSubmittedPage';
export { TimelineActionPage } from './timeline/TimelineActionPage';
export { RequestActionView } from './timeline/RequestActionView';
export { TASK_ROUTE_ID, requestActionLoader, shouldRevalidateTask, taskLoader } from './task-loader';
export { Timeline } from './Timeline';
export {
  AccountClosureConfirmationPage,
  AccountClosureSubmitPage,
} from './account-closure/AccountClosureSubmitPage';

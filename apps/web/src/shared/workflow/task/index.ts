// The task page frame and the task API every workflow feature builds on. Lazy-loaded: only the pages of
// /tasks/:taskId and the account's workflow pages import it.
export { TaskPage } from './TaskPage';
export { TaskHeader } from './TaskHeader';
export { RelatedTasks } from './RelatedTasks';
export { Timeline } from './Timeline';
export type { TimelineProps } from './Timeline';
export { TimelineEvent, TimelineEventPage } from './TimelineEvent';
export { EventDetailsNotAvailable, TaskNotAvailable } from './TaskNotAvailable';
export {
  PrintHeader,
  PrintReportButton,
  SubmittedReport,
  cssString,
  printAs,
  printHeaderText,
} from './PrintReportButton';
export {
  cancelAction,
  completedTaskLoader,
  isEditable,
  requestActionLoader,
  shouldRevalidateTask,
  taskLoader,
  useTaskPageData,
} from './task-loader';
export {
  fetchCandidateAssignees,
  fetchRelatedItems,
  fetchRequestAction,
  fetchTask,
  fetchTaskWithVersion,
  fetchTimeline,
  postTaskAction,
  useAssignTask,
  useTaskAction,
} from './task-api';
export {
  loadTaskPage,
  saveTaskAction,
  taskQueries,
  useReloadTask,
  useSaveTask,
  type VersionedTask,
} from './task-queries';
export { preloadTaskContent, preloadTimelineView, taskContent, timelineView } from './task-content';
export { taskBusinessError } from './task-business-error';
export { rememberedWorkflow, rememberedWorkflowHref, workflowHref, type TaskWorkflow } from './task-memory';
export { ReturnedForChanges, pendingReturn } from './ReturnedForChanges';

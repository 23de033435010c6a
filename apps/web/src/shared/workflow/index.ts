// The workflow registry and the names, labels and formats the dashboard, task pages and account pages share.
// Light on purpose: the task page frame and its API are in ./task, loaded only with the pages using them.
export { daysRemainingText } from './days-remaining';
export { formatDateTime } from './date-time';
export {
  accountTabOf,
  hasTaskPage,
  startCards,
  taskDisplayName,
  taskTypeDefinition,
  timelineHasDetails,
  timelineLabel,
  timelineTitle,
  timelineTypeDefinition,
  workflowDefinition,
  workflowDefinitions,
  workflowListName,
  workflowReInitiatedAt,
  workflowTitle,
  workflowsWorkedOnBy,
} from './lookups';
export { buildRegistry } from './build-registry';
export { loadWorkflows, workflowsLoaded } from './registry';
export { TASK_ROUTE_ID } from './route-id';
export { taskHref } from './task-href';
export { isActionPayload, isTaskPayload } from './payloads';
export type * from './types';

// Workflow names and labels shared by the dashboard, task pages and (later) workflow pages.
export { daysRemainingText } from './days-remaining';
export { taskDisplayName, taskHref } from './task-names';
export { timelineHasDetails, timelineLabel } from './timeline';
export { formatDateTime } from './date-time';

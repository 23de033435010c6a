export { DashboardPage } from './DashboardPage';
export { daysRemainingText } from './days-remaining';
export { taskDisplayName, taskHref } from './task-names';

/** The id of the /tasks/:taskId route, so the task's sub-pages (any workflow's) can read the loaded task. */
export const TASK_ROUTE_ID = 'request-task';

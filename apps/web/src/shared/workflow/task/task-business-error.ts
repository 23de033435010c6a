import { errorCode } from '../../api';
import { paths, type BusinessError } from '../../routing';

const BACK_TO_DASHBOARD = { href: paths.dashboard, text: 'Dashboard' } as const;

/**
 * The refusals of a task action or assignment that mean someone else acted on the task while this user had it
 * open: it was reassigned (REQUEST_TASK_ACTION1001), completed or cancelled (the task is gone: NOTFOUND1001), or
 * moved on so the action no longer applies (REQUEST_TASK_ACTION1000). Nothing on the page can fix them, so they
 * go to the business error page (web-screens "Errors") rather than the form's error summary.
 */
export function taskBusinessError(error: unknown): BusinessError | null {
  switch (errorCode(error)) {
    case 'REQUEST_TASK_ACTION1001':
      return {
        heading: 'This task is no longer assigned to you',
        body: [
          'Your changes have not been saved because someone has reassigned the task or released it.',
          'You can find the tasks assigned to you on your dashboard.',
        ],
        returnTo: BACK_TO_DASHBOARD,
      };
    case 'NOTFOUND1001':
      return {
        heading: 'This task has been completed or cancelled',
        body: [
          'Your changes have not been saved because the task was completed or cancelled meanwhile.',
          'You can see what happened in the workflow history of the account.',
        ],
        returnTo: BACK_TO_DASHBOARD,
      };
    case 'REQUEST_TASK_ACTION1000':
      return {
        heading: 'This task can no longer be changed',
        body: [
          'Your changes have not been saved because someone else changed the task while you were working on it.',
          'Open the task again from your dashboard to see where it is now.',
        ],
        returnTo: BACK_TO_DASHBOARD,
      };
    default:
      return null;
  }
}

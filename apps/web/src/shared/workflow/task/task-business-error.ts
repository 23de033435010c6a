import { errorCode } from '../../api';
import { paths, type BusinessError } from '../../routing';
import { textIn } from '../text';
import { taskFrameMessages, type TaskFrameMessages } from './messages.en';

type Key = keyof TaskFrameMessages;

/** The business error page's words, in the page's language when the refusal came. */
function refusal(heading: Key, why: Key, where: Key): BusinessError {
  const text = (key: Key) => textIn(taskFrameMessages, key);
  return {
    heading: text(heading),
    body: [text(why), text(where)],
    returnTo: { href: paths.dashboard, text: text('dashboard') },
  };
}

/**
 * The refusals of a task action or assignment that mean someone else acted on the task while this user had it
 * open: it was reassigned (REQUEST_TASK_ACTION1001), completed or cancelled (the task is gone: NOTFOUND1001), or
 * moved on so the action no longer applies (REQUEST_TASK_ACTION1000). Nothing on the page can fix them, so they
 * go to the business error page (web-screens "Errors") rather than the form's error summary.
 */
export function taskBusinessError(error: unknown): BusinessError | null {
  switch (errorCode(error)) {
    case 'REQUEST_TASK_ACTION1001':
      return refusal('reassignedHeading', 'reassignedWhy', 'reassignedWhere');
    case 'NOTFOUND1001':
      return refusal('goneHeading', 'goneWhy', 'goneWhere');
    case 'REQUEST_TASK_ACTION1000':
      return refusal('movedHeading', 'movedWhy', 'movedWhere');
    default:
      return null;
  }
}

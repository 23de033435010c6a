import { paths } from './paths';

/**
 * A refusal the user cannot fix on the page they are on (web-screens "Errors": business errors), such as a task
 * that someone else completed or took over meanwhile. It is shown on /error/business: a heading, what happened
 * and one way forward.
 */
export interface BusinessError {
  heading: string;
  /** What happened and what the user can do, one paragraph each. */
  body: readonly string[];
  /** The way forward, shown as 'Return to: <text>'. */
  returnTo: { href: string; text: string };
}

interface BusinessErrorState {
  businessError: BusinessError;
}

/** Where to go to show a business error: its page, with the error in the history entry (kept on reload). */
export function businessErrorDestination(error: BusinessError): {
  to: string;
  state: BusinessErrorState;
  replace: false;
} {
  return { to: paths.businessError, state: { businessError: error }, replace: false };
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** The business error a history entry carries, or null (e.g. the address was typed). */
export function businessErrorOf(state: unknown): BusinessError | null {
  if (typeof state !== 'object' || state === null || !('businessError' in state)) return null;
  const error = (state as { businessError: unknown }).businessError as Partial<BusinessError> | null;
  if (!error || !isText(error.heading) || !Array.isArray(error.body) || !error.body.every(isText))
    return null;
  const returnTo = error.returnTo as Partial<BusinessError['returnTo']> | undefined;
  // Only an address of this service is followed: the state could have been written by anything in the tab.
  if (!isText(returnTo?.href) || !returnTo.href.startsWith('/') || returnTo.href.startsWith('//'))
    return null;
  if (!isText(returnTo.text)) return null;
  return { heading: error.heading, body: error.body, returnTo: { href: returnTo.href, text: returnTo.text } };
}

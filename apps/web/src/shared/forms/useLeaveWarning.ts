import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export const UNSAVED_CHANGES_MESSAGE =
  'You have unsaved changes on this page. If you leave, they will be lost. Do you want to leave?';

/** Closing or reloading the tab while `when` holds triggers the browser's own prompt. */
function useBeforeUnload(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
}

/**
 * Warns before leaving a page with unsaved input: in-app navigation asks for confirmation first. (Leaving while
 * a request is in flight is handled for every page by app/pending-guard.)
 */
export function useLeaveWarning(when: boolean, message = UNSAVED_CHANGES_MESSAGE): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);

  useBeforeUnload(when);
}

import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { PENDING_REQUEST_MESSAGE, pendingRequestCount, usePendingRequests } from '../shared/api';

/**
 * In-app navigation while a change is being sent asks with the pending-request alert and stays on
 * the page unless the person chooses to leave. Mounted only while a request is pending: a router
 * runs one blocker at a time (the latest), so pages' own leave warnings apply the rest of the time.
 */
function PendingNavigationBlocker() {
  // The live count, not the rendered one: a page navigating right after its request answered is not asked.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      pendingRequestCount() > 0 && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(PENDING_REQUEST_MESSAGE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  return null;
}

/**
 * Spec §4/§8: leaving a page while a non-GET request is in flight raises the pending-request alert.
 * Closing or reloading the tab gets the browser's own prompt.
 */
export function PendingRequestGuard() {
  const pending = usePendingRequests();

  useEffect(() => {
    if (!pending) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show (or at least need) a return value.
      event.returnValue = PENDING_REQUEST_MESSAGE;
      return PENDING_REQUEST_MESSAGE;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [pending]);

  return pending ? <PendingNavigationBlocker /> : null;
}

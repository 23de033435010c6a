import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

import { askToLeave, holdUnsavedAnswers, isLeavingConfirmed } from './leave-request';

/** Closing or reloading the tab while `when` holds triggers the browser's own prompt. */
function useBeforeUnload(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (isLeavingConfirmed()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
}

/**
 * Warns before leaving a page with unsaved input: in-app navigation and signing out ask first, in the leave
 * dialog. (Leaving while a request is in flight is handled for every page by app/pending-guard.)
 */
export function useLeaveWarning(when: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  // The blocker is a new object at each render: the dialog opens once per blocked navigation.
  const asked = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      asked.current = false;
      return;
    }
    if (asked.current) return;
    asked.current = true;
    askToLeave({ action: 'leave', proceed: () => blocker.proceed(), stay: () => blocker.reset() });
  }, [blocker]);

  useEffect(() => (when ? holdUnsavedAnswers() : undefined), [when]);

  useBeforeUnload(when);
}

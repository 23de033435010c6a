import { Suspense, lazy } from 'react';
import { signOut } from '../shared/auth/identity';
import {
  askToLeave,
  cancelLeaving,
  confirmLeaving,
  hasUnsavedAnswers,
  useLeaveRequest,
} from '../shared/forms/leave-request';

// Loaded only when it is first needed: the landing page's bundle does not carry it.
const LeaveDialog = lazy(() =>
  import('../shared/forms/LeaveDialog').then((m) => ({ default: m.LeaveDialog })),
);

/** The one leave warning of the app, opened by pages with unsaved answers (useLeaveWarning) and sign-out. */
export function LeaveDialogHost() {
  const request = useLeaveRequest();
  return request ? (
    <Suspense fallback={null}>
      <LeaveDialog request={request} />
    </Suspense>
  ) : null;
}

const signOutNow = () => void signOut().catch((error: unknown) => console.error('Sign out failed', error));

/** 'Sign out': asks first when a page on screen holds unsaved answers, which signing out would lose. */
export function signOutAsking(): void {
  if (!hasUnsavedAnswers()) {
    signOutNow();
    return;
  }
  askToLeave({
    action: 'sign-out',
    proceed: () => {
      // Already asked: the browser's own prompt must not ask again as the page unloads.
      confirmLeaving();
      void signOut().catch((error: unknown) => {
        cancelLeaving();
        console.error('Sign out failed', error);
      });
    },
    stay: () => undefined,
  });
}

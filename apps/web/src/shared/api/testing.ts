// Test-only entry (ESLint keeps it out of production code).
import { notifyPendingRequests, pendingState } from './pending';

/** Forgets every request counted as in flight. */
export function resetPendingRequestsForTest(): void {
  pendingState.inFlight.clear();
  notifyPendingRequests();
}

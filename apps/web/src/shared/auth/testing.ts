// Test-only entry (ESLint keeps it out of production code): puts the sign-in state where a test needs it.
import { refreshExpiryState } from './refresh-expiry';
import { sessionState, signedOutSession, type Session } from './session-state';

/** Replaces the session: signed out and ready, plus the given fields. */
export function setSessionForTest(value: Partial<Session>): void {
  sessionState.replace({ ...signedOutSession, ready: true, ...value });
}

/** Forgets the refresh-expiry record read from storage and its listeners. */
export function resetRefreshExpiryForTest(): void {
  refreshExpiryState.current = undefined;
  refreshExpiryState.listeners.clear();
  window.removeEventListener('storage', refreshExpiryState.onStorage);
}

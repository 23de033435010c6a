import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import {
  canExtend,
  getRefreshExpiry,
  onSignedOutElsewhere,
  renewSession,
  setSignedOut,
  signOut,
  signOutAfterTimeout,
  subscribeRefreshExpiry,
} from '../../shared/auth';
import { TimeoutDialog } from './TimeoutDialog';
import { idleSeconds, timeoutState } from './timeout-logic';
import { paths } from '../../shared/routing';
import { clearSessionDrafts } from '../../shared/storage/session-drafts';

/** Browsers run timers set further ahead than this at once. */
const MAX_TIMER_MS = 2_147_483_647;

export interface SessionTimeoutProps {
  /** For tests. */
  now?: () => number;
}

/**
 * Watches the refresh token's expiry while signed in (spec §4): 30 seconds before it expires a dialog
 * offers to continue or sign out; with no answer the person is signed out and sent to /timed-out.
 * Tabs share the sign-in: Continue in one tab closes the warning in all of them, and signing out or
 * timing out in one tab takes the others to the same place.
 */
export function SessionTimeout({ now = Date.now }: SessionTimeoutProps) {
  const expiry = useSyncExternalStore(subscribeRefreshExpiry, getRefreshExpiry, () => null);
  const [clock, setClock] = useState(now);
  const [busy, setBusy] = useState(false);
  const ending = useRef(false);
  const navigate = useNavigate();
  const state = expiry ? timeoutState(expiry, clock) : null;
  const phase = state?.phase;
  const warnAt = state?.phase === 'active' ? state.warnAt : undefined;

  // Wake up when the warning is due, then tick every second while it shows. Waking from sleep or
  // returning to the tab re-reads the clock.
  useEffect(() => {
    if (!phase || phase === 'expired') return undefined;
    const tick = () => setClock(now());
    const timer =
      phase === 'warning'
        ? window.setInterval(tick, 1000)
        : window.setTimeout(tick, Math.min(MAX_TIMER_MS, Math.max(0, (warnAt ?? 0) - now())));
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [phase, warnAt, now]);

  useEffect(
    () =>
      onSignedOutElsewhere((message) => {
        if (ending.current) return;
        ending.current = true;
        // The other tab ends the provider's session; this one only forgets it (a reload now could
        // silently sign in again before the provider has finished).
        void navigate(message.reason === 'timeout' ? paths.timedOut(message.idleSeconds) : paths.home, {
          replace: true,
        });
        setSignedOut();
        // Signed out everywhere: this tab's unsent answers go too.
        clearSessionDrafts();
      }),
    [navigate],
  );

  useEffect(() => {
    if (phase !== 'expired' || !expiry || ending.current) return;
    ending.current = true;
    void signOutAfterTimeout(idleSeconds(expiry, now()));
  }, [phase, expiry, now]);

  const onContinue = useCallback(() => {
    setBusy(true);
    const before = getRefreshExpiry();
    renewSession()
      .then((renewed) => {
        // The provider no longer knows the session: treat it as timed out.
        if (!renewed && before && !ending.current) {
          ending.current = true;
          return signOutAfterTimeout(idleSeconds(before, now()));
        }
        return undefined;
      })
      .catch((error: unknown) => console.error('Could not renew the session', error))
      .finally(() => {
        setBusy(false);
        setClock(now());
      });
  }, [now]);

  const onSignOut = useCallback(() => {
    setBusy(true);
    ending.current = true;
    signOut().catch((error: unknown) => {
      console.error('Sign out failed', error);
      setBusy(false);
    });
  }, []);

  if (!expiry || state?.phase !== 'warning') return null;
  return (
    <TimeoutDialog
      secondsLeft={state.secondsLeft}
      extendable={canExtend(expiry)}
      busy={busy}
      onContinue={onContinue}
      onSignOut={onSignOut}
    />
  );
}

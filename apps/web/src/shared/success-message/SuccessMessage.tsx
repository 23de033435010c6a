import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { NotificationBanner } from '../govuk/NotificationBanner';

/**
 * A confirmation carried to the next page in the navigation's state, not its address, so a reload or a
 * shared link never repeats it (issue 20, item 7). `keepFocus` tells the layout to leave focus alone: the
 * success banner takes it, so a screen reader announces the confirmation.
 */
export interface SuccessMessageState {
  successMessage: string;
  keepFocus: true;
}

/** Navigation options that show `message` in a success banner on the page navigated to. */
export function withSuccessMessage(message: string): { state: SuccessMessageState } {
  return { state: { successMessage: message, keepFocus: true } };
}

export function successMessageOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const message = (state as { successMessage?: unknown }).successMessage;
  return typeof message === 'string' && message.length > 0 ? message : null;
}

/**
 * The message the navigation to this page carried. Once shown, it is removed from the browser's history entry
 * (React Router keeps its state under `usr`), so reloading the page or coming back to it does not show it again.
 */
export function useSuccessMessage(): string | null {
  const location = useLocation();
  const message = successMessageOf(location.state);
  useEffect(() => {
    const entry: unknown = window.history.state;
    if (typeof entry !== 'object' || entry === null || !('usr' in entry)) return;
    if (successMessageOf(entry.usr) === null) return;
    window.history.replaceState(
      { ...entry, usr: { ...(entry.usr as object), successMessage: undefined } },
      '',
    );
  }, [location.key]);
  return message;
}

/** The GOV.UK success banner of the message the navigation carried, if any; it takes focus when shown. */
export function SuccessMessageBanner() {
  const message = useSuccessMessage();
  if (!message) return null;
  return (
    <NotificationBanner type="success" title="Success">
      <p className="govuk-notification-banner__heading">{message}</p>
    </NotificationBanner>
  );
}

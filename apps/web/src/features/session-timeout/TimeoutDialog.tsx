import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { announcementStep, countdownMessage } from './timeout-logic';
import './timeout-dialog.css';

export interface TimeoutDialogProps {
  secondsLeft: number;
  /** False once renewing no longer gives the full session time back. */
  extendable: boolean;
  /** A renewal or sign-out is under way. */
  busy?: boolean;
  onContinue: () => void;
  onSignOut: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Makes everything outside the dialog inert (not focusable, hidden from assistive technology). */
function useInertBackground(dialogRoot: React.RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const own = dialogRoot.current?.parentElement;
    const siblings = [...document.body.children].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== own && !element.hasAttribute('inert'),
    );
    siblings.forEach((element) => element.setAttribute('inert', ''));
    return () => siblings.forEach((element) => element.removeAttribute('inert'));
  }, [dialogRoot]);
}

/** Moves focus into the dialog when it opens and back to where it was when it closes. */
function useFocusReturn(dialog: React.RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
      else document.getElementById('main-content')?.focus();
    };
  }, [dialog]);
}

/**
 * The session timeout warning: a modal dialog in the GOV.UK style. The visible countdown changes
 * every second; screen readers hear it only at a few steps so they are not interrupted constantly.
 */
export function TimeoutDialog({ secondsLeft, extendable, busy, onContinue, onSignOut }: TimeoutDialogProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const messageId = `${id}-message`;
  const dialog = useRef<HTMLDivElement>(null);
  useInertBackground(dialog);
  useFocusReturn(dialog);

  // The live region changes only when the countdown reaches the next announcement step.
  const step = announcementStep(secondsLeft);
  const [announcedAt, setAnnouncedAt] = useState({ step, seconds: secondsLeft });
  if (announcedAt.step !== step) setAnnouncedAt({ step, seconds: secondsLeft });
  const announced = countdownMessage(
    announcedAt.step === step ? announcedAt.seconds : secondsLeft,
    extendable,
  );

  // A stale dialog must not keep focus on a button that has gone (extendable -> not extendable).
  useEffect(() => {
    if (dialog.current && !dialog.current.contains(document.activeElement)) dialog.current.focus();
  }, [extendable]);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && extendable && !busy) {
      event.preventDefault();
      onContinue();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className="app-timeout">
      <div className="app-timeout__overlay" />
      <div
        ref={dialog}
        className="app-timeout__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        aria-describedby={messageId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 className="govuk-heading-m" id={headingId}>
          Your session will end soon
        </h2>
        <p className="govuk-body" aria-hidden="true">
          {countdownMessage(secondsLeft, extendable)}
        </p>
        <p className="govuk-visually-hidden" id={messageId} aria-live="polite" aria-atomic="true">
          {announced}
        </p>
        {extendable ? <p className="govuk-body">Any information you have not saved will be lost.</p> : null}
        <div className="govuk-button-group">
          {extendable ? (
            <button
              type="button"
              className="govuk-button"
              data-module="govuk-button"
              aria-disabled={busy ? true : undefined}
              onClick={busy ? undefined : onContinue}
            >
              Continue
            </button>
          ) : null}
          <button
            type="button"
            className={extendable ? 'govuk-button govuk-button--secondary' : 'govuk-button'}
            data-module="govuk-button"
            aria-disabled={busy ? true : undefined}
            onClick={busy ? undefined : onSignOut}
          >
            Sign out
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

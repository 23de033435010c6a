import { useEffect, useId, useRef, useState } from 'react';
import { announcementStep, countdownMessage } from './timeout-logic';
import { ModalDialog } from '../../shared/govuk/ModalDialog';

export interface TimeoutDialogProps {
  secondsLeft: number;
  /** False once renewing no longer gives the full session time back. */
  extendable: boolean;
  /** A renewal or sign-out is under way. */
  busy?: boolean;
  onContinue: () => void;
  onSignOut: () => void;
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

  return (
    <ModalDialog
      dialogRef={dialog}
      role="dialog"
      labelledBy={headingId}
      describedBy={messageId}
      onEscape={extendable && !busy ? onContinue : undefined}
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
    </ModalDialog>
  );
}

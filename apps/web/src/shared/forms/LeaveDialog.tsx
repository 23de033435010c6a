import { useId, useLayoutEffect, useRef } from 'react';
import { ModalDialog } from '../govuk/ModalDialog';
import { answerLeave, type LeaveRequest } from './leave-request';

export const LEAVE_DIALOG_TEXT = {
  heading: 'You have unsaved changes',
  body: 'The answers you have entered on this page have not been saved. If you leave, they will be lost.',
  stay: 'Stay on this page',
  leave: { leave: 'Leave without saving', 'sign-out': 'Sign out without saving' },
} as const;

/**
 * The warning before leaving a page with unsaved answers, by a link, the back button or signing out: a
 * GOV.UK-styled modal dialog rather than the browser's confirm(), which cannot be styled or worded well.
 * Focus starts on the safe choice (stay); Escape stays; Tab keeps within the dialog.
 */
export function LeaveDialog({ request }: { request: LeaveRequest }) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // Focus then moves on to the choice that loses nothing (the WAI-ARIA alert dialog pattern).
  const stay = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => stay.current?.focus(), []);

  return (
    <ModalDialog
      dialogRef={dialog}
      role="alertdialog"
      labelledBy={`${id}-heading`}
      describedBy={`${id}-body`}
      onEscape={() => answerLeave(false)}
    >
      <h2 className="govuk-heading-m" id={`${id}-heading`}>
        {LEAVE_DIALOG_TEXT.heading}
      </h2>
      <p className="govuk-body" id={`${id}-body`}>
        {LEAVE_DIALOG_TEXT.body}
      </p>
      <div className="govuk-button-group">
        <button
          type="button"
          className="govuk-button"
          data-module="govuk-button"
          ref={stay}
          onClick={() => answerLeave(false)}
        >
          {LEAVE_DIALOG_TEXT.stay}
        </button>
        <button
          type="button"
          className="govuk-button govuk-button--warning"
          data-module="govuk-button"
          onClick={() => answerLeave(true)}
        >
          {LEAVE_DIALOG_TEXT.leave[request.action]}
        </button>
      </div>
    </ModalDialog>
  );
}

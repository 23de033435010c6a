import { useId, useLayoutEffect, useRef } from 'react';
import { ModalDialog } from '../govuk/ModalDialog';
import { useMessages } from '../i18n';
import { answerLeave, type LeaveRequest } from './leave-request';
import { formMessages } from './messages.en';

const LEAVE_BUTTON = { leave: 'leaveLeave', 'sign-out': 'leaveSignOut' } as const;

/**
 * The warning before leaving a page with unsaved answers, by a link, the back button or signing out: a
 * GOV.UK-styled modal dialog rather than the browser's confirm(), which cannot be styled or worded well.
 * Focus starts on the safe choice (stay); Escape stays; Tab keeps within the dialog.
 */
export function LeaveDialog({ request }: { request: LeaveRequest }) {
  const t = useMessages(formMessages);
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
        {t('leaveHeading')}
      </h2>
      <p className="govuk-body" id={`${id}-body`}>
        {t('leaveBody')}
      </p>
      <div className="govuk-button-group">
        <button
          type="button"
          className="govuk-button"
          data-module="govuk-button"
          ref={stay}
          onClick={() => answerLeave(false)}
        >
          {t('leaveStay')}
        </button>
        <button
          type="button"
          className="govuk-button govuk-button--warning"
          data-module="govuk-button"
          onClick={() => answerLeave(true)}
        >
          {t(LEAVE_BUTTON[request.action])}
        </button>
      </div>
    </ModalDialog>
  );
}

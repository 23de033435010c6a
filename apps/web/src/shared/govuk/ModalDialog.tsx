import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { keepTabInside, useFocusReturn, useInertBackground } from './modal';

export interface ModalDialogProps {
  /** The dialog element: callers move focus within it. */
  dialogRef: RefObject<HTMLDivElement | null>;
  role: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy: string;
  /** What Escape does; Escape does nothing when absent. */
  onEscape?: () => void;
  children: ReactNode;
}

/**
 * A modal dialog over the page (GOV.UK has no component for one): the rest of the page inert, Tab kept
 * inside, focus given back where it was on closing. The session timeout warning and the unsaved-answers
 * warning are both this.
 */
export function ModalDialog({
  dialogRef,
  role,
  labelledBy,
  describedBy,
  onEscape,
  children,
}: ModalDialogProps) {
  useInertBackground(dialogRef);
  useFocusReturn(dialogRef);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
      return;
    }
    keepTabInside(event, dialogRef.current);
  }

  return createPortal(
    <div className="app-modal">
      <div className="app-modal__overlay" />
      <div
        ref={dialogRef}
        className="app-modal__dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

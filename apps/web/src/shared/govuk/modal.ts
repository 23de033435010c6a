import { useLayoutEffect } from 'react';
import './modal-dialog.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Makes everything outside the dialog inert (not focusable, hidden from assistive technology). */
export function useInertBackground(dialogRoot: React.RefObject<HTMLElement | null>) {
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
export function useFocusReturn(dialog: React.RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
      else document.getElementById('main-content')?.focus();
    };
  }, [dialog]);
}

/** Keeps Tab and Shift+Tab within the dialog. */
export function keepTabInside(event: React.KeyboardEvent, dialog: HTMLElement | null) {
  if (event.key !== 'Tab' || !dialog) return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

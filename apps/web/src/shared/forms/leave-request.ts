import { useSyncExternalStore } from 'react';

/**
 * What the leave warning dialog asks: one at a time, for the whole app. Kept apart from the
 * dialog so the shell can watch it without loading the dialog's code.
 */
export interface LeaveRequest {
  /** The dialog's kind: leaving the page, or signing out. */
  action: 'leave' | 'sign-out';
  proceed: () => void;
  stay: () => void;
}

let current: LeaveRequest | null = null;
let unsavedPages = 0;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Opens the dialog (replacing any open one, whose answer is then 'stay'). */
export function askToLeave(request: LeaveRequest): void {
  const previous = current;
  current = request;
  previous?.stay();
  listeners.forEach((listener) => listener());
}

/** Closes the dialog with the person's answer. */
export function answerLeave(leave: boolean): void {
  const request = current;
  current = null;
  listeners.forEach((listener) => listener());
  if (leave) request?.proceed();
  else request?.stay();
}

export const useLeaveRequest = () =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );

/** A page holds unsaved answers from the call until the returned function is called. */
export function holdUnsavedAnswers(): () => void {
  unsavedPages += 1;
  return () => {
    unsavedPages -= 1;
  };
}

/** Whether some page on screen holds unsaved answers (signing out then asks first). */
export const hasUnsavedAnswers = () => unsavedPages > 0 && !leavingConfirmed;

let leavingConfirmed = false;
/** The person chose to leave the app (signing out): unloading the page asks nothing more. */
export function confirmLeaving(): void {
  leavingConfirmed = true;
}
/** Leaving failed (signing out did not start): the page asks again as before. */
export function cancelLeaving(): void {
  leavingConfirmed = false;
}
export const isLeavingConfirmed = () => leavingConfirmed;

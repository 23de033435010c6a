import { useSyncExternalStore } from 'react';

/** Set when an API call returned HTTP 500: the shell shows the error page without changing the URL. */
let serverError = false;
const listeners = new Set<() => void>();

export function setServerError(value: boolean): void {
  if (serverError === value) return;
  serverError = value;
  listeners.forEach((listener) => listener());
}

export function useServerError(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => serverError,
    () => false,
  );
}

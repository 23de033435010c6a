import { useSyncExternalStore } from 'react';
import type { Middleware } from 'openapi-fetch';

/** Spec §8: shown when someone leaves a page while a change is still being sent. */
export const PENDING_REQUEST_MESSAGE =
  'A server request is pending. We suggest that you stay on this page in order not to lose your progress.';

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Ids of the non-GET requests in flight, and who listens to the count. */
export const pendingState = { inFlight: new Set<string>(), listeners: new Set<() => void>() };
const { inFlight, listeners } = pendingState;

export function notifyPendingRequests(): void {
  listeners.forEach((listener) => listener());
}

export function pendingRequestCount(): number {
  return inFlight.size;
}

export function subscribePendingRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while any non-GET API request is in flight. */
export function usePendingRequests(): boolean {
  return useSyncExternalStore(
    subscribePendingRequests,
    () => inFlight.size > 0,
    () => false,
  );
}

/** Counts non-GET requests from when they start until they answer or fail. */
export function createPendingRequestMiddleware(): Middleware {
  const done = (id: string) => {
    if (inFlight.delete(id)) notifyPendingRequests();
  };
  return {
    onRequest({ request, id }) {
      if (READ_ONLY_METHODS.has(request.method.toUpperCase())) return undefined;
      inFlight.add(id);
      notifyPendingRequests();
      return undefined;
    },
    onResponse({ id }) {
      done(id);
      return undefined;
    },
    onError({ id }) {
      done(id);
      return undefined;
    },
  };
}

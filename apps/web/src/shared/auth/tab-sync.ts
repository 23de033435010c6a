/**
 * Every tab holds its own tokens in memory, in one sign-in session at the provider, so tabs coordinate:
 * one renewal at a time, and a sign-out in one tab ends the others.
 */

const LOCK_NAME = 'esos-session-renewal';
const CHANNEL_NAME = 'esos-session';

export type SignedOutMessage =
  | { type: 'signed-out'; reason: 'sign-out' }
  | {
      type: 'signed-out';
      reason: 'timeout';
      idleSeconds: number;
    };

/**
 * Runs `task` while no other tab of this origin runs one. A silent sign-in renews the identifier of the
 * provider's session; two at once would each leave a copy of the session behind.
 */
export function withSessionLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // Browsers without the Web Locks API (before 2022) renew without coordination.
  if (!locks) return task();
  return locks.request(LOCK_NAME, () => task()) as Promise<T>;
}

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
}

export function announceSignedOut(message: SignedOutMessage): void {
  const channel = openChannel();
  channel?.postMessage(message);
  channel?.close();
}

function isSignedOutMessage(data: unknown): data is SignedOutMessage {
  const message = data as Partial<SignedOutMessage> | null;
  return message?.type === 'signed-out' && (message.reason === 'sign-out' || message.reason === 'timeout');
}

/** Calls `listener` when another tab signs out; returns the unsubscribe function. */
export function onSignedOutElsewhere(listener: (message: SignedOutMessage) => void): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isSignedOutMessage(event.data)) listener(event.data);
  };
  return () => channel.close();
}

import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db';

/** The channel the data-change triggers (migration 0003) notify on. */
export const DATA_CHANGE_CHANNEL = 'esos_data_change';

/**
 * A notification whose payload is `<topic>:<detail>` is a message, not a data change: it goes to that
 * topic's listeners only and leaves the version (and so every read cache) as it is.
 */
export type ChangeTopic = 'session-ended';

/** The payload to send on DATA_CHANGE_CHANNEL for a message. */
export function messagePayload(topic: ChangeTopic, detail: string): string {
  return `${topic}:${detail}`;
}

/**
 * Tells this instance's read caches that data they hold may have changed: on every committed change
 * announced by the database (naming its table), and whenever notifications may have been missed.
 */
export interface ChangeFeed {
  /** Moves on with every change; a cached value read under an older version is stale. */
  readonly version: number;
  /** False while changes could go unnoticed: caches must then read through. */
  readonly live: boolean;
  /** A change to `table`; without one, anything may have changed (every cache empties). */
  changed(table?: string): void;
  /**
   * Resolves once changes committed anywhere before the call have moved the version (rejects when that
   * cannot be known: caches then read through). A cached value may be served only after it.
   */
  caughtUp(): Promise<void>;
  /** `table`: the table a notification named; none when anything may have changed. */
  onChange(listener: (table?: string) => void): void;
  close(): Promise<void>;
}

export interface ChangeMessages {
  /** A message on `topic` (its detail); a change of unknown extent still reaches only `onChange`. */
  onMessage(topic: ChangeTopic, listener: (detail: string) => void): void;
}

export async function createChangeFeed(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): Promise<ChangeFeed & ChangeMessages> {
  let version = 0;
  let live = false;
  const listeners: ((table?: string) => void)[] = [];
  const messageListeners = new Map<string, ((detail: string) => void)[]>();
  const changed = (table?: string) => {
    version += 1;
    for (const listener of listeners) listener(table);
  };
  const subscription = await database.listen(DATA_CHANGE_CHANNEL, {
    // The notification's payload is the changed table's name (migration 0003).
    onNotification: (payload) => {
      const colon = payload.indexOf(':');
      if (colon < 0) return changed(payload || undefined);
      const detail = payload.slice(colon + 1);
      for (const listener of messageListeners.get(payload.slice(0, colon)) ?? []) listener(detail);
    },
    onLive(now) {
      if (now === live) return;
      live = now;
      changed();
      if (now) log.info('listening for data changes');
      else log.warn('data change notifications lost; read caches off until reconnected');
    },
  });
  return {
    get version() {
      return version;
    },
    get live() {
      return live;
    },
    changed,
    caughtUp: () => subscription.caughtUp(),
    onChange: (listener) => listeners.push(listener),
    onMessage: (topic, listener) =>
      messageListeners.set(topic, [...(messageListeners.get(topic) ?? []), listener]),
    close: () => subscription.stop(),
  };
}

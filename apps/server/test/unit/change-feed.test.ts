import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createChangeFeed } from '../../src/platform/cache/change-feed';
import type { ChannelListener, DatabaseHandle } from '../../src/platform/db';

describe('change feed', () => {
  it('hands a message to its topic without counting it as a data change', async () => {
    let channel: ChannelListener | undefined;
    const database = {
      listen: async (_name: string, listener: ChannelListener) => {
        channel = listener;
        return { caughtUp: async () => undefined, stop: async () => undefined };
      },
    } as unknown as DatabaseHandle;
    const log = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;
    const feed = await createChangeFeed(database, log);
    channel?.onLive(true);
    const messages: string[] = [];
    const changes: (string | undefined)[] = [];
    feed.onMessage('session-ended', (detail) => messages.push(detail));
    feed.onChange((table) => changes.push(table));
    const version = feed.version;

    channel?.onNotification('session-ended:s1');
    expect(messages).toEqual(['s1']);
    expect(changes).toEqual([]);
    expect(feed.version).toBe(version);

    channel?.onNotification('authority');
    expect(changes).toEqual(['authority']);
    expect(feed.version).toBe(version + 1);
  });
});

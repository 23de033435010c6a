import { describe, expect, it } from 'vitest';
import type { ChangeFeed } from '../../src/platform/cache/change-feed';
import { createReadCache } from '../../src/platform/cache/read-cache';

function fakeFeed(): ChangeFeed & {
  setLive(live: boolean): void;
  /** What the next catch-up does before it resolves (a notification from another instance arriving). */
  onCatchUp(action: () => void): void;
} {
  let version = 0;
  let catchUp: () => void = () => undefined;
  let live = true;
  const listeners: (() => void)[] = [];
  const changed = () => {
    version += 1;
    listeners.forEach((listener) => listener());
  };
  return {
    get version() {
      return version;
    },
    get live() {
      return live;
    },
    changed,
    caughtUp: async () => {
      const action = catchUp;
      catchUp = () => undefined;
      action();
    },
    onCatchUp(action) {
      catchUp = action;
    },
    onChange: (listener) => listeners.push(listener),
    setLive(now) {
      live = now;
      changed();
    },
    close: async () => undefined,
  };
}

const counter = () => {
  let calls = 0;
  return { load: async () => ++calls, calls: () => calls };
};

describe('read cache', () => {
  it('keeps a value until the data changes', async () => {
    const feed = fakeFeed();
    const cache = createReadCache<number>(feed, { maxEntries: 10, ttlMs: 60_000 });
    const source = counter();
    expect(await cache.get('a', source.load)).toBe(1);
    expect(await cache.get('a', source.load)).toBe(1);
    feed.changed();
    expect(await cache.get('a', source.load)).toBe(2);
  });

  it('does not keep a value read while the data changed', async () => {
    const feed = fakeFeed();
    const cache = createReadCache<number>(feed, { maxEntries: 10, ttlMs: 60_000 });
    const source = counter();
    expect(
      await cache.get('a', async () => {
        const value = await source.load();
        feed.changed();
        return value;
      }),
    ).toBe(1);
    expect(await cache.get('a', source.load)).toBe(2);
  });

  it('reads through while changes could go unnoticed', async () => {
    const feed = fakeFeed();
    const cache = createReadCache<number>(feed, { maxEntries: 10, ttlMs: 60_000 });
    const source = counter();
    feed.setLive(false);
    await cache.get('a', source.load);
    await cache.get('a', source.load);
    expect(source.calls()).toBe(2);
  });

  it('expires values and holds at most maxEntries', async () => {
    const feed = fakeFeed();
    const expiring = createReadCache<number>(feed, { maxEntries: 10, ttlMs: 0 });
    const source = counter();
    await expiring.get('a', source.load);
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await expiring.get('a', source.load)).toBe(2);

    const small = createReadCache<string>(feed, { maxEntries: 2, ttlMs: 60_000 });
    let loads = 0;
    const load = (value: string) => async () => {
      loads += 1;
      return value;
    };
    await small.get('a', load('a'));
    await small.get('b', load('b'));
    await small.get('c', load('c'));
    await small.get('b', load('b'));
    expect(loads).toBe(3);
    await small.get('a', load('a'));
    expect(loads).toBe(4);
  });

  it('serves a cached value only once the feed has caught up with changes made elsewhere', async () => {
    const feed = fakeFeed();
    const cache = createReadCache<number>(feed, { maxEntries: 10, ttlMs: 60_000 });
    const source = counter();
    expect(await cache.get('a', source.load)).toBe(1);
    // Another instance committed a change; its notification arrives while this instance catches up.
    feed.onCatchUp(() => feed.changed());
    expect(await cache.get('a', source.load)).toBe(2);
    expect(await cache.get('a', source.load)).toBe(2);
  });

  it('keeps a value that names its tables while other tables change', async () => {
    const listeners: ((table?: string) => void)[] = [];
    const feed: ChangeFeed = {
      version: 0,
      live: true,
      changed: (table) => listeners.forEach((listener) => listener(table)),
      caughtUp: async () => undefined,
      onChange: (listener) => listeners.push(listener),
      close: async () => undefined,
    };
    const cache = createReadCache<number>(feed, { maxEntries: 10, ttlMs: 60_000, tables: ['authority'] });
    const source = counter();
    expect(await cache.get('a', source.load)).toBe(1);
    feed.changed('request_task');
    expect(await cache.get('a', source.load)).toBe(1);
    feed.changed('authority');
    expect(await cache.get('a', source.load)).toBe(2);
    // Anything may have changed (notifications missed): emptied too.
    feed.changed();
    expect(await cache.get('a', source.load)).toBe(3);
    // Nor is a value kept that was read while one of its tables changed.
    expect(
      await cache.get('b', async () => {
        const value = await source.load();
        feed.changed('authority');
        return value;
      }),
    ).toBe(4);
    expect(await cache.get('b', source.load)).toBe(5);
  });

  it('reads through when catching up fails (the listening connection is lost)', async () => {
    const feed = fakeFeed();
    const cache = createReadCache<number>(feed, { maxEntries: 10, ttlMs: 60_000 });
    const source = counter();
    await cache.get('a', source.load);
    feed.onCatchUp(() => {
      throw new Error('not listening');
    });
    expect(await cache.get('a', source.load)).toBe(2);
  });
});

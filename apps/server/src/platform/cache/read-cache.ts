import type { ChangeFeed } from './change-feed';

export interface ReadCacheOptions {
  maxEntries: number;
  /** A safety net only: changes are noticed through the feed, well before this. */
  ttlMs: number;
  /**
   * The tables its values are read from, each with the data-change trigger (migration 0003): a change
   * to any other table leaves it as it is. Without them, every change empties it.
   */
  tables?: readonly string[];
}

export interface ReadCache<V> {
  /** The cached value for the key, or the loaded one (kept unless data changed while loading). */
  get(key: string, load: () => Promise<V>): Promise<V>;
}

interface Entry<V> {
  value: V;
  version: number;
  expiresAt: number;
}

/**
 * A bounded per-instance cache of database reads, emptied whenever the change feed reports a change to
 * what it reads. Values are shared between requests and must be treated as read-only.
 */
export function createReadCache<V>(feed: ChangeFeed, options: ReadCacheOptions): ReadCache<V> {
  const entries = new Map<string, Entry<V>>();
  /** Moves on with every change to what the cache reads; a value read under an older one is stale. */
  let version = 0;
  feed.onChange((table) => {
    if (table !== undefined && options.tables && !options.tables.includes(table)) return;
    version += 1;
    entries.clear();
  });
  return {
    async get(key, load) {
      if (!feed.live) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) {
        // Another instance may have acknowledged a change whose notification is still on its way.
        const caughtUp = await feed.caughtUp().then(
          () => true,
          () => false,
        );
        if (caughtUp && hit.version === version && feed.live) return hit.value;
      }
      const before = version;
      const value = await load();
      // A change committed while loading may not be in what was read: use it, but do not keep it.
      if (before === version && feed.live) {
        if (entries.size >= options.maxEntries) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entries.set(key, { value, version: before, expiresAt: now + options.ttlMs });
      }
      return value;
    },
  };
}

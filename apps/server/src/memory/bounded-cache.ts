/**
 * A map that keeps at most `limit` entries; when full, the entry kept longest ago goes first.
 * Reading does not refresh an entry: the caches it serves key by version, so an old key is
 * simply never asked for again.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly limit: number) {}

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** Keeps a value as the newest entry and returns it. */
  set(key: K, value: V): V {
    this.entries.delete(key);
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
    return value;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  values(): IterableIterator<V> {
    return this.entries.values();
  }

  [Symbol.iterator](): IterableIterator<[K, V]> {
    return this.entries[Symbol.iterator]();
  }
}

const processCaches = new Set<BoundedCache<unknown, unknown>>();

/**
 * A cache that lives as long as the process (kept at module level), keyed by ids and versions of
 * the one database the process serves. Registered so that a test worker, which serves many
 * databases made from one template (the same ids) one file after another, can forget them all.
 */
export function processCache<K, V>(limit: number): BoundedCache<K, V> {
  const cache = new BoundedCache<K, V>(limit);
  processCaches.add(cache as BoundedCache<unknown, unknown>);
  return cache;
}

/** Empties every process cache (a test file starting on its own database). */
export function forgetProcessCaches(): void {
  for (const cache of processCaches) cache.clear();
}

import { BoundedCache } from '../memory/bounded-cache';

/**
 * Answers of GET calls kept in memory, each tagged with the database's write version at the
 * moment its computation started; an entry is served only while no write has happened since.
 * Used only when one process holds the database (PGlite), where that version sees every write.
 */
export class ReadCache {
  private readonly entries: BoundedCache<string, { version: number; payload: unknown }>;

  constructor(
    private readonly currentVersion: () => number,
    limit = 5000,
  ) {
    this.entries = new BoundedCache(limit);
  }

  /** The version to tag an answer computed from now on. */
  version(): number {
    return this.currentVersion();
  }

  get(key: string): unknown {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== this.currentVersion()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  set(key: string, version: number, payload: unknown): void {
    if (version !== this.currentVersion()) return;
    this.entries.set(key, { version, payload });
  }
}

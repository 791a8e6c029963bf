import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache';

describe('ReadCache', () => {
  it('serves an answer until the next write', () => {
    let version = 1;
    const cache = new ReadCache(() => version);
    cache.set('a', cache.version(), { n: 1 });
    expect(cache.get('a')).toEqual({ n: 1 });
    version++;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops an answer whose computation overlapped a write', () => {
    let version = 1;
    const cache = new ReadCache(() => version);
    const started = cache.version();
    version++; // a write lands while the answer is computed
    cache.set('a', started, { stale: true });
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps at most `limit` entries, dropping the oldest', () => {
    const cache = new ReadCache(() => 1, 2);
    cache.set('a', 1, 1);
    cache.set('b', 1, 2);
    cache.set('c', 1, 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
  });
});

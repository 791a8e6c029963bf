import { describe, expect, it } from 'vitest';
import { BoundedCache, forgetProcessCaches, processCache } from './bounded-cache';

describe('BoundedCache', () => {
  it('keeps at most its limit, dropping the entry kept longest ago', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3); // kept again: now the newest
    cache.set('c', 4);
    expect([...cache]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
    expect(cache.get('b')).toBeUndefined();
  });

  it('returns what it keeps', () => {
    expect(new BoundedCache<string, null>(1).set('x', null)).toBeNull();
  });
});

describe('process caches', () => {
  it('are all emptied by forgetProcessCaches, other caches are not', () => {
    const designs = processCache<number, string>(10);
    const evaluations = processCache<number, string>(10);
    const ownedByAnApp = new BoundedCache<number, string>(10);
    designs.set(1, 'design');
    evaluations.set(1, 'evaluation');
    ownedByAnApp.set(1, 'session');
    forgetProcessCaches();
    expect(designs.get(1)).toBeUndefined();
    expect(evaluations.get(1)).toBeUndefined();
    expect(ownedByAnApp.get(1)).toBe('session');
  });
});

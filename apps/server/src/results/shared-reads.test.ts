import { describe, expect, it, vi } from 'vitest';
import { readTogether } from './shared-reads';

describe('readTogether', () => {
  it('reads once for the callers that ask before the read starts, again after it has', async () => {
    const db = {};
    const read = vi.fn(async () => ({ lot: 7 }));
    const [a, b] = await Promise.all([
      readTogether(db, 'lot:7', read),
      readTogether(db, 'lot:7', read),
    ]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    await readTogether(db, 'lot:7', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps keys and databases apart, and gives every caller the same refusal', async () => {
    const read = vi.fn(async () => {
      throw new Error('Not found');
    });
    const [first, second, other, otherDb] = await Promise.allSettled([
      readTogether({ id: 1 }, 'lot:1', read),
      readTogether({ id: 1 }, 'lot:1', read),
      readTogether({ id: 1 }, 'lot:2', read),
      readTogether({ id: 2 }, 'lot:1', read),
    ]);
    // two different objects: the first two are not one database either
    expect(read).toHaveBeenCalledTimes(4);
    expect([first, second, other, otherDb].every((r) => r.status === 'rejected')).toBe(true);
    const db = {};
    const shared = vi.fn(async () => {
      throw new Error('Not found');
    });
    const results = await Promise.allSettled([
      readTogether(db, 'lot:1', shared),
      readTogether(db, 'lot:1', shared),
    ]);
    expect(shared).toHaveBeenCalledTimes(1);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });

  it('does not start the read before the next turn of the event loop', async () => {
    const read = vi.fn(async () => 1);
    const pending = readTogether({}, 'k', read);
    await Promise.resolve();
    expect(read).not.toHaveBeenCalled();
    await pending;
    expect(read).toHaveBeenCalledTimes(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearThrottle, findThrottle, recordFailure } from './auth-throttle.repository';
import type { OpenDatabase } from './database';
import { openTestDatabase } from './test-database';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

const policy = { maxFailures: 3, windowSeconds: 900, lockSeconds: 900 };
const t0 = new Date('2026-01-01T00:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe('auth throttle', () => {
  it('locks on the Nth failure within the window, for lockSeconds', async () => {
    const { db } = database;
    expect((await recordFailure(db, 'k1', policy, at(0))).lockedUntil).toBeNull();
    expect((await recordFailure(db, 'k1', policy, at(10))).lockedUntil).toBeNull();
    const locked = await recordFailure(db, 'k1', policy, at(20));
    expect(locked.lockedUntil?.toISOString()).toBe(at(920).toISOString());
  });

  it('restarts the count when the window has passed', async () => {
    const { db } = database;
    await recordFailure(db, 'k2', policy, at(0));
    await recordFailure(db, 'k2', policy, at(10));
    const later = await recordFailure(db, 'k2', policy, at(1000));
    expect(later).toEqual({ failures: 1, lockedUntil: null });
  });

  it('counts concurrent failures exactly', async () => {
    const { db } = database;
    const big = { maxFailures: 1000, windowSeconds: 900, lockSeconds: 900 };
    await Promise.all(Array.from({ length: 25 }, () => recordFailure(db, 'k3', big, at(0))));
    expect((await findThrottle(db, 'k3'))?.failures).toBe(25);
    await clearThrottle(db, 'k3');
    expect(await findThrottle(db, 'k3')).toBeNull();
  });
});

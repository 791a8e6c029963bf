import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from './database';
import {
  consumePinReset,
  findOpenPinReset,
  pinResetState,
  replacePinReset,
  spendPinAttempt,
  voidPinReset,
} from './pin-resets.repository';
import { openTestDatabase } from './test-database';
import { insertUser } from './users.repository';

let database: OpenDatabase;
let userId: number;
beforeAll(async () => {
  database = await openTestDatabase();
  userId = (
    await insertUser(database.db, { email: 'pin@example.com', firstName: 'P', lastName: 'R' })
  ).id;
});
afterAll(async () => database.close());

const now = new Date('2026-01-01T00:00:00Z');
const reset = (pinHash: string) => ({
  userId,
  pinHash,
  pendingPasswordHash: 'pending',
  attemptsLeft: 3,
  expiresAt: new Date(now.getTime() + 600_000),
});

describe('PIN resets', () => {
  it('keeps one open reset per user', async () => {
    const { db } = database;
    await replacePinReset(db, reset('first'), now);
    await replacePinReset(db, reset('second'), now);
    expect((await findOpenPinReset(db, userId))?.pinHash).toBe('second');
  });

  it('tells whether the reset of a PIN hash was stored and is still open', async () => {
    const { db } = database;
    await replacePinReset(db, reset('state-1'), now);
    expect(await pinResetState(db, userId, 'state-1')).toBe('open');
    await replacePinReset(db, reset('state-2'), now);
    expect(await pinResetState(db, userId, 'state-1')).toBe('closed');
    expect(await pinResetState(db, userId, 'never-stored')).toBeNull();
  });

  it('reserves attempts atomically and is void once voided', async () => {
    const { db } = database;
    await replacePinReset(db, reset('third'), now);
    const open = await findOpenPinReset(db, userId);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => spendPinAttempt(db, open!.id)),
    );
    // parallel guesses never check more PINs than the attempts allowed
    expect(results.filter((r) => r !== null).sort()).toEqual([0, 1, 2]);
    expect(results.filter((r) => r === null)).toHaveLength(2);
    expect((await findOpenPinReset(db, userId))?.attemptsLeft).toBe(0);
    await voidPinReset(db, open!.id, now);
    expect(await findOpenPinReset(db, userId)).toBeNull();
  });

  it('is single use', async () => {
    const { db } = database;
    await replacePinReset(db, reset('fourth'), now);
    const open = await findOpenPinReset(db, userId);
    const uses = await Promise.all([
      consumePinReset(db, open!.id, now),
      consumePinReset(db, open!.id, now),
    ]);
    expect(uses.sort()).toEqual([false, true]);
    expect(await findOpenPinReset(db, userId)).toBeNull();
  });
});

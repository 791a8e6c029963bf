import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from './database';
import {
  findLiveSession,
  insertSession,
  revokeAllSessions,
  revokeSessionByHash,
} from './sessions.repository';
import { openTestDatabase } from './test-database';
import { insertUser } from './users.repository';

let database: OpenDatabase;
let userId: number;
beforeAll(async () => {
  database = await openTestDatabase();
  userId = (
    await insertUser(database.db, { email: 'Session@Example.com', firstName: 'S', lastName: 'T' })
  ).id;
});
afterAll(async () => database.close());

const now = new Date('2026-01-01T00:00:00Z');
const later = (s: number) => new Date(now.getTime() + s * 1000);
const session = (tokenHash: string) => ({
  userId,
  tokenHash,
  isLongLived: false,
  expiresAt: later(1800),
  absoluteExpiresAt: later(43200),
  ip: '127.0.0.1',
  userAgent: 'test',
});

describe('sessions', () => {
  it('finds a live session and not an expired one', async () => {
    const { db } = database;
    await insertSession(db, session('h1'));
    expect((await findLiveSession(db, 'h1', later(60)))?.userId).toBe(userId);
    expect(await findLiveSession(db, 'h1', later(1801))).toBeNull();
  });

  it('revokes one session, then all', async () => {
    const { db } = database;
    await insertSession(db, session('h2'));
    await insertSession(db, session('h3'));
    expect(await revokeSessionByHash(db, 'h2', later(1))).toBe(userId);
    expect(await findLiveSession(db, 'h2', later(2))).toBeNull();
    expect(await findLiveSession(db, 'h3', later(2))).not.toBeNull();
    expect(await revokeAllSessions(db, userId, later(3))).toBeGreaterThanOrEqual(2);
    expect(await findLiveSession(db, 'h3', later(4))).toBeNull();
  });
});

import { findUserByEmail } from '@circa/db/users.repository';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testPassword } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';
import { signInDelays } from './throttle.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ip = '198.51.100.7';
const userAgent = 'AuditTest/1.0';

function post(url: string, body?: unknown, token?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url,
    ...(body !== undefined && { payload: body as object }),
    remoteAddress: ip,
    headers: { 'user-agent': userAgent, ...(token && { authorization: `Bearer ${token}` }) },
  });
}

/** The audit rows written since `afterId`, oldest first. */
async function auditRowsAfter(afterId: number) {
  return t.database.db
    .selectFrom('sign_in_audit')
    .select(['id', 'user_id', 'email', 'event', 'method', 'ip', 'user_agent'])
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
}

async function lastAuditId(): Promise<number> {
  const row = await t.database.db
    .selectFrom('sign_in_audit')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

async function userId(email: string): Promise<number> {
  const user = await findUserByEmail(t.database.db, email);
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

const row = (
  userIdValue: number | null,
  email: string | null,
  event: string,
  method: string | null,
) =>
  expect.objectContaining({
    user_id: userIdValue,
    email,
    event,
    method,
    ip,
    user_agent: userAgent,
  });

describe('sign-in audit', () => {
  it('writes a row for a sign-in and for its logout', async () => {
    const builder = await userId('builder@example.com');
    const before = await lastAuditId();
    const login = await post('/api/Shared/Login', {
      username: 'builder@example.com',
      password: testPassword,
    });
    expect(login.statusCode).toBe(200);
    const token = (login.json() as { Token: string }).Token;
    expect((await post('/api/Shared/Logout', undefined, token)).json()).toEqual({ Data: true });
    expect(await auditRowsAfter(before)).toEqual([
      row(builder, 'builder@example.com', 'login_success', 'password'),
      row(builder, null, 'logout', null),
    ]);
  });

  it('writes no logout row for a token that is not a session', async () => {
    const before = await lastAuditId();
    expect((await post('/api/Shared/Logout', undefined, 'x'.repeat(43))).statusCode).toBe(200);
    expect(await auditRowsAfter(before)).toEqual([]);
  });

  it('writes a failure row for a wrong password and for an unknown account', async () => {
    const builder = await userId('builder@example.com');
    const before = await lastAuditId();
    for (const username of ['builder@example.com', 'nobody@example.org'])
      expect((await post('/api/Shared/Login', { username, password: 'wrong-1!' })).statusCode).toBe(
        401,
      );
    expect(await auditRowsAfter(before)).toEqual([
      row(builder, 'builder@example.com', 'login_failure', 'password'),
      row(null, 'nobody@example.org', 'login_failure', 'password'),
    ]);
  });

  it('writes a lock row for the failure that starts a wait, and nothing while waiting', async () => {
    const admin = await userId('admin@example.com');
    const before = await lastAuditId();
    // 5 failures from one address are free; the 6th makes the next try wait (signInDelays)
    const free = signInDelays.accountAddress.freeFailures;
    for (let i = 0; i <= free; i++)
      await post('/api/Shared/Login', { username: 'admin@example.com', password: `wrong-${i}!` });
    const waiting = await post('/api/Shared/Login', {
      username: 'admin@example.com',
      password: testPassword,
    });
    expect(waiting.statusCode).toBe(429);
    const rows = await auditRowsAfter(before);
    expect(rows).toEqual([
      ...Array.from({ length: free }, () =>
        row(admin, 'admin@example.com', 'login_failure', 'password'),
      ),
      row(admin, 'admin@example.com', 'login_locked', 'password'),
    ]);
  });
});

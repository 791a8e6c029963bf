import { errorBodySchema } from '@circa/contract/errors';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, pinFromMails } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';
import { throttlePolicies } from './throttle.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const accountLimit = throttlePolicies.account.maxFailures;
const ipLimit = throttlePolicies.ip.maxFailures;
const lockSeconds = throttlePolicies.account.lockSeconds;

/** Each test calls from its own IP, so the per-IP counters of one test do not touch another. */
let nextIp = 1;
function newIp(): string {
  return `192.0.2.${nextIp++}`;
}

/** Argon2 makes the 30-attempt tests slow on a busy machine; the limit is generous, not timing. */
const slow = 180_000;

/** Runs `count` calls at once (the throttle counts atomically, so their order does not matter). */
function all<T>(count: number, call: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => call(i)));
}

function post(ip: string, url: string, body: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url, payload: body as object, remoteAddress: ip });
}

/** A 429 in the one error body, with a Retry-After of the lock's length (15 minutes). */
function expectLocked(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(lockSeconds - 60);
  expect(retryAfter).toBeLessThanOrEqual(lockSeconds);
  expect(errorBodySchema.parse(response.json())).toEqual({
    code: 'too_many_requests',
    message: 'Too many attempts. Please wait 15 minutes and try again.',
  });
}

const registration = (username: string) => ({
  username,
  password: 'Strong-pass-1',
  firstName: 'Reg',
  lastName: 'Ister',
  companyName: '',
  phoneNumber: '0400 000 000',
});

describe('registration throttle (/register)', { timeout: slow }, () => {
  it('locks an email after 10 attempts, whatever their outcome', async () => {
    const ip = newIp();
    const answers: number[] = [];
    for (let i = 0; i < accountLimit; i++)
      answers.push((await post(ip, '/api/register', registration('twice@example.org'))).statusCode);
    expect(answers[0]).toBe(200);
    expect(answers.slice(1).every((code) => code === 409)).toBe(true);
    expectLocked(await post(ip, '/api/register', registration('twice@example.org')));
    // another email from the same IP still registers (the IP counter is at 10 of 30)
    expect((await post(ip, '/api/register', registration('other@example.org'))).statusCode).toBe(
      200,
    );
  });

  it('locks an IP after 30 registrations', async () => {
    const ip = newIp();
    const answers = await all(ipLimit, (i) =>
      post(ip, '/api/register', registration(`many${i}@example.org`)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    expectLocked(await post(ip, '/api/register', registration('one-more@example.org')));
    expect(
      (await post(newIp(), '/api/register', registration('one-more@example.org'))).statusCode,
    ).toBe(200);
  });
});

describe('PIN attempt throttle (/shared/validatepin)', { timeout: slow }, () => {
  it('locks an account after 10 failed PIN checks, even with the right PIN', async () => {
    const ip = newIp();
    const username = 'builder@example.com';
    for (let i = 0; i < accountLimit; i++) {
      // no recovery is open, so each check fails (Reset) and counts
      const response = await post(ip, '/api/shared/validatepin', { username, pin: 'ZZZZ' });
      expect(response.json().Data).toMatchObject({ Success: false, Reset: true });
    }
    await post(newIp(), '/api/shared/changepassword', { username, password: 'Locked-out-1' });
    await t.jobs.drain(); // the PIN is mailed by a job, after the answer
    const pin = pinFromMails(t.mails(), username);
    expectLocked(await post(newIp(), '/api/shared/validatepin', { username, pin }));
  });

  it('locks an IP after 30 failed PIN checks across accounts', async () => {
    const ip = newIp();
    for (let i = 0; i < ipLimit; i++) {
      const response = await post(ip, '/api/shared/validatepin', {
        username: `guess${i}@example.org`,
        pin: 'AB12',
      });
      expect(response.statusCode).toBe(200);
    }
    expectLocked(
      await post(ip, '/api/shared/validatepin', { username: 'admin@example.com', pin: 'AB12' }),
    );
  });
});

describe('PIN mail throttle (/shared/changepassword)', { timeout: slow }, () => {
  it('sends at most 10 PIN mails to an account in 15 minutes', async () => {
    const username = 'admin@example.com';
    const before = t.mails().filter((m) => m.includes(`To: ${username}`)).length;
    for (let i = 0; i < accountLimit; i++) {
      const response = await post(newIp(), '/api/shared/changepassword', {
        username,
        password: 'Mail-flood-1',
      });
      expect(response.json()).toEqual({ Data: true });
    }
    expectLocked(
      await post(newIp(), '/api/shared/changepassword', { username, password: 'Mail-flood-1' }),
    );
    await t.jobs.drain(); // PINs are mailed by jobs, after the answer
    const after = t.mails().filter((m) => m.includes(`To: ${username}`)).length;
    expect(after - before).toBe(accountLimit);
  });

  it('locks an IP after 30 PIN requests across accounts', async () => {
    const ip = newIp();
    const answers = await all(ipLimit, (i) =>
      post(ip, '/api/shared/changepassword', {
        username: `nobody${i}@example.org`,
        password: 'Mail-flood-1',
      }),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    expectLocked(
      await post(ip, '/api/shared/changepassword', {
        username: 'nobody-else@example.org',
        password: 'Mail-flood-1',
      }),
    );
  });
});

describe('login availability throttle (/Shared/CheckLoginAvailability)', { timeout: slow }, () => {
  const check = (ip: string, username: string) =>
    post(ip, '/api/Shared/CheckLoginAvailability', { username });

  it('locks an IP after 30 look-ups of emails without an account', async () => {
    const ip = newIp();
    for (let i = 0; i < ipLimit; i++) {
      const response = await check(ip, `probe${i}@example.org`);
      expect(response.json().Data).toEqual({ Availability: 0, IsRestricted: false });
    }
    expectLocked(await check(ip, 'probe-last@example.org'));
    // a locked IP learns nothing, not even about existing accounts
    expectLocked(await check(ip, 'admin@example.com'));
    // other IPs are not affected
    expect((await check(newIp(), 'admin@example.com')).json().Data.Availability).toBe(1);
  });

  it('does not count look-ups of existing accounts (the login step of every sign-in)', async () => {
    const ip = newIp();
    for (let i = 0; i < ipLimit + 5; i++) {
      const response = await check(ip, i % 2 ? 'admin@example.com' : 'builder@example.com');
      expect(response.statusCode).toBe(200);
    }
    for (let i = 0; i < ipLimit - 1; i++) await check(ip, `new${i}@example.org`);
    expect((await check(ip, 'last-new@example.org')).statusCode).toBe(200);
    expectLocked(await check(ip, 'one-too-many@example.org'));
  });

  it('refuses look-ups from an IP locked out of sign-in', async () => {
    const ip = newIp();
    await all(ipLimit, (i) =>
      post(ip, '/api/Shared/Login', { username: `x${i}@example.org`, password: 'wrong-1!' }),
    );
    expectLocked(await check(ip, 'admin@example.com'));
  });
});

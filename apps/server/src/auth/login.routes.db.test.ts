import { errorBodySchema } from '@circa/contract/errors';
import {
  loginAvailabilityResponseSchema,
  loginResponseSchema,
  userSchema,
} from '@circa/contract/identity.schema';
import { messages } from '@circa/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDelays } from './throttle.service';
import { createTestApp, testPassword } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /Shared/Login', () => {
  it('signs in the demo admin and the token opens the profile', async () => {
    const response = await t.call('POST', '/api/Shared/Login', {
      username: 'Admin@Example.com',
      password: testPassword,
      rememberMe: true,
    });
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body.Data.Username).toBe('admin@example.com');
    expect(body.Token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const profile = await t.call('GET', '/api/UserProfile', undefined, body.Token);
    expect(userSchema.parse(profile.json().Data).FirstName).toBe('Avery');
  });

  it('matches paths case-insensitively, as the spec writes both cases', async () => {
    const response = await t.call('POST', '/api/shared/LOGIN', {
      username: 'builder@example.com',
      password: testPassword,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers the spec message for a wrong password and for an unknown account alike', async () => {
    for (const username of ['builder@example.com', 'nobody@example.com']) {
      const response = await t.call('POST', '/api/Shared/Login', {
        username,
        password: 'wrong-1!',
      });
      expect(response.statusCode).toBe(401);
      expect(errorBodySchema.parse(response.json())).toEqual({
        code: 'invalid_credentials',
        message: messages.noAccountMatch,
      });
    }
  });

  it.each([
    [{}, messages.usernameRequired],
    [{ username: 'not-an-email', password: 'x' }, messages.invalidEmail],
    [{ username: 'a@b.co' }, messages.passwordRequired],
    [{ username: 'a@b.co', password: '' }, messages.passwordRequired],
    [
      { username: 'a@b.co', password: 'x', rememberMe: 'yes' },
      'Remember Me: Please choose yes or no.',
    ],
  ])('rejects bad input %j with a 400 and a message', async (payload, message) => {
    const response = await t.call('POST', '/api/Shared/Login', payload);
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.code).toBe('validation_failed');
    expect(body.message).toBe(message);
  });

  it('rejects a body that is not JSON with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Shared/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toBe(
      'The request body is not valid JSON.',
    );
  });
});

describe('sessions', () => {
  it('revokes the session on logout', async () => {
    const token = await t.signIn('builder@example.com');
    expect((await t.call('GET', '/api/getUserDetails', undefined, token)).statusCode).toBe(200);
    const logout = await t.call('POST', '/api/Shared/Logout', undefined, token);
    expect(logout.json()).toEqual({ Data: true });
    const after = await t.call('GET', '/api/getUserDetails', undefined, token);
    expect(after.statusCode).toBe(401);
    expect(errorBodySchema.parse(after.json()).code).toBe('unauthenticated');
  });

  it('ends a normal session after 30 idle minutes but keeps a remembered one', async () => {
    const short = await t.signIn('builder@example.com');
    const remembered = loginResponseSchema.parse(
      (
        await t.call('POST', '/api/Shared/Login', {
          username: 'builder@example.com',
          password: testPassword,
          rememberMe: true,
        })
      ).json(),
    ).Token;
    t.advance(29 * 60_000);
    expect((await t.call('GET', '/api/UserProfile', undefined, short)).statusCode).toBe(200);
    t.advance(29 * 60_000); // activity slid the idle expiry forward
    expect((await t.call('GET', '/api/UserProfile', undefined, short)).statusCode).toBe(200);
    t.advance(31 * 60_000);
    expect((await t.call('GET', '/api/UserProfile', undefined, short)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/UserProfile', undefined, remembered)).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const response = await t.call('GET', '/api/UserProfile', undefined, 'x'.repeat(43));
    expect(response.statusCode).toBe(401);
  });
});

describe('throttling', () => {
  const loginFrom = (ip: string, username: string, password: string, headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Shared/Login',
      payload: { username, password },
      remoteAddress: ip,
      headers,
    });

  it('slows guessing from one address more and more, never locking the owner out', async () => {
    const username = 'admin@example.com';
    const attacker = '198.51.100.20';
    const free = signInDelays.accountAddress.freeFailures;
    for (let i = 0; i < free; i++) {
      expect((await loginFrom(attacker, username, `wrong-${i}!`)).statusCode).toBe(401);
    }
    // each further failure doubles the wait before this address may try again: 1 s, 2 s, 4 s
    for (const wait of [1, 2, 4]) {
      expect((await loginFrom(attacker, username, 'wrong-again!')).statusCode).toBe(401);
      const waiting = await loginFrom(attacker, username, testPassword);
      expect(waiting.statusCode).toBe(429);
      expect(Number(waiting.headers['retry-after'])).toBe(wait);
      expect(errorBodySchema.parse(waiting.json()).message).toBe(
        `Too many attempts. Please wait ${wait} seconds and try again.`,
      );
      t.advance(wait * 1000);
    }
    // the owner, from their own address, signs in at once
    expect((await loginFrom('203.0.113.5', username, testPassword)).statusCode).toBe(200);
    // and a success clears the guesses of every address, the attacker's too
    expect((await loginFrom(attacker, username, 'wrong-once-more!')).statusCode).toBe(401);
    t.advance(15 * 60_000 + 1000);
  });

  it('trusts only the configured number of proxy hops for the client address', async () => {
    const behindProxy = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      // the client makes up the first X-Forwarded-For entry; the proxy appends the address it saw
      const attempt = (i: number) =>
        behindProxy.app.inject({
          method: 'POST',
          url: '/api/Shared/Login',
          payload: { username: `someone${i}@example.com`, password: 'wrong-1!' },
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
        });
      const first = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(i)));
      expect(first.map((r) => r.statusCode)).toEqual(first.map(() => 401));
      expect((await attempt(30)).statusCode).toBe(429);
    } finally {
      await behindProxy.close();
    }
  }, 180_000);

  it('locks an IP after 30 failures across accounts', async () => {
    for (let i = 0; i < 30; i++) {
      await t.call('POST', '/api/Shared/Login', {
        username: `someone${i}@example.com`,
        password: 'wrong-1!',
      });
    }
    const locked = await t.call('POST', '/api/Shared/Login', {
      username: 'builder@example.com',
      password: testPassword,
    });
    expect(locked.statusCode).toBe(429);
    t.advance(15 * 60_000 + 1000);
    // 30 password checks (each hashes, as for a real account) take seconds on a busy machine.
  }, 120_000);
});

describe('POST /Shared/CheckLoginAvailability and /Shared/SsoGuessDomainInfo', () => {
  it('tells the methods of an account, and None for a new email', async () => {
    const known = await t.call('POST', '/api/Shared/CheckLoginAvailability', {
      username: 'admin@example.com',
    });
    expect(loginAvailabilityResponseSchema.parse(known.json().Data)).toEqual({
      Availability: 1,
      IsRestricted: false,
    });
    const unknown = await t.call('POST', '/api/Shared/CheckLoginAvailability', {
      username: 'new@example.org',
    });
    expect(unknown.json().Data).toEqual({ Availability: 0, IsRestricted: false });
    const registering = await t.call('POST', '/api/Shared/CheckLoginAvailability', {
      username: 'admin@example.com',
      isRegistration: true,
    });
    expect(registering.json().Data).toEqual({ Availability: 1, IsRestricted: true });
  });

  it('guesses password for a domain whose accounts use passwords, NotAssigned otherwise', async () => {
    const same = await t.call('POST', '/api/Shared/SsoGuessDomainInfo', {
      username: 'new@example.com',
    });
    expect(same.json()).toEqual({ Data: 1 });
    const gmail = await t.call('POST', '/api/Shared/SsoGuessDomainInfo', {
      username: 'x@gmail.com',
    });
    expect(gmail.json()).toEqual({ Data: 0 }); // Google is not configured in this app
    const bad = await t.call('POST', '/api/Shared/SsoGuessDomainInfo', { username: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('lists no single sign-on providers when none is configured', async () => {
    const response = await t.call('GET', '/api/Shared/SsoProviders');
    expect(response.json()).toEqual({ Data: { Google: null, Microsoft: null } });
  });
});

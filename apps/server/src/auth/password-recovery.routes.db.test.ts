import { validatePinResponseSchema } from '@circa/contract/identity.schema';
import { messages } from '@circa/contract/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, pinFromMails, testPassword } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';
import type * as pinResets from '@circa/db/pin-resets.repository';
import { claimJobs } from '@circa/db/jobs.repository';
import { JobQueue } from '../jobs/job-queue.service';
import { hashPassword } from './password-hashing';
import type * as passwordHashing from './password-hashing';
import { handlePinMailJobs, pinMailJob } from './password-recovery.service';

// counts the argon2 hashes of each path (the real hashing still runs)
vi.mock('./password-hashing', async (importOriginal) => {
  const original = await importOriginal<typeof passwordHashing>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

// a gate a test can close to hold the PIN's storage (and so its mail) back in its job
const deliveryGate = vi.hoisted(() => ({ open: Promise.resolve() as Promise<void> }));
vi.mock('@circa/db/pin-resets.repository', async (importOriginal) => {
  const original = await importOriginal<typeof pinResets>();
  return {
    ...original,
    replacePinReset: async (...args: Parameters<typeof original.replacePinReset>) => {
      await deliveryGate.open;
      return original.replacePinReset(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const username = 'builder@example.com';
const newPassword = 'New-pass-22';

async function requestPin(password = newPassword) {
  const response = await t.call('POST', '/api/shared/changepassword', { username, password });
  expect(response.json()).toEqual({ Data: true }); // t.call ran the PIN's job
  return pinFromMails(t.mails(), username);
}

const wrongPin = (pin: string) => (pin === 'ZZZZ' ? 'YYYY' : 'ZZZZ');

async function validate(pin: string) {
  const response = await t.call('POST', '/api/shared/validatepin', { username, pin });
  expect(response.statusCode).toBe(200);
  return validatePinResponseSchema.parse(response.json().Data);
}

describe('password recovery with a PIN', () => {
  it('rejects a weak new password with the spec message', async () => {
    const response = await t.call('POST', '/api/shared/changepassword', {
      username,
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.weakPassword);
  });

  it('refuses a common new password with a 400, the same for an unknown account, and sends nothing', async () => {
    const before = t.mails().length;
    for (const who of [username, 'ghost@example.com']) {
      const response = await t.call('POST', '/api/shared/changepassword', {
        username: who,
        password: 'Password1!',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation_failed',
        message: messages.commonPassword,
        details: [{ path: ['password'], message: messages.commonPassword }],
      });
    }
    expect(t.mails()).toHaveLength(before);
  });

  it('accepts a long passphrase without digits or symbols (no composition rule)', async () => {
    const response = await t.call('POST', '/api/shared/changepassword', {
      username: 'ghost@example.com',
      password: 'quiet otters braid kelp under harbour lights',
    });
    expect(response.json()).toEqual({ Data: true });
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const before = t.mails().length;
    const response = await t.call('POST', '/api/shared/changepassword', {
      username: 'ghost@example.com',
      password: newPassword,
    });
    expect(response.json()).toEqual({ Data: true });
    expect(t.mails()).toHaveLength(before);
    expect(
      await (async () => {
        const r = await t.call('POST', '/api/shared/validatepin', {
          username: 'ghost@example.com',
          pin: 'AB12',
        });
        return r.json().Data;
      })(),
    ).toEqual({ Success: false, Reset: true, AttemptsLeft: 0, UserResponseDetail: null });
  });

  it('does the same work for a real and an unknown account before answering: two argon2 hashes, the same answer', async () => {
    const hashes = vi.mocked(hashPassword);
    const answers = [];
    for (const who of [
      username,
      'ghost@example.com',
      'Builder@Example.com',
      'nobody@example.org',
    ]) {
      hashes.mockClear();
      const response = await t.call('POST', '/api/shared/changepassword', {
        username: who,
        password: newPassword,
      });
      // the new password and a PIN, for every account: the unknown one hashes a PIN it never sends
      expect(hashes).toHaveBeenCalledTimes(2);
      expect(hashes.mock.calls[0]).toEqual([newPassword]);
      expect(hashes.mock.calls[1]?.[0]).toMatch(/^[A-Z0-9]{4}$/);
      // the same status, body and headers (values that change per request aside)
      const {
        date: _d,
        'x-ratelimit-remaining': _r,
        'x-ratelimit-reset': _s,
        ...headers
      } = response.headers;
      answers.push({ status: response.statusCode, body: response.body, headers });
    }
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });

  it('answers before the PIN is stored and mailed, by its job (the mail adds no time for real accounts)', async () => {
    let release!: () => void;
    deliveryGate.open = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      const before = t.mails().length;
      // the job runs at once, as a running worker would, and waits at the gate
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/shared/changepassword',
        payload: { username, password: newPassword },
      });
      const jobRun = t.jobs.drain();
      // answered while the PIN's storage is still held back at the gate
      expect(response.json()).toEqual({ Data: true });
      expect(t.mails()).toHaveLength(before);
      release();
      expect(await jobRun).toBe(1);
      expect(t.mails()).toHaveLength(before + 1);
      expect(t.mails().at(-1)).toContain(`To: ${username}`);
    } finally {
      release();
      deliveryGate.open = Promise.resolve();
    }
  });

  it('emails a 4-character PIN of [A-Z0-9]', async () => {
    const pin = await requestPin();
    expect(pin).toMatch(/^[A-Z0-9]{4}$/);
    const mail = t.mails().at(-1)!;
    expect(mail).toContain('Subject: Your Circa security PIN');
    expect(mail).toContain('within 10 minutes');
  });

  it('counts down wrong PINs, then voids the recovery (Reset without Success)', async () => {
    const pin = await requestPin();
    expect(await validate(wrongPin(pin))).toEqual({
      Success: false,
      Reset: false,
      AttemptsLeft: 2,
      UserResponseDetail: null,
    });
    expect(await validate(wrongPin(pin))).toMatchObject({
      Success: false,
      Reset: false,
      AttemptsLeft: 1,
    });
    expect(await validate(wrongPin(pin))).toMatchObject({
      Success: false,
      Reset: true,
      AttemptsLeft: 0,
    });
    // the right PIN no longer works: the process must start over
    expect(await validate(pin)).toMatchObject({ Success: false, Reset: true });
    // and the password did not change
    expect(
      (await t.call('POST', '/api/Shared/Login', { username, password: newPassword })).statusCode,
    ).toBe(401);
  });

  it('voids an expired PIN', async () => {
    const pin = await requestPin();
    t.advance(10 * 60_000 + 1000);
    expect(await validate(pin)).toMatchObject({ Success: false, Reset: true });
  });

  it('applies the new password on the right PIN, signs in, and revokes the old sessions', async () => {
    const oldSession = await t.signIn(username);
    const pin = await requestPin();
    const result = await validate(pin.toLowerCase()); // entry is case-insensitive
    expect(result.Success).toBe(true);
    expect(result.UserResponseDetail?.Data.Username).toBe(username);
    const newSession = result.UserResponseDetail!.Token;
    expect((await t.call('GET', '/api/UserProfile', undefined, newSession)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/UserProfile', undefined, oldSession)).statusCode).toBe(401);
    expect(
      (await t.call('POST', '/api/Shared/Login', { username, password: testPassword })).statusCode,
    ).toBe(401);
    expect(
      (await t.call('POST', '/api/Shared/Login', { username, password: newPassword })).statusCode,
    ).toBe(200);
    // single use
    expect(await validate(pin)).toMatchObject({ Success: false, Reset: true });
  });

  it('checks at most 3 PINs even when many guesses arrive at once', async () => {
    const pin = await requestPin('Third-pass-33');
    const guesses = ['AAAA', 'BBBB', 'CCCC', 'DDDD', 'EEEE', 'FFFF', pin].filter(
      (g, i, all) => all.indexOf(g) === i,
    );
    const results = await Promise.all(
      guesses.map((g) => t.call('POST', '/api/shared/validatepin', { username, pin: g })),
    );
    const successes = results.filter((r) => r.json().Data?.Success === true).length;
    const checked = results.filter(
      (r) => r.json().Data?.Reset === false || r.json().Data?.Success === true,
    ).length;
    expect(checked).toBeLessThanOrEqual(3);
    expect(successes).toBeLessThanOrEqual(1);
  });

  it('runs the PIN job again without a second reset: the same PIN while it is open, nothing once used', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/shared/changepassword',
      payload: { username, password: 'Rerun-pass-44' },
    });
    expect(response.json()).toEqual({ Data: true });
    // a worker claims the job and dies at once (its lease ends now): the queue runs it again
    const [dead] = await claimJobs(t.database.db, {
      workerId: 'dead',
      now: t.now(),
      leaseMs: 0,
      limit: 1,
    });
    expect(dead?.kind).toBe(pinMailJob.name);
    const before = t.mails().length;
    expect(await t.jobs.drain()).toBe(1);
    const pin = pinFromMails(t.mails(), username);
    expect(t.mails()).toHaveLength(before + 1);

    // the same job's work once more, as after a crash between the mail and recording it done
    const replay = new JobQueue(t.database.db, {
      now: t.now,
      log: { warn: () => undefined, error: () => undefined },
    });
    const sent: string[] = [];
    handlePinMailJobs(replay, {
      db: t.database.db,
      now: t.now,
      mailer: { send: async (m) => void sent.push(m.text), close: () => undefined },
    });
    const rerun = async () => {
      await replay.enqueue(t.database.db, pinMailJob, pinMailJob.payload.parse(dead!.payload));
      await replay.drain();
    };
    await rerun();
    expect(sent).toHaveLength(1); // still open: mailed again (at least once), the same PIN
    expect(
      pinFromMails(
        sent.map((text) => `To: ${username}\n${text}`),
        username,
      ),
    ).toBe(pin);
    expect(await validate(pin)).toMatchObject({ Success: true });
    await rerun();
    expect(sent).toHaveLength(1); // used: nothing more, and no new reset to guess
    expect(await validate(pin)).toMatchObject({ Success: false, Reset: true });
    expect(t.mails()).toHaveLength(before + 1);
  });

  it.each([
    [{ username, pin: 'AB1' }, messages.pinInvalid],
    [{ username, pin: 'AB1!' }, messages.pinInvalid],
    [{ pin: 'AB12' }, messages.usernameRequired],
  ])('rejects bad PIN input %j with a 400', async (payload, message) => {
    const response = await t.call('POST', '/api/shared/validatepin', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

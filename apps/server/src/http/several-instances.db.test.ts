import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, testPassword } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

const serverMain = new URL('../main.ts', import.meta.url).pathname;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A real server process (`apps/server/src/main.ts`) on the database at `url`. */
async function startServerProcess(url: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'circa-instance-'));
  const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      CIRCA_DATA_DIR: dataDir,
      CIRCA_SEED_DEMO: 'false',
      CIRCA_WEB_DIST: join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (d) => (errors += d));
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const base = `http://127.0.0.1:${port}`;
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`the server exited: ${errors}`);
      expect((await fetch(`${base}/meta.json`)).ok).toBe(true);
    },
    { timeout: 90_000, interval: 250 },
  );
  return { child, base };
}

/**
 * Two Circa instances on one PostgreSQL database, as behind a load balancer
 * (docs/architecture.md "Several instances"): each has its own pool, caches, mail outbox and job
 * worker. Sessions, throttles and writes are seen by the other at once, and a queued job runs
 * exactly once. PGlite holds its database in one process (the data-dir lock), so this runs only
 * with DATABASE_URL (CI's second database run).
 */
describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ joining: a });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('shares sessions: signed in on one, known on the other; signed out on one, gone on both', async () => {
    const token = await a.signIn('builder@example.com');
    const profile = await b.app.inject({ url: '/api/UserProfile', headers: bearer(token) });
    expect(profile.statusCode).toBe(200);
    const out = await b.app.inject({
      method: 'POST',
      url: '/api/Shared/Logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect(
      (await a.app.inject({ url: '/api/UserProfile', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('shows a write made on one instance to the next read on the other', async () => {
    const token = await a.signIn('admin@example.com');
    // read first on B, so a cache there would hold the old answer
    const before = await b.app.inject({ url: '/api/UserProfile', headers: bearer(token) });
    expect(before.statusCode).toBe(200);
    const saved = await a.call('POST', '/api/userprofile', { Company: 'Written on A' }, token);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await b.app.inject({ url: '/api/UserProfile', headers: bearer(token) });
    expect(JSON.stringify(after.json())).toContain('Written on A');
  });

  it('counts sign-in failures across instances', async () => {
    // 5 failures from one address are free; the 6th, on the other instance, starts the wait
    for (let i = 0; i < 5; i++) {
      const failed = await a.call('POST', '/api/Shared/Login', {
        username: 'builder@example.com',
        password: `wrong-${i}!`,
      });
      expect(failed.statusCode).not.toBe(429);
    }
    await b.call('POST', '/api/Shared/Login', {
      username: 'builder@example.com',
      password: 'wrong-5!',
    });
    const waiting = await a.call('POST', '/api/Shared/Login', {
      username: 'builder@example.com',
      password: testPassword,
    });
    expect(waiting.statusCode).toBe(429);
  });

  it('runs each queued job exactly once with both workers running', async () => {
    // each registration queues one verification mail, half of them on each instance
    const people = Array.from({ length: 12 }, (_, i) => `several.${i}@example.org`);
    const registered = await Promise.all(
      people.map((username, i) =>
        (i % 2 === 0 ? a : b).app.inject({
          method: 'POST',
          url: '/api/register',
          payload: {
            username,
            password: 'A long new passphrase',
            firstName: 'Several',
            lastName: `Person ${i}`,
            companyName: 'Two Instances',
            phoneNumber: '0400 000 000',
          },
          remoteAddress: `10.0.0.${i + 1}`,
        }),
      ),
    );
    for (const response of registered) expect(response.statusCode, response.body).toBe(200);
    a.jobs.start();
    b.jobs.start();
    try {
      await vi.waitFor(
        async () => {
          const open = await a.database.db
            .selectFrom('jobs')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('done_at', 'is', null)
            .where('failed_at', 'is', null)
            .executeTakeFirstOrThrow();
          expect(Number(open.n)).toBe(0);
        },
        { timeout: 60_000, interval: 200 },
      );
    } finally {
      await Promise.all([a.jobs.stop(), b.jobs.stop()]);
    }
    // one mail to each person, none twice, whichever worker sent it
    const recipients = [...a.mails(), ...b.mails()]
      .map((mail) => /^To: (\S+)/m.exec(mail)?.[1])
      .filter((to) => to?.startsWith('several.'));
    expect(recipients.sort()).toEqual([...people].sort());
  }, 120_000);

  it('keeps an acknowledged write when its instance is killed (kill -9), mid-request too', async () => {
    const { child, base } = await startServerProcess(a.database.url!);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const signIn = await fetch(`${base}/api/Shared/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin@example.com', password: testPassword }),
      });
      expect(signIn.status).toBe(200);
      const { Token: token } = (await signIn.json()) as { Token: string };
      const save = (company: string) =>
        fetch(`${base}/api/userprofile`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...bearer(token) },
          body: JSON.stringify({ Company: company }),
        });
      expect((await save('Acknowledged before the kill')).status).toBe(200);
      // a second write in flight when the process dies: all of it or none of it
      const inFlight = save('In flight at the kill').catch(() => null);
      child.kill('SIGKILL');
      await Promise.all([inFlight, exited]);
      const read = await b.app.inject({ url: '/api/UserProfile', headers: bearer(token) });
      expect(read.statusCode).toBe(200);
      expect(JSON.stringify(read.json())).toMatch(
        /Acknowledged before the kill|In flight at the kill/,
      );
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 180_000);
});

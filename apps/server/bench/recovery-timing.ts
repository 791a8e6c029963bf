/**
 * `node --import tsx apps/server/bench/recovery-timing.ts [samples]`: how long password recovery
 * step 1 (`POST /api/shared/changepassword`) takes to answer for a real account and for an
 * unknown one (docs/security.md "Password recovery PIN"). Runs the app in this process on a fresh
 * embedded database with the demo seed, alternates the two kinds of request (each from its own
 * address; the clock moves on past the PIN-mail throttle), runs each request's PIN job (the job
 * queue's drain) before the next request, and prints the median and quartiles (ms) of each kind, the difference
 * of the medians, and the median of the differences within each pair (real minus the unknown
 * request right after it: less moved by a busy machine). Printing only: nothing fails.
 */
import { createTestApp } from '../src/test-support/test-app';

const SAMPLES = Number(process.argv[2] ?? 40);

function quantile(sorted: number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    p25: round(quantile(sorted, 0.25)),
    median: round(quantile(sorted, 0.5)),
    p75: round(quantile(sorted, 0.75)),
  };
}

async function main(): Promise<void> {
  const t = await createTestApp();
  const times = { real: [] as number[], unknown: [] as number[] };
  try {
    for (let i = 0; i < SAMPLES * 2 + 2; i++) {
      const kind = i % 2 === 0 ? 'real' : 'unknown';
      const username = kind === 'real' ? 'builder@example.com' : `nobody${i}@example.org`;
      if (i % 16 === 0) t.advance(16 * 60_000); // past the PIN-mail throttle of the real account
      const started = performance.now();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/shared/changepassword',
        payload: { username, password: 'Bench-recovery-1' },
        remoteAddress: `203.0.113.${(i % 250) + 1}`,
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200)
        throw new Error(`answer ${response.statusCode}: ${response.body}`);
      await t.jobs.drain(); // the PIN's job: stored, mailed and audited after the answer
      if (i >= 2) times[kind].push(elapsed); // the first pair warms up
    }
  } finally {
    await t.close();
  }
  const real = summary(times.real);
  const unknown = summary(times.unknown);
  const pairs = summary(times.real.map((ms, i) => ms - times.unknown[i]!));
  process.stdout.write(
    JSON.stringify({
      samples: SAMPLES,
      real,
      unknown,
      medianDifferenceMs: Math.round((real.median - unknown.median) * 10) / 10,
      pairDifferenceMs: pairs,
    }) + '\n',
  );
}

await main();

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script without types
import { freePort, waitForServer } from '../../scripts/local-server.mjs';
// @ts-expect-error plain ESM script without types
import { ensureWebBuild } from '../../scripts/web-build.mjs';

const root = new URL('../../', import.meta.url).pathname;
export const e2ePassword = 'E2e-demo-pass-1';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    demoPassword: string;
  }
}

/** Test keys of the fake Stripe server (never real ones). */
const stripeTestKeys = {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
};

/**
 * Starts the fake Stripe server (apps/server/src/test-support/fake-stripe.ts) as a child
 * process; it announces succeeded payments to the app's webhook.
 */
async function startFakeStripe(webhookUrl: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/test-support/fake-stripe-main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        FAKE_STRIPE_WEBHOOK_URL: webhookUrl,
        FAKE_STRIPE_WEBHOOK_SECRET: stripeTestKeys.STRIPE_WEBHOOK_SECRET,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const address = await new Promise<{ url: string; jsUrl: string }>((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (d) => {
      text += d;
      if (text.includes('\n'))
        resolve(JSON.parse(text.split('\n')[0]!) as { url: string; jsUrl: string });
    });
    child.once('exit', (code) => reject(new Error(`The fake Stripe server exited (${code}).`)));
  });
  return { child, ...address };
}

/** Builds the web app if stale, starts `npm start`'s server in a temp data dir, stops it after. */
export default async function setup(project: TestProject) {
  ensureWebBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'circa-e2e-'));
  const port = await freePort();
  const stripe = await startFakeStripe(`http://127.0.0.1:${port}/api/payment/webhook`);
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CIRCA_DATA_DIR: dataDir,
      CIRCA_DEMO_PASSWORD: e2ePassword,
      // a user's new organisation starts with 3 credits (e2e/newcomer.e2e.ts unlocks its results)
      CIRCA_TRIAL_CREDITS: '3',
      // the installation operator of e2e/join-organisation.e2e.ts (it registers this address)
      CIRCA_OPERATOR_EMAILS: 'operator.e2e@example.org',
      CIRCA_PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // argon2's cheapest parameters for the journeys' many sign-ins (password-hashing.ts; a
      // test-only switch, refused in production)
      CIRCA_TEST_ONLY_WEAK_PASSWORD_HASHING: '1',
      ...stripeTestKeys,
      STRIPE_API_BASE: stripe.url,
      STRIPE_JS_URL: stripe.jsUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://localhost:${port}`;
  await waitForServer(baseUrl, child, () => output, 90_000);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('demoPassword', e2ePassword);

  return async () => {
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    const stripeExited = new Promise<void>((resolve) => stripe.child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    stripe.child.kill('SIGTERM');
    // unref'd timers: a finished wait must not keep the test process alive
    const code = await Promise.race([
      exited,
      new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 15_000).unref()),
    ]);
    await Promise.race([stripeExited, new Promise((r) => setTimeout(r, 5_000).unref())]);
    stripe.child.stdout?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    if (code !== 0)
      throw new Error(`The server did not close cleanly on SIGTERM (${code}):\n${output}`);
  };
}

// Builds the web app when apps/web/dist is missing or older than its sources (or the contract's).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const marker = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugins',
  'packages/contract/src',
];

function newest(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (max, name) => Math.max(max, newest(join(path, name))),
    stat.mtimeMs,
  );
}

/** True when the web build is missing or stale. */
export function isWebBuildStale() {
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return sources.some((s) => newest(s) > built);
}

/** Runs `vite build` for apps/web if needed; exits on failure. */
export function ensureWebBuild({ force = false } = {}) {
  if (!force && !isWebBuildStale()) return;
  process.stdout.write('Building the web app (apps/web)...\n');
  const result = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--configLoader',
      'runner',
      '--logLevel',
      'warn',
    ],
    {
      cwd: join(root, 'apps/web'),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) {
    process.stderr.write('The web build failed; see the messages above.\n');
    process.exit(result.status ?? 1);
  }
}

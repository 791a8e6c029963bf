// `npm run dev`: the API server (restarted on change by tsx watch) on :8080 and the Vite dev
// server with hot reload on :5173 (it proxies /api to :8080). Ctrl+C stops both.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['../../node_modules/vite/bin/vite.js', '--configLoader', 'runner'], {
    cwd: `${root}apps/web`,
    stdio: 'inherit',
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());

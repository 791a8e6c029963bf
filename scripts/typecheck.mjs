// Type-checks every workspace with its own tsconfig (each sets its own lib/types, so the engine
// is proven free of Node and DOM types). Runs the checks two at a time.
import { spawn } from 'node:child_process';

const projects = [
  'packages/engine',
  'packages/contract',
  'packages/db',
  'packages/reference-data',
  'apps/server',
  'apps/web',
  'e2e',
  'packages/engine/bench',
  'apps/server/bench',
];

function check(dir) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', dir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ dir, code, out }));
  });
}

let failed = false;
const queue = [...projects];
async function worker() {
  for (let dir = queue.shift(); dir; dir = queue.shift()) {
    const { code, out } = await check(dir);
    process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} tsc -p ${dir}\n${out}`);
    if (code !== 0) failed = true;
  }
}
await Promise.all([worker(), worker()]);
process.exit(failed ? 1 : 0);

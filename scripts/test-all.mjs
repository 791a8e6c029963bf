// `npm test`: every check the project has, in order, stopping at the first that fails, with the
// time each took (so a slow stage shows before CI's 20 minutes do).
import { spawnSync } from 'node:child_process';

const stages = ['typecheck', 'lint', 'format:check', 'test:unit', 'test:e2e'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const timings = [];
const started = Date.now();
let failed = null;

for (const stage of stages) {
  const t0 = Date.now();
  const { status } = spawnSync(npm, ['run', '--silent', stage], { stdio: 'inherit' });
  timings.push([stage, (Date.now() - t0) / 1000, status === 0]);
  if (status !== 0) {
    failed = stage;
    break;
  }
}

console.log('\nnpm test stages:');
for (const [stage, seconds, ok] of timings)
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${stage.padEnd(14)} ${seconds.toFixed(0).padStart(5)} s`);
console.log(`  total          ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`);
if (failed) {
  console.error(`\n${failed} failed.`);
  process.exit(1);
}

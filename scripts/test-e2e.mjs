// `npm run test:e2e`: the end-to-end journeys in E2E_SHARDS parallel runs (default 2, one per
// core), each with its own server, data directory and browser (Vitest's --shard splits the
// files), so journeys of different runs never share data. Builds the web app once first, so the
// runs' global setups do not build it at the same time. Prints each run's time, and at the end
// repeats each failing run's failure report (CI keeps only the tail of the output, and the runs'
// outputs are interleaved).
import { spawn, spawnSync } from 'node:child_process';
import { ensureWebBuild } from './web-build.mjs';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2) || 1);
const extraArgs = process.argv.slice(2);

if (spawnSync(process.execPath, ['scripts/ensure-chromium.mjs'], { stdio: 'inherit' }).status)
  process.exit(1);
ensureWebBuild();

function runShard(index) {
  const args = ['node_modules/vitest/vitest.mjs', 'run', '--config', 'e2e/vitest.config.ts'];
  if (shards > 1) args.push(`--shard=${index}/${shards}`);
  const started = Date.now();
  const child = spawn(process.execPath, [...args, ...extraArgs], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
  });
  const prefix = shards > 1 ? `[e2e ${index}/${shards}] ` : '';
  const output = [];
  const forward = (stream, out) => {
    let rest = '';
    const write = (line) => {
      output.push(line);
      out.write(`${prefix}${line}\n`);
    };
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      lines.forEach(write);
    });
    stream.on('end', () => rest && write(rest));
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return new Promise((resolve) =>
    child.on('close', (code) =>
      resolve({ index, code, seconds: (Date.now() - started) / 1000, output }),
    ),
  );
}

// eslint-disable-next-line no-control-regex -- the escape character is what colour codes start with
const ANSI_ESCAPES = /\u001b\[[0-9;]*m/g;
const FAILURE_REPORT_LINES = 80;

/** Vitest's failure report of one run (from its "Failed Tests" or "Unhandled Errors" heading, or
 *  the run's last lines when it has none), without colours and at most FAILURE_REPORT_LINES long. */
function failureReport(output) {
  const lines = output.map((line) => line.replace(ANSI_ESCAPES, ''));
  const start = lines.findIndex((line) => /Failed Tests|Unhandled Error/.test(line));
  const report = start >= 0 ? lines.slice(start) : lines.slice(-FAILURE_REPORT_LINES);
  const trimmed = report.filter((line) => !/^\s*[✓↓]/.test(line));
  return trimmed.length > FAILURE_REPORT_LINES
    ? [
        ...trimmed.slice(0, FAILURE_REPORT_LINES),
        `… ${trimmed.length - FAILURE_REPORT_LINES} more lines above in this run's output`,
      ]
    : trimmed;
}

const results = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
for (const { index, code, output } of results) {
  if (code === 0) continue;
  console.log(`\nWhat failed in run ${index}/${shards}:`);
  for (const line of failureReport(output)) console.log(`  ${line}`);
}
console.log('\ne2e runs:');
for (const { index, code, seconds } of results)
  console.log(
    `  ${code === 0 ? 'ok  ' : 'FAIL'} run ${index}/${shards} ${seconds.toFixed(0).padStart(5)} s`,
  );
process.exit(results.every((r) => r.code === 0) ? 0 : 1);

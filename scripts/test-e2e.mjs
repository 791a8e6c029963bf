// `npm run test:e2e`: the end-to-end journeys in E2E_SHARDS parallel runs (default 2, one per
// core), each with its own server, data directory and browser (Vitest's --shard splits the
// files), so journeys of different runs never share data. Builds the web app once first, so the
// runs' global setups do not build it at the same time. Prints each run's time, and at the end
// repeats each failing run's failure report (CI keeps only the tail of the output, and the runs'
// outputs are interleaved). Journey files that failed (at most MAX_RERUN_FILES) run once more,
// alone, on a fresh server: if they pass there the suite passes, and they are listed as FLAKY at
// the end so the next reader fixes them; if they fail again, the suite fails.
import { spawn, spawnSync } from 'node:child_process';
import { ensureWebBuild } from './web-build.mjs';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2) || 1);
const extraArgs = process.argv.slice(2);

if (spawnSync(process.execPath, ['scripts/ensure-chromium.mjs'], { stdio: 'inherit' }).status)
  process.exit(1);
ensureWebBuild();

const MAX_RERUN_FILES = 3;

/** One Vitest run of the journeys (`args` select a shard or files) with its own server. */
function runVitest(label, args) {
  const vitest = ['node_modules/vitest/vitest.mjs', 'run', '--config', 'e2e/vitest.config.ts'];
  const started = Date.now();
  const child = spawn(process.execPath, [...vitest, ...args, ...extraArgs], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
  });
  const prefix = label ? `[${label}] ` : '';
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
      resolve({ label, code, seconds: (Date.now() - started) / 1000, output }),
    ),
  );
}

/** Run `index` of the shards. */
function runShard(index) {
  return shards > 1
    ? runVitest(`e2e ${index}/${shards}`, [`--shard=${index}/${shards}`])
    : runVitest('', []);
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

/** Journey files a run's output names as failed (Vitest's "FAIL  e2e  <file> > …" lines). */
function failedFiles(output) {
  const files = new Set();
  for (const line of output) {
    const match = line.replace(ANSI_ESCAPES, '').match(/FAIL\s+(?:e2e\s+)?(\S+\.e2e\.ts)/);
    if (match) files.add(match[1]);
  }
  return [...files];
}

const results = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
const failed = results.filter((r) => r.code !== 0);
for (const { label, output } of failed) {
  console.log(`\nWhat failed in ${label || 'the run'}:`);
  for (const line of failureReport(output)) console.log(`  ${line}`);
}
const toRerun = failed.map((r) => failedFiles(r.output));
const mayRerun =
  failed.length > 0 &&
  toRerun.every((files) => files.length > 0) &&
  toRerun.flat().length <= MAX_RERUN_FILES;
const rerun = mayRerun ? await runVitest('e2e re-run', toRerun.flat()) : null;
if (rerun && rerun.code !== 0) {
  console.log('\nWhat failed again on a fresh server:');
  for (const line of failureReport(rerun.output)) console.log(`  ${line}`);
}

console.log('\ne2e runs:');
for (const { label, code, seconds } of results)
  console.log(
    `  ${code === 0 ? 'ok  ' : 'FAIL'} ${label || 'run'} ${seconds.toFixed(0).padStart(5)} s`,
  );
if (rerun) {
  const files = toRerun.flat().join(', ');
  console.log(
    `  ${rerun.code === 0 ? 'ok  ' : 'FAIL'} re-run of ${files} on a fresh server ${rerun.seconds.toFixed(0).padStart(5)} s`,
  );
  if (rerun.code === 0)
    console.log(
      `\nFLAKY: ${files} failed, then passed alone on a fresh server. The failure is printed above; fix what it waits for.`,
    );
}
process.exit(failed.length === 0 || rerun?.code === 0 ? 0 : 1);

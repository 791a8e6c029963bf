// `npm run test:e2e`: the end-to-end journeys in E2E_SHARDS parallel runs (default 2, one per
// core), each with its own server, data directory and browser (Vitest's --shard splits the
// files), so journeys of different runs never share data. Builds the web app once first, so the
// runs' global setups do not build it at the same time. Prints each run's time.
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
  const forward = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`${prefix}${line}\n`);
    });
    stream.on('end', () => rest && out.write(`${prefix}${rest}\n`));
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ index, code, seconds: (Date.now() - started) / 1000 })),
  );
}

const results = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
console.log('\ne2e runs:');
for (const { index, code, seconds } of results)
  console.log(
    `  ${code === 0 ? 'ok  ' : 'FAIL'} run ${index}/${shards} ${seconds.toFixed(0).padStart(5)} s`,
  );
process.exit(results.every((r) => r.code === 0) ? 0 : 1);

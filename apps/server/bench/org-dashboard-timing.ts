/**
 * `node --import tsx apps/server/bench/org-dashboard-timing.ts [samples]`: how long
 * GET /api/getOrgDashboard takes for the bench's large organisation (1,000 submitted lots in 20
 * developments, large-organisation.ts) when every development has the demo development's
 * targets, so each submitted lot is evaluated against its benchmark for 'targets achieved'. Prints
 * the first (cold: every lot evaluated) call and the median and p95 of the next ones (warm: the
 * outcomes are memoised per design and baseline version and targets). Printing only.
 */
import { getOrgDashboard } from '@circa/contract/org-settings.routes';
import { createTestApp, testPassword } from '../src/test-support/test-app';
import { copyDemoTargets } from './bench-portfolio';
import { LARGE_ORGANISATION, seedLargeOrganisation } from './large-organisation';

const SAMPLES = Number(process.argv[2] ?? 30);

async function main(): Promise<void> {
  const t = await createTestApp({ withDemoDevelopment: true });
  try {
    const db = t.database.db;
    const { organisationId } = await seedLargeOrganisation(db, testPassword);
    await copyDemoTargets(db, organisationId);
    const token = await t.signIn(LARGE_ORGANISATION.adminEmail, testPassword);
    const call = async () => {
      const started = performance.now();
      const answer = await t.route(getOrgDashboard, { orgId: organisationId }, token);
      if (!answer.ok) throw new Error(`answer ${answer.status}: ${answer.error.message}`);
      return { ms: performance.now() - started, data: answer.data };
    };
    const cold = await call();
    const warm: number[] = [];
    for (let i = 0; i < SAMPLES; i++) warm.push((await call()).ms);
    warm.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    process.stdout.write(
      `${JSON.stringify({
        targets: cold.data.Targets,
        lots: cold.data.Lots,
        coldMs: round(cold.ms),
        warmMedianMs: round(warm[Math.floor(warm.length / 2)]!),
        warmP95Ms: round(warm[Math.floor(warm.length * 0.95)]!),
      })}\n`,
    );
  } finally {
    await t.close();
  }
}

await main();

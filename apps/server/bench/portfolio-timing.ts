/**
 * `node --import tsx apps/server/bench/portfolio-timing.ts [samples]`: the portfolio pivot
 * (GET /api/orgPortfolio, GWP) of the bench's large organisation (1,000 submitted lots in 20
 * developments with the demo targets, large-organisation.ts), through the app without a port.
 * Prints how long storing each lot's results took (the submission job's work), the median / p95
 * of reads each made afresh (after a write) and of reads the single-process read cache answers,
 * and the answer's size. Printing only.
 */
import { createTestApp, testPassword } from '../src/test-support/test-app';
import {
  PORTFOLIO_BUDGET_MS,
  preparePortfolioBench,
  timeSequentially,
  touchOrganisation,
} from './bench-portfolio';
import { LARGE_ORGANISATION, seedLargeOrganisation } from './large-organisation';

const SAMPLES = Number(process.argv[2] ?? 20);

const t = await createTestApp({ withDemoDevelopment: true });
try {
  const db = t.database.db;
  const { organisationId } = await seedLargeOrganisation(db, testPassword);
  const prepared = await preparePortfolioBench(db, organisationId);
  const token = await t.signIn(LARGE_ORGANISATION.adminEmail, testPassword);
  const call = async () => {
    const answer = await t.call(
      'GET',
      `/api/orgPortfolio?orgId=${organisationId}&indicatorId=1`,
      undefined,
      token,
    );
    if (answer.statusCode !== 200) throw new Error(`answer ${answer.statusCode}: ${answer.body}`);
    return { bytes: answer.rawPayload.length, data: answer.json().Data };
  };
  const first = await call();
  // every read after a write, so none is the read cache's (decision 0004): the answer as made
  const timing = await timeSequentially(call, SAMPLES, () => touchOrganisation(db, organisationId));
  const cached = await timeSequentially(call, SAMPLES);
  const outcomes: Record<string, number> = {};
  for (const lot of first.data.Lots as Array<{ TargetsAchieved: string }>)
    outcomes[lot.TargetsAchieved] = (outcomes[lot.TargetsAchieved] ?? 0) + 1;
  process.stdout.write(
    `${JSON.stringify({
      bench: 'portfolio',
      database: t.database.url ? 'postgres' : 'pglite',
      ...prepared,
      rows: first.data.Rows.Count,
      outcomes,
      ...timing,
      cachedP50Ms: cached.p50Ms,
      budgetMs: PORTFOLIO_BUDGET_MS,
      isBudgetMet: timing.p95Ms <= PORTFOLIO_BUDGET_MS,
    })}\n`,
  );
} finally {
  await t.close();
}

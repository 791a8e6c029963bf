import { listPortfolioLots } from '@circa/db/portfolio.repository';
import type { Database } from '@circa/db/schema';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { portfolioTargets, storeLotResults } from '../src/analysis/portfolio-store';

/** The portfolio pivot's budget for 1,000 submitted lots (issue 14 part 2), ms. */
export const PORTFOLIO_BUDGET_MS = 2000;

/**
 * A write that changes nothing: the single-process read cache (decision 0004) keeps a GET's
 * answer until the next write, so a read after it is answered afresh.
 */
export async function touchOrganisation(db: Kysely<Database>, organisationId: number) {
  await sql`update organisations set name = name where id = ${organisationId}`.execute(db);
}

/**
 * Gives every development of the organisation that has no targets the demo development's targets
 * (the first development with targets), so its submitted lots are assessed against them.
 */
export async function copyDemoTargets(db: Kysely<Database>, organisationId: number) {
  await sql`
    insert into project_targets (project_id, name, indicator_id, attribute_id, timescale_id,
      lc_phases, savings_target, include_on_site_renewable, base_price, relative_exchange_rate,
      currency, is_locked, created_at)
    select p.id, t.name, t.indicator_id, t.attribute_id, t.timescale_id, t.lc_phases,
      t.savings_target, t.include_on_site_renewable, t.base_price, t.relative_exchange_rate,
      t.currency, t.is_locked, now()
    from projects p cross join project_targets t
    where p.organisation_id = ${organisationId}
      and not exists (select 1 from project_targets x where x.project_id = p.id)
      and t.project_id = (select min(project_id) from project_targets)`.execute(db);
}

/**
 * Readies the large organisation (large-organisation.ts: 1,000 submitted lots in 20
 * developments) for the portfolio pivot: every development gets the demo development's targets,
 * and every lot's results are stored as the submission job stores them (the bench's lots are
 * written with SQL, not submitted). Answers how long storing took, per lot.
 */
export async function preparePortfolioBench(
  db: Kysely<Database>,
  organisationId: number,
): Promise<{ lots: number; storeMsPerLot: number; storedRows: number }> {
  await copyDemoTargets(db, organisationId);
  const lots = await listPortfolioLots(db, { kind: 'organisation', organisationId });
  const started = performance.now();
  for (const lot of lots) await storeLotResults(db, lot, await portfolioTargets(db, lot.projectId));
  const storeMsPerLot = (performance.now() - started) / Math.max(1, lots.length);
  const rows = await sql<{ n: string }>`select count(*) as n from stored_result_rows`.execute(db);
  return {
    lots: lots.length,
    storeMsPerLot: Math.round(storeMsPerLot * 10) / 10,
    storedRows: Number(rows.rows[0]!.n),
  };
}

/**
 * Calls `call` `samples` times one after another, each after `before` (not timed): p50, p95 and
 * the largest answer, ms / bytes.
 */
export async function timeSequentially(
  call: () => Promise<{ bytes: number }>,
  samples: number,
  before: () => Promise<unknown> = async () => undefined,
): Promise<{ samples: number; p50Ms: number; p95Ms: number; maxMs: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < samples; i++) {
    await before();
    const started = performance.now();
    bytes = Math.max(bytes, (await call()).bytes);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]! * 10) / 10;
  return { samples, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1), bytes };
}

/**
 * `npm run bench:api`'s portfolio line: readies the large organisation (preparePortfolioBench),
 * then calls GET /api/orgPortfolio (GWP) over HTTP one call at a time, each after a write so the
 * read cache does not answer it. Answers the figures to print, with the 2 s budget.
 */
export async function benchPortfolio(
  db: Kysely<Database>,
  base: string,
  token: string,
  organisationId: number,
  samples = 10,
) {
  const prepared = await preparePortfolioBench(db, organisationId);
  const call = async () => {
    const answer = await fetch(`${base}/api/orgPortfolio?orgId=${organisationId}&indicatorId=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (answer.status !== 200) throw new Error(`orgPortfolio answered ${answer.status}`);
    return { bytes: (await answer.arrayBuffer()).byteLength };
  };
  const timing = await timeSequentially(call, samples, () => touchOrganisation(db, organisationId));
  return {
    ...prepared,
    ...timing,
    budgetP95Ms: PORTFOLIO_BUDGET_MS,
    isBudgetMet: timing.p95Ms <= PORTFOLIO_BUDGET_MS,
  };
}

import type { PortfolioPivot } from '@circa/contract/portfolio.schema';
import {
  listPortfolioLots,
  listQueuedDesignIds,
  listStoredIndicatorRows,
} from '@circa/db/portfolio.repository';
import type { PortfolioLot, PortfolioScope } from '@circa/db/portfolio.repository';
import type { Database } from '@circa/db/schema';
import { findIndicator } from '@circa/engine/indicators';
import type { Kysely } from 'kysely';
import { projectAdminAccess } from '../access/access';
import { AppError } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import type { JobQueue } from '../jobs/job-queue.service';
import { organisationAdminAccess } from '../org-settings/admin-access';
import { enqueuePortfolioRows, portfolioRowsJob } from './portfolio-job';
import { buildPortfolioPivot } from './portfolio-pivot';
import type { PortfolioLotState } from './portfolio-pivot';
import { portfolioTargets, storeLotResults } from './portfolio-store';
import type { PortfolioTargets } from './portfolio-store';

/** What a portfolio read needs besides the database. */
export interface PortfolioDeps {
  db: Kysely<Database>;
  jobs: JobQueue;
  /**
   * How long a read may spend storing the results of lots that have none (submitted before
   * stored rows existed) or deciding 'targets achieved' again after targets changed, ms; the
   * lots left over are queued as jobs and answered as Preparing.
   */
  storeBudgetMs: number;
}

/**
 * The submitted lots of a scope with their stored results made current where time allows: each
 * lot without stored results (or with an outcome decided for other targets) is stored now while
 * the budget lasts, and queued for the job worker after that.
 */
async function currentLots(
  deps: PortfolioDeps,
  scope: PortfolioScope,
): Promise<PortfolioLotState[]> {
  const lots = await listPortfolioLots(deps.db, scope);
  const targetsOf = new Map<number, PortfolioTargets>();
  const deadline = performance.now() + deps.storeBudgetMs;
  const toQueue: number[] = [];
  const states: PortfolioLotState[] = [];
  for (const lot of lots) {
    let targets = targetsOf.get(lot.projectId);
    if (!targets) {
      targets = await portfolioTargets(deps.db, lot.projectId);
      targetsOf.set(lot.projectId, targets);
    }
    let stored: PortfolioLot['stored'] = lot.stored;
    if (stored?.targetsKey !== targets.key) {
      if (performance.now() < deadline) stored = await storeLotResults(deps.db, lot, targets);
      else toQueue.push(lot.designId);
    }
    states.push({
      lot: {
        StructureId: lot.structureId,
        LotName: lot.lotName,
        ProjectId: lot.projectId,
        DevelopmentName: lot.projectName,
        DesignId: lot.designId,
        DesignName: lot.designName,
      },
      indicatorIds: stored?.indicatorIds ?? null,
      targetsAchieved:
        stored && stored.targetsKey === targets.key ? stored.targetsAchieved : 'preparing',
      hasTargets: targets.list.length > 0,
      version: lot.version,
    });
  }
  if (toQueue.length > 0) {
    const queued = await listQueuedDesignIds(deps.db, portfolioRowsJob.name);
    const missing = toQueue.filter((id) => !queued.has(id));
    await enqueuePortfolioRows(deps.jobs, deps.db, missing);
  }
  return states;
}

/** Refuses an indicator id the app does not know (400), before any work. */
function requireIndicator(indicatorId: number): void {
  if (findIndicator(indicatorId)) return;
  const message = 'Please choose one of the impacts.';
  throw new AppError('validation_failed', message, [{ path: ['indicatorId'], message }]);
}

async function portfolio(
  deps: PortfolioDeps,
  scope: PortfolioScope,
  named: PortfolioPivot['Scope'],
  indicatorId: number,
): Promise<PortfolioPivot> {
  const lots = await currentLots(deps, scope);
  const stored = lots
    .filter((s) => s.indicatorIds !== null)
    .map((s) => ({ designId: s.lot.DesignId, version: s.version }));
  const rows = await listStoredIndicatorRows(deps.db, stored, indicatorId);
  return buildPortfolioPivot(named, indicatorId, lots, rows);
}

/** GET /orgPortfolio: for the organisation's admins (403 other members, 404 outsiders). */
export async function organisationPortfolio(
  deps: PortfolioDeps,
  caller: AuthUser,
  input: { orgId: number; indicatorId: number },
): Promise<PortfolioPivot> {
  const { organisation } = await organisationAdminAccess(deps.db, caller, input.orgId);
  requireIndicator(input.indicatorId);
  return portfolio(
    deps,
    { kind: 'organisation', organisationId: organisation.id },
    { Kind: 'organisation', Id: organisation.id, Name: organisation.name },
    input.indicatorId,
  );
}

/**
 * GET /developmentPortfolio: for the development's admin coordinators and the organisation's
 * admins (403 others who may see it, 404 anyone else).
 */
export async function developmentPortfolio(
  deps: PortfolioDeps,
  caller: AuthUser,
  input: { projectId: number; indicatorId: number },
): Promise<PortfolioPivot> {
  const { project } = await projectAdminAccess(deps.db, caller, input.projectId);
  requireIndicator(input.indicatorId);
  return portfolio(
    deps,
    { kind: 'development', projectId: project.id },
    { Kind: 'development', Id: project.id, Name: project.name },
    input.indicatorId,
  );
}

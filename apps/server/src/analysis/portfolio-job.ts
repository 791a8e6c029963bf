import { listPortfolioLots } from '@circa/db/portfolio.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { defineJobKind } from '../jobs/job-queue.service';
import type { JobQueue } from '../jobs/job-queue.service';
import { portfolioTargets, storeLotResults } from './portfolio-store';

/** Designs one job stores at most: a job ends well within its lease (~0.1–0.4 s a design). */
const DESIGNS_PER_JOB = 100;

/**
 * Stores submitted designs' portfolio rows and 'targets achieved' (portfolio-store.ts): queued
 * when a lot is submitted, and by a portfolio read for the lots it had no time to store itself.
 * The handler reads each lot as it is when it runs (nothing when it is no longer submitted) and
 * writes at most once per design version, so a rerun changes nothing.
 */
export const portfolioRowsJob = defineJobKind(
  'portfolio-rows',
  z.object({ designIds: z.array(z.number().int().positive()).min(1).max(DESIGNS_PER_JOB) }),
  { maxAttempts: 5 },
);

/** Registers the handler of {@link portfolioRowsJob}. */
export function handlePortfolioJobs(jobs: JobQueue, db: Kysely<Database>): void {
  jobs.handle(portfolioRowsJob, async ({ designIds }) => {
    for (const designId of designIds) {
      const [lot] = await listPortfolioLots(db, { kind: 'design', designId });
      if (lot) await storeLotResults(db, lot, await portfolioTargets(db, lot.projectId));
    }
  });
}

/**
 * Queues storing lots' results through `db` (the caller's transaction, if any), 100 designs a
 * job. The handler stores only what is missing when it runs, so a design queued twice is stored
 * once.
 */
export async function enqueuePortfolioRows(
  jobs: JobQueue,
  db: Kysely<Database>,
  designIds: readonly number[],
): Promise<void> {
  for (let i = 0; i < designIds.length; i += DESIGNS_PER_JOB)
    await jobs.enqueue(db, portfolioRowsJob, {
      designIds: designIds.slice(i, i + DESIGNS_PER_JOB),
    });
}

/** Queues storing a just-submitted design's results, in the submission's transaction. */
export async function enqueueSubmittedPortfolioRows(
  jobs: JobQueue,
  trx: Kysely<Database>,
  design: { designId: number },
): Promise<void> {
  await enqueuePortfolioRows(jobs, trx, [design.designId]);
}

import { listPortfolioLots } from '@circa/db/portfolio.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { defineJobKind } from '../jobs/job-queue.service';
import type { JobQueue } from '../jobs/job-queue.service';
import { portfolioTargets, storeLotResults } from './portfolio-store';

/**
 * Stores a submitted design's portfolio rows and 'targets achieved' (portfolio-store.ts): queued
 * when a lot is submitted, and by a portfolio read for the lots it had no time to store itself.
 * The handler reads the lot as it is when it runs (nothing when it is no longer submitted) and
 * writes at most once per design version, so a rerun changes nothing.
 */
export const portfolioRowsJob = defineJobKind(
  'portfolio-rows',
  z.object({ designId: z.number().int().positive() }),
  { maxAttempts: 5 },
);

/** Registers the handler of {@link portfolioRowsJob}. */
export function handlePortfolioJobs(jobs: JobQueue, db: Kysely<Database>): void {
  jobs.handle(portfolioRowsJob, async ({ designId }) => {
    const [lot] = await listPortfolioLots(db, { kind: 'design', designId });
    if (lot) await storeLotResults(db, lot, await portfolioTargets(db, lot.projectId));
  });
}

/**
 * Queues storing one lot's results through `db` (the caller's transaction, if any). Jobs of one
 * design run one at a time; the handler stores what is missing when it runs, so a job queued
 * twice does the work once.
 */
export async function enqueuePortfolioRows(
  jobs: JobQueue,
  db: Kysely<Database>,
  designId: number,
): Promise<void> {
  await jobs.enqueue(
    db,
    portfolioRowsJob,
    { designId },
    { serialKey: `portfolio-rows:${designId}` },
  );
}

/** Queues storing a just-submitted design's results, in the submission's transaction. */
export async function enqueueSubmittedPortfolioRows(
  jobs: JobQueue,
  trx: Kysely<Database>,
  design: { designId: number },
): Promise<void> {
  await enqueuePortfolioRows(jobs, trx, design.designId);
}

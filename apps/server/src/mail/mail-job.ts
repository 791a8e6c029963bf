import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { defineJobKind } from '../jobs/job-queue.service';
import type { JobQueue } from '../jobs/job-queue.service';
import type { Mailer, MailMessage } from './mailer';

/**
 * An email, sent by the job queue: the job carries the whole message. Sending is at least once —
 * a worker that dies after the mail server accepted the message but before the job was recorded
 * done sends it again when the job is claimed again (docs/decisions/0018-job-queue.md).
 * Retries: 8 attempts, after 30 s, 1, 2, 4, 8, 16 and 32 minutes (about an hour in all).
 */
export const mailJob = defineJobKind<MailMessage>(
  'mail',
  z.object({ to: z.string().min(1), subject: z.string(), text: z.string() }),
);

/** Sends the queue's mail jobs through `mailer`. */
export function handleMailJobs(jobs: JobQueue, mailer: Mailer): void {
  jobs.handle(mailJob, (message) => mailer.send(message));
}

/** Queues an email through `db` (the caller's transaction, when there is one). */
export async function enqueueMail(
  jobs: JobQueue,
  db: Kysely<Database>,
  message: MailMessage,
): Promise<void> {
  await jobs.enqueue(db, mailJob, message);
}

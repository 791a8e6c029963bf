import type { Database } from '@circa/db/schema';
import { findUserById } from '@circa/db/users.repository';
import type { Kysely } from 'kysely';
import type { AuthUser } from '../http/request-context';
import type { JobQueue } from '../jobs/job-queue.service';

/** What a service sending notices with links needs: database, job queue, public address, clock. */
export interface NoticeDeps {
  db: Kysely<Database>;
  jobs: JobQueue;
  publicUrl: string;
  now: () => Date;
}

/** An absolute link to a path of the app at its public address (no doubled slash). */
export function appLink(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

/** A person as a notice names them: first and last name, or the email when both are empty. */
export function personName(person: { firstName: string; lastName: string; email: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email;
}

/** The caller as a notice names them (their sign-in email when the account is gone). */
export async function callerName(db: Kysely<Database>, caller: AuthUser): Promise<string> {
  const user = await findUserById(db, caller.userId);
  return user ? personName(user) : caller.email;
}

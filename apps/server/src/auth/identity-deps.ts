import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import type { JobQueue } from '../jobs/job-queue.service';
import type { OidcVerifier } from './oidc-verifier';
import type { SessionService } from './session.service';
import type { ThrottleService } from './throttle.service';

/** What the identity services need. */
export interface IdentityDeps {
  db: Kysely<Database>;
  sessions: SessionService;
  throttle: ThrottleService;
  sso: OidcVerifier;
  jobs: JobQueue;
  /** The app's public address (CIRCA_PUBLIC_URL), for links in emails. */
  publicUrl: string;
  now: () => Date;
}

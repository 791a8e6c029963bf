import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import type { OidcVerifier } from './auth/oidc-verifier';
import type { Config } from './config';
import type { BlobStore } from './files/blob-store';
import type { Geocoder } from './geo/geocoder';
import type { JobQueue } from './jobs/job-queue.service';
import type { Mailer } from './mail/mailer';

/** Everything the app needs from outside; tests pass their own. */
export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
  mailer: Mailer;
  /** The job queue on `db`: the app registers its handlers; the caller starts its worker. */
  jobs: JobQueue;
  blobs: BlobStore;
  sso: OidcVerifier;
  geocoder: Geocoder;
  /** The clock; tests move it. */
  now: () => Date;
  /** Folder of the built web app, or null to serve the API only. */
  webDist: string | null;
  /** True when one process holds the database (PGlite): in-memory caches stay coherent. */
  isSingleProcess: boolean;
  /** The database's write counter (caches of GET answers in single-process mode). */
  writeVersion: () => number;
  /** Pino options, or false for no logging (tests). */
  logger: boolean | { level: string };
}

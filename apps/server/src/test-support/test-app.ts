import { hasTestTemplate, openTestDatabase, TEST_TEMPLATES } from '@circa/db/test-database';
import { openDatabase } from '@circa/db/database';
import type { OpenDatabase } from '@circa/db/database';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { OidcVerifier } from '../auth/oidc-verifier';
import type { SsoProvider, SsoProviderSettings } from '../auth/oidc-verifier';
import { loadConfig } from '../config';
import { createLocalBlobStore } from '../files/blob-store';
import { createMailerFromConfig } from '../mail/mailer';
import { seedDemo } from '../seed/demo-seed';
import { syncReferenceCatalogue } from '../catalogue/reference-catalogue';
import type { ReferenceCatalogue } from '../catalogue/reference-catalogue';
import { GazetteerGeocoder } from '../geo/geocoder';
import { JobQueue } from '../jobs/job-queue.service';
import type { JobLog } from '../jobs/job-queue.service';
import { seedDemoDevelopment } from '../seed/demo-development';
import type { RouteDescriptor, RouteResponse } from '@circa/contract/route';
import { callRoute, callRouteData } from './call-route';
import type { RouteCallOptions, RouteInput, RouteResult } from './call-route';
import { decodeQuotedPrintable } from './mail-text';

export { decodeQuotedPrintable };

/** The demo password used by tests. */
export const testPassword = 'Test-pass-1';

/** A test app on a fresh database with the demo seed, a movable clock and a temp outbox. */
export interface TestApp {
  app: FastifyInstance;
  catalogue: ReferenceCatalogue;
  /** `url`: the PostgreSQL database's address (null on PGlite), for another instance to join. */
  database: OpenDatabase & { url: string | null };
  outboxDir: string;
  /**
   * The app's job queue. No worker runs in tests: `call` drains the queue after each request,
   * so the mails a call queued are in the outbox when it returns; after `app.inject`, call
   * `jobs.drain()`.
   */
  jobs: JobQueue;
  /** What the job queue reported (failures, retries). */
  jobLog: Array<{ level: 'warn' | 'error'; msg: string; obj: object }>;
  /** Moves the app's clock forward. */
  advance(ms: number): void;
  /** The app's clock. */
  now(): Date;
  /** Emails written to the outbox, oldest first, as text (quoted-printable soft breaks joined). */
  mails(): string[];
  /** A JSON call; `token` adds the bearer header. Runs the jobs it queued before returning. */
  call(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    token?: string,
  ): Promise<LightMyRequestResponse>;
  /**
   * Calls a route of the contract by its descriptor, like `call`: the input is typed by the
   * route's request schema and the answer is `{ ok: true, status, data }` with `data` parsed by
   * its response schema (out of `Data` for `data` envelopes), or `{ ok: false, status, error }`.
   * New tests use this instead of `call` with a string URL, so a renamed route breaks the build.
   */
  route<R extends RouteDescriptor>(
    route: R,
    input: RouteInput<R>,
    token?: string,
    options?: RouteCallOptions<R>,
  ): Promise<RouteResult<R>>;
  /** Like `route`, answering the typed payload; an answer other than 2xx throws. */
  routeData<R extends RouteDescriptor>(
    route: R,
    input: RouteInput<R>,
    token?: string,
    options?: RouteCallOptions<R>,
  ): Promise<RouteResponse<R>>;
  /** Signs in and returns the token. */
  signIn(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    sso?: Partial<Record<SsoProvider, SsoProviderSettings>>;
    env?: Record<string, string>;
    /** Also seed the demo development: lots, targets, designs. */
    withDemoDevelopment?: boolean;
    /**
     * Another instance on the PostgreSQL database of this test app: its own pool, mail outbox and
     * job queue, nothing seeded; closing it leaves the database to its owner.
     */
    joining?: TestApp;
  } = {},
): Promise<TestApp> {
  const joined = options.joining?.database.url ?? null;
  if (options.joining && !joined) throw new Error('only an app on PostgreSQL can be joined');
  // the run's template with this app's seed, when the global setup prepared one
  const template = options.withDemoDevelopment
    ? TEST_TEMPLATES.demoDevelopment
    : TEST_TEMPLATES.demo;
  const isSeeded = !joined && hasTestTemplate(template);
  const database = joined
    ? Object.assign(await openDatabase({ kind: 'postgres', url: joined }), { url: joined })
    : await openTestDatabase(isSeeded ? template : undefined);
  const dir = mkdtempSync(join(tmpdir(), 'circa-test-'));
  const outboxDir = join(dir, 'mail');
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const config = loadConfig({
    CIRCA_DATA_DIR: dir,
    RATE_LIMIT_PER_MINUTE: '100000',
    ...options.env,
  });
  const catalogue = options.joining
    ? options.joining.catalogue
    : await syncReferenceCatalogue(database.db);
  if (!options.joining && !isSeeded) {
    await seedDemo(database.db, testPassword);
    if (options.withDemoDevelopment) await seedDemoDevelopment(database.db, catalogue);
  }
  // as in main.ts: the outbox <CIRCA_DATA_DIR>/mail, or SMTP when options.env sets SMTP_URL
  const mailer = createMailerFromConfig(config, { info: () => undefined });
  const jobLog: TestApp['jobLog'] = [];
  const log: JobLog = {
    warn: (obj, msg) => jobLog.push({ level: 'warn', msg, obj }),
    error: (obj, msg) => jobLog.push({ level: 'error', msg, obj }),
  };
  const jobs = new JobQueue(database.db, { now, log });
  const app = await buildApp({
    config,
    db: database.db,
    mailer,
    jobs,
    blobs: createLocalBlobStore(join(dir, 'uploads')),
    sso: new OidcVerifier(options.sso ?? {}, true),
    geocoder: new GazetteerGeocoder(),
    isSingleProcess: database.kind !== 'postgres',
    writeVersion: () => database.writeVersion.value,
    now,
    webDist: null,
    logger: false,
  });
  await app.ready();

  const call: TestApp['call'] = async (method, url, body, token) => {
    const response = await app.inject({
      method,
      url,
      ...(body !== undefined && { payload: body as object }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    await jobs.drain();
    return response;
  };

  return {
    app,
    catalogue,
    database,
    outboxDir,
    jobs,
    jobLog,
    advance: (ms) => {
      offset += ms;
    },
    now,
    mails: () => {
      try {
        return readdirSync(outboxDir)
          .sort()
          .map((f) => decodeQuotedPrintable(readFileSync(join(outboxDir, f), 'utf8')));
      } catch {
        return [];
      }
    },
    call,
    route: (route, input, token, options) => callRoute(call, route, input, token, options),
    routeData: (route, input, token, options) => callRouteData(call, route, input, token, options),
    async signIn(username, password = testPassword) {
      const response = await call('POST', '/api/Shared/Login', {
        username,
        password,
        rememberMe: false,
      });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
      return (response.json() as { Token: string }).Token;
    },
    async close() {
      await app.close();
      mailer.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The PIN in the newest PIN email to `to`. */
export function pinFromMails(mails: string[], to: string): string {
  const mail = [...mails].reverse().find((m) => m.includes(`To: ${to}`));
  const match = mail ? /security PIN is: ([A-Z0-9]{4})/.exec(mail) : null;
  if (!match?.[1]) throw new Error(`no PIN mail to ${to}`);
  return match[1];
}

import { openDatabase } from '@circa/db/database';
import { DataDirLockedError } from '@circa/db/data-dir-lock';
import { scheduleBackups, writeBackup } from '@circa/db/pglite-backup';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { OidcVerifier } from './auth/oidc-verifier';
import { ConfigError, loadConfig } from './config';
import { createLocalBlobStore } from './files/blob-store';
import { syncReferenceCatalogue } from './catalogue/reference-catalogue';
import { GazetteerGeocoder, withOfflineFallback } from './geo/geocoder';
import { NominatimGeocoder } from './geo/nominatim-geocoder';
import { productVersion } from '@circa/contract/meta.schema';
import { seedDemoDevelopment } from './seed/demo-development';
import { JobQueue } from './jobs/job-queue.service';
import { createMailerFromConfig } from './mail/mailer';
import { demoAccounts, seedDemo } from './seed/demo-seed';
import { resolveDemoPassword } from './seed/demo-password';
import { decideDemoSeed } from './seed/demo-seed-policy';

/** Starts Circa: config → database (migrated) → demo seed → HTTP server; closes cleanly on signals. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const dataDir = resolve(config.CIRCA_DATA_DIR);
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: join(dataDir, 'db') },
  );
  const webDist = config.CIRCA_WEB_DIST
    ? resolve(config.CIRCA_WEB_DIST)
    : fileURLToPath(new URL('../../web/dist/', import.meta.url));
  const sso = new OidcVerifier(
    {
      ...(config.GOOGLE_CLIENT_ID && {
        google: { clientId: config.GOOGLE_CLIENT_ID, issuer: config.GOOGLE_ISSUER },
      }),
      ...(config.MICROSOFT_CLIENT_ID && {
        microsoft: { clientId: config.MICROSOFT_CLIENT_ID, issuer: config.MICROSOFT_ISSUER },
      }),
    },
    config.OIDC_ALLOW_HTTP,
  );
  const mailer = createMailerFromConfig(config, {
    info: (obj: object, msg?: string) => app.log.info(obj, msg),
  });
  // background work (mail): one job queue in the database, a worker in this process
  const jobs = new JobQueue(database.db, {
    now: () => new Date(),
    log: {
      warn: (obj, msg) => app.log.warn(obj, msg),
      error: (obj, msg) => app.log.error(obj, msg),
    },
    isSoleProcess: database.kind !== 'postgres',
  });
  const app = await buildApp({
    config,
    db: database.db,
    mailer,
    jobs,
    blobs: createLocalBlobStore(join(dataDir, 'uploads')),
    sso,
    geocoder: config.GEOCODER_URL
      ? withOfflineFallback(
          new NominatimGeocoder(
            config.GEOCODER_URL,
            `Circa/${productVersion} (${config.publicUrl})`,
          ),
          (error) =>
            app.log.warn({ err: error }, 'online geocoder failed; used the offline gazetteer'),
        )
      : new GazetteerGeocoder(),
    isSingleProcess: database.kind !== 'postgres',
    writeVersion: () => database.writeVersion.value,
    now: () => new Date(),
    webDist,
    logger: { level: config.LOG_LEVEL },
  });

  const catalogue = await syncReferenceCatalogue(database.db);
  let demoPassword: string | null = null;
  const demoSeed = await decideDemoSeed(database.db, {
    isSeedDemoOn: config.CIRCA_SEED_DEMO,
    nodeEnv: config.NODE_ENV,
  });
  if (demoSeed.shouldSeed) {
    demoPassword = resolveDemoPassword(config.CIRCA_DEMO_PASSWORD, dataDir);
    const { isFirstSeed } = await seedDemo(database.db, demoPassword);
    await seedDemoDevelopment(database.db, catalogue);
    app.log.info({ demo: 'seeded', isFirstSeed }, demoSeed.message);
  } else {
    app.log.info({ demo: 'not seeded', reason: demoSeed.reason }, demoSeed.message);
  }

  if (database.kind === 'pglite') {
    app.log.info(
      'embedded database (PGlite): each commit is flushed to the disk (fsync) before it is ' +
        'acknowledged; one process only, and backups are whole copies every CIRCA_BACKUP_HOURS. ' +
        'Use PostgreSQL (DATABASE_URL) for replication, point-in-time recovery or several servers.',
    );
  }
  // due CIRCA_BACKUP_HOURS after the newest file in backups/: a restart never postpones one
  const backupDir = join(dataDir, 'backups');
  const backups =
    database.dumpDataDir && config.CIRCA_BACKUP_HOURS > 0
      ? scheduleBackups({
          backupDir,
          intervalMs: config.CIRCA_BACKUP_HOURS * 3_600_000,
          backup: (at) =>
            writeBackup(database.dumpDataDir!, backupDir, at, config.CIRCA_BACKUP_KEEP),
          onDone: (file) => app.log.info({ file }, 'database backed up'),
          onError: (error) => app.log.error({ err: error }, 'database backup failed'),
          onPlanned: (dueAt) => app.log.info({ dueAt }, 'next database backup'),
        })
      : null;

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) {
      process.exit(1);
    }
    isClosing = true;
    app.log.info({ signal }, 'closing');
    try {
      await backups?.stop();
      await app.close();
      mailer.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    mailer.close();
    await database.close();
    throw error;
  }
  jobs.start(); // stopped by app.close()
  const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
  const lines = [
    '',
    `  Circa is running at ${url}`,
    `  Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(dataDir, 'db')}`}`,
    ...(demoPassword
      ? [
          `  Demo sign-in: ${demoAccounts.map((a) => a.email).join(' or ')}, password ${demoPassword}`,
        ]
      : []),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Circa could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});

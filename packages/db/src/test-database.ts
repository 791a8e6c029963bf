import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from './database';
import type { OpenDatabase } from './database';

/**
 * Folder of the test run's database templates (dumps of prepared PGlite clusters), set by the db
 * tests' global setup (`scripts/db-test-templates.ts`); unset, every test database starts empty.
 */
export const TEST_TEMPLATES_ENV = 'CIRCA_TEST_TEMPLATES';

/** The templates `createTestApp` and `openTestDatabase` start from, by what they hold. */
export const TEST_TEMPLATES = {
  /** The schema, no rows. */
  migrated: 'migrated',
  /** The reference catalogue and the demo organisation and people (`seedDemo`). */
  demo: 'demo',
  /** As `demo`, with the demo development's lots, targets and designs. */
  demoDevelopment: 'demo-development',
} as const;

/**
 * Prefix of the test run's template databases on the PostgreSQL server of `DATABASE_URL`, set
 * by the same global setup (`<prefix>_<template>`); new test databases are copies of them.
 */
export const TEST_PG_TEMPLATES_ENV = 'CIRCA_TEST_PG_TEMPLATES';

/** The template of this name prepared for the test run (PGlite), if there is one. */
export function testTemplateFile(name: string): string | null {
  const dir = process.env[TEST_TEMPLATES_ENV];
  const file = dir ? join(dir, `${name}.tar.gz`) : null;
  return file && existsSync(file) ? file : null;
}

/** The name of a template database on PostgreSQL for this prefix. */
export function pgTemplateDatabaseName(prefix: string, template: string): string {
  return `${prefix}_${template.replaceAll('-', '_')}`;
}

/** Whether the run prepared this template for the database the tests use. */
export function hasTestTemplate(name: string): boolean {
  return process.env.DATABASE_URL
    ? Boolean(process.env[TEST_PG_TEMPLATES_ENV])
    : testTemplateFile(name) !== null;
}

/** Runs one statement on the PostgreSQL server of `url` (database administration). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** The address of database `name` on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new throw-away
 * database on the PostgreSQL server of `DATABASE_URL` (created here, dropped on close). `url` is
 * that database's address (null for PGlite), for tests that open a second pool on it.
 *
 * On PGlite the database starts from the run's template `template` (default: `migrated`, the
 * empty schema) when the global setup prepared it: loading a dump takes about a second less than
 * creating and migrating a cluster, and templates with seeded data save the seeding too.
 */
export async function openTestDatabase(
  template: string = TEST_TEMPLATES.migrated,
): Promise<OpenDatabase & { url: string | null }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const file = testTemplateFile(template);
    const target = file
      ? { kind: 'memory' as const, loadDataDir: new Blob([readFileSync(file)]) }
      : { kind: 'memory' as const };
    return Object.assign(await openDatabase(target), { url: null });
  }

  const name = `circa_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const prefix = process.env[TEST_PG_TEMPLATES_ENV];
  const copyOf = prefix ? ` template ${pgTemplateDatabaseName(prefix, template)}` : '';
  await adminQuery(url, `create database ${name}${copyOf}`);
  const testUrl = databaseUrl(url, name);
  const opened = await openDatabase({ kind: 'postgres', url: testUrl, maxConnections: 20 });
  return {
    db: opened.db,
    kind: opened.kind,
    writeVersion: opened.writeVersion,
    url: testUrl,
    async close() {
      await opened.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        // the pool's sockets may still be closing: retry instead of killing them
        for (let attempt = 0; ; attempt++) {
          try {
            await cleanup.query(`drop database if exists ${name}`);
            break;
          } catch (error) {
            if (attempt >= 20) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await cleanup.end();
      }
    },
  };
}

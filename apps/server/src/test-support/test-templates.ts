import { openDatabase } from '@circa/db/database';
import type { OpenDatabase } from '@circa/db/database';
import {
  adminQuery,
  databaseUrl,
  pgTemplateDatabaseName,
  TEST_TEMPLATES,
} from '@circa/db/test-database';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { syncReferenceCatalogue } from '../catalogue/reference-catalogue';
import { seedDemoDevelopment } from '../seed/demo-development';
import { seedDemo } from '../seed/demo-seed';
import { testPassword } from './test-app';

/** Each template's content, in order: a template is the previous one plus its step. */
const steps: Array<[name: string, step: (opened: OpenDatabase) => Promise<unknown>]> = [
  [TEST_TEMPLATES.migrated, async () => undefined],
  [
    TEST_TEMPLATES.demo,
    async ({ db }) => {
      await syncReferenceCatalogue(db);
      await seedDemo(db, testPassword);
    },
  ],
  [
    TEST_TEMPLATES.demoDevelopment,
    async ({ db }) => seedDemoDevelopment(db, await syncReferenceCatalogue(db)),
  ],
];

/**
 * Prepares the PGlite templates once per test run in `dir`, each a dump of a cluster seeded
 * exactly as `createTestApp` seeds a new database, so a test file starts from a copy instead of
 * migrating and seeding its own (about 3 s a file on this machine).
 */
export async function writePgliteTemplates(dir: string): Promise<void> {
  const opened = await openDatabase({ kind: 'memory' });
  try {
    for (const [name, step] of steps) {
      await step(opened);
      const dump = await opened.dumpDataDir!();
      writeFileSync(join(dir, `${name}.tar.gz`), Buffer.from(await dump.arrayBuffer()));
    }
  } finally {
    await opened.close();
  }
}

/**
 * The same templates as databases `<prefix>_<template>` on the PostgreSQL server of `url`
 * (each a copy of the previous one plus its step); `CREATE DATABASE ... TEMPLATE` copies them.
 * Answers a function that drops them.
 */
export async function createPostgresTemplates(
  url: string,
  prefix: string,
): Promise<() => Promise<void>> {
  const names: string[] = [];
  const drop = async () => {
    for (const name of names.reverse()) await adminQuery(url, `drop database if exists ${name}`);
  };
  try {
    let previous: string | null = null;
    for (const [template, step] of steps) {
      const name = pgTemplateDatabaseName(prefix, template);
      await adminQuery(url, `create database ${name}${previous ? ` template ${previous}` : ''}`);
      names.push(name);
      const opened = await openDatabase({ kind: 'postgres', url: databaseUrl(url, name) });
      try {
        await step(opened);
      } finally {
        await opened.close();
      }
      previous = name;
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return drop;
}

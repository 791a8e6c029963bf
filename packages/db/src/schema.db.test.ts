import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from './database';
import { openTestDatabase } from './test-database';

/**
 * schema.ts (with schema-identity.ts) is written by hand beside the SQL migrations; this reads
 * its `Database` interface (table name → table interface → column names) with the TypeScript
 * parser and compares it with the columns of the migrated database (information_schema), both ways.
 */
function declaredColumns(): Map<string, string[]> {
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  for (const name of ['./schema.ts', './schema-identity.ts']) {
    const path = fileURLToPath(new URL(name, import.meta.url));
    const file = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    file.forEachChild((node) => {
      if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
    });
  }
  const propertiesOf = (node: ts.InterfaceDeclaration) =>
    node.members.filter(ts.isPropertySignature).map((m) => ({
      name: m.name.getText(),
      type: m.type?.getText() ?? '',
    }));
  const database = interfaces.get('Database');
  if (!database) throw new Error('schema.ts has no Database interface');
  const tables = new Map<string, string[]>();
  for (const { name, type } of propertiesOf(database)) {
    const table = interfaces.get(type);
    if (!table) throw new Error(`schema.ts: table ${name} names ${type}, which is not declared`);
    tables.set(
      name,
      propertiesOf(table).map((p) => p.name),
    );
  }
  return tables;
}

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

async function actualColumns(): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema()
    order by table_name, ordinal_position`.execute(database.db);
  const tables = new Map<string, string[]>();
  for (const r of rows)
    tables.set(r.table_name, [...(tables.get(r.table_name) ?? []), r.column_name]);
  return tables;
}

describe('schema.ts', () => {
  it('names every table the migrations create', async () => {
    const tables = [...(await actualColumns()).keys()].filter((t) => !t.startsWith('kysely_'));
    expect([...declaredColumns().keys()].sort()).toEqual(tables.sort());
  });

  it('declares only tables and columns the migrations create', async () => {
    const actual = await actualColumns();
    const missing: string[] = [];
    for (const [table, columns] of declaredColumns()) {
      const present = actual.get(table);
      if (!present) missing.push(table);
      else for (const c of columns) if (!present.includes(c)) missing.push(`${table}.${c}`);
    }
    expect(missing).toEqual([]);
  });

  it('declares every column of the tables it names', async () => {
    const actual = await actualColumns();
    const undeclared: string[] = [];
    for (const [table, columns] of declaredColumns())
      for (const c of actual.get(table) ?? [])
        if (!columns.includes(c)) undeclared.push(`${table}.${c}`);
    expect(undeclared).toEqual([]);
  });
});

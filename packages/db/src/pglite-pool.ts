import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * Presents one PGlite instance as the small `pg`-style pool that Kysely's PostgresDialect expects.
 *
 * PGlite is a single connection, so a client is lent to one caller at a time: a transaction holds
 * the connection until it commits, and other queries wait in order. Queries without parameters go
 * through PGlite's simple protocol (`exec`) so multi-statement SQL migrations run as on PostgreSQL.
 * Cursors (streaming) are not offered.
 */
export function pglitePool(pglite: PGlite): PostgresPool {
  let tail: Promise<void> = Promise.resolve();

  async function query<R>(
    sql: string,
    parameters: readonly unknown[],
  ): Promise<PostgresQueryResult<R>> {
    if (parameters.length === 0) {
      const results = await pglite.exec(sql);
      const last = results[results.length - 1];
      return {
        command: (last?.command ?? 'SELECT') as PostgresQueryResult<R>['command'],
        rowCount: last?.rowCount ?? last?.affectedRows ?? 0,
        rows: (last?.rows ?? []) as R[],
      };
    }
    const result = await pglite.query<R>(sql, [...parameters]);
    return {
      command: (result.command ?? 'SELECT') as PostgresQueryResult<R>['command'],
      rowCount: result.rowCount ?? result.affectedRows ?? 0,
      rows: result.rows,
    };
  }

  return {
    async connect() {
      let release!: () => void;
      const leased = new Promise<void>((resolve) => (release = resolve));
      const previous = tail;
      tail = previous.then(() => leased);
      await previous;
      return { query, release } as PostgresPoolClient;
    },
    async end() {
      await tail;
    },
  };
}

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendLedgerEntries, organisationCreditBalance } from './credits.repository';
import type { OpenDatabase } from './database';
import { insertOrganisation } from './organisations.repository';
import { openTestDatabase } from './test-database';
import { insertUser } from './users.repository';

let database: OpenDatabase;
let organisationId: number;
let userId: number;
beforeAll(async () => {
  database = await openTestDatabase();
  organisationId = await insertOrganisation(database.db, { name: 'Ledger Test Builders' });
  userId = (
    await insertUser(database.db, { email: 'ledger@example.com', firstName: 'L', lastName: 'T' })
  ).id;
  await appendLedgerEntries(database.db, [
    {
      organisationId,
      projectId: null,
      structureId: null,
      account: 'organisation',
      amount: 10,
      reason: 'purchase',
      createdBy: userId,
    },
  ]);
});
afterAll(async () => database.close());

const ledgerRows = () =>
  database.db
    .selectFrom('credit_ledger')
    .select(['amount', 'reason', 'created_by'])
    .where('organisation_id', '=', organisationId)
    .execute();

describe('the credit ledger', () => {
  it('refuses to change a row', async () => {
    const { db } = database;
    await expect(
      db
        .updateTable('credit_ledger')
        .set({ amount: 1000 })
        .where('organisation_id', '=', organisationId)
        .execute(),
    ).rejects.toThrow('credit_ledger is append-only: update is not allowed');
    await expect(
      db
        .updateTable('credit_ledger')
        .set({ created_by: null, reason: 'refund' })
        .where('organisation_id', '=', organisationId)
        .execute(),
    ).rejects.toThrow('append-only');
    expect(await organisationCreditBalance(db, organisationId)).toBe(10);
  });

  it('refuses to delete or truncate, and so to delete an organisation with credit history', async () => {
    const { db } = database;
    await expect(
      db.deleteFrom('credit_ledger').where('organisation_id', '=', organisationId).execute(),
    ).rejects.toThrow('credit_ledger is append-only: delete is not allowed');
    await expect(sql`truncate credit_ledger`.execute(db)).rejects.toThrow(
      'credit_ledger is append-only: truncate is not allowed',
    );
    await expect(
      db.deleteFrom('organisations').where('id', '=', organisationId).execute(),
    ).rejects.toThrow('append-only');
    expect(await ledgerRows()).toHaveLength(1);
  });

  it('lets a user be deleted: the row stays, only its author is cleared', async () => {
    const { db } = database;
    await db.deleteFrom('users').where('id', '=', userId).execute();
    expect(await ledgerRows()).toEqual([{ amount: 10, reason: 'purchase', created_by: null }]);
  });
});

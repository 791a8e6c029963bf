import { organisationCreditBalance, projectCreditBalance } from '@circa/db/credits.repository';
import { findUserByEmail } from '@circa/db/users.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setProjectCreditBalance } from '../developments/project-credits';
import { addBuiltLots, demoIds, setOrganisationCredits } from '../test-support/credit-lots';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let t: TestApp;
let builder: string;
let ids: { projectId: number; organisationId: number };
let lots: number[];
const dwellings = [1, 2, 3, 1, 2, 1, 3, 2];

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  builder = await t.signIn('builder@example.com');
  ids = await demoIds(t, builder);
  lots = await addBuiltLots(t, ids.projectId, dwellings, builder);
  // 4 credits in the development and 5 in the organisation: 9 for 15 dwellings
  const admin = (await findUserByEmail(t.database.db, 'admin@example.com'))!;
  await t.database.db.transaction().execute((tx) =>
    setProjectCreditBalance(tx, { id: ids.projectId, organisationId: ids.organisationId }, 4, {
      userId: admin.id,
      isOrgAdmin: true,
    }),
  );
  await setOrganisationCredits(t, ids.organisationId, 5);
}, 120_000);
afterAll(async () => t.close());

describe('50 concurrent useStructureCredit calls for lots of one organisation', () => {
  it('never overspend and never charge a lot twice', async () => {
    const calls = Array.from({ length: 50 }, (_, i) => lots[(i * 7) % lots.length]!);
    const responses = await Promise.all(
      calls.map((lot) => t.call('POST', `/api/useStructureCredit/${lot}`, undefined, builder)),
    );
    for (const r of responses) expect([200, 409], r.body).toContain(r.statusCode);

    const db = t.database.db;
    const project = await projectCreditBalance(db, ids.projectId);
    const organisation = await organisationCreditBalance(db, ids.organisationId);
    expect(project).toBeGreaterThanOrEqual(0);
    expect(organisation).toBeGreaterThanOrEqual(0);

    const uses = await db
      .selectFrom('credit_ledger')
      .select(['structure_id', 'account', 'amount'])
      .where('reason', '=', 'use')
      .execute();
    const paid = await db.selectFrom('structure_payments').selectAll().execute();
    const chargedPerLot = new Map<number, number>();
    for (const u of uses)
      chargedPerLot.set(u.structure_id!, (chargedPerLot.get(u.structure_id!) ?? 0) - u.amount);
    // each paid lot was charged exactly its dwellings, once; no unpaid lot was charged
    expect(new Set(chargedPerLot.keys())).toEqual(new Set(paid.map((p) => p.structure_id)));
    for (const p of paid) {
      const expected = dwellings[lots.indexOf(p.structure_id)];
      expect(chargedPerLot.get(p.structure_id)).toBe(expected);
      expect(p.dwellings).toBe(expected);
    }
    const spent = [...chargedPerLot.values()].reduce((a, b) => a + b, 0);
    expect(spent + project + organisation).toBe(9);
    expect(spent).toBeGreaterThan(0);
    // a lot whose call succeeded is paid; one refused as out of credits is not
    responses.forEach((r, i) => {
      const isPaid = paid.some((p) => p.structure_id === calls[i]);
      if (r.statusCode === 200) expect(isPaid).toBe(true);
    });
    // whatever is left cannot pay any unpaid lot
    for (const [i, lot] of lots.entries())
      if (!paid.some((p) => p.structure_id === lot))
        expect(dwellings[i]).toBeGreaterThan(project + organisation);
  });

  it('has the database refuse a second credits payment of the same dwellings', async () => {
    const db = t.database.db;
    const [first] = await db
      .selectFrom('structure_payments')
      .selectAll()
      .where('method', '=', 'credits')
      .limit(1)
      .execute();
    await expect(
      db
        .insertInto('structure_payments')
        .values({
          structure_id: first!.structure_id,
          method: 'credits',
          dwellings: 1,
          paid_from: first!.paid_from,
        })
        .execute(),
    ).rejects.toThrow();
  });
});

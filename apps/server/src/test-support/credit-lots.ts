import { appendLedgerEntries, organisationCreditBalance } from '@circa/db/credits.repository';
import { findOrganisationByName } from '@circa/db/organisations.repository';
import { findUserByEmail } from '@circa/db/users.repository';
import { buildLot } from '../lots/build-lot.service';
import { createLot } from '../lots/lots.service';
import { demoDevelopmentName } from '../seed/demo-development';
import { demoOrganisationName } from '../seed/demo-seed';
import type { TestApp } from './test-app';

/** The demo organisation's and Demo Estate's ids (the test app seeded the demo development). */
export async function demoIds(t: TestApp, token: string) {
  const developments = (await t.call('GET', '/api/GetUserDevelopments', undefined, token)).json()
    .Data.Developments as Array<{ Name: string; ProjectId: number }>;
  const projectId = developments.find((d) => d.Name === demoDevelopmentName)!.ProjectId;
  const organisationId = (await findOrganisationByName(t.database.db, demoOrganisationName))!;
  return { projectId, organisationId };
}

/** Street numbers of the lots added so far (addresses are unique within a development). */
let lastLotNumber = 899;

/**
 * Adds built lots to Demo Estate (created by the admin, built by the builder so both may edit),
 * with the given dwellings each; answers their structure ids.
 */
export async function addBuiltLots(
  t: TestApp,
  projectId: number,
  dwellings: readonly number[],
  builderToken: string,
): Promise<number[]> {
  const db = t.database.db;
  const admin = (await findUserByEmail(db, 'admin@example.com'))!;
  const builder = (await findUserByEmail(db, 'builder@example.com'))!;
  const ids: number[] = [];
  for (const count of dwellings) {
    const structureId = await createLot(
      db,
      { userId: admin.id, email: admin.email, sessionId: 0 },
      {
        projectId,
        address: `Lot ${++lastLotNumber}, Test Street`,
        customLotFieldValue: '',
        description: '',
      },
    );
    const { DesignId } = await buildLot(
      db,
      { userId: builder.id, email: builder.email, sessionId: 0 },
      {
        structureId,
        baseStructureId: t.catalogue.baselineIds['baseline-single-storey']!,
        presetStructureId: 0,
      },
    );
    if (count !== 1) {
      const saved = await t.call(
        'POST',
        '/api/lot',
        { designId: DesignId, dwellings: count },
        builderToken,
      );
      if (saved.statusCode !== 200) throw new Error(`could not set dwellings: ${saved.body}`);
    }
    ids.push(structureId);
  }
  return ids;
}

/** Brings the organisation's own (unallocated) credit balance to `target`. */
export async function setOrganisationCredits(
  t: TestApp,
  organisationId: number,
  target: number,
): Promise<void> {
  const db = t.database.db;
  const delta = target - (await organisationCreditBalance(db, organisationId));
  await appendLedgerEntries(db, [
    {
      organisationId,
      projectId: null,
      structureId: null,
      account: 'organisation',
      amount: delta,
      reason: 'adjustment',
      createdBy: null,
    },
  ]);
}

import { appendLedgerEntries, setMaxCreditsPerLot } from '@circa/db/credits.repository';
import {
  enableOrganisationBaselines,
  listShippedBaselineIds,
} from '@circa/db/library-designs.repository';
import {
  findOrganisationByName,
  setOrganisationLciDefaults,
} from '@circa/db/organisations.repository';
import { insertProjectTarget } from '@circa/db/project-targets.repository';
import { listVisibleProjects } from '@circa/db/projects.repository';
import type { Database } from '@circa/db/schema';
import { runSeedStepUnlessDone } from '@circa/db/seed-steps.repository';
import { listProjectStructures, setStructureArchived } from '@circa/db/structures.repository';
import { findUserByEmail } from '@circa/db/users.repository';
import { LIFE_CYCLE_SCOPES } from '@circa/engine/life-cycle-modules';
import { LCI_GROUP_AUSTRALIA } from '@circa/reference-data/lci-sources';
import type { Kysely } from 'kysely';
import type { ReferenceCatalogue } from '../catalogue/reference-catalogue';
import { createProject } from '../developments/project-settings.service';
import { GazetteerGeocoder } from '../geo/geocoder';
import type { AuthUser } from '../http/request-context';
import { buildLot } from '../lots/build-lot.service';
import { createLot } from '../lots/lots.service';
import { demoOrganisationName } from './demo-seed';

/** Credits the demo organisation starts with (1 credit = 1 dwelling). */
export const DEMO_ORGANISATION_CREDITS = 100;
export const demoDevelopmentName = 'Demo Estate';
/** Dwellings per lot above which the demo organisation's builders need approval to use credits. */
export const DEMO_MAX_CREDITS_PER_LOT = 10;

async function caller(db: Kysely<Database>, email: string): Promise<AuthUser> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`demo user ${email} is missing`);
  return { userId: user.id, email: user.email, sessionId: 0 };
}

/**
 * Demo data, as named seed steps run through the same services users call:
 * the demo organisation's LCI defaults, its shipped baselines and credits; then the development
 * "Demo Estate" with targets and lots — one built and allocated to the admin (locked for the
 * builder), one built by the builder, one archived, one empty.
 */
export async function seedDemoDevelopment(
  db: Kysely<Database>,
  catalogue: ReferenceCatalogue,
): Promise<void> {
  const organisationId = await findOrganisationByName(db, demoOrganisationName);
  if (organisationId === null) return;
  const groupId = catalogue.lciGroupIds['australia']!;
  const sourceId = catalogue.lciSourceIds[LCI_GROUP_AUSTRALIA.defaultSourceId]!;

  await runSeedStepUnlessDone(db, 'demo-organisation-library', async () => {
    await setOrganisationLciDefaults(db, organisationId, groupId, sourceId);
    await enableOrganisationBaselines(db, organisationId, await listShippedBaselineIds(db));
    await appendLedgerEntries(db, [
      {
        organisationId,
        projectId: null,
        structureId: null,
        account: 'organisation',
        amount: DEMO_ORGANISATION_CREDITS,
        reason: 'purchase',
        createdBy: null,
      },
    ]);
  });

  await runSeedStepUnlessDone(db, 'demo-credit-limit', () =>
    setMaxCreditsPerLot(db, organisationId, DEMO_MAX_CREDITS_PER_LOT),
  );

  await runSeedStepUnlessDone(db, 'demo-development', async () => {
    const admin = await caller(db, 'admin@example.com');
    const builder = await caller(db, 'builder@example.com');
    const existing = await listVisibleProjects(
      db,
      { id: admin.userId, email: admin.email },
      { organisationId, includeArchived: true },
    );
    if (existing.some((p) => p.name === demoDevelopmentName)) return;
    const [place] = await new GazetteerGeocoder().suggest('Marsden Park');
    if (!place) throw new Error('the gazetteer has no Marsden Park');
    const projectId = await createProject(db, admin, {
      ProjectId: 0,
      ProjectTypeId: 1,
      ProjectName: demoDevelopmentName,
      CustomProjectFieldValue: '',
      CustomProjectFieldValue2: '',
      Location: place,
      OrganisationId: organisationId,
      LciGroupId: groupId,
      LciSourceId: sourceId,
      ProjectManager: 'Pat Morgan',
      Developer: 'Demo Developments Pty Ltd',
      LandArea: 45000,
      CarbonSavingsId: 40,
      AvailableToPublic: false,
      ExcludeFromOrgReporting: false,
      PublicShareLinksRequireApproval: false,
      Description:
        '<p>A demonstration estate of detached houses and townhouses in Sydney’s north-west growth area.</p>',
      Prepaid: true,
      CreditsBalance: 20,
    });
    await insertProjectTarget(db, projectId, {
      name: 'Upfront carbon per m²',
      indicatorId: 1,
      attributeId: 8,
      timescaleId: 1,
      lcPhases: [...LIFE_CYCLE_SCOPES.upfront],
      savingsTarget: 20,
      includeOnSiteRenewable: false,
    });
    await insertProjectTarget(db, projectId, {
      name: 'Operational water per occupant',
      indicatorId: 4,
      attributeId: 56,
      timescaleId: 2,
      lcPhases: [...LIFE_CYCLE_SCOPES.operationalWater],
      savingsTarget: 40,
      includeOnSiteRenewable: false,
    });
    const lot = async (address: string) =>
      createLot(db, admin, { projectId, address, customLotFieldValue: '', description: '' });
    const lot101 = await lot('Lot 101, 12 Banksia Street, Marsden Park NSW 2765');
    const lot102 = await lot('Lot 102, 14 Banksia Street, Marsden Park NSW 2765');
    const lot103 = await lot('Lot 103, 16 Banksia Street, Marsden Park NSW 2765');
    await lot('Lot 104, 18 Banksia Street, Marsden Park NSW 2765');
    const baselines = catalogue.baselineIds;
    await buildLot(db, builder, {
      structureId: lot101,
      baseStructureId: baselines['baseline-single-storey']!,
      presetStructureId: 0,
    });
    await buildLot(db, admin, {
      structureId: lot102,
      baseStructureId: baselines['baseline-single-storey']!,
      presetStructureId: catalogue.presetIds['preset-seven-star-heat-pump-pv'] ?? 0,
    });
    await setStructureArchived(db, lot103, true);
    if ((await listProjectStructures(db, projectId, admin.userId, true)).length !== 4)
      throw new Error('demo lots were not created');
  });
}

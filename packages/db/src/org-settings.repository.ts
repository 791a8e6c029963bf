import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { currentDesignOfLot } from './current-design';
import type { Database } from './schema';

/** What an organisation admin sets on /org-settings (document 3 §3 "Organisation settings"). */
export interface OrganisationSettingsUpdate {
  supportEmail: string;
  customDevelopmentLabel: string;
  customDevelopmentLabel2: string;
  customLotLabel: string;
  customDesignLabel: string;
  lciGroupId: number | null;
  lciSourceId: number | null;
  forceDefaultLciGroup: boolean;
  forceDefaultLciSource: boolean;
  thermalUnitId: number;
  maxCreditsPerLot: number | null;
  requireProjectCreditAllocation: boolean;
}

export async function updateOrganisationSettings(
  db: Kysely<Database>,
  organisationId: number,
  s: OrganisationSettingsUpdate,
): Promise<void> {
  await db
    .updateTable('organisations')
    .set({
      support_email: s.supportEmail,
      custom_development_label: s.customDevelopmentLabel,
      custom_development_label2: s.customDevelopmentLabel2,
      custom_lot_label: s.customLotLabel,
      custom_design_label: s.customDesignLabel,
      lci_group_id: s.lciGroupId,
      lci_source_id: s.lciSourceId,
      force_default_lci_group: s.forceDefaultLciGroup,
      force_default_lci_source: s.forceDefaultLciSource,
      thermal_unit_id: s.thermalUnitId,
      max_credits_per_lot: s.maxCreditsPerLot,
      require_project_credit_allocation: s.requireProjectCreditAllocation,
    })
    .where('id', '=', organisationId)
    .execute();
}

/** An organisation's onboarding title and content (null: no such organisation). */
export async function findOnboardingMessage(
  db: Kysely<Database>,
  organisationId: number,
): Promise<{ title: string; content: string } | null> {
  const row = await db
    .selectFrom('organisations')
    .select(['onboarding_title', 'onboarding_content'])
    .where('id', '=', organisationId)
    .executeTakeFirst();
  return row ? { title: row.onboarding_title, content: row.onboarding_content } : null;
}

export async function updateOnboardingMessage(
  db: Kysely<Database>,
  organisationId: number,
  message: { title: string; content: string },
): Promise<void> {
  await db
    .updateTable('organisations')
    .set({ onboarding_title: message.title, onboarding_content: message.content })
    .where('id', '=', organisationId)
    .execute();
}

/** Forgets who read the onboarding message: it shows again to every member. */
export async function clearOnboardingReads(
  db: Kysely<Database>,
  organisationId: number,
): Promise<void> {
  await db.deleteFrom('onboarding_reads').where('organisation_id', '=', organisationId).execute();
}

/** Developments of an organisation, active and archived. */
export async function countOrganisationProjects(
  db: Kysely<Database>,
  organisationId: number,
): Promise<{ active: number; archived: number }> {
  const row = await db
    .selectFrom('projects')
    .select([
      sql<number>`count(*) filter (where not is_archived)`.as('active'),
      sql<number>`count(*) filter (where is_archived)`.as('archived'),
    ])
    .where('organisation_id', '=', organisationId)
    .executeTakeFirstOrThrow();
  return { active: Number(row.active), archived: Number(row.archived) };
}

/**
 * Lots of an organisation's developments by state (library lots left out): archived (the lot or
 * its development), not started (no current design), in progress (current design not submitted),
 * submitted. The current design is the lot's newest design that is not archived.
 */
export async function countOrganisationLots(
  db: Kysely<Database>,
  organisationId: number,
): Promise<{ notStarted: number; inProgress: number; submitted: number; archived: number }> {
  const row = await db
    .selectFrom('structures as s')
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .leftJoinLateral(currentDesignOfLot, (join) => join.onTrue())
    .select([
      sql<number>`count(*) filter (where s.is_archived or p.is_archived)`.as('archived'),
      sql<number>`count(*) filter (where not s.is_archived and not p.is_archived and cd.is_submitted is null)`.as(
        'notStarted',
      ),
      sql<number>`count(*) filter (where not s.is_archived and not p.is_archived and cd.is_submitted = false)`.as(
        'inProgress',
      ),
      sql<number>`count(*) filter (where not s.is_archived and not p.is_archived and cd.is_submitted = true)`.as(
        'submitted',
      ),
    ])
    .where('p.organisation_id', '=', organisationId)
    .where('s.is_library', '=', false)
    .executeTakeFirstOrThrow();
  return {
    notStarted: Number(row.notStarted),
    inProgress: Number(row.inProgress),
    submitted: Number(row.submitted),
    archived: Number(row.archived),
  };
}

/**
 * The credit ledger of an organisation: credits spent on its lots (the 'use' entries, from either
 * account), its own balance, and the balances allocated to its developments.
 */
export async function organisationCreditSummary(
  db: Kysely<Database>,
  organisationId: number,
): Promise<{ used: number; organisationBalance: number; allocatedToProjects: number }> {
  const row = await db
    .selectFrom('credit_ledger')
    .select([
      sql<number>`coalesce(-sum(amount) filter (where reason = 'use'), 0)`.as('used'),
      sql<number>`coalesce(sum(amount) filter (where account = 'organisation'), 0)`.as('org'),
      sql<number>`coalesce(sum(amount) filter (where account = 'project'), 0)`.as('projects'),
    ])
    .where('organisation_id', '=', organisationId)
    .executeTakeFirstOrThrow();
  return {
    used: Number(row.used),
    organisationBalance: Number(row.org),
    allocatedToProjects: Number(row.projects),
  };
}

/** A submitted current design of an active lot, with what its benchmark is built from. */
export interface SubmittedLotDesign {
  projectId: number;
  designId: number;
  version: number;
  baselineDesignId: number | null;
  baselineVersion: number | null;
}

/**
 * The current designs that are submitted, of the active lots of an organisation's active
 * developments that have at least one target (the JSON is read separately, through the cache).
 */
export async function listSubmittedLotDesignsWithTargets(
  db: Kysely<Database>,
  organisationId: number,
): Promise<SubmittedLotDesign[]> {
  const rows = await db
    .selectFrom('structures as s')
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .innerJoinLateral(currentDesignOfLot, (join) => join.onTrue())
    .select([
      'p.id as projectId',
      'cd.id as designId',
      'cd.version',
      'cd.baseline_design_id',
      'cd.baseline_version',
    ])
    .where('p.organisation_id', '=', organisationId)
    .where('p.is_archived', '=', false)
    .where('s.is_archived', '=', false)
    .where('s.is_library', '=', false)
    .where('cd.is_submitted', '=', true)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('project_targets as t').select('t.id').whereRef('t.project_id', '=', 'p.id'),
      ),
    )
    .orderBy('cd.id')
    .execute();
  return rows.map((r) => ({
    projectId: r.projectId,
    designId: r.designId,
    version: r.version,
    baselineDesignId: r.baseline_design_id,
    baselineVersion: r.baseline_version,
  }));
}

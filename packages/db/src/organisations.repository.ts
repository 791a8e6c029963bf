import type { Kysely } from 'kysely';
import type { Database } from './schema';

export interface NewOrganisation {
  name: string;
  description?: string;
  address?: string;
  phone?: string;
  email?: string;
}

export async function insertOrganisation(
  db: Kysely<Database>,
  org: NewOrganisation,
): Promise<number> {
  const row = await db
    .insertInto('organisations')
    .values({
      name: org.name,
      description: org.description ?? '',
      address: org.address ?? '',
      phone: org.phone ?? '',
      email: org.email ?? '',
      image_url: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addMembership(
  db: Kysely<Database>,
  organisationId: number,
  userId: number,
  isAdmin: boolean,
): Promise<void> {
  await db
    .insertInto('memberships')
    .values({ organisation_id: organisationId, user_id: userId, is_admin: isAdmin })
    .onConflict((oc) =>
      oc.columns(['organisation_id', 'user_id']).doUpdateSet({ is_admin: isAdmin }),
    )
    .execute();
}

/** True when the user is an unblocked administrator of at least one organisation. */
export async function isAdminInAnyOrganisation(
  db: Kysely<Database>,
  userId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('memberships')
    .select('organisation_id')
    .where('user_id', '=', userId)
    .where('is_admin', '=', true)
    .where('is_blocked', '=', false)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findOrganisationByName(
  db: Kysely<Database>,
  name: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('organisations')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** An organisation with its settings (document 3 §3 "Organisation settings"). */
export interface OrganisationRecord {
  id: number;
  name: string;
  description: string;
  imageUrl: string | null;
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

export async function findOrganisation(
  db: Kysely<Database>,
  id: number,
): Promise<OrganisationRecord | null> {
  const r = await db
    .selectFrom('organisations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!r) return null;
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    imageUrl: r.image_url,
    supportEmail: r.support_email,
    customDevelopmentLabel: r.custom_development_label,
    customDevelopmentLabel2: r.custom_development_label2,
    customLotLabel: r.custom_lot_label,
    customDesignLabel: r.custom_design_label,
    lciGroupId: r.lci_group_id,
    lciSourceId: r.lci_source_id,
    forceDefaultLciGroup: r.force_default_lci_group,
    forceDefaultLciSource: r.force_default_lci_source,
    thermalUnitId: r.thermal_unit_id,
    maxCreditsPerLot: r.max_credits_per_lot,
    requireProjectCreditAllocation: r.require_project_credit_allocation,
  };
}

/** A user's membership of an organisation, or null. */
export async function findMembership(
  db: Kysely<Database>,
  organisationId: number,
  userId: number,
): Promise<{ isAdmin: boolean; isBlocked: boolean } | null> {
  const r = await db
    .selectFrom('memberships')
    .select(['is_admin', 'is_blocked'])
    .where('organisation_id', '=', organisationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return r ? { isAdmin: r.is_admin, isBlocked: r.is_blocked } : null;
}

/** Marks a membership blocked or unblocked; false when the user is not a member. */
export async function setMembershipBlocked(
  db: Kysely<Database>,
  organisationId: number,
  userId: number,
  isBlocked: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('memberships')
    .set({ is_blocked: isBlocked })
    .where('organisation_id', '=', organisationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The organisations a user belongs to (not blocked), by name. */
export async function listUserOrganisations(
  db: Kysely<Database>,
  userId: number,
): Promise<
  Array<{
    id: number;
    name: string;
    description: string;
    imageUrl: string | null;
    isAdmin: boolean;
  }>
> {
  const rows = await db
    .selectFrom('organisations as o')
    .innerJoin('memberships as m', 'm.organisation_id', 'o.id')
    .select(['o.id', 'o.name', 'o.description', 'o.image_url', 'm.is_admin'])
    .where('m.user_id', '=', userId)
    .where('m.is_blocked', '=', false)
    .orderBy('o.name')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    imageUrl: r.image_url,
    isAdmin: r.is_admin,
  }));
}

/** Sets an organisation's default LCI group and source. */
export async function setOrganisationLciDefaults(
  db: Kysely<Database>,
  organisationId: number,
  lciGroupId: number,
  lciSourceId: number,
): Promise<void> {
  await db
    .updateTable('organisations')
    .set({ lci_group_id: lciGroupId, lci_source_id: lciSourceId })
    .where('id', '=', organisationId)
    .execute();
}

/** Admins of an organisation (not blocked), for notices. */
export async function listOrganisationAdmins(
  db: Kysely<Database>,
  organisationId: number,
): Promise<Array<{ id: number; email: string; firstName: string }>> {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.email', 'u.first_name as firstName'])
    .where('m.organisation_id', '=', organisationId)
    .where('m.is_admin', '=', true)
    .where('m.is_blocked', '=', false)
    .orderBy('u.id')
    .execute();
}

/** An organisation's onboarding message and whether the user has read it. */
export async function findOnboarding(
  db: Kysely<Database>,
  organisationId: number,
  userId: number,
): Promise<{ title: string; content: string; isRead: boolean } | null> {
  const row = await db
    .selectFrom('organisations as o')
    .leftJoin('onboarding_reads as r', (join) =>
      join.onRef('r.organisation_id', '=', 'o.id').on('r.user_id', '=', userId),
    )
    .select(['o.onboarding_title', 'o.onboarding_content', 'r.read_at'])
    .where('o.id', '=', organisationId)
    .executeTakeFirst();
  return row
    ? { title: row.onboarding_title, content: row.onboarding_content, isRead: row.read_at !== null }
    : null;
}

/** Marks the onboarding message read by the user (idempotent). */
export async function markOnboardingRead(
  db: Kysely<Database>,
  organisationId: number,
  userId: number,
): Promise<void> {
  await db
    .insertInto('onboarding_reads')
    .values({ organisation_id: organisationId, user_id: userId })
    .onConflict((oc) => oc.columns(['organisation_id', 'user_id']).doNothing())
    .execute();
}

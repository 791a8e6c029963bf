import type { LotRisk, OrgUserLine } from '@circa/contract/org-users.schema';
import {
  findStructureOrganisationId,
  listOpenLotRisks,
  markLotRiskLow,
} from '@circa/db/lot-risks.repository';
import { listOrganisationMembers } from '@circa/db/org-users.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import { organisationAccess } from '../access/access';
import { AppError, notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';

/** 404 for a non-member (as every organisation call), 403 for a member who is not an admin. */
async function requireOrganisationAdmin(
  db: Kysely<Database>,
  caller: AuthUser,
  organisationId: number,
): Promise<void> {
  const { isAdmin } = await organisationAccess(db, caller, organisationId);
  if (!isAdmin)
    throw new AppError('forbidden', 'Only an administrator of this organisation can do that.');
}

/** GET /orgUsers: the organisation's members, blocked first, then by surname (document 3 §4). */
export async function organisationUsers(
  db: Kysely<Database>,
  caller: AuthUser,
  organisationId: number,
): Promise<OrgUserLine[]> {
  await requireOrganisationAdmin(db, caller, organisationId);
  const members = await listOrganisationMembers(db, organisationId);
  return members.map((m) => ({
    UserId: m.userId,
    FirstName: m.firstName,
    Surname: m.surname,
    Email: m.email,
    LastLogin: m.lastLoginAt?.toISOString() ?? null,
    IsBlocked: m.isBlocked,
  }));
}

/**
 * GET /orgLotRisks: the organisation's submitted lots with their risk points (assessed at
 * submission, docs/methodology.md §19), not yet marked low risk, by points ascending. The screen
 * keeps those at or above its threshold.
 */
export async function organisationLotRisks(
  db: Kysely<Database>,
  caller: AuthUser,
  organisationId: number,
): Promise<LotRisk[]> {
  await requireOrganisationAdmin(db, caller, organisationId);
  const risks = await listOpenLotRisks(db, organisationId);
  return risks.map((r) => ({
    StructureId: r.structureId,
    StructureName: r.structureName,
    ProjectId: r.projectId,
    ProjectName: r.projectName,
    RiskPoint: r.points,
    RiskDescriptions: r.descriptions,
  }));
}

/**
 * POST /markSafeLotRisk: an organisation admin marks a lot's current submission low risk; who and
 * when are recorded, the lot leaves the list, and its next submission is assessed afresh.
 * Marking a lot already marked answers true again.
 */
export async function markLotLowRisk(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
  now: Date,
): Promise<true> {
  const organisationId = await findStructureOrganisationId(db, structureId);
  if (organisationId === null) throw notFound('The lot was not found.');
  await requireOrganisationAdmin(db, caller, organisationId);
  const outcome = await markLotRiskLow(db, organisationId, structureId, {
    userId: caller.userId,
    at: now,
  });
  if (outcome === 'none') throw notFound('This lot has no risk assessment: it is not submitted.');
  return true;
}

import { sql } from 'kysely';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from './schema';

/**
 * The ways a user (`u`) belongs to a development's people (document 3 §2): shared by the
 * coordinators screen's list and the check made before someone becomes a coordinator.
 */

type UserScope = ExpressionBuilder<Database & { u: Database['users'] }, 'u'>;

/** `u` is an unblocked member of the organisation. */
export const isUnblockedMember = (eb: UserScope, organisationId: number) =>
  eb.exists(
    eb
      .selectFrom('memberships as m')
      .select('m.user_id')
      .where('m.organisation_id', '=', organisationId)
      .whereRef('m.user_id', '=', 'u.id')
      .where('m.is_blocked', '=', false),
  );

/** `u` coordinates the development. */
export const isProjectCoordinator = (eb: UserScope, projectId: number) =>
  eb.exists(
    eb
      .selectFrom('project_coordinators as c')
      .select('c.user_id')
      .where('c.project_id', '=', projectId)
      .whereRef('c.user_id', '=', 'u.id'),
  );

/** `u` has approved access to a lot of the development. */
export const isProjectLotUser = (eb: UserScope, projectId: number) =>
  eb.exists(
    eb
      .selectFrom('structure_users as su')
      .innerJoin('structures as s', 's.id', 'su.structure_id')
      .select('su.user_id')
      .where('s.project_id', '=', projectId)
      .where('su.is_requesting_access', '=', false)
      .whereRef('su.user_id', '=', 'u.id'),
  );

/** `u`'s email is pre-approved for the development (compared without case). */
export const isProjectPreApproved = (eb: UserScope, projectId: number) =>
  eb.exists(
    eb
      .selectFrom('project_pre_approved_users as pa')
      .select('pa.id')
      .where('pa.project_id', '=', projectId)
      .where(sql<string>`lower(pa.email)`, '=', sql<string>`lower(u.email)`),
  );

import { findOrganisation, listOrganisationAdmins } from '@circa/db/organisations.repository';
import { listProjectCoordinators } from '@circa/db/projects.repository';
import type { Database } from '@circa/db/schema';
import { findUserById } from '@circa/db/users.repository';
import type { Kysely } from 'kysely';
import { loadLotDesign } from '../design/lot-design';
import { AppError } from '../http/app-error';
import { requireLotEditor } from '../access/access';
import type { AuthUser } from '../http/request-context';
import type { JobQueue } from '../jobs/job-queue.service';
import { notify } from '../notify/notify';

export interface BaselineRequestDeps {
  db: Kysely<Database>;
  jobs: JobQueue;
  publicUrl: string;
  supportEmail: string;
}

/**
 * Request Baseline (document 2 "Baseline Requested", §6): tells the project's administration team
 * — the organisation's admins, the development's coordinators and the support address — by email
 * and in-app message that the caller asks for the design to become a baseline. The support
 * address is the organisation's (or the default), never the one the client sent.
 */
export async function sendBaselineRequested(
  deps: BaselineRequestDeps,
  caller: AuthUser,
  structureId: number,
): Promise<{ OrgName: string }> {
  const { access, record } = await loadLotDesign(deps.db, caller, structureId);
  requireLotEditor(access);
  if (record.kind === 'baseline')
    throw new AppError('conflict', 'This design is already a baseline.');
  const { project, structure } = access;
  const organisation = await findOrganisation(deps.db, project.organisationId);
  const admins = await listOrganisationAdmins(deps.db, project.organisationId);
  const coordinators = await listProjectCoordinators(deps.db, project.id);
  const user = await findUserById(deps.db, caller.userId);
  const who = user ? `${user.firstName} ${user.lastName} (${user.email})` : caller.email;
  await notify(
    deps,
    [
      ...admins.map((a) => ({ userId: a.id, email: a.email })),
      ...coordinators.map((c) => ({ userId: c.id, email: c.email })),
      { userId: null, email: organisation?.supportEmail || deps.supportEmail },
    ],
    {
      subject: `Baseline requested: ${record.name}`,
      text: [
        `${who} asks for the design "${record.name}" of the lot "${structure.name}" in the development "${project.name}" to be converted into a baseline.`,
        '',
        `If approved, an organisation administrator can create it with Create Baseline on the design's results: ${deps.publicUrl}/design-results/${structure.id}`,
      ].join('\n'),
      senderUserId: caller.userId,
      organisationId: project.organisationId,
    },
  );
  return { OrgName: access.organisationName };
}

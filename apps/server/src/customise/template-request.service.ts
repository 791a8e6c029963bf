import type { templateRequestSchema } from '@circa/contract/customise.schema';
import { findOrganisation, listOrganisationAdmins } from '@circa/db/organisations.repository';
import { listProjectCoordinators } from '@circa/db/projects.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { lotAccess, requireLotEditor } from '../access/access';
import type { AuthUser } from '../http/request-context';
import type { JobQueue } from '../jobs/job-queue.service';
import { notify } from '../notify/notify';

/** Asks the development's administration (coordinators, organisation admins and support) for a template. */
export async function requestTemplate(
  deps: { db: Kysely<Database>; jobs: JobQueue; supportEmail: string; publicUrl: string },
  caller: AuthUser,
  input: z.infer<typeof templateRequestSchema>,
): Promise<true> {
  const access = await lotAccess(deps.db, caller, input.StructureId);
  requireLotEditor(access);
  const { project, structure } = access;
  const organisation = await findOrganisation(deps.db, project.organisationId);
  const coordinators = await listProjectCoordinators(deps.db, project.id);
  const admins = await listOrganisationAdmins(deps.db, project.organisationId);
  await notify(
    deps,
    [
      ...coordinators.map((c) => ({ userId: c.id, email: c.email })),
      ...admins.map((a) => ({ userId: a.id, email: a.email })),
      { userId: null, email: organisation?.supportEmail || deps.supportEmail },
    ],
    {
      subject: `New template requested: ${input.Name}`,
      text: [
        `${caller.email} asks for a new template for the lot "${structure.name}" in "${project.name}".`,
        '',
        `Name: ${input.Name}`,
        `Description: ${input.Description}`,
        `Quantity: ${input.Quantity} ${input.Unit}`,
        `Information source: ${input.InformationSource || '(none given)'}`,
        `Contact: ${input.Email}, ${input.Phone}`,
        '',
        `The lot: ${deps.publicUrl}/lot-details/${structure.id}/3`,
      ].join('\n'),
      senderUserId: caller.userId,
      organisationId: project.organisationId,
    },
  );
  return true;
}

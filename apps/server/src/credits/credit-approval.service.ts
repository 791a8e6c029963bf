import type { CreditApprovalRequestData } from '@circa/contract/credits.schema';
import { findOrganisation, listOrganisationAdmins } from '@circa/db/organisations.repository';
import type { Database } from '@circa/db/schema';
import { findUserById } from '@circa/db/users.repository';
import type { Kysely } from 'kysely';
import { loadLotDesign } from '../design/lot-design';
import { notFound } from '../http/app-error';
import { requireLotEditor } from '../access/access';
import type { AuthUser } from '../http/request-context';
import type { JobQueue } from '../jobs/job-queue.service';
import { notify } from '../notify/notify';
import { creditsForDwellings } from './lot-charge';

export interface CreditApprovalDeps {
  db: Kysely<Database>;
  jobs: JobQueue;
  publicUrl: string;
  supportEmail: string;
}

/**
 * Request Approval (document 2 "Credit dialog"): a lot needs more credits than the organisation's
 * MaxCreditsPerLot, so its admins are asked (by email and in-app message) to check the lot and
 * use the credits themselves. Without admins the organisation's support address is told.
 * The dwellings and limit are the server's own figures, not the caller's.
 */
export async function sendCreditApprovalRequest(
  deps: CreditApprovalDeps,
  caller: AuthUser,
  input: CreditApprovalRequestData,
): Promise<true> {
  const lot = await loadLotDesign(deps.db, caller, input.LotId);
  requireLotEditor(lot.access);
  const { structure, project } = lot.access;
  const organisation = await findOrganisation(deps.db, project.organisationId);
  if (!organisation) throw notFound('The lot was not found.');
  const admins = await listOrganisationAdmins(deps.db, organisation.id);
  const user = await findUserById(deps.db, caller.userId);
  const who = user ? `${user.firstName} ${user.lastName} (${user.email})` : caller.email;
  const dwellings = creditsForDwellings(lot.design.attributes.dwellings);
  const recipients =
    admins.length > 0
      ? admins.map((a) => ({ userId: a.id, email: a.email }))
      : [{ userId: null, email: organisation.supportEmail || deps.supportEmail }];
  await notify(deps, recipients, {
    subject: `Credit approval requested for lot ${structure.name}`,
    text: [
      `${who} asks to use ${dwellings} credit${dwellings === 1 ? '' : 's'} for the lot "${structure.name}" in the development "${project.name}".`,
      `The lot has ${dwellings} dwelling${dwellings === 1 ? '' : 's'}; ${organisation.name} allows ${organisation.maxCreditsPerLot ?? 'any number of'} dwellings per lot without approval.`,
      '',
      input.RequestInfo,
      '',
      `Check the lot and use the credits from its design: ${deps.publicUrl}/lot/${structure.id}`,
    ].join('\n'),
    senderUserId: caller.userId,
    organisationId: organisation.id,
  });
  return true;
}

import type { OperatorOrganisation } from '@circa/contract/operator.schema';
import { operatorTexts } from '@circa/contract/operator.schema';
import type { z } from 'zod';
import type { operatorCreateOrganisationSchema } from '@circa/contract/operator.schema';
import { appendLedgerEntries, lockOrganisationCredits } from '@circa/db/credits.repository';
import { listAllOrganisations } from '@circa/db/org-membership.repository';
import {
  addMembership,
  findOrganisation,
  setMembershipBlocked,
} from '@circa/db/organisations.repository';
import type { Database } from '@circa/db/schema';
import { findUserByEmail } from '@circa/db/users.repository';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import type { JobQueue } from '../jobs/job-queue.service';
import { notify } from '../notify/notify';
import { createOrganisationWithDefaults } from '../organisations/create-organisation.service';

export interface OperatorDeps {
  db: Kysely<Database>;
  jobs: JobQueue;
  publicUrl: string;
  /** CIRCA_OPERATOR_EMAILS, lower case. */
  operatorEmails: readonly string[];
  /** CIRCA_TRIAL_CREDITS: a customer's organisation starts with them too. */
  trialCredits: number;
}

/** The ledger reason of an operator's grant: the words the operator gave, marked as a grant. */
export function grantReason(reason: string): string {
  return `Granted by an operator: ${reason}`;
}

/** Whether the caller operates this installation (their confirmed address is listed). */
export function isOperator(deps: Pick<OperatorDeps, 'operatorEmails'>, caller: AuthUser): boolean {
  return deps.operatorEmails.includes(caller.email.trim().toLowerCase());
}

function assertOperator(deps: OperatorDeps, caller: AuthUser): void {
  if (!isOperator(deps, caller)) throw new AppError('forbidden', operatorTexts.notOperator);
}

function toOperatorOrganisation(
  o: Awaited<ReturnType<typeof listAllOrganisations>>[number],
): OperatorOrganisation {
  return {
    Id: o.id,
    Name: o.name,
    SupportEmail: o.email,
    CreatedAt: new Date(o.createdAt).toISOString(),
    Members: o.members,
    AdminEmails: o.admins,
    Credits: o.credits,
  };
}

/** Every organisation of the installation, by name. */
export async function operatorOrganisations(
  deps: OperatorDeps,
  caller: AuthUser,
): Promise<OperatorOrganisation[]> {
  assertOperator(deps, caller);
  return (await listAllOrganisations(deps.db)).map(toOperatorOrganisation);
}

async function organisationLine(deps: OperatorDeps, organisationId: number) {
  const line = (await listAllOrganisations(deps.db)).find((o) => o.id === organisationId);
  if (!line) throw notFound('The organisation was not found.');
  return toOperatorOrganisation(line);
}

async function accountOf(deps: OperatorDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) {
    throw new AppError('not_found', operatorTexts.noAccount, [
      { path: ['AdminEmail'], message: operatorTexts.noAccount },
    ]);
  }
  return user;
}

async function tellNewAdmin(
  deps: OperatorDeps,
  caller: AuthUser,
  user: { id: number; email: string; firstName: string },
  organisation: { id: number; name: string },
) {
  await notify(deps, [{ userId: user.id, email: user.email }], {
    subject: `You are an admin of ${organisation.name} in Circa`,
    text: [
      `Hello ${user.firstName},`,
      '',
      `You are now an administrator of ${organisation.name} in Circa: you can create its developments, invite its people and manage its settings.`,
      '',
      deps.publicUrl,
      '',
      'Circa',
    ].join('\n'),
    senderUserId: caller.userId,
    organisationId: organisation.id,
  });
}

/**
 * Creates a customer's organisation the way a person creates their own (decision 0023: the
 * library's baselines enabled, the trial credits), with the account at AdminEmail as its admin.
 */
export async function operatorCreateOrganisation(
  deps: OperatorDeps,
  caller: AuthUser,
  input: z.infer<typeof operatorCreateOrganisationSchema>,
): Promise<OperatorOrganisation> {
  assertOperator(deps, caller);
  const admin = await accountOf(deps, input.AdminEmail);
  const created = await createOrganisationWithDefaults(
    deps.db,
    input,
    { userId: admin.id },
    { trialCredits: deps.trialCredits },
  );
  await tellNewAdmin(deps, caller, admin, { id: created.Id, name: created.Title });
  return organisationLine(deps, created.Id);
}

/**
 * Adds credits to an organisation: one new row of the append-only ledger, with the operator's
 * reason and who granted them.
 */
export async function operatorGrantCredits(
  deps: OperatorDeps,
  caller: AuthUser,
  input: { orgId: number; credits: number; reason: string },
): Promise<OperatorOrganisation> {
  assertOperator(deps, caller);
  if (!(await findOrganisation(deps.db, input.orgId))) {
    throw notFound('The organisation was not found.');
  }
  await deps.db.transaction().execute(async (tx) => {
    await lockOrganisationCredits(tx, input.orgId);
    await appendLedgerEntries(tx, [
      {
        organisationId: input.orgId,
        projectId: null,
        structureId: null,
        account: 'organisation',
        amount: input.credits,
        reason: grantReason(input.reason),
        createdBy: caller.userId,
      },
    ]);
  });
  return organisationLine(deps, input.orgId);
}

/** Makes an account an (unblocked) admin of the organisation, joining it if needed. */
export async function operatorMakeAdmin(
  deps: OperatorDeps,
  caller: AuthUser,
  input: { orgId: number; email: string },
): Promise<OperatorOrganisation> {
  assertOperator(deps, caller);
  const organisation = await findOrganisation(deps.db, input.orgId);
  if (!organisation) throw notFound('The organisation was not found.');
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) {
    throw new AppError('not_found', operatorTexts.noAccount, [
      { path: ['email'], message: operatorTexts.noAccount },
    ]);
  }
  await addMembership(deps.db, input.orgId, user.id, true);
  await setMembershipBlocked(deps.db, input.orgId, user.id, false);
  await tellNewAdmin(deps, caller, user, { id: organisation.id, name: organisation.name });
  return organisationLine(deps, input.orgId);
}

import type { FindOrganisationsResult, JoinRequest } from '@circa/contract/org-membership.schema';
import { orgMembershipTexts } from '@circa/contract/org-membership.schema';
import {
  answerJoinRequest,
  findJoinableOrganisations,
  findJoinRequest,
  insertJoinRequest,
  listOrganisationOpenJoinRequests,
  listUserOpenJoinRequests,
} from '@circa/db/org-membership.repository';
import type { JoinRequestRecord } from '@circa/db/org-membership.repository';
import {
  findMembership,
  findOrganisation,
  listOrganisationAdmins,
} from '@circa/db/organisations.repository';
import { joinOrganisation } from '@circa/db/project-people.repository';
import type { Database } from '@circa/db/schema';
import { findUserById } from '@circa/db/users.repository';
import type { Kysely } from 'kysely';
import { organisationAccess } from '../access/access';
import { AppError, notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { appLink, personName } from '../notify/notice-parts';
import type { NoticeDeps } from '../notify/notice-parts';
import { notify } from '../notify/notify';
import { organisationDomain } from './email-domain';

/** What joining needs: the database, the queue for notices, the public address, the clock. */
export type OrgMembershipDeps = NoticeDeps;

const noOrganisation = () => notFound('The organisation was not found.');
const noRequest = () => notFound('The request to join was not found.');

function toJoinRequest(r: JoinRequestRecord): JoinRequest {
  return {
    Id: r.id,
    OrganisationId: r.organisationId,
    OrganisationName: r.organisationName,
    UserId: r.userId,
    FirstName: r.firstName,
    Surname: r.lastName,
    Email: r.email,
    RequestedAt: new Date(r.requestedAt).toISOString(),
  };
}

/**
 * Organisations the caller does not belong to: by part of the name, or, without one, those
 * where someone already works with the caller's email domain (not a public mail service's).
 */
export async function findOrganisations(
  db: Kysely<Database>,
  caller: AuthUser,
  input: { name?: string | undefined },
): Promise<FindOrganisationsResult> {
  const domain = organisationDomain(caller.email);
  if (input.name !== undefined) {
    const found = await findJoinableOrganisations(db, caller.userId, { name: input.name }, 20);
    return { Domain: domain, Organisations: found.map(toJoinable) };
  }
  if (domain === null) return { Domain: null, Organisations: [] };
  const found = await findJoinableOrganisations(db, caller.userId, { domain }, 20);
  return { Domain: domain, Organisations: found.map(toJoinable) };
}

function toJoinable(o: { id: number; name: string; isRequested: boolean }) {
  return { Id: o.id, Name: o.name, IsRequested: o.isRequested };
}

/**
 * Opens a request to join and tells the organisation's admins (an email and a message in their
 * inbox with a link to the requests screen). A member, even a blocked one, cannot ask again.
 */
export async function askToJoinOrganisation(
  deps: OrgMembershipDeps,
  caller: AuthUser,
  organisationId: number,
): Promise<JoinRequest> {
  const organisation = await findOrganisation(deps.db, organisationId);
  if (!organisation) throw noOrganisation();
  if (await findMembership(deps.db, organisationId, caller.userId)) {
    throw new AppError('conflict', orgMembershipTexts.alreadyMember);
  }
  const id = await insertJoinRequest(deps.db, organisationId, caller.userId, deps.now());
  if (id === null) throw new AppError('conflict', orgMembershipTexts.alreadyRequested);
  const request = (await findJoinRequest(deps.db, id))!;
  const who = personName(request);
  const admins = await listOrganisationAdmins(deps.db, organisationId);
  await notify(
    deps,
    admins.map((a) => ({ userId: a.id, email: a.email })),
    {
      subject: `${who} asks to join ${organisation.name}`,
      text: [
        'Hello,',
        '',
        `${who} (${request.email}) asks to join ${organisation.name} in Circa.`,
        '',
        'Approve or reject the request here:',
        '',
        appLink(deps.publicUrl, `/org-join-requests/${organisationId}`),
        '',
        'Circa',
      ].join('\n'),
      senderUserId: caller.userId,
      organisationId,
    },
  );
  return toJoinRequest(request);
}

/** The caller's requests still waiting for an answer. */
export async function myJoinRequests(db: Kysely<Database>, caller: AuthUser) {
  return (await listUserOpenJoinRequests(db, caller.userId)).map(toJoinRequest);
}

/** Withdraws one of the caller's open requests (another person's answers 404). */
export async function withdrawJoinRequest(
  deps: OrgMembershipDeps,
  caller: AuthUser,
  requestId: number,
): Promise<true> {
  const request = await findJoinRequest(deps.db, requestId);
  if (!request || request.userId !== caller.userId) throw noRequest();
  if (!(await answerJoinRequest(deps.db, requestId, 'withdrawn', caller.userId, deps.now()))) {
    throw new AppError('conflict', orgMembershipTexts.requestAnswered);
  }
  return true;
}

async function adminOf(db: Kysely<Database>, caller: AuthUser, organisationId: number) {
  const { isAdmin, organisation } = await organisationAccess(db, caller, organisationId);
  if (!isAdmin) {
    throw new AppError('forbidden', 'Only an administrator of this organisation can do that.');
  }
  return organisation;
}

/** An organisation's open requests (its admins; others who belong get 403, the rest 404). */
export async function organisationJoinRequests(
  db: Kysely<Database>,
  caller: AuthUser,
  organisationId: number,
): Promise<JoinRequest[]> {
  await adminOf(db, caller, organisationId);
  return (await listOrganisationOpenJoinRequests(db, organisationId)).map(toJoinRequest);
}

/**
 * Approves or rejects an open request (the organisation's admins): approving makes the person
 * an ordinary member. The requester is told by email and in their inbox.
 */
export async function answerJoinRequestAsAdmin(
  deps: OrgMembershipDeps,
  caller: AuthUser,
  requestId: number,
  outcome: 'approved' | 'rejected',
): Promise<true> {
  const request = await findJoinRequest(deps.db, requestId);
  if (!request) throw noRequest();
  // a person outside the organisation learns nothing of its requests
  const membership = await findMembership(deps.db, request.organisationId, caller.userId);
  if (!membership || membership.isBlocked) throw noRequest();
  const organisation = await adminOf(deps.db, caller, request.organisationId);
  const approved = outcome === 'approved';
  await deps.db.transaction().execute(async (tx) => {
    if (!(await answerJoinRequest(tx, requestId, outcome, caller.userId, deps.now()))) {
      throw new AppError('conflict', orgMembershipTexts.requestAnswered);
    }
    if (approved) await joinOrganisation(tx, request.organisationId, request.userId);
  });
  const admin = await findUserById(deps.db, caller.userId);
  const adminName = admin ? `${admin.firstName} ${admin.lastName}`.trim() : caller.email;
  await notify(deps, [{ userId: request.userId, email: request.email }], {
    subject: approved
      ? `You are now a member of ${organisation.name}`
      : `Your request to join ${organisation.name} was not approved`,
    text: [
      `Hello ${request.firstName},`,
      '',
      approved
        ? `${adminName} approved your request: you are now a member of ${organisation.name} in Circa. Open Circa to see its developments:`
        : `${adminName} did not approve your request to join ${organisation.name} in Circa. You can ask another organisation, or create your own:`,
      '',
      appLink(deps.publicUrl, approved ? '/' : '/join-organisation'),
      '',
      'Circa',
    ].join('\n'),
    senderUserId: caller.userId,
    organisationId: request.organisationId,
  });
  return true;
}

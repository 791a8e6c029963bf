import { toBase36DesignId } from '@circa/contract/design-link';
import { SharePermission } from '@circa/contract/enums';
import { sharingTexts } from '@circa/contract/sharing.schema';
import type { PublicLinkRequests } from '@circa/contract/sharing.schema';
import type { DesignMeta } from '@circa/db/designs.repository';
import { listOrganisationAdmins } from '@circa/db/organisations.repository';
import type { Database } from '@circa/db/schema';
import {
  answerPublicLinkRequest,
  findPublicLinkRequest,
  listOpenPublicLinkRequests,
  openPublicLinkRequest,
  setDesignSharing,
} from '@circa/db/sharing.repository';
import type { PublicLinkRequestRecord } from '@circa/db/sharing.repository';
import type { Kysely } from 'kysely';
import { organisationAccess } from '../access/access';
import type { LotAccess } from '../access/access';
import { AppError, notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { appLink, callerName } from '../notify/notice-parts';
import type { NoticeDeps } from '../notify/notice-parts';
import { notify } from '../notify/notify';
import { publicDesignUrl } from './share-links';

/** What approving needs: the database, the queue for notices, the public address, the clock. */
export type PublicLinkDeps = NoticeDeps;

const noRequest = () => notFound('The public link request was not found.');

/**
 * Opens (or keeps) the design's public-link request and marks the design RequestPublic: not
 * public until approved. A new request tells the organisation's administrators, each by an email
 * and a message in their inbox linking to the requests screen, where they approve or reject it.
 */
export async function askForPublicLink(
  deps: PublicLinkDeps,
  caller: AuthUser,
  access: LotAccess,
  design: DesignMeta,
  isFeature: boolean,
): Promise<void> {
  const { project, structure } = access;
  const opened = await deps.db.transaction().execute(async (tx) => {
    const request = await openPublicLinkRequest(tx, {
      designId: design.id,
      structureId: structure.id,
      organisationId: project.organisationId,
      requestedBy: caller.userId,
      isFeature,
      at: deps.now(),
    });
    await setDesignSharing(tx, design.id, {
      sharePermission: SharePermission.RequestPublic,
      isFeature,
    });
    return request;
  });
  if (!opened.isNew) return;
  const who = await callerName(deps.db, caller);
  const admins = await listOrganisationAdmins(deps.db, project.organisationId);
  await notify(
    deps,
    admins.map((a) => ({ userId: a.id, email: a.email })),
    {
      subject: `${who} asks for a public link to ${design.name}`,
      text: [
        'Hello,',
        '',
        `${who} asks to make the design "${design.name}" of lot "${structure.name}" in the development "${project.name}" public${isFeature ? ', and featured on the home page' : ''}. The development requires an administrator's approval of public links.`,
        '',
        `Once approved, anyone with its link can see it: ${publicDesignUrl(deps.publicUrl, design.id)}`,
        '',
        'Approve or reject the request here:',
        '',
        appLink(deps.publicUrl, `/public-link-requests/${project.organisationId}`),
        '',
        'Circa',
      ].join('\n'),
      senderUserId: caller.userId,
      organisationId: project.organisationId,
    },
  );
}

/** The organisation (404 for someone outside it) and a refusal (403) for a member who is not admin. */
async function adminOf(db: Kysely<Database>, caller: AuthUser, organisationId: number) {
  const { isAdmin, organisation } = await organisationAccess(db, caller, organisationId);
  if (!isAdmin) throw new AppError('forbidden', sharingTexts.adminOnly);
  return organisation;
}

function toRequest(r: PublicLinkRequestRecord) {
  const name = `${r.requesterFirstName ?? ''} ${r.requesterLastName ?? ''}`.trim();
  return {
    Id: r.id,
    StructureId: r.structureId,
    StructureName: r.structureName,
    ProjectName: r.projectName,
    DesignName: r.designName,
    Base36DesignId: toBase36DesignId(r.designId),
    IsFeature: r.isFeature,
    RequestedBy: name || r.requesterEmail || 'A former user',
    RequestedByEmail: r.requesterEmail ?? '',
    RequestedAt: new Date(r.requestedAt).toISOString(),
  };
}

/** GET /publicLinkRequests: the organisation's open requests, oldest first (its admins). */
export async function publicLinkRequests(
  db: Kysely<Database>,
  caller: AuthUser,
  organisationId: number,
): Promise<PublicLinkRequests> {
  const organisation = await adminOf(db, caller, organisationId);
  const open = await listOpenPublicLinkRequests(db, organisationId);
  return { OrganisationName: organisation.name, Requests: open.map(toRequest) };
}

/**
 * POST /approvePublicLink and /rejectPublicLink (the organisation's admins): approving makes the
 * design Public (featured if that was asked), rejecting makes it Private. The requester is told
 * by email and in their inbox.
 */
export async function answerPublicLink(
  deps: PublicLinkDeps,
  caller: AuthUser,
  requestId: number,
  outcome: 'approved' | 'rejected',
): Promise<true> {
  const request = await findPublicLinkRequest(deps.db, requestId);
  if (!request) throw noRequest();
  await adminOf(deps.db, caller, request.organisationId).catch((error: unknown) => {
    // someone outside the organisation learns nothing of its requests
    throw error instanceof AppError && error.code === 'not_found' ? noRequest() : error;
  });
  const approved = outcome === 'approved';
  await deps.db.transaction().execute(async (tx) => {
    if (!(await answerPublicLinkRequest(tx, requestId, outcome, caller.userId, deps.now()))) {
      throw new AppError('conflict', sharingTexts.requestAnswered);
    }
    await setDesignSharing(tx, request.designId, {
      sharePermission: approved ? SharePermission.Public : SharePermission.Private,
      isFeature: approved && request.isFeature,
    });
  });
  if (request.requestedBy !== null && request.requesterEmail) {
    const who = await callerName(deps.db, caller);
    const url = publicDesignUrl(deps.publicUrl, request.designId);
    await notify(deps, [{ userId: request.requestedBy, email: request.requesterEmail }], {
      subject: approved
        ? `The public link to ${request.designName} is approved`
        : `The public link to ${request.designName} was not approved`,
      text: [
        `Hello ${request.requesterFirstName ?? ''},`.replace(' ,', ','),
        '',
        approved
          ? `${who} approved your request: the design "${request.designName}" of lot "${request.structureName}" is public. Anyone with its link can see it: ${url}`
          : `${who} did not approve your request to make the design "${request.designName}" of lot "${request.structureName}" public. It stays private: only you and the lot's stakeholders can see it.`,
        '',
        `Share settings: ${appLink(deps.publicUrl, `/share/${request.structureId}/3`)}`,
        '',
        'Circa',
      ].join('\n'),
      senderUserId: caller.userId,
      organisationId: request.organisationId,
    });
  }
  return true;
}

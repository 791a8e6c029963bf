import { SharePermission } from '@circa/contract/enums';
import * as routes from '@circa/contract/sharing.routes';
import { sharingTexts } from '@circa/contract/sharing.schema';
import { findOrganisationByName } from '@circa/db/organisations.repository';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoOrganisationName } from '../seed/demo-seed';
import { demoLotId } from '../test-support/demo-lot';
import { signInDemoPeople } from '../test-support/demo-people';
import { mailsTo, messagesOf } from '../test-support/notices';
import { signInOutsider } from '../test-support/outsider';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let t: TestApp;
let admin: string;
let builder: string;
let outsider: string;
let adminId: number;
let builderId: number;
let orgId: number;
let lot101: number;
let lot102: number;

beforeAll(async () => {
  t = await createTestApp({
    withDemoDevelopment: true,
    env: { CIRCA_PUBLIC_URL: 'https://circa.example/' },
  });
  ({ admin, builder, adminId, builderId } = await signInDemoPeople(t));
  outsider = (await signInOutsider(t)).token;
  orgId = (await findOrganisationByName(t.database.db, demoOrganisationName))!;
  lot101 = await demoLotId(t, admin, 'Lot 101');
  lot102 = await demoLotId(t, admin, 'Lot 102');
});
afterAll(async () => t.close());

const designRow = (structureId: number) =>
  t.database.db
    .selectFrom('designs')
    .select(['id', 'share_permission', 'is_feature'])
    .where('structure_id', '=', structureId)
    .where('is_archived', '=', false)
    .executeTakeFirstOrThrow();

const requireApproval = (required: boolean) =>
  t.database.db
    .updateTable('projects')
    .set({ public_share_links_require_approval: required })
    .where('id', '=', (eb) =>
      eb.selectFrom('structures').select('project_id').where('id', '=', lot101),
    )
    .execute();

const share = (
  structureId: number,
  permission: SharePermission,
  isFeature: boolean,
  token = builder,
) =>
  t.route(
    routes.updateShare,
    { StructureId: structureId, SharePermission: permission, IsFeature: isFeature },
    token,
  );

describe('share details and visibility', () => {
  beforeEach(async () => requireApproval(false));

  it('shows the lead the design, its public link id and social links, and lets them make it public and featured', async () => {
    const details = await t.routeData(routes.lotShareDetails, { structureId: lot101 }, builder);
    const design = await designRow(lot101);
    expect(details).toMatchObject({
      StructureId: lot101,
      DesignId: design.id,
      SharePermission: SharePermission.None,
      IsFeature: false,
      Base36DesignId: design.id.toString(36),
      CanEdit: true,
      CanCreatePublicLink: true,
      CanUserAccessProjectApi: false,
    });
    const url = encodeURIComponent(`https://circa.example/feed/${design.id.toString(36)}`);
    expect(details.SocialMediaLinks.map((l) => l.Name)).toEqual([
      'Facebook',
      'X',
      'LinkedIn',
      'Email',
    ]);
    expect(details.SocialMediaLinks.every((l) => l.ShareableUrl.includes(url))).toBe(true);
    expect(details.ReportRecipients.map((r) => r.Email)).toContain('builder@example.com');
    expect(await t.routeData(routes.canCreatePublicLink, { structureId: lot101 }, builder)).toBe(
      true,
    );

    const updated = await share(lot101, SharePermission.Public, true);
    expect(updated.ok && updated.data).toMatchObject({ SharePermission: 1, IsFeature: true });
    expect(await designRow(lot101)).toMatchObject({ share_permission: 1, is_feature: true });
    // the spec's alias answers the same
    const alias = await t.call('GET', `/api/share?structureId=${lot101}`, undefined, builder);
    expect(alias.json().Data.SharePermission).toBe(1);

    expect((await share(lot101, SharePermission.Private, false)).status).toBe(200);
    expect(await designRow(lot101)).toMatchObject({ share_permission: 2, is_feature: false });
  });

  it('follows the lot rules: a lot allocated to someone else is refused, another organisation sees nothing', async () => {
    expect((await t.route(routes.lotShareDetails, { structureId: lot102 }, builder)).status).toBe(
      403,
    );
    expect((await share(lot102, SharePermission.Public, false)).status).toBe(403);
    for (const token of [outsider]) {
      expect((await t.route(routes.lotShareDetails, { structureId: lot101 }, token)).status).toBe(
        404,
      );
      expect((await share(lot101, SharePermission.Public, false, token)).status).toBe(404);
      expect((await t.route(routes.requestPublicLink, { structureId: lot101 }, token)).status).toBe(
        404,
      );
    }
    expect(await designRow(lot102)).toMatchObject({ share_permission: 0 });
  });

  it("tells a development's admin coordinators, and only them, that they may see its reports", async () => {
    const projectId = (await t.routeData(routes.lotShareDetails, { structureId: lot101 }, admin))
      .ProjectId;
    const asAdmin = await t.routeData(routes.projectShareDetails, { projectId }, admin);
    expect(asAdmin).toMatchObject({ ProjectName: 'Demo Estate', CanUserAccessProjectApi: true });
    const asBuilder = await t.routeData(routes.projectShareDetails, { projectId }, builder);
    expect(asBuilder).toMatchObject({ CanUserAccessProjectApi: false, ReportRecipients: [] });
    expect((await t.route(routes.projectShareDetails, { projectId }, outsider)).status).toBe(404);
  });
});

describe('public links that need approval', () => {
  beforeAll(async () => requireApproval(true));
  afterAll(async () => requireApproval(false));

  it('refuses Public to a builder, who may request it: the admins get a message and an email, once', async () => {
    expect(await t.routeData(routes.canCreatePublicLink, { structureId: lot101 }, builder)).toBe(
      false,
    );
    const refused = await share(lot101, SharePermission.Public, true);
    expect(refused.ok ? 200 : [refused.status, refused.error.message]).toEqual([
      403,
      sharingTexts.needsApproval,
    ]);
    const before = mailsTo(t, 'admin@example.com').length;
    const asked = await share(lot101, SharePermission.RequestPublic, true);
    expect(asked.ok && asked.data.SharePermission).toBe(SharePermission.RequestPublic);
    expect(await designRow(lot101)).toMatchObject({ share_permission: 3, is_feature: true });
    // asking again (the spec's call) is not an error and tells nobody twice
    expect((await t.route(routes.requestPublicLink, { structureId: lot101 }, builder)).status).toBe(
      200,
    );
    const mails = mailsTo(t, 'admin@example.com').slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`https://circa.example/public-link-requests/${orgId}`);
    const inbox = await messagesOf(t, adminId);
    expect(inbox.at(-1)!.subject).toMatch(/asks for a public link/);
  });

  it('lists the request to the admins only, and approving makes the design public and featured', async () => {
    expect((await t.route(routes.publicLinkRequests, { orgId }, builder)).status).toBe(403);
    expect((await t.route(routes.publicLinkRequests, { orgId }, outsider)).status).toBe(404);
    const { Requests } = await t.routeData(routes.publicLinkRequests, { orgId }, admin);
    expect(Requests).toHaveLength(1);
    const request = Requests[0]!;
    expect(request).toMatchObject({
      StructureId: lot101,
      IsFeature: true,
      RequestedByEmail: 'builder@example.com',
    });
    const answer = { requestId: request.Id };
    expect((await t.route(routes.approvePublicLink, answer, builder)).status).toBe(403);
    expect((await t.route(routes.approvePublicLink, answer, outsider)).status).toBe(404);
    expect(await designRow(lot101)).toMatchObject({ share_permission: 3 });

    expect(await t.routeData(routes.approvePublicLink, answer, admin)).toBe(true);
    expect(await designRow(lot101)).toMatchObject({ share_permission: 1, is_feature: true });
    expect((await messagesOf(t, builderId)).at(-1)!.subject).toMatch(/is approved/);
    expect(mailsTo(t, 'builder@example.com').at(-1)).toContain('https://circa.example/feed/');
    const again = await t.route(routes.rejectPublicLink, answer, admin);
    expect(again.ok ? 200 : [again.status, again.error.message]).toEqual([
      409,
      sharingTexts.requestAnswered,
    ]);
    expect((await t.routeData(routes.publicLinkRequests, { orgId }, admin)).Requests).toEqual([]);
    // an approved link keeps its right to be public: the lead may unfeature it
    expect((await share(lot101, SharePermission.Public, false)).status).toBe(200);
  });

  it('rejecting keeps the design private; changing the visibility withdraws a request', async () => {
    expect((await share(lot101, SharePermission.Private, false)).status).toBe(200);
    await share(lot101, SharePermission.RequestPublic, false);
    const [first] = (await t.routeData(routes.publicLinkRequests, { orgId }, admin)).Requests;
    expect(await t.routeData(routes.rejectPublicLink, { requestId: first!.Id }, admin)).toBe(true);
    expect(await designRow(lot101)).toMatchObject({ share_permission: 2, is_feature: false });
    expect((await messagesOf(t, builderId)).at(-1)!.subject).toMatch(/was not approved/);

    await share(lot101, SharePermission.RequestPublic, false);
    expect((await t.routeData(routes.publicLinkRequests, { orgId }, admin)).Requests).toHaveLength(
      1,
    );
    await share(lot101, SharePermission.None, false);
    expect((await t.routeData(routes.publicLinkRequests, { orgId }, admin)).Requests).toEqual([]);
    expect(await designRow(lot101)).toMatchObject({ share_permission: 0 });
  });

  it('lets an organisation admin make a design public at once', async () => {
    expect(await t.routeData(routes.canCreatePublicLink, { structureId: lot101 }, admin)).toBe(
      true,
    );
    expect((await share(lot101, SharePermission.Public, false, admin)).status).toBe(200);
    expect(await designRow(lot101)).toMatchObject({ share_permission: 1 });
    await share(lot101, SharePermission.None, false, admin);
  });
});

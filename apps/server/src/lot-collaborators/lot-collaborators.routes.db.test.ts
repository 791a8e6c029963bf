import * as routes from '@circa/contract/lot-collaborators.routes';
import { lotCollaboratorTexts } from '@circa/contract/lot-collaborators.schema';
import { lotDetails, saveLotDetails, sendLotRequestedEmail } from '@circa/contract/lots.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLotId } from '../test-support/demo-lot';
import { signInDemoPeople } from '../test-support/demo-people';
import { mailsTo, messagesOf } from '../test-support/notices';
import { signInOutsider } from '../test-support/outsider';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let t: TestApp;
let admin: string;
let builder: string;
let adminId: number;
let builderId: number;
let lot101: number;
let lot102: number;

beforeAll(async () => {
  t = await createTestApp({
    withDemoDevelopment: true,
    env: { CIRCA_PUBLIC_URL: 'https://circa.example/' },
  });
  ({ admin, builder, adminId, builderId } = await signInDemoPeople(t));
  lot101 = await demoLotId(t, admin, 'Lot 101');
  lot102 = await demoLotId(t, admin, 'Lot 102');
});
afterAll(async () => {
  await t.close();
});

const rows = async (structureId: number, token = admin) =>
  (await t.routeData(routes.lotCollaborators, { structureId }, token)).Collaborators.map((c) => [
    c.Name + (c.IsRequestingAccess ? lotCollaboratorTexts.accessRequested : ''),
    c.StructureUserTypeId,
  ]);

describe('an access request to an allocated lot', () => {
  it('appears for the lead, and approving it grants the level asked for with a message and an email', async () => {
    expect(await rows(lot102)).toEqual([['Avery Admin', 1]]);
    // the builder may see the lot but does not manage it
    expect((await t.route(routes.lotCollaborators, { structureId: lot102 }, builder)).status).toBe(
      403,
    );
    await t.routeData(sendLotRequestedEmail, { structureId: lot102, accessLevel: 3 }, builder);
    const list = await t.routeData(routes.lotCollaborators, { structureId: lot102 }, admin);
    const request = list.Collaborators.find((c) => c.IsRequestingAccess)!;
    expect(request).toMatchObject({ UserId: builderId, StructureUserTypeId: 3 });
    expect(request.RequestLotId).toBeGreaterThan(0);
    expect((await messagesOf(t, adminId)).map((m) => m.subject)).toContain(
      'Access requested to lot Lot 102, 14 Banksia Street, Marsden Park NSW 2765',
    );
    // still no access before the answer
    expect((await t.route(saveLotDetails, lotSave(lot102), builder)).status).toBe(403);

    await t.routeData(
      routes.approveRequestLot,
      { structureId: lot102, requestLotId: request.RequestLotId },
      admin,
    );
    expect(await rows(lot102)).toEqual([
      ['Avery Admin', 1],
      ['Blake Builder', 3],
    ]);
    const messages = await messagesOf(t, builderId);
    expect(messages.at(-1)!.subject).toMatch(/^Access approved to lot Lot 102/);
    expect(messages.at(-1)!.body).toContain(`https://circa.example/lot-details/${lot102}/3`);
    expect(mailsTo(t, 'builder@example.com').at(-1)).toContain(`/lot-details/${lot102}/3`);
    // Read Only: reads, cannot save
    const details = await t.routeData(lotDetails, { structureId: lot102 }, builder);
    expect(details.IsReadOnly).toBe(true);
    expect((await t.route(saveLotDetails, lotSave(lot102), builder)).status).toBe(403);
    // the same request again is answered: nothing open
    expect(
      (
        await t.route(
          routes.approveRequestLot,
          { structureId: lot102, requestLotId: request.RequestLotId },
          admin,
        )
      ).status,
    ).toBe(404);
  });

  it('a Collaborator edits; the lead rule holds; a new Lead makes the former one a Collaborator', async () => {
    await t.routeData(
      routes.editLotCollaborator,
      { structureId: lot102, userId: builderId, structureUserTypeId: 2 },
      admin,
    );
    expect((await t.route(saveLotDetails, lotSave(lot102), builder)).status).toBe(200);
    for (const refused of [
      t.route(
        routes.editLotCollaborator,
        { structureId: lot102, userId: adminId, structureUserTypeId: 3 },
        admin,
      ),
      t.route(routes.removeLotCollaborator, { structureId: lot102, userId: adminId }, admin),
    ]) {
      const answer = await refused;
      expect(answer.status).toBe(409);
      expect(!answer.ok && answer.error.message).toBe(lotCollaboratorTexts.leadRule);
    }
    await t.routeData(
      routes.editLotCollaborator,
      { structureId: lot102, userId: builderId, structureUserTypeId: 1 },
      admin,
    );
    expect(await rows(lot102)).toEqual([
      ['Blake Builder', 1],
      ['Avery Admin', 2],
    ]);
    // the new lead manages the collaborators
    expect(await rows(lot102, builder)).toEqual([
      ['Blake Builder', 1],
      ['Avery Admin', 2],
    ]);
    // put back: the admin leads again, the builder is removed
    await t.routeData(
      routes.editLotCollaborator,
      { structureId: lot102, userId: adminId, structureUserTypeId: 1 },
      admin,
    );
    await t.routeData(
      routes.removeLotCollaborator,
      { structureId: lot102, userId: builderId },
      admin,
    );
    expect(await rows(lot102)).toEqual([['Avery Admin', 1]]);
    expect((await t.route(saveLotDetails, lotSave(lot102), builder)).status).toBe(403);
  });

  it('rejecting removes the request and tells the requester', async () => {
    await t.routeData(sendLotRequestedEmail, { structureId: lot102, accessLevel: 2 }, builder);
    await t.routeData(
      routes.rejectRequestLot,
      { structureId: lot102, requestLotId: builderId },
      admin,
    );
    expect(await rows(lot102)).toEqual([['Avery Admin', 1]]);
    expect((await messagesOf(t, builderId)).at(-1)!.subject).toMatch(
      /^Access request declined for lot Lot 102/,
    );
  });
});

describe('inviting a collaborator', () => {
  it('adds an existing account at once (any case, trimmed); twice is not an error', async () => {
    const first = await t.routeData(
      routes.addLotCollaborator,
      { structureId: lot102, email: '  Builder@Example.com ', structureUserTypeId: 3 },
      admin,
    );
    expect(first).toEqual({ UserId: builderId, IsInvitationSent: false });
    const again = await t.routeData(
      routes.addLotCollaborator,
      { structureId: lot102, email: 'builder@example.com', structureUserTypeId: 2 },
      admin,
    );
    expect(again).toEqual({ UserId: builderId, IsInvitationSent: false });
    expect(await rows(lot102)).toEqual([
      ['Avery Admin', 1],
      ['Blake Builder', 3],
    ]);
    await t.routeData(
      routes.removeLotCollaborator,
      { structureId: lot102, userId: builderId },
      admin,
    );
  });

  it('emails an address without an account; registering with it puts them on the lot', async () => {
    const sent = await t.routeData(
      routes.addLotCollaborator,
      { structureId: lot101, email: 'Cara.Collab@Example.org', structureUserTypeId: 2 },
      builder,
    );
    expect(sent).toEqual({ UserId: 0, IsInvitationSent: true });
    // listed until taken up; inviting again updates the level (not an error)
    await t.routeData(
      routes.addLotCollaborator,
      { structureId: lot101, email: 'cara.collab@example.org ', structureUserTypeId: 2 },
      builder,
    );
    const pending = (await t.routeData(routes.lotCollaborators, { structureId: lot101 }, builder))
      .Invitations;
    expect(pending.map((i) => [i.Email, i.StructureUserTypeId])).toEqual([
      ['Cara.Collab@Example.org', 2],
    ]);
    const invitation = mailsTo(t, 'Cara.Collab@Example.org').at(-1)!;
    expect(invitation).toContain(`https://circa.example/lot-details/${lot101}/3`);
    const register = await t.call('POST', '/api/register', {
      username: 'cara.collab@example.org',
      password: 'Strong-pass-1',
      firstName: 'Cara',
      lastName: 'Collab',
      companyName: 'Design Co',
      phoneNumber: '0400 000 001',
    });
    expect(register.statusCode, register.body).toBe(200);
    const verify = mailsTo(t, 'cara.collab@example.org').find((m) => m.includes('verify-email'))!;
    const token = /verify-email\/([A-Za-z0-9_-]{43})/.exec(verify)![1];
    expect((await t.call('POST', '/api/verifyEmail', { token })).statusCode).toBe(200);
    const cara = await t.signIn('cara.collab@example.org', 'Strong-pass-1');
    const details = await t.routeData(lotDetails, { structureId: lot101 }, cara);
    expect(details.IsReadOnly).toBe(false);
    expect(await rows(lot101, builder)).toEqual([
      ['Blake Builder', 1],
      ['Cara Collab', 2],
    ]);
    expect(
      (await t.routeData(routes.lotCollaborators, { structureId: lot101 }, builder)).Invitations,
    ).toEqual([]);
  });

  it('a withdrawn invitation gives nothing when the address registers', async () => {
    await t.routeData(
      routes.addLotCollaborator,
      { structureId: lot101, email: 'withdrawn@example.org', structureUserTypeId: 3 },
      builder,
    );
    const [invitation] = (
      await t.routeData(routes.lotCollaborators, { structureId: lot101 }, builder)
    ).Invitations;
    const input = { structureId: lot101, invitationId: invitation!.InvitationId };
    expect((await t.route(routes.cancelLotInvitation, input, builder)).status).toBe(200);
    expect((await t.route(routes.cancelLotInvitation, input, builder)).status).toBe(404);
    await t.call('POST', '/api/register', {
      username: 'withdrawn@example.org',
      password: 'Strong-pass-1',
      firstName: 'Wil',
      lastName: 'Drawn',
      companyName: 'Elsewhere',
      phoneNumber: '0400 000 002',
    });
    const verify = mailsTo(t, 'withdrawn@example.org').find((m) => m.includes('verify-email'))!;
    const token = /verify-email\/([A-Za-z0-9_-]{43})/.exec(verify)![1];
    expect((await t.call('POST', '/api/verifyEmail', { token })).statusCode).toBe(200);
    const wil = await t.signIn('withdrawn@example.org', 'Strong-pass-1');
    expect((await t.route(lotDetails, { structureId: lot101 }, wil)).status).toBe(404);
  });

  it("keeps a lead to the development's pre-approved users; an admin coordinator may invite anyone", async () => {
    const db = t.database.db;
    const project = (await t.routeData(lotDetails, { structureId: lot101 }, builder)).ProjectId;
    await db
      .updateTable('projects')
      .set({ is_pre_approved_only: true })
      .where('id', '=', project)
      .execute();
    try {
      const refused = await t.route(
        routes.addLotCollaborator,
        { structureId: lot101, email: 'stranger@example.org', structureUserTypeId: 3 },
        builder,
      );
      expect(refused.status).toBe(403);
      expect(!refused.ok && refused.error.message).toBe(lotCollaboratorTexts.notPreApproved);
      const asAdmin = await t.route(
        routes.addLotCollaborator,
        { structureId: lot101, email: 'stranger@example.org', structureUserTypeId: 3 },
        admin,
      );
      expect(asAdmin.status).toBe(200);
    } finally {
      await db
        .updateTable('projects')
        .set({ is_pre_approved_only: false })
        .where('id', '=', project)
        .execute();
    }
  });

  it('refuses bad input with a message, non-managers with 403 and other organisations with 404', async () => {
    const bad = await t.call(
      'POST',
      '/api/addLotCollaborator',
      { structureId: lot102, email: 'not an email', structureUserTypeId: 0 },
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    const asBuilder = await t.route(
      routes.addLotCollaborator,
      { structureId: lot102, email: 'x@example.com', structureUserTypeId: 3 },
      builder,
    );
    expect(asBuilder.status).toBe(403);
    const outsider = await signInOutsider(t, 'olive@collaborators.example');
    expect(
      (await t.route(routes.lotCollaborators, { structureId: lot102 }, outsider.token)).status,
    ).toBe(404);
    expect(
      (
        await t.route(
          routes.editLotCollaborator,
          { structureId: lot102, userId: 999_999, structureUserTypeId: 2 },
          admin,
        )
      ).status,
    ).toBe(404);
  });
});

function lotSave(structureId: number) {
  return {
    StructureId: structureId,
    Address: 'Lot 102, 14 Banksia Street, Marsden Park NSW 2765',
    CustomLotFieldValue: '',
    Description: '',
    ProjectTargetId: 0,
    IsDesignLocked: false,
  };
}

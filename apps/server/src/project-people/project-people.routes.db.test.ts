import { isProjectAdminCoordinator } from '@circa/contract/developments.routes';
import { buildLot, sendLotRequestedEmail, unarchiveLot } from '@circa/contract/lots.routes';
import * as routes from '@circa/contract/project-people.routes';
import { projectPeopleTexts } from '@circa/contract/project-people.schema';
import { addMembership, findMembership } from '@circa/db/organisations.repository';
import { findStructure } from '@circa/db/structures.repository';
import { findUserByEmail, insertUser } from '@circa/db/users.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../test-support/credit-lots';
import { demoLotId } from '../test-support/demo-lot';
import { signInDemoPeople } from '../test-support/demo-people';
import { signInOutsider } from '../test-support/outsider';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let t: TestApp;
let admin: string;
let builder: string;
let projectId: number;
let organisationId: number;
let adminId: number;
let builderId: number;

beforeAll(async () => {
  t = await createTestApp({
    withDemoDevelopment: true,
    env: { CIRCA_PUBLIC_URL: 'https://circa.example/' },
  });
  ({ admin, builder, adminId, builderId } = await signInDemoPeople(t));
  ({ projectId, organisationId } = await demoIds(t, admin));
});
afterAll(async () => {
  await t.close();
});

const mailsTo = (to: string, from = 0) =>
  t
    .mails()
    .slice(from)
    .filter((m) => m.toLowerCase().includes(`to: ${to.toLowerCase()}`));

describe('coordinators (/project-coordinators)', () => {
  it('lists coordinators first, then lot users, then by surname; makes and removes a coordinator', async () => {
    // a member with no lot comes after the lot users, though their surname sorts first
    const member = await insertUser(t.database.db, {
      email: 'aaron@example.com',
      firstName: 'Aaron',
      lastName: 'Aardvark',
    });
    await addMembership(t.database.db, organisationId, member.id, false);
    const people = await t.routeData(routes.projectCoordinators, { projectId }, admin);
    expect(people.map((p) => [p.Email, p.IsCoordinator, p.IsStructureUser])).toEqual([
      ['admin@example.com', true, true],
      ['builder@example.com', false, true],
      ['aaron@example.com', false, false],
    ]);
    expect((await t.route(routes.projectCoordinators, { projectId }, builder)).status).toBe(403);

    await t.routeData(routes.addProjectCoordinator, { projectId, userId: builderId }, admin);
    // again is not an error
    await t.routeData(routes.addProjectCoordinator, { projectId, userId: builderId }, admin);
    expect(await t.routeData(isProjectAdminCoordinator, { projectId }, builder)).toBe('admin');
    // a coordinator manages the development: its people screens
    const asBuilder = await t.routeData(routes.projectCoordinators, { projectId }, builder);
    expect(asBuilder.map((p) => p.Surname)).toEqual(['Admin', 'Builder', 'Aardvark']);

    await t.routeData(routes.removeProjectCoordinator, { projectId, userId: builderId }, admin);
    expect(await t.routeData(isProjectAdminCoordinator, { projectId }, builder)).toBe('not');
    // removing keeps access to the development
    expect((await t.route(routes.projectLots, { projectId }, builder)).status).toBe(403);
    expect(
      (await t.call('GET', `/api/lots?projectId=${projectId}`, undefined, builder)).statusCode,
    ).toBe(200);
  });

  it('refuses to remove the last coordinator with the reason, and unknown users', async () => {
    const last = await t.route(
      routes.removeProjectCoordinator,
      { projectId, userId: adminId },
      admin,
    );
    expect(last.status).toBe(409);
    expect(!last.ok && last.error.message).toBe(projectPeopleTexts.lastCoordinator);
    expect(
      (await t.route(routes.removeProjectCoordinator, { projectId, userId: builderId }, admin))
        .status,
    ).toBe(404);
    expect(
      (await t.route(routes.addProjectCoordinator, { projectId, userId: 999_999 }, admin)).status,
    ).toBe(404);
    const outsider = await signInOutsider(t, 'olive@coordinators.example');
    const olive = (await findUserByEmail(t.database.db, 'olive@coordinators.example'))!;
    expect(
      (await t.route(routes.addProjectCoordinator, { projectId, userId: olive.id }, admin)).status,
    ).toBe(404);
    expect((await t.route(routes.projectCoordinators, { projectId }, outsider.token)).status).toBe(
      404,
    );
  });
});

describe('pre-approved users (/project-users)', () => {
  it('invites an email once (trimmed, any case), by a real email whose link leads to the development', async () => {
    const before = t.mails().length;
    const added = await t.routeData(
      routes.addProjectPreApprovedUser,
      { projectId, email: '  New.Person@Example.com ' },
      admin,
    );
    expect(added).toMatchObject({ UserId: 0, Email: 'New.Person@Example.com' });
    expect(added.InvitedAt).not.toBeNull();
    const mails = mailsTo('New.Person@Example.com', before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`https://circa.example/development/${projectId}`);
    expect(mails[0]).toContain('Demo Estate');
    const again = await t.routeData(
      routes.addProjectPreApprovedUser,
      { projectId, email: 'new.person@example.com' },
      admin,
    );
    expect(again.PreApprovedUserId).toBe(added.PreApprovedUserId);
    expect(t.mails().length).toBe(before + 1);
    // resend sends it again
    await t.routeData(
      routes.resendPreApprovalEmail,
      { projectId, preApprovedUserId: added.PreApprovedUserId },
      admin,
    );
    expect(mailsTo('New.Person@Example.com', before)).toHaveLength(2);
    const bad = await t.route(
      routes.addProjectPreApprovedUser,
      { projectId, email: 'nope' },
      admin,
    );
    expect(bad.status).toBe(400);
  });

  it('lists those with an account first, then by email; the toggle keeps others out of lots', async () => {
    await t.routeData(
      routes.addProjectPreApprovedUser,
      { projectId, email: 'aaa@example.net' },
      admin,
    );
    await t.routeData(
      routes.addProjectPreApprovedUser,
      { projectId, email: 'admin@example.com' },
      admin,
    );
    await t.routeData(routes.setProjectPreApprovedOnly, { projectId, flag: true }, admin);
    const users = await t.routeData(routes.projectUsers, { projectId }, admin);
    expect(users.IsProjectPreApprovedOnly).toBe(true);
    expect(users.PreApprovedUsers.map((u) => [u.Email, u.UserId > 0])).toEqual([
      ['admin@example.com', true],
      ['aaa@example.net', false],
      ['New.Person@Example.com', false],
    ]);
    // the builder leads Lot 101 (so sees the development) but is not on the list
    const lot102 = await demoLotId(t, admin, 'Lot 102');
    const refused = await t.route(
      sendLotRequestedEmail,
      { structureId: lot102, accessLevel: 2 },
      builder,
    );
    expect(refused.status).toBe(403);
    expect(!refused.ok && refused.error.message).toBe(projectPeopleTexts.preApprovedOnlyRefusal);
    const lot104 = await demoLotId(t, admin, 'Lot 104');
    const claim = await t.route(
      buildLot,
      { structureId: lot104, baseStructureId: 1, presetStructureId: 0 },
      builder,
    );
    expect(claim.status).toBe(403);
  });

  it('a new person registers from the invitation, confirms the address and is in the development', async () => {
    const register = await t.call('POST', '/api/register', {
      username: 'new.person@example.com',
      password: 'Strong-pass-1',
      firstName: 'Nina',
      lastName: 'Newcomer',
      companyName: 'Small Homes',
      phoneNumber: '0400 000 000',
    });
    expect(register.statusCode, register.body).toBe(200);
    const session = register.json().Token as string;
    const mail = mailsTo('new.person@example.com').find((m) => m.includes('verify-email'))!;
    const token = /verify-email\/([A-Za-z0-9_-]{43})/.exec(mail)![1];
    // the link continues to the development that invited the address
    expect(mail).toContain(`verify-email/${token}?next=%2Fdevelopment%2F${projectId}`);
    expect((await t.call('POST', '/api/verifyEmail', { token })).statusCode).toBe(200);
    const user = (await findUserByEmail(t.database.db, 'new.person@example.com'))!;
    expect(await findMembership(t.database.db, organisationId, user.id)).toMatchObject({
      isAdmin: false,
      isBlocked: false,
    });
    const developments = (
      await t.call('GET', '/api/GetUserDevelopments', undefined, session)
    ).json().Data.Developments as Array<{ ProjectId: number }>;
    expect(developments.map((d) => d.ProjectId)).toContain(projectId);
    const users = await t.routeData(routes.projectUsers, { projectId }, admin);
    expect(users.PreApprovedUsers.map((u) => [u.Email, u.UserId > 0])).toEqual([
      ['admin@example.com', true],
      ['New.Person@Example.com', true],
      ['aaa@example.net', false],
    ]);
  });

  it('removing a pre-approved user archives their designed lots and stops further claims; only an organisation admin adds them back', async () => {
    await t.routeData(routes.addProjectCoordinator, { projectId, userId: builderId }, admin);
    const line = await t.routeData(
      routes.addProjectPreApprovedUser,
      { projectId, email: 'builder@example.com' },
      admin,
    );
    expect(line.UserId).toBe(builderId);
    await t.routeData(routes.removeProjectCoordinator, { projectId, userId: builderId }, admin);
    await t.routeData(routes.setProjectPreApprovedOnly, { projectId, flag: false }, admin);
    const lot101 = await demoLotId(t, admin, 'Lot 101');
    await t.routeData(
      routes.removeProjectPreApprovedUser,
      { projectId, preApprovedUserId: line.PreApprovedUserId },
      admin,
    );
    expect((await findStructure(t.database.db, lot101))?.isArchived).toBe(true);
    // even with the development open to every member, no more claims
    const lot104 = await demoLotId(t, admin, 'Lot 104');
    const claim = await t.route(
      buildLot,
      { structureId: lot104, baseStructureId: 1, presetStructureId: 0 },
      builder,
    );
    expect(claim.status).toBe(403);
    // a coordinator who is not an organisation admin cannot add them back
    const nina = await t.signIn('new.person@example.com', 'Strong-pass-1');
    const ninaId = (await findUserByEmail(t.database.db, 'new.person@example.com'))!.id;
    await t.routeData(routes.addProjectCoordinator, { projectId, userId: ninaId }, admin);
    const refused = await t.route(
      routes.addProjectPreApprovedUser,
      { projectId, email: 'BUILDER@example.com' },
      nina,
    );
    expect(refused.status).toBe(403);
    expect(!refused.ok && refused.error.message).toBe(projectPeopleTexts.removedNeedsAdmin);
    await t.routeData(
      routes.addProjectPreApprovedUser,
      { projectId, email: 'builder@example.com' },
      admin,
    );
    await t.routeData(routes.removeProjectCoordinator, { projectId, userId: ninaId }, admin);
    await t.routeData(unarchiveLot, { id: lot101 }, admin);
  });
});

describe('user lots (/user-lots)', () => {
  it("answers the person, their standing and the development's active lots, Lead first, then by name", async () => {
    const lots = await t.routeData(
      routes.getProjectUserLots,
      { projectId, email: ' Builder@Example.com ' },
      admin,
    );
    expect(lots.UserProfile).toMatchObject({
      Id: builderId,
      Name: 'Blake Builder',
      Username: 'builder@example.com',
    });
    expect(lots.IsCoordinator).toBe(false);
    expect(lots.PreApprovedUserId).toBeGreaterThan(0);
    expect(
      lots.ProjectUserLotLines.map((l) => [l.StructureName.slice(0, 7), l.StructureUserTypeId]),
    ).toEqual([
      ['Lot 101', 1],
      ['Lot 102', 0],
      ['Lot 104', 0],
    ]);
    const nobody = await t.route(
      routes.getProjectUserLots,
      { projectId, email: 'nobody@example.com' },
      admin,
    );
    expect(nobody.status).toBe(404);
    const pending = await t.routeData(
      routes.getProjectUserLots,
      { projectId, email: 'aaa@example.net' },
      admin,
    );
    expect(pending.UserProfile).toMatchObject({ Id: 0, Username: 'aaa@example.net' });
    const all = await t.routeData(routes.projectLots, { projectId }, admin);
    expect(all.map((l) => l.StructureName.slice(0, 7))).toEqual(['Lot 101', 'Lot 102', 'Lot 104']);
  });

  it('refuses a builder (403) every call of the area and changes nothing', async () => {
    const calls = [
      t.route(routes.projectUsers, { projectId }, builder),
      t.route(routes.setProjectPreApprovedOnly, { projectId, flag: true }, builder),
      t.route(routes.addProjectPreApprovedUser, { projectId, email: 'x@example.com' }, builder),
      t.route(routes.removeProjectPreApprovedUser, { projectId, preApprovedUserId: 1 }, builder),
      t.route(routes.resendPreApprovalEmail, { projectId, preApprovedUserId: 1 }, builder),
      t.route(routes.getProjectUserLots, { projectId, email: 'admin@example.com' }, builder),
      t.route(routes.projectLots, { projectId }, builder),
      t.route(routes.addProjectCoordinator, { projectId, userId: builderId }, builder),
      t.route(routes.removeProjectCoordinator, { projectId, userId: adminId }, builder),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(403);
    const users = await t.routeData(routes.projectUsers, { projectId }, admin);
    expect(users.IsProjectPreApprovedOnly).toBe(false);
    expect(users.PreApprovedUsers.some((u) => u.Email === 'x@example.com')).toBe(false);
  });
});

import { addLotCollaborator } from '@circa/contract/lot-collaborators.routes';
import * as routes from '@circa/contract/org-membership.routes';
import { orgMembershipTexts } from '@circa/contract/org-membership.schema';
import { rapidOrganisation } from '@circa/contract/organisations.routes';
import { addMembership, findOrganisationByName } from '@circa/db/organisations.repository';
import { upsertPasswordHash } from '@circa/db/sign-in-methods.repository';
import { findUserByEmail, insertUser } from '@circa/db/users.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password-hashing';
import { demoOrganisationName } from '../seed/demo-seed';
import { demoLotId } from '../test-support/demo-lot';
import { mailsTo } from '../test-support/notices';
import { createTestApp, testPassword } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let t: TestApp;
let admin: string;
let orgId: number;

/** A confirmed account with a password and no organisation; answers its token. */
async function newcomer(email: string, firstName = 'Nia') {
  const user = await insertUser(t.database.db, {
    email,
    firstName,
    lastName: 'Newcomer',
    emailVerifiedAt: new Date(),
  });
  await upsertPasswordHash(t.database.db, user.id, await hashPassword(testPassword));
  return { id: user.id, token: await t.signIn(email) };
}

/** Registers with a password and confirms the address from the emailed link; answers a token. */
async function registerAndConfirm(email: string) {
  const register = await t.call('POST', '/api/register', {
    username: email,
    password: 'Strong-pass-1',
    firstName: 'Rory',
    lastName: 'Registered',
    companyName: 'Rory Co',
    phoneNumber: '0400 000 002',
  });
  expect(register.statusCode, register.body).toBe(200);
  const mail = mailsTo(t, email).find((m) => m.includes('verify-email'))!;
  const token = /verify-email\/([A-Za-z0-9_-]{43})/.exec(mail)![1];
  expect((await t.call('POST', '/api/verifyEmail', { token })).statusCode).toBe(200);
  return t.signIn(email, 'Strong-pass-1');
}

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  admin = await t.signIn('admin@example.com');
  orgId = (await findOrganisationByName(t.database.db, demoOrganisationName))!;
});
afterAll(async () => t.close());

describe('joining by invitation', () => {
  it('an address invited to a lot registers, confirms and is a member of the organisation', async () => {
    const lot = await demoLotId(t, admin, 'Lot 101');
    await t.routeData(
      addLotCollaborator,
      { structureId: lot, email: 'lot.guest@newco.example', structureUserTypeId: 2 },
      admin,
    );
    const token = await registerAndConfirm('lot.guest@newco.example');
    const organisations = await t.routeData(rapidOrganisation, {}, token);
    expect(organisations.map((o) => o.Id)).toEqual([orgId]);
  });
});

describe('asking to join', () => {
  it('finds organisations by part of the name, not those the caller belongs to', async () => {
    const nia = await newcomer('nia@anywhere.example');
    const found = await t.routeData(routes.findOrganisations, { name: 'demo' }, nia.token);
    expect(found.Organisations.map((o) => o.Name)).toContain(demoOrganisationName);
    const mine = await t.routeData(routes.findOrganisations, { name: 'demo' }, admin);
    expect(mine.Organisations.map((o) => o.Id)).not.toContain(orgId);
    const short = await t.route(routes.findOrganisations, { name: 'd' }, nia.token);
    expect(short.ok ? null : short.error.message).toContain(orgMembershipTexts.searchTooShort);
  });

  it('suggests the organisations at the caller’s email domain, never for public mail services', async () => {
    const worker = await insertUser(t.database.db, {
      email: 'boss@acme-homes.example',
      firstName: 'Bo',
      lastName: 'Boss',
    });
    const acme = (await t.database.db
      .insertInto('organisations')
      .values({ name: 'Acme Homes' })
      .returning('id')
      .executeTakeFirstOrThrow())!.id;
    await addMembership(t.database.db, acme, worker.id, true);
    const colleague = await newcomer('jo@Acme-Homes.example');
    const found = await t.routeData(routes.findOrganisations, {}, colleague.token);
    expect(found).toEqual({
      Domain: 'acme-homes.example',
      Organisations: [{ Id: acme, Name: 'Acme Homes', IsRequested: false }],
    });
    const gmail = await newcomer('someone@gmail.com');
    expect(await t.routeData(routes.findOrganisations, {}, gmail.token)).toEqual({
      Domain: null,
      Organisations: [],
    });
  });

  it('asks, waits, and the admin approves from the message: the person is a member', async () => {
    const sam = await newcomer('sam@joiners.example', 'Sam');
    const request = await t.routeData(routes.askToJoinOrganisation, { orgId }, sam.token);
    expect(request).toMatchObject({ OrganisationId: orgId, Email: 'sam@joiners.example' });
    // asking twice is refused with the reason
    const again = await t.route(routes.askToJoinOrganisation, { orgId }, sam.token);
    expect(again.ok ? null : [again.status, again.error.message]).toEqual([
      409,
      orgMembershipTexts.alreadyRequested,
    ]);
    // the person sees what they are waiting for
    expect(
      (await t.routeData(routes.myJoinRequests, {}, sam.token)).map((r) => r.OrganisationName),
    ).toEqual([demoOrganisationName]);
    // the admin's message links to the requests screen
    const mail = mailsTo(t, 'admin@example.com').at(-1)!;
    expect(mail).toContain(`Sam Newcomer asks to join ${demoOrganisationName}`);
    expect(mail).toContain(`/org-join-requests/${orgId}`);
    const open = await t.routeData(routes.orgJoinRequests, { orgId }, admin);
    expect(open.map((r) => r.Email)).toEqual(['sam@joiners.example']);
    // a builder of the organisation is refused
    const builder = await t.signIn('builder@example.com');
    expect((await t.route(routes.orgJoinRequests, { orgId }, builder)).status).toBe(403);
    expect(
      (await t.route(routes.approveJoinRequest, { requestId: request.Id }, builder)).status,
    ).toBe(403);
    // someone outside learns nothing
    expect((await t.route(routes.orgJoinRequests, { orgId }, sam.token)).status).toBe(404);
    expect(
      (await t.route(routes.approveJoinRequest, { requestId: request.Id }, sam.token)).status,
    ).toBe(404);
    await t.routeData(routes.approveJoinRequest, { requestId: request.Id }, admin);
    expect((await t.routeData(rapidOrganisation, {}, sam.token)).map((o) => o.Id)).toEqual([orgId]);
    expect(await t.routeData(routes.myJoinRequests, {}, sam.token)).toEqual([]);
    expect(mailsTo(t, 'sam@joiners.example').at(-1)).toContain(
      `You are now a member of ${demoOrganisationName}`,
    );
    const twice = await t.route(routes.approveJoinRequest, { requestId: request.Id }, admin);
    expect(twice.ok ? null : [twice.status, twice.error.message]).toEqual([
      409,
      orgMembershipTexts.requestAnswered,
    ]);
    const member = await t.route(routes.askToJoinOrganisation, { orgId }, sam.token);
    expect(member.ok ? null : member.error.message).toBe(orgMembershipTexts.alreadyMember);
  });

  it('a rejected person is told and is not a member; a person can withdraw their own request', async () => {
    const rex = await newcomer('rex@joiners.example', 'Rex');
    const request = await t.routeData(routes.askToJoinOrganisation, { orgId }, rex.token);
    await t.routeData(routes.rejectJoinRequest, { requestId: request.Id }, admin);
    expect(await t.routeData(rapidOrganisation, {}, rex.token)).toEqual([]);
    expect(mailsTo(t, 'rex@joiners.example').at(-1)).toContain('was not approved');
    const second = await t.routeData(routes.askToJoinOrganisation, { orgId }, rex.token);
    const other = await newcomer('other@joiners.example');
    expect(
      (await t.route(routes.withdrawJoinRequest, { requestId: second.Id }, other.token)).status,
    ).toBe(404);
    await t.routeData(routes.withdrawJoinRequest, { requestId: second.Id }, rex.token);
    expect(await t.routeData(routes.myJoinRequests, {}, rex.token)).toEqual([]);
    expect(
      (await t.routeData(routes.orgJoinRequests, { orgId }, admin)).map((r) => r.Email),
    ).not.toContain('rex@joiners.example');
    expect(await findUserByEmail(t.database.db, 'rex@joiners.example')).not.toBeNull();
  });

  it('an unknown organisation answers 404', async () => {
    const ann = await newcomer('ann@joiners.example');
    expect((await t.route(routes.askToJoinOrganisation, { orgId: 999999 }, ann.token)).status).toBe(
      404,
    );
  });
});

import { messages } from '@circa/contract/messages';
import { blockOrgUser, unblockOrgUser } from '@circa/contract/organisations.routes';
import { orgUsers } from '@circa/contract/org-users.routes';
import { googleLogin, login } from '@circa/contract/identity.routes';
import { addMembership, findOrganisationByName } from '@circa/db/organisations.repository';
import { upsertPasswordHash } from '@circa/db/sign-in-methods.repository';
import { findUserByEmail, insertUser } from '@circa/db/users.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password-hashing';
import { demoOrganisationName } from '../seed/demo-seed';
import { startOidcTestProvider } from '../test-support/oidc-test-provider';
import type { OidcTestProvider } from '../test-support/oidc-test-provider';
import { signInOutsider } from '../test-support/outsider';
import { createTestApp, testPassword } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let provider: OidcTestProvider;
let t: TestApp;
let admin: string;
let builder: string;
let orgId: number;

/** Adds a member of the demo organisation with a password; answers their user id. */
async function addMember(email: string, lastName: string, lastLogin: Date | null = null) {
  const db = t.database.db;
  const user = await insertUser(db, { email, firstName: 'Mem', lastName });
  await upsertPasswordHash(db, user.id, await hashPassword(testPassword));
  await addMembership(db, orgId, user.id, false);
  if (lastLogin)
    await db
      .updateTable('users')
      .set({ last_login_at: lastLogin })
      .where('id', '=', user.id)
      .execute();
  return user.id;
}

beforeAll(async () => {
  provider = await startOidcTestProvider();
  t = await createTestApp({
    sso: { google: { clientId: provider.clientId, issuer: provider.issuer } },
  });
  admin = await t.signIn('admin@example.com');
  builder = await t.signIn('builder@example.com');
  orgId = (await findOrganisationByName(t.database.db, demoOrganisationName))!;
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

describe('the organisation users list (GET /orgUsers)', () => {
  it('lists the members for an admin: blocked first, then by surname, with last login', async () => {
    const zed = await addMember('zed@example.com', 'Aardvark', new Date('2026-01-02T03:04:05Z'));
    await addMember('amy@example.com', 'Zulu');
    await t.routeData(blockOrgUser, { orgId, userId: zed }, admin);
    const users = await t.routeData(orgUsers, { orgId }, admin);
    expect(users.map((u) => [u.Surname, u.IsBlocked])).toEqual([
      ['Aardvark', true],
      ['Admin', false],
      ['Builder', false],
      ['Zulu', false],
    ]);
    expect(users[0]).toEqual({
      UserId: zed,
      FirstName: 'Mem',
      Surname: 'Aardvark',
      Email: 'zed@example.com',
      LastLogin: '2026-01-02T03:04:05.000Z',
      IsBlocked: true,
    });
    expect(users.find((u) => u.Surname === 'Zulu')?.LastLogin).toBeNull();
    expect(users.find((u) => u.Surname === 'Admin')?.LastLogin).not.toBeNull();
  });

  it("refuses a builder (403) and another organisation's admin (404)", async () => {
    expect((await t.route(orgUsers, { orgId }, builder)).status).toBe(403);
    const outsider = await signInOutsider(t);
    expect((await t.route(orgUsers, { orgId }, outsider.token)).status).toBe(404);
    expect((await t.route(orgUsers, { orgId: outsider.organisationId }, admin)).status).toBe(404);
  });
});

describe('blocking a member', () => {
  it('ends their sessions, refuses their password sign-in with a clear message, and unblocking lets them back', async () => {
    const userId = await addMember('blockme@example.com', 'Blocked');
    const token = await t.signIn('blockme@example.com');
    await t.routeData(blockOrgUser, { orgId, userId }, admin);
    expect((await t.route(orgUsers, { orgId }, token)).status).toBe(401);
    const refused = await t.route(login, {
      username: 'blockme@example.com',
      password: testPassword,
      rememberMe: false,
    });
    expect(refused.status).toBe(403);
    expect(refused.ok ? null : refused.error.message).toBe(messages.accountBlocked);
    // a wrong password still answers as for anyone (no hint that the account is blocked)
    const wrong = await t.route(login, {
      username: 'blockme@example.com',
      password: 'Wrong-pass-1',
      rememberMe: false,
    });
    expect(wrong.ok ? null : wrong.error.message).toBe(messages.noAccountMatch);
    await t.routeData(unblockOrgUser, { orgId, userId }, admin);
    expect(await t.signIn('blockme@example.com')).toEqual(expect.any(String));
  });

  it('refuses their single sign-on too', async () => {
    const email = 'blocked.sso@gmail.com';
    const user = await insertUser(t.database.db, { email, firstName: 'Sam', lastName: 'Sso' });
    await addMembership(t.database.db, orgId, user.id, false);
    const token = async () =>
      provider.issueIdToken({ sub: 'g-blocked', email, email_verified: true });
    const first = await t.route(googleLogin, { username: email, AccessToken: await token() });
    expect(first.status).toBe(200);
    await t.routeData(blockOrgUser, { orgId, userId: user.id }, admin);
    const refused = await t.route(googleLogin, { username: email, AccessToken: await token() });
    expect(refused.status).toBe(403);
    expect(refused.ok ? null : refused.error.message).toBe(messages.accountBlocked);
  });

  it('lets a member blocked in one organisation still sign in for their others', async () => {
    const userId = await addMember('twoorgs@example.com', 'Two');
    const other = await signInOutsider(t, 'other-admin@other.example');
    await addMembership(t.database.db, other.organisationId, userId, false);
    await t.routeData(blockOrgUser, { orgId, userId }, admin);
    expect(await t.signIn('twoorgs@example.com')).toEqual(expect.any(String));
  });

  it('refuses an admin blocking themself, and keeps everything the blocked member wrote', async () => {
    const me = (await findUserByEmail(t.database.db, 'admin@example.com'))!.id;
    const self = await t.route(blockOrgUser, { orgId, userId: me }, admin);
    expect(self.status).toBe(403);
    expect(self.ok ? null : self.error.message).toBe('You cannot block yourself.');
    const builderId = (await findUserByEmail(t.database.db, 'builder@example.com'))!.id;
    const before = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', builderId)
      .executeTakeFirstOrThrow();
    await t.routeData(blockOrgUser, { orgId, userId: builderId }, admin);
    await t.routeData(unblockOrgUser, { orgId, userId: builderId }, admin);
    const after = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', builderId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect(await t.signIn('builder@example.com')).toEqual(expect.any(String));
  });
});

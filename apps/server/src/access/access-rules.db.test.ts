import { findLotWithAccess } from '@circa/db/lot-access.repository';
import { addMembership, insertOrganisation } from '@circa/db/organisations.repository';
import {
  addProjectCoordinator,
  findProjectWithAccess,
  isProjectVisible,
} from '@circa/db/projects.repository';
import {
  insertStructure,
  listProjectStructures,
  setStructureUser,
  updateStructure,
} from '@circa/db/structures.repository';
import { upsertPasswordHash } from '@circa/db/sign-in-methods.repository';
import { insertUser } from '@circa/db/users.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password-hashing';
import { createTestApp, testPassword } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

/**
 * Who sees a development and works on a lot (docs/security.md "Access and money"): one table of
 * people, checked against both versions of the rule — the lists' `projectVisibleTo` and the
 * access functions of migration 0009 — and then through the API (listing and opening
 * developments and lots as each person).
 */

let t: TestApp;
let orgId: number;
/** The demo development: open to every member. */
let openProjectId: number;
/** A development for pre-approved users only, with a lot allocated to the admin. */
let restrictedProjectId: number;
let restrictedLotId: number;
const users: Record<string, { id: number; email: string }> = {};

async function addUser(key: string, email: string) {
  const db = t.database.db;
  const user = await insertUser(db, { email, firstName: key, lastName: 'Tester' });
  await upsertPasswordHash(db, user.id, await hashPassword(testPassword));
  users[key] = { id: user.id, email };
  return user.id;
}

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  const db = t.database.db;
  const admin = await t.signIn('admin@example.com');
  const developments = (await t.call('GET', '/api/GetUserDevelopments', undefined, admin)).json()
    .Data.Developments;
  openProjectId = developments[0].ProjectId;
  orgId = developments[0].OrgId;
  const { id: _id, ...open } = await db
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', openProjectId)
    .executeTakeFirstOrThrow();
  restrictedProjectId = (
    await db
      .insertInto('projects')
      .values({ ...open, name: 'Pre-approved Only Estate', is_pre_approved_only: true })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  restrictedLotId = await insertStructure(
    db,
    {
      projectId: restrictedProjectId,
      name: 'Lot 1',
      address: '',
      customFieldValue: '',
      description: '',
    },
    null,
  );
  await updateStructure(db, restrictedLotId, { isLocked: true });
  users.admin = { id: (await userIdOf('admin@example.com'))!, email: 'admin@example.com' };
  users.member = { id: (await userIdOf('builder@example.com'))!, email: 'builder@example.com' };
  await setStructureUser(db, restrictedLotId, users.admin.id, 1);

  await addMembership(db, orgId, await addUser('coordinator', 'coordinator@example.com'), false);
  await addProjectCoordinator(db, restrictedProjectId, users.coordinator!.id);
  await addMembership(db, orgId, await addUser('preApproved', 'pre-approved@example.com'), false);
  await db
    .insertInto('project_pre_approved_users')
    .values({ project_id: restrictedProjectId, email: 'Pre-Approved@example.com' })
    .execute();
  await addMembership(db, orgId, await addUser('blocked', 'blocked@example.com'), false);
  await setStructureUser(db, restrictedLotId, users.blocked!.id, 2);
  await db
    .updateTable('memberships')
    .set({ is_blocked: true })
    .where('user_id', '=', users.blocked!.id)
    .execute();
  // a member of another organisation too: blocked in every one, they could not sign in at all
  await addMembership(
    db,
    await insertOrganisation(db, { name: 'Elsewhere Builders' }),
    users.blocked!.id,
    false,
  );
  await setStructureUser(
    db,
    restrictedLotId,
    await addUser('collaborator', 'collab@other.example'),
    2,
  );
  await setStructureUser(db, restrictedLotId, await addUser('readOnly', 'reader@other.example'), 3);
  await addMembership(db, orgId, await addUser('memberRequester', 'asks@example.com'), false);
  await setStructureUser(db, restrictedLotId, users.memberRequester!.id, 1, true);
  await setStructureUser(
    db,
    restrictedLotId,
    await addUser('outsideRequester', 'asks@other.example'),
    1,
    true,
  );
  await addUser('outsider', 'nobody@other.example');
});
afterAll(async () => t.close());

async function userIdOf(email: string) {
  const row = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.id;
}

// person → [sees the open development, sees the restricted one, approved level on its lot]
const cases: Array<[string, boolean, boolean, number]> = [
  ['admin', true, true, 1],
  ['coordinator', true, true, 0],
  ['member', true, false, 0],
  ['preApproved', true, true, 0],
  ['blocked', false, false, 0],
  ['collaborator', false, true, 2],
  ['readOnly', false, true, 3],
  ['memberRequester', true, false, 0],
  ['outsideRequester', false, false, 0],
  ['outsider', false, false, 0],
];

describe('who sees a development and works on a lot', () => {
  it.each(cases)(
    '%s: open %s, restricted %s, lot level %s',
    async (key, open, restricted, level) => {
      const db = t.database.db;
      const user = users[key]!;
      // the lists' rule
      expect(await isProjectVisible(db, user, openProjectId)).toBe(open);
      expect(await isProjectVisible(db, user, restrictedProjectId)).toBe(restricted);
      // the access functions
      expect((await findProjectWithAccess(db, openProjectId, user))?.isVisible).toBe(open);
      expect((await findProjectWithAccess(db, restrictedProjectId, user))?.isVisible).toBe(
        restricted,
      );
      const lot = await findLotWithAccess(db, restrictedLotId, user);
      expect(lot?.isVisible).toBe(restricted);
      expect(lot?.accessLevel).toBe(level);
      if (!restricted) return;
      // the lot list (shown once the development is visible) has the same level
      const listed = await listProjectStructures(db, restrictedProjectId, user.id, false);
      expect(listed.find((s) => s.id === restrictedLotId)?.accessLevel).toBe(level);
    },
  );
});

// person → what opening the restricted development's locked lot answers (lotDetails)
const opensLot: Record<string, number> = {
  admin: 200,
  coordinator: 200,
  member: 404,
  preApproved: 403, // sees the development; the lot is allocated to others
  blocked: 404,
  collaborator: 200,
  readOnly: 200,
  memberRequester: 404,
  outsideRequester: 404,
  outsider: 404,
};

/** Who manages the restricted lot's collaborators: its lead (the admin) and its coordinator. */
const managesLot: Record<string, number> = { admin: 200, coordinator: 200 };

describe('listing and opening developments and lots through the API', () => {
  it.each(cases)('%s: open %s, restricted %s', async (key, open, restricted) => {
    const token = await t.signIn(users[key]!.email);
    const get = (url: string) => t.call('GET', url, undefined, token);
    const listed = (await get('/api/GetUserDevelopments')).json().Data.Developments as Array<{
      ProjectId: number;
    }>;
    const ids = listed.map((d) => d.ProjectId);
    expect(ids.includes(openProjectId), 'lists the open development').toBe(open);
    expect(ids.includes(restrictedProjectId), 'lists the restricted development').toBe(restricted);
    for (const [projectId, isVisible] of [
      [openProjectId, open],
      [restrictedProjectId, restricted],
    ] as const) {
      const status = isVisible ? 200 : 404;
      expect((await get(`/api/developmentProfile?projectId=${projectId}`)).statusCode).toBe(status);
      expect((await get(`/api/lots?projectId=${projectId}`)).statusCode).toBe(status);
    }
    const expected = opensLot[key]!;
    expect((await get(`/api/lotDetails?structureId=${restrictedLotId}`)).statusCode).toBe(expected);
    expect((await get(`/api/findproject?structureId=${restrictedLotId}`)).statusCode).toBe(
      restricted ? 200 : 404,
    );
    // only the lead and admin coordinators manage the lot's collaborators (403 to others who see it)
    expect((await get(`/api/lotCollaborators?structureId=${restrictedLotId}`)).statusCode).toBe(
      managesLot[key] ?? (expected === 404 ? 404 : 403),
    );
    if (expected === 200)
      expect(
        (await get(`/api/lotDetails?structureId=${restrictedLotId}`)).json().Data.IsReadOnly,
      ).toBe(key === 'readOnly');
    if (!restricted) return;
    const lots = (await get(`/api/lots?projectId=${restrictedProjectId}`)).json().Data
      .LotSummaries as Array<{ StructureId: number; IsLocked: boolean }>;
    expect(lots.find((l) => l.StructureId === restrictedLotId)?.IsLocked).toBe(expected === 403);
  });
});

describe('through the API', () => {
  it('a request for Lead on an allocated lot grants nothing until it is approved', async () => {
    const builder = await t.signIn('builder@example.com');
    const admin = await t.signIn('admin@example.com');
    const lots = (
      await t.call('GET', `/api/lots?projectId=${openProjectId}`, undefined, admin)
    ).json().Data.LotSummaries as Array<{ StructureId: number }>;
    // the demo lot built and allocated to the admin: locked for the builder
    let structureId = 0;
    let designId = 0;
    for (const lot of lots) {
      const built = await t.call(
        'GET',
        `/api/lot?structureId=${lot.StructureId}`,
        undefined,
        admin,
      );
      const locked = await t.call(
        'GET',
        `/api/lot?structureId=${lot.StructureId}`,
        undefined,
        builder,
      );
      if (built.statusCode === 200 && locked.statusCode === 403) {
        structureId = lot.StructureId;
        designId = built.json().Data.DesignId as number;
        break;
      }
    }
    expect(structureId).toBeGreaterThan(0);

    const asked = await t.call(
      'POST',
      '/api/sendLotRequestedEmail',
      { structureId, accessLevel: 1 },
      builder,
    );
    expect(asked.statusCode).toBe(200);

    expect(
      (await t.call('GET', `/api/lot?structureId=${structureId}`, undefined, builder)).statusCode,
    ).toBe(403);
    expect(
      (await t.call('POST', '/api/lot', { designId, designName: 'Taken' }, builder)).statusCode,
    ).toBe(403);
    expect(
      (await t.call('POST', `/api/lot/archive/${designId}`, undefined, builder)).statusCode,
    ).toBeGreaterThanOrEqual(403);
    const listed = (await t.call('GET', `/api/lots?projectId=${openProjectId}`, undefined, builder))
      .json()
      .Data.LotSummaries.find((l: { StructureId: number }) => l.StructureId === structureId);
    expect(listed.AccessLevel ?? 0).toBe(0);
  });

  it('a blocked member sees nothing of the organisation, is signed out, and cannot sign in unless another organisation has them', async () => {
    const db = t.database.db;
    const email = 'soon-blocked@example.com';
    const userId = await addUser('soonBlocked', email);
    await addMembership(db, orgId, userId, false);
    const lots = (
      await t.call(
        'GET',
        `/api/lots?projectId=${openProjectId}`,
        undefined,
        await t.signIn('admin@example.com'),
      )
    ).json().Data.LotSummaries as Array<{ StructureId: number }>;
    const structureId = lots[0]!.StructureId;
    await setStructureUser(db, structureId, userId, 2);
    const token = await t.signIn(email);
    const reads = [
      `/api/lots?projectId=${openProjectId}`,
      `/api/developmentProfile?projectId=${openProjectId}`,
      `/api/lot?structureId=${structureId}`,
      `/api/customise?structureId=${structureId}`,
    ];
    for (const url of reads)
      expect((await t.call('GET', url, undefined, token)).statusCode).toBe(200);

    const admin = await t.signIn('admin@example.com');
    expect((await t.call('POST', '/api/blockOrgUser', { orgId, userId }, token)).statusCode).toBe(
      403,
    );
    expect((await t.call('POST', '/api/blockOrgUser', { orgId, userId }, admin)).statusCode).toBe(
      200,
    );

    expect((await t.call('GET', reads[0]!, undefined, token)).statusCode).toBe(401);
    // blocked in their only organisation: sign-in is refused, with the reason
    const refused = await t.call('POST', '/api/Shared/Login', {
      username: email,
      password: testPassword,
      rememberMe: false,
    });
    expect(refused.statusCode).toBe(403);
    // a member of another organisation signs in, and still sees nothing of this one
    await addMembership(
      db,
      await insertOrganisation(db, { name: 'Other Builders' }),
      userId,
      false,
    );
    const again = await t.signIn(email);
    for (const url of reads) {
      expect((await t.call('GET', url, undefined, again)).statusCode, url).toBe(404);
    }
    const developments = (await t.call('GET', '/api/GetUserDevelopments', undefined, again)).json()
      .Data.Developments as unknown[];
    expect(developments).toHaveLength(0);
  });
});

import { insertMessage } from '@circa/db/messages.repository';
import { findUserByEmail } from '@circa/db/users.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SUPPORT_EMAIL: 'help@circa.example' } });
});
afterAll(async () => t.close());

describe('shell look-ups', () => {
  it('shows the Organisation tab only to organisation admins', async () => {
    const admin = await t.signIn('admin@example.com');
    const builder = await t.signIn('builder@example.com');
    expect((await t.call('GET', '/api/isRapidOrgAdminInAnyOrg', undefined, admin)).json()).toEqual({
      Data: true,
    });
    expect(
      (await t.call('GET', '/api/isRapidOrgAdminInAnyOrg', undefined, builder)).json(),
    ).toEqual({ Data: false });
  });

  it('counts unread messages', async () => {
    const builder = await t.signIn('builder@example.com');
    expect((await t.call('GET', '/api/unreadMessages', undefined, builder)).json()).toEqual({
      Data: 0,
    });
    const user = await findUserByEmail(t.database.db, 'builder@example.com');
    await insertMessage(t.database.db, {
      recipientUserId: user!.id,
      senderUserId: null,
      subject: 'Hello',
      body: 'Welcome',
    });
    expect((await t.call('GET', '/api/unreadMessages', undefined, builder)).json()).toEqual({
      Data: 1,
    });
    expect((await t.call('GET', '/api/unreadMessages')).statusCode).toBe(401);
  });

  it('gives the configured support email', async () => {
    expect((await t.call('GET', '/api/getSupportEmail')).json()).toEqual({
      Data: 'help@circa.example',
    });
  });
});

describe("a lot's support email", () => {
  let lots: TestApp;
  beforeAll(async () => {
    lots = await createTestApp({
      withDemoDevelopment: true,
      env: { SUPPORT_EMAIL: 'help@circa.example' },
    });
  });
  afterAll(async () => lots.close());

  it("is its organisation's own when set, else the default", async () => {
    const builder = await lots.signIn('builder@example.com');
    const projectId = (
      await lots.call('GET', '/api/GetUserDevelopments', undefined, builder)
    ).json().Data.Developments[0].ProjectId;
    const lot = (
      await lots.call('GET', `/api/lots?projectId=${projectId}`, undefined, builder)
    ).json().Data.LotSummaries[0].StructureId;
    const ask = async () =>
      (await lots.call('GET', `/api/getSupportEmail?structureId=${lot}`, undefined, builder)).json()
        .Data;
    await lots.database.db.updateTable('organisations').set({ support_email: '' }).execute();
    expect(await ask()).toBe('help@circa.example');
    await lots.database.db
      .updateTable('organisations')
      .set({ support_email: 'lots@demo-builders.example' })
      .execute();
    expect(await ask()).toBe('lots@demo-builders.example');
  });
});

import { getUserDevelopments } from '@circa/contract/developments.routes';
import { lots as lotsRoute } from '@circa/contract/lots.routes';
import {
  getSupportEmail,
  isRapidOrgAdminInAnyOrg,
  unreadMessages,
} from '@circa/contract/shell.routes';
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
    expect(await t.routeData(isRapidOrgAdminInAnyOrg, {}, admin)).toBe(true);
    expect(await t.routeData(isRapidOrgAdminInAnyOrg, {}, builder)).toBe(false);
  });

  it('counts unread messages', async () => {
    const builder = await t.signIn('builder@example.com');
    expect(await t.routeData(unreadMessages, {}, builder)).toBe(0);
    const user = await findUserByEmail(t.database.db, 'builder@example.com');
    await insertMessage(t.database.db, {
      recipientUserId: user!.id,
      senderUserId: null,
      subject: 'Hello',
      body: 'Welcome',
    });
    expect(await t.routeData(unreadMessages, {}, builder)).toBe(1);
    expect((await t.route(unreadMessages, {})).status).toBe(401);
  });

  it('gives the configured support email', async () => {
    expect(await t.routeData(getSupportEmail, {})).toBe('help@circa.example');
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
    const projectId = (await lots.routeData(getUserDevelopments, {}, builder)).Developments[0]!
      .ProjectId;
    const lot = (await lots.routeData(lotsRoute, { projectId }, builder)).LotSummaries[0]!
      .StructureId;
    const ask = async () => lots.routeData(getSupportEmail, { structureId: lot }, builder);
    await lots.database.db.updateTable('organisations').set({ support_email: '' }).execute();
    expect(await ask()).toBe('help@circa.example');
    await lots.database.db
      .updateTable('organisations')
      .set({ support_email: 'lots@demo-builders.example' })
      .execute();
    expect(await ask()).toBe('lots@demo-builders.example');
  });
});

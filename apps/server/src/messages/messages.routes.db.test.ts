import {
  archiveMessage,
  listMessages,
  readMessage,
  sentMessages,
} from '@circa/contract/messages.routes';
import { messageTexts } from '@circa/contract/messages.schema';
import { unreadMessages } from '@circa/contract/shell.routes';
import { sendTemplateRequestedEmail } from '@circa/contract/customise.routes';
import { insertMessage } from '@circa/db/messages.repository';
import { findUserByEmail } from '@circa/db/users.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOutsider } from '../test-support/outsider';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let t: TestApp;
let builder: string;
let admin: string;
let builderId: number;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  builder = await t.signIn('builder@example.com');
  admin = await t.signIn('admin@example.com');
  builderId = (await findUserByEmail(t.database.db, 'builder@example.com'))!.id;
  adminId = (await findUserByEmail(t.database.db, 'admin@example.com'))!.id;
});
afterAll(async () => t.close());

/** Writes `count` messages from the admin to the builder, a second apart, oldest first. */
async function writeMessages(count: number, subject: string): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const id = await insertMessage(t.database.db, {
      recipientUserId: builderId,
      senderUserId: adminId,
      subject: `${subject} ${i + 1}`,
      body: `Body ${i + 1}`,
    });
    await t.database.db
      .updateTable('messages')
      .set({ created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) })
      .where('id', '=', id)
      .execute();
    ids.push(id);
  }
  return ids;
}

describe('the inbox, archive and sent lists', () => {
  it('pages the inbox 20 at a time, newest first; opening reads, archiving moves', async () => {
    const ids = await writeMessages(25, 'Paging');
    const first = await t.routeData(
      listMessages,
      { start: 0, numberOf: 20, isArchived: false },
      builder,
    );
    expect(first).toHaveLength(20);
    expect(first[0]).toMatchObject({
      Id: ids[24],
      MessageType: 1,
      Subject: 'Paging 25',
      Content: 'Body 25',
      IsRead: false,
    });
    const second = await t.routeData(
      listMessages,
      { start: 20, numberOf: 20, isArchived: false },
      builder,
    );
    expect(second.map((m) => m.Subject)).toEqual([5, 4, 3, 2, 1].map((n) => `Paging ${n}`));
    expect(await t.routeData(unreadMessages, {}, builder)).toBe(25);

    // opening reads (twice is fine), and the count drops
    expect(await t.routeData(readMessage, { id: ids[24]!, messageType: 1 }, builder)).toBe(true);
    expect(await t.routeData(readMessage, { id: ids[24]!, messageType: 1 }, builder)).toBe(true);
    expect(await t.routeData(unreadMessages, {}, builder)).toBe(24);
    const after = await t.routeData(
      listMessages,
      { start: 0, numberOf: 1, isArchived: false },
      builder,
    );
    expect(after[0]).toMatchObject({ Id: ids[24], IsRead: true });

    // archiving leaves the inbox and shows in the archive
    expect(await t.routeData(archiveMessage, { id: ids[0]!, messageType: 1 }, builder)).toBe(true);
    const inbox = await t.routeData(
      listMessages,
      { start: 0, numberOf: 100, isArchived: false },
      builder,
    );
    expect(inbox.map((m) => m.Id)).not.toContain(ids[0]);
    const archive = await t.routeData(
      listMessages,
      { start: 0, numberOf: 20, isArchived: true },
      builder,
    );
    expect(archive.map((m) => m.Id)).toEqual([ids[0]]);
    expect(await t.routeData(unreadMessages, {}, builder)).toBe(23);
    // the Messages badge counts exactly the unread messages the inbox lists (issue 20 item 5)
    expect(inbox.filter((m) => !m.IsRead)).toHaveLength(23);

    // the admin sent them: the sent list, newest first, names the recipient
    const sent = await t.routeData(sentMessages, { offset: 0 }, admin);
    expect(sent).toHaveLength(20);
    expect(sent[0]).toMatchObject({ Id: ids[24], Subject: 'Paging 25' });
    expect(sent[0]!.To).not.toBe('');
    expect(await t.routeData(sentMessages, { offset: 0 }, builder)).toEqual([]);
  });

  it('names the app as the sender of a notice nobody sent', async () => {
    await insertMessage(t.database.db, {
      recipientUserId: adminId,
      senderUserId: null,
      subject: 'System notice',
      body: 'Hello',
    });
    const inbox = await t.routeData(listMessages, { isArchived: false }, admin);
    expect(inbox.find((m) => m.Subject === 'System notice')?.From).toBe(messageTexts.appSender);
  });

  it("answers 404 for another user's message, a wrong type or an unknown id, and changes nothing", async () => {
    const [id] = await writeMessages(1, 'Private');
    const outsider = await signInOutsider(t);
    for (const token of [admin, outsider.token]) {
      const read = await t.route(readMessage, { id: id!, messageType: 1 }, token);
      expect(read.status).toBe(404);
      const archive = await t.route(archiveMessage, { id: id!, messageType: 1 }, token);
      expect(archive.status).toBe(404);
    }
    expect((await t.route(readMessage, { id: id!, messageType: 2 }, builder)).status).toBe(404);
    expect(
      (await t.route(readMessage, { id: 2_000_000_000, messageType: 1 }, builder)).status,
    ).toBe(404);
    const inbox = await t.routeData(listMessages, { isArchived: false, numberOf: 100 }, builder);
    expect(inbox.find((m) => m.Id === id)).toMatchObject({ IsRead: false });
    expect(await t.routeData(listMessages, { isArchived: false }, outsider.token)).toEqual([]);
  });

  it('refuses bad input with 400 and a message, and strangers with 401', async () => {
    const bad = [
      '/api/messages?start=-1',
      '/api/messages?numberOf=0',
      '/api/messages?numberOf=101',
      '/api/messages?isArchived=maybe',
      '/api/sentMessages?offset=abc',
    ];
    for (const url of bad) {
      const response = await t.call('GET', url, undefined, builder);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBeTruthy();
    }
    for (const body of [{ id: 'x', messageType: 1 }, { id: 1, messageType: 3 }, {}]) {
      const response = await t.call('POST', '/api/readMessage', body, builder);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await t.route(listMessages, { isArchived: false })).status).toBe(401);
    expect((await t.route(archiveMessage, { id: 1, messageType: 1 })).status).toBe(401);
  });

  it("shows a notice written by an event in the inboxes of those it tells and in the sender's sent list", async () => {
    const { structureId } = await builderLot();
    const asked = await t.route(
      sendTemplateRequestedEmail,
      {
        StructureId: structureId,
        Name: 'Rammed earth wall',
        Description: 'A <b>wall</b> https://example.com/wall',
        Quantity: '12',
        Unit: 'm2',
        Email: 'builder@example.com',
        Phone: '0400 000 000',
      },
      builder,
    );
    expect(asked.status).toBe(200);
    const inbox = await t.routeData(listMessages, { isArchived: false }, admin);
    const notice = inbox.find((m) => m.Subject === 'New template requested: Rammed earth wall');
    expect(notice?.Content).toContain('A <b>wall</b> https://example.com/wall'); // kept as text
    const sent = await t.routeData(sentMessages, {}, builder);
    expect(sent.map((m) => m.Subject)).toContain('New template requested: Rammed earth wall');
  });
});

/** A lot the builder may edit in the demo development. */
async function builderLot(): Promise<{ structureId: number }> {
  const row = await t.database.db
    .selectFrom('structure_users')
    .select('structure_id')
    .where('user_id', '=', builderId)
    .where('access_level', 'in', [1, 2])
    .where('is_requesting_access', '=', false)
    .executeTakeFirst();
  if (!row) throw new Error('the builder leads no demo lot');
  return { structureId: row.structure_id };
}

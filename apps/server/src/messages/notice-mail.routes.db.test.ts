import { sendTemplateRequestedEmail } from '@circa/contract/customise.routes';
import { listMessages } from '@circa/contract/messages.routes';
import { findUserByEmail } from '@circa/db/users.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from '../test-support/smtp-test-server';
import type { SmtpTestServer } from '../test-support/smtp-test-server';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let smtp: SmtpTestServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url }, withDemoDevelopment: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('a notice while the mail server refuses mail', () => {
  it('answers at once, shows the in-app message, and mails it on a later retry', async () => {
    const builder = await t.signIn('builder@example.com');
    const admin = await t.signIn('admin@example.com');
    const builderId = (await findUserByEmail(t.database.db, 'builder@example.com'))!.id;
    const lot = await t.database.db
      .selectFrom('structure_users')
      .select('structure_id')
      .where('user_id', '=', builderId)
      .where('access_level', 'in', [1, 2])
      .executeTakeFirstOrThrow();
    const before = smtp.received.length;
    smtp.refuseNext(100);
    const started = Date.now();
    const asked = await t.route(
      sendTemplateRequestedEmail,
      {
        StructureId: lot.structure_id,
        Name: 'Straw bale wall',
        Description: 'Load-bearing straw bales',
        Quantity: '40',
        Unit: 'm2',
        Email: 'builder@example.com',
        Phone: '0400 000 000',
      },
      builder,
    );
    expect(asked.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(smtp.received).toHaveLength(before);
    expect(t.jobLog.length).toBeGreaterThan(0);
    expect(t.jobLog.every((entry) => entry.msg === 'job failed; will retry')).toBe(true);
    const inbox = await t.routeData(listMessages, { isArchived: false }, admin);
    expect(inbox.map((m) => m.Subject)).toContain('New template requested: Straw bale wall');

    smtp.refuseNext(0);
    t.advance(30_000);
    expect(await t.jobs.drain()).toBe(t.jobLog.length);
    const delivered = smtp.received.slice(before);
    expect(delivered.map((m) => m.to.join())).toContain('admin@example.com');
    expect(
      delivered.every((m) => /^Subject: New template requested: Straw bale wall$/m.test(m.text)),
    ).toBe(true);
  });
});

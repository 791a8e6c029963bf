import { validatePinResponseSchema } from '@circa/contract/identity.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from '../test-support/smtp-test-server';
import type { SmtpTestServer } from '../test-support/smtp-test-server';
import { createTestApp, pinFromMails } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let smtp: SmtpTestServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('password recovery with SMTP_URL set', () => {
  it('mails the PIN through the SMTP server, and that PIN changes the password', async () => {
    const username = 'builder@example.com';
    const response = await t.call('POST', '/api/shared/changepassword', {
      username,
      password: 'Smtp-pass-1',
    });
    expect(response.json()).toEqual({ Data: true }); // t.call ran the PIN's mail job
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([username]);
    expect(mail.text).toMatch(/^Subject: Your Circa security PIN$/m);
    expect(t.mails()).toEqual([]); // nothing in the outbox
    const pin = pinFromMails([mail.text], username);
    const validated = await t.call('POST', '/api/shared/validatepin', { username, pin });
    expect(validatePinResponseSchema.parse(validated.json().Data).Success).toBe(true);
    const login = await t.call('POST', '/api/Shared/Login', { username, password: 'Smtp-pass-1' });
    expect(login.statusCode).toBe(200);
  });

  it('retries a PIN mail the SMTP server refuses, 30 s later, and sends it once', async () => {
    const username = 'admin@example.com';
    const before = smtp.received.length;
    smtp.refuseNext(1);
    const response = await t.call('POST', '/api/shared/changepassword', {
      username,
      password: 'Smtp-retry-1',
    });
    expect(response.json()).toEqual({ Data: true }); // the answer does not wait for the mail
    expect(smtp.received).toHaveLength(before);
    expect(t.jobLog).toEqual([
      expect.objectContaining({ level: 'warn', msg: 'job failed; will retry' }),
    ]);
    t.advance(29_000);
    expect(await t.jobs.drain()).toBe(0);
    t.advance(1_000);
    expect(await t.jobs.drain()).toBe(1);
    expect(smtp.received.slice(before).map((m) => m.to)).toEqual([[username]]);
    const pin = pinFromMails([smtp.received.at(-1)!.text], username);
    const validated = await t.call('POST', '/api/shared/validatepin', { username, pin });
    expect(validatePinResponseSchema.parse(validated.json().Data).Success).toBe(true);
  });
});

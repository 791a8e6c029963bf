import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable } from '../test-support/mail-text';
import { startSmtpTestServer } from '../test-support/smtp-test-server';
import type { SmtpTestServer } from '../test-support/smtp-test-server';
import { createMailerFromConfig } from './mailer';
import { pinMail } from './templates';

const from = 'Circa <no-reply@circa.test>';
let dataDir: string;
let smtpDataDir: string;
let smtp: SmtpTestServer;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'circa-mail-'));
  smtpDataDir = mkdtempSync(join(tmpdir(), 'circa-mail-smtp-'));
  smtp = await startSmtpTestServer();
});
afterAll(async () => {
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(smtpDataDir, { recursive: true, force: true });
});

describe('mailer', () => {
  it('sends through SMTP when SMTP_URL is set, and writes no outbox file', async () => {
    const receivedBefore = smtp.received.length;
    const logged: Array<Record<string, unknown>> = [];
    const mailer = createMailerFromConfig(
      { MAIL_FROM: from, SMTP_URL: smtp.url, CIRCA_DATA_DIR: smtpDataDir },
      { info: (obj: object) => logged.push(obj as Record<string, unknown>) },
    );
    try {
      await mailer.send(pinMail('someone@example.org', 'K7Q2', 10));
    } finally {
      mailer.close();
    }
    expect(smtp.received).toHaveLength(receivedBefore + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.from).toBe('no-reply@circa.test');
    expect(mail.to).toEqual(['someone@example.org']);
    expect(mail.text).toMatch(/^From: Circa <no-reply@circa\.test>$/m);
    expect(mail.text).toMatch(/^To: someone@example\.org$/m);
    expect(mail.text).toMatch(/^Subject: Your Circa security PIN$/m);
    expect(mail.text).toContain('Your security PIN is: K7Q2');
    expect(mail.text).toContain('within 10 minutes');
    expect(logged).toEqual([
      expect.objectContaining({ to: 'someone@example.org', subject: 'Your Circa security PIN' }),
    ]);
    expect(existsSync(join(smtpDataDir, 'mail'))).toBe(false);
  });

  it('writes each message as an .eml file under <CIRCA_DATA_DIR>/mail by default', async () => {
    const receivedBefore = smtp.received.length;
    const logged: Array<Record<string, unknown>> = [];
    const mailer = createMailerFromConfig(
      { MAIL_FROM: from, SMTP_URL: undefined, CIRCA_DATA_DIR: dataDir },
      { info: (obj: object) => logged.push(obj as Record<string, unknown>) },
    );
    await mailer.send(pinMail('first@example.org', 'AB12', 10));
    await mailer.send({ to: 'second@example.org', subject: 'A notice', text: 'Hello there' });
    mailer.close();
    const outbox = join(dataDir, 'mail');
    const files = readdirSync(outbox).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const texts = files.map((f) => decodeQuotedPrintable(readFileSync(join(outbox, f), 'utf8')));
    const first = texts.find((m) => m.includes('To: first@example.org'))!;
    expect(first).toMatch(/^Subject: Your Circa security PIN$/m);
    expect(first).toContain('Your security PIN is: AB12');
    const second = texts.find((m) => m.includes('To: second@example.org'))!;
    expect(second).toMatch(/^Subject: A notice$/m);
    expect(second).toContain('Hello there');
    expect(logged.map((l) => l.file).sort()).toEqual(files.map((f) => join(outbox, f)));
    expect(smtp.received).toHaveLength(receivedBefore); // nothing went through SMTP
  });

  it('attaches files as base64 MIME parts (a report PDF)', async () => {
    const attachmentDir = mkdtempSync(join(tmpdir(), 'circa-mail-attachment-'));
    const mailer = createMailerFromConfig(
      { MAIL_FROM: from, SMTP_URL: undefined, CIRCA_DATA_DIR: attachmentDir },
      { info: () => undefined },
    );
    const pdf = Buffer.from('%PDF-1.4 a tiny report');
    await mailer.send({
      to: 'certifier@example.org',
      subject: 'Compliance Report',
      text: 'Please find attached the Compliance Report.',
      attachments: [
        { filename: 'Compliance Report.pdf', content: pdf, contentType: 'application/pdf' },
      ],
    });
    mailer.close();
    const outbox = join(attachmentDir, 'mail');
    const [file] = readdirSync(outbox);
    const eml = readFileSync(join(outbox, file!), 'utf8');
    rmSync(attachmentDir, { recursive: true, force: true });
    expect(eml).toMatch(/^Content-Type: multipart\/mixed/m);
    expect(eml).toMatch(/Content-Type: application\/pdf; name="Compliance Report\.pdf"/);
    expect(eml).toMatch(/Content-Disposition: attachment; filename="Compliance Report\.pdf"/);
    expect(eml).toContain(pdf.toString('base64'));
  });
});

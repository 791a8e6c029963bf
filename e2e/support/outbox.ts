import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Raw emails in the server's outbox folder (`<data dir>/mail`), oldest first. */
export function readOutbox(dataDir: string): string[] {
  const dir = join(dataDir, 'mail');
  try {
    return readdirSync(dir)
      .sort()
      .map((f) => readFileSync(join(dir, f), 'utf8'));
  } catch {
    return [];
  }
}

/** Waits for a PIN email to `to` newer than `after` messages, and returns the PIN. */
export async function waitForPin(
  dataDir: string,
  to: string,
  after: number,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = readOutbox(dataDir).slice(after);
    const mail = mails.reverse().find((m) => m.toLowerCase().includes(`to: ${to.toLowerCase()}`));
    const pin = mail ? /security PIN is: ([A-Z0-9]{4})/.exec(mail)?.[1] : undefined;
    if (pin) return pin;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No PIN email to ${to} arrived within ${timeoutMs} ms`);
}

/** The text of a raw email with quoted-printable soft line breaks and escapes undone. */
function decodeQuotedPrintable(raw: string): string {
  if (!/Content-Transfer-Encoding: quoted-printable/i.test(raw)) return raw;
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * Waits for an email to `to` newer than `after` messages (and holding `contains`, when given)
 * whose text has a link matching `link`, and returns the link's first group (its path).
 */
export async function waitForEmailLink(
  dataDir: string,
  to: string,
  link: RegExp,
  { after = 0, contains = '', timeoutMs = 15_000 } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = readOutbox(dataDir).slice(after).map(decodeQuotedPrintable);
    const mail = mails
      .reverse()
      .find((m) => m.toLowerCase().includes(`to: ${to.toLowerCase()}`) && m.includes(contains));
    const path = mail ? link.exec(mail)?.[1] : undefined;
    if (path) return path;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No email to ${to} with a link like ${link} arrived within ${timeoutMs} ms`);
}

/**
 * Waits for an email-verification email to `to` newer than `after` messages, and returns the
 * path of its link (`/verify-email/<token>`).
 */
export function waitForVerificationLink(
  dataDir: string,
  to: string,
  after: number,
  timeoutMs = 15_000,
): Promise<string> {
  return waitForEmailLink(dataDir, to, /https?:\/\/[^/\s]+(\/verify-email\/[A-Za-z0-9_-]{43})/, {
    after,
    timeoutMs,
  });
}

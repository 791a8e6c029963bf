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

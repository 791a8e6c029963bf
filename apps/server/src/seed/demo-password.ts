import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The demo accounts' password: CIRCA_DEMO_PASSWORD when set; otherwise one generated on first
 * start and kept in `<data dir>/demo-password.txt` (mode 600) so it can be printed at each start.
 */
export function resolveDemoPassword(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'demo-password.txt');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  // 72 random bits as base64url, plus "-7a": 15 characters, on no list of common passwords
  const generated = `${randomBytes(9).toString('base64url')}-7a`;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, generated + '\n', { mode: 0o600 });
  return generated;
}

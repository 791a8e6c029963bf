import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A new opaque session token: 256 random bits, base64url (43 characters). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a session token: SHA-256, hex. Tokens are never stored in clear. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new token for a link sent by email (email verification): 256 random bits, base64url, stored
 * only as its SHA-256 ({@link hashLinkToken}), like a session token.
 */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of an emailed link's token: SHA-256, hex. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const PIN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A recovery PIN: 4 characters drawn uniformly from [A-Z0-9] by the CSPRNG (36^4 ≈ 1.7 million). */
export function newPin(): string {
  let pin = '';
  for (let i = 0; i < 4; i++) pin += PIN_ALPHABET[randomInt(PIN_ALPHABET.length)];
  return pin;
}

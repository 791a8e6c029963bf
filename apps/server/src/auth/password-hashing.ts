import argon2 from 'argon2';

/**
 * Set by the database tests and the journeys' server only (vitest.config.ts,
 * e2e/support/global-setup.ts): hashes are made with argon2's smallest memory and one pass, so
 * the hundreds of sign-ins and registrations of the test run do not spend minutes hashing.
 * Refused when NODE_ENV is production.
 */
export const TEST_ONLY_WEAK_HASHING_ENV = 'CIRCA_TEST_ONLY_WEAK_PASSWORD_HASHING';

function hashOptions() {
  const isWeak = process.env[TEST_ONLY_WEAK_HASHING_ENV] === '1';
  if (isWeak && process.env.NODE_ENV === 'production')
    throw new Error(`${TEST_ONLY_WEAK_HASHING_ENV} is for tests and is refused in production.`);
  return isWeak
    ? ({ type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const)
    : ({ type: argon2.argon2id } as const);
}

/**
 * Password hashing with argon2id (RFC 9106), the library's defaults: 64 MiB memory, 3 passes,
 * parallelism 4; the salt and parameters live in the encoded hash, so they can be raised later.
 */
export async function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, hashOptions());
}

/** True when `password` matches `hash`; false for a malformed hash. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real check when there is no account or no password, so response
 * times do not tell whether an account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-1!');
  await verifyPassword(await dummyHash, password);
  return false;
}

import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, TEST_ONLY_WEAK_HASHING_ENV, verifyPassword } from './password-hashing';

const saved = { weak: process.env[TEST_ONLY_WEAK_HASHING_ENV], node: process.env.NODE_ENV };
afterEach(() => {
  process.env[TEST_ONLY_WEAK_HASHING_ENV] = saved.weak;
  process.env.NODE_ENV = saved.node;
  if (saved.weak === undefined) delete process.env[TEST_ONLY_WEAK_HASHING_ENV];
});

describe('password hashing', () => {
  it('uses argon2id with the library defaults (64 MiB, 3 passes, 4 lanes)', async () => {
    delete process.env[TEST_ONLY_WEAK_HASHING_ENV];
    const hash = await hashPassword('Correct-horse-1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await verifyPassword(hash, 'Correct-horse-1')).toBe(true);
    expect(await verifyPassword(hash, 'Wrong-horse-1')).toBe(false);
  });

  it('refuses the tests’ cheap parameters in production', async () => {
    process.env[TEST_ONLY_WEAK_HASHING_ENV] = '1';
    process.env.NODE_ENV = 'production';
    await expect(hashPassword('Correct-horse-1')).rejects.toThrow(/refused in production/);
  });
});

import type { Kysely } from 'kysely';
import type { Database } from './schema';
import type { SignInMethodName } from './schema-identity';

/** The sign-in methods a user has (password, google, microsoft). */
export async function listSignInMethods(
  db: Kysely<Database>,
  userId: number,
): Promise<SignInMethodName[]> {
  const rows = await db
    .selectFrom('sign_in_methods')
    .select('method')
    .where('user_id', '=', userId)
    .orderBy('method')
    .execute();
  return rows.map((r) => r.method);
}

/** The stored argon2id hash of the user's password, or null when the user has no password. */
export async function findPasswordHash(
  db: Kysely<Database>,
  userId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('sign_in_methods')
    .select('password_hash')
    .where('user_id', '=', userId)
    .where('method', '=', 'password')
    .executeTakeFirst();
  return row?.password_hash ?? null;
}

/** Sets (or adds) the password sign-in method. */
export async function upsertPasswordHash(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .insertInto('sign_in_methods')
    .values({ user_id: userId, method: 'password', password_hash: passwordHash })
    .onConflict((oc) =>
      oc.columns(['user_id', 'method']).doUpdateSet({ password_hash: passwordHash }),
    )
    .execute();
}

/**
 * Links a single sign-on provider's subject to a user. A user keeps one subject per provider;
 * an existing link is left as it is.
 */
export async function linkProviderSubject(
  db: Kysely<Database>,
  userId: number,
  method: Exclude<SignInMethodName, 'password'>,
  subject: string,
): Promise<void> {
  await db
    .insertInto('sign_in_methods')
    .values({ user_id: userId, method, subject })
    .onConflict((oc) => oc.columns(['user_id', 'method']).doNothing())
    .execute();
}

/** The subject linked for a provider, if any. */
export async function findProviderSubject(
  db: Kysely<Database>,
  userId: number,
  method: Exclude<SignInMethodName, 'password'>,
): Promise<string | null> {
  const row = await db
    .selectFrom('sign_in_methods')
    .select('subject')
    .where('user_id', '=', userId)
    .where('method', '=', method)
    .executeTakeFirst();
  return row?.subject ?? null;
}

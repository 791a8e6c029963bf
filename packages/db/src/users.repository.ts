import type { Kysely, Selectable } from 'kysely';
import type { Database } from './schema';
import type { UsersTable } from './schema-identity';

/** A user as the services see it. */
export interface UserRecord {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  address: string;
  phone: string;
  imageKey: string | null;
  lastLoginAt: Date | null;
  /** When the owner proved the email address; null until then (docs/security.md). */
  emailVerifiedAt: Date | null;
}

function toRecord(row: Selectable<UsersTable>): UserRecord {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    address: row.address,
    phone: row.phone,
    imageKey: row.image_key,
    lastLoginAt: row.last_login_at,
    emailVerifiedAt: row.email_verified_at,
  };
}

/** Finds a user by email, case-insensitively. */
export async function findUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<UserRecord | null> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<UserRecord | null> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : null;
}

export interface NewUserFields {
  email: string;
  firstName: string;
  lastName: string;
  company?: string;
  phone?: string;
  address?: string;
  /**
   * When the address was verified. Absent: verified now, for accounts created by the operator
   * (seed, tests) who vouches for the address. Registration passes it explicitly: null for a
   * password sign-up (the owner must follow the emailed link), now for single sign-on.
   */
  emailVerifiedAt?: Date | null;
}

/** Inserts a user; the unique index on lower(email) rejects a second account for one email. */
export async function insertUser(db: Kysely<Database>, fields: NewUserFields): Promise<UserRecord> {
  const row = await db
    .insertInto('users')
    .values({
      email: fields.email,
      first_name: fields.firstName,
      last_name: fields.lastName,
      company: fields.company ?? '',
      phone: fields.phone ?? '',
      address: fields.address ?? '',
      email_verified_at: fields.emailVerifiedAt === undefined ? new Date() : fields.emailVerifiedAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  company?: string;
  address?: string;
  phone?: string;
}

/** Applies the given profile fields and returns the updated user. */
export async function updateUserProfile(
  db: Kysely<Database>,
  id: number,
  changes: ProfileChanges,
): Promise<UserRecord | null> {
  const row = await db
    .updateTable('users')
    .set({
      ...(changes.firstName !== undefined && { first_name: changes.firstName }),
      ...(changes.lastName !== undefined && { last_name: changes.lastName }),
      ...(changes.company !== undefined && { company: changes.company }),
      ...(changes.address !== undefined && { address: changes.address }),
      ...(changes.phone !== undefined && { phone: changes.phone }),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** Sets the blob key of the user's photo; returns the previous key (to delete it). */
export async function setUserImageKey(
  db: Kysely<Database>,
  id: number,
  imageKey: string,
): Promise<string | null> {
  const previous = await db
    .selectFrom('users')
    .select('image_key')
    .where('id', '=', id)
    .executeTakeFirst();
  await db
    .updateTable('users')
    .set({ image_key: imageKey, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  return previous?.image_key ?? null;
}

export async function touchLastLogin(db: Kysely<Database>, id: number, at: Date): Promise<void> {
  await db.updateTable('users').set({ last_login_at: at }).where('id', '=', id).execute();
}

/** Users whose email ends with `@domain`, with their sign-in methods (for the SSO domain guess). */
export async function countMethodsForDomain(
  db: Kysely<Database>,
  domain: string,
): Promise<Array<{ method: string; count: number }>> {
  return db
    .selectFrom('sign_in_methods')
    .innerJoin('users', 'users.id', 'sign_in_methods.user_id')
    .select(['sign_in_methods.method as method'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) => eb(eb.fn('lower', ['users.email']), 'like', `%@${domain.toLowerCase()}`))
    .groupBy('sign_in_methods.method')
    .execute();
}

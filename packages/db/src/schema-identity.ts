import type { ColumnType, Generated } from 'kysely';

/**
 * Table types of organisations, people, sign-in and messages for Kysely (migrations 0001-0003,
 * 0009, 0011), part of the schema (`schema.ts` gathers them in `Database`).
 */

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface OrganisationsTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  image_url: string | null;
  address: Generated<string>;
  phone: Generated<string>;
  email: Generated<string>;
  created_at: Timestamp;
  support_email: Generated<string>;
  custom_development_label: Generated<string>;
  custom_development_label2: Generated<string>;
  custom_lot_label: Generated<string>;
  custom_design_label: Generated<string>;
  lci_group_id: number | null;
  lci_source_id: number | null;
  force_default_lci_group: Generated<boolean>;
  force_default_lci_source: Generated<boolean>;
  thermal_unit_id: Generated<number>;
  max_credits_per_lot: number | null;
  require_project_credit_allocation: Generated<boolean>;
  onboarding_title: Generated<string>;
  onboarding_content: Generated<string>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  first_name: string;
  last_name: string;
  company: Generated<string>;
  address: Generated<string>;
  phone: Generated<string>;
  image_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_login_at: NullableTimestamp;
  /** When the owner proved the address (migration 0011); null: unverified, cannot act yet. */
  email_verified_at: NullableTimestamp;
}

export interface MembershipsTable {
  organisation_id: number;
  user_id: number;
  is_admin: Generated<boolean>;
  is_blocked: Generated<boolean>;
  created_at: Timestamp;
}

/** A sign-in method of a user: a password hash, or a provider's subject id. */
export type SignInMethodName = 'password' | 'google' | 'microsoft';

export interface SignInMethodsTable {
  id: Generated<number>;
  user_id: number;
  method: SignInMethodName;
  password_hash: string | null;
  subject: string | null;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  is_long_lived: boolean;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  absolute_expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  ip: string | null;
  user_agent: string | null;
}

export interface PinResetsTable {
  id: Generated<number>;
  user_id: number;
  pin_hash: string;
  pending_password_hash: string;
  attempts_left: number;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  voided_at: NullableTimestamp;
  created_at: Timestamp;
}

/** An emailed verification link: only the SHA-256 of its token is stored (migration 0011). */
export interface EmailVerificationsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface SignInAuditTable {
  id: Generated<number>;
  user_id: number | null;
  email: string | null;
  event: string;
  method: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
}

export interface AuthThrottleTable {
  key: string;
  failures: number;
  window_started_at: Timestamp;
  locked_until: NullableTimestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  message_type: Generated<number>;
  organisation_id: number | null;
  recipient_user_id: number;
  sender_user_id: number | null;
  subject: string;
  body: string;
  created_at: Timestamp;
  read_at: NullableTimestamp;
  archived_at: NullableTimestamp;
}

export interface SeedStepsTable {
  name: string;
  applied_at: Timestamp;
}

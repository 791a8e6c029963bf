-- Identity, organisations and sign-in.
create table organisations (
  id integer generated always as identity primary key,
  name text not null,
  description text not null default '',
  image_url text,
  address text not null default '',
  phone text not null default '',
  email text not null default '',
  created_at timestamptz not null default now()
);

create table users (
  id integer generated always as identity primary key,
  email text not null,
  first_name text not null,
  last_name text not null,
  company text not null default '',
  address text not null default '',
  phone text not null default '',
  image_key text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_login_at timestamptz
);
create unique index users_email_key on users (lower(email));

create table memberships (
  organisation_id integer not null references organisations (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  is_admin boolean not null default false,
  is_blocked boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (organisation_id, user_id)
);
create index memberships_user_idx on memberships (user_id);

create table sign_in_methods (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  method text not null check (method in ('password', 'google', 'microsoft')),
  password_hash text,
  subject text,
  created_at timestamptz not null default now(),
  unique (user_id, method),
  check ((method = 'password') = (password_hash is not null))
);
create unique index sign_in_methods_subject_key on sign_in_methods (method, subject)
  where subject is not null;

create table sessions (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  token_hash text not null unique,
  is_long_lived boolean not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  absolute_expires_at timestamptz not null,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
create index sessions_user_idx on sessions (user_id) where revoked_at is null;

create table pin_resets (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  pin_hash text not null,
  pending_password_hash text not null,
  attempts_left integer not null check (attempts_left >= 0),
  expires_at timestamptz not null,
  consumed_at timestamptz,
  voided_at timestamptz,
  created_at timestamptz not null default now()
);
create index pin_resets_user_idx on pin_resets (user_id, created_at desc);

create table sign_in_audit (
  id integer generated always as identity primary key,
  user_id integer references users (id) on delete set null,
  email text,
  event text not null,
  method text,
  ip text,
  user_agent text,
  created_at timestamptz not null default now()
);
create index sign_in_audit_user_idx on sign_in_audit (user_id, created_at desc);

create table auth_throttle (
  key text primary key,
  failures integer not null,
  window_started_at timestamptz not null,
  locked_until timestamptz
);

create table messages (
  id integer generated always as identity primary key,
  recipient_user_id integer not null references users (id) on delete cascade,
  sender_user_id integer references users (id) on delete set null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  archived_at timestamptz
);
create index messages_unread_idx on messages (recipient_user_id)
  where read_at is null and archived_at is null;

create table seed_steps (
  name text primary key,
  applied_at timestamptz not null default now()
);

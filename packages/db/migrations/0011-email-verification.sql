-- Email verification: registration verifies the email address before the account can
-- act (docs/security.md "Email verification").
--
-- users.email_verified_at: when the owner of the address proved it (followed the emailed link, or
-- a single sign-on provider vouched for it at registration). Null means unverified: the account
-- can sign in but every call except sign-out, its profile read, the shell's calls and the
-- verification calls answers 403.
--
-- Accounts that exist when this migration runs are marked verified as of their creation: they
-- predate the rule, and were either seeded by the operator or registered before verification
-- existed; refusing them now would lock out people who have been working in the app.
alter table users add column email_verified_at timestamptz;
update users set email_verified_at = created_at;

-- Verification links: 256 random bits sent by email, of which only the SHA-256 (hex) is stored.
-- Valid 24 hours and single use (consumed_at). A resend adds a link; earlier unused ones stay
-- valid until they expire, so whichever email the owner opens works.
create table email_verifications (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  consumed_at timestamptz,
  created_at timestamptz not null default now()
);
create index email_verifications_user_idx on email_verifications (user_id);

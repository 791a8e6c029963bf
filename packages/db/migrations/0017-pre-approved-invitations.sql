-- Pre-approved users (spec document 3 §2 "Users, risk, coordinators, pre-approved users"; §4).
-- An invitation is emailed when an address is pre-approved and again on Resend Invitation: when
-- and by whom the last one was sent is kept. Removing a pre-approved address deletes its row (so
-- it no longer sees a "pre-approved users only" development) and records the removal: the
-- address can then no longer claim or request lots in the development, even when it is open to
-- every member, until an organisation administrator adds it again.

alter table project_pre_approved_users add column invited_at timestamptz;
alter table project_pre_approved_users
  add column invited_by integer references users (id) on delete set null;

create table project_removed_users (
  id integer generated always as identity primary key,
  project_id integer not null references projects (id) on delete cascade,
  email text not null,
  removed_by integer references users (id) on delete set null,
  removed_at timestamptz not null default now()
);
create unique index project_removed_users_key on project_removed_users (project_id, lower(email));

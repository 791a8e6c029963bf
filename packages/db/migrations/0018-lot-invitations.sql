-- Lot collaborators invited before they have an account (document 3 §2 "/lot-collaborators",
-- §3 "Invite payload"). Inviting an address with an account adds it to structure_users at once;
-- an address without one is kept here with the access level it was given, and emailed. When that
-- person registers and confirms the address, each invitation becomes their structure_users row
-- and is deleted. Inviting the same address again updates the level (not an error).

create table lot_invitations (
  id integer generated always as identity primary key,
  structure_id integer not null references structures (id) on delete cascade,
  email text not null,
  access_level integer not null check (access_level between 1 and 3),
  invited_by integer references users (id) on delete set null,
  invited_at timestamptz not null default now()
);
create unique index lot_invitations_key on lot_invitations (structure_id, lower(email));
create index lot_invitations_email on lot_invitations (lower(email));

-- Asking to join an organisation (issue 20 item 2, decision 0024). A signed-in person asks to join
-- an organisation found by name or by their email domain; its admins approve or reject the request
-- from the message they get. One open request per person and organisation; an answered request
-- keeps its outcome (approved / rejected / withdrawn), who answered and when.

create table organisation_join_requests (
  id integer generated always as identity primary key,
  organisation_id integer not null references organisations (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  requested_at timestamptz not null default now(),
  outcome text check (outcome in ('approved', 'rejected', 'withdrawn')),
  answered_by integer references users (id) on delete set null,
  answered_at timestamptz
);
create unique index organisation_join_requests_open
  on organisation_join_requests (organisation_id, user_id) where outcome is null;
create index organisation_join_requests_user on organisation_join_requests (user_id);

-- Public-link requests (issue 13 part 1, decision 0027). Where a development requires approval of
-- public links, someone who may not make a design public asks for it: the design's
-- share_permission becomes RequestPublic (3) and a request is kept here until an administrator of
-- the organisation answers. Approving makes the design Public (1); rejecting makes it Private (2);
-- changing the visibility meanwhile withdraws the request. One open request per design; answered
-- requests keep their outcome, who answered and when.

create table public_link_requests (
  id integer generated always as identity primary key,
  design_id integer not null references designs (id) on delete cascade,
  structure_id integer not null references structures (id) on delete cascade,
  organisation_id integer not null references organisations (id) on delete cascade,
  requested_by integer references users (id) on delete set null,
  requested_at timestamptz not null default now(),
  is_feature boolean not null default false,
  outcome text check (outcome in ('approved', 'rejected', 'withdrawn')),
  answered_by integer references users (id) on delete set null,
  answered_at timestamptz
);
create unique index public_link_requests_open on public_link_requests (design_id) where outcome is null;
create index public_link_requests_organisation on public_link_requests (organisation_id)
  where outcome is null;

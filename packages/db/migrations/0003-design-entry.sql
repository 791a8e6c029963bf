-- Design entry and customisation.
alter table structures
  add column custom_sort_order_active integer not null default 1
    check (custom_sort_order_active between 1 and 5);

alter table organisations
  add column onboarding_title text not null default '',
  add column onboarding_content text not null default '';

create table onboarding_reads (
  organisation_id integer not null references organisations (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (organisation_id, user_id)
);

-- Organisations' settings, LCI catalogue, developments (projects), targets, lots (structures),
-- designs (lot designs and the baseline/preset library), credits.

create table lci_groups (
  id integer generated always as identity primary key,
  key text not null unique,
  name text not null
);

create table lci_sources (
  id integer generated always as identity primary key,
  key text not null unique,
  lci_group_id integer not null references lci_groups (id),
  name text not null,
  -- null for sources shipped with Circa; an organisation's own imported source otherwise
  organisation_id integer references organisations (id) on delete cascade,
  created_at timestamptz not null default now()
);

alter table organisations
  add column support_email text not null default '',
  add column custom_development_label text not null default '',
  add column custom_development_label2 text not null default '',
  add column custom_lot_label text not null default '',
  add column custom_design_label text not null default '',
  add column lci_group_id integer references lci_groups (id),
  add column lci_source_id integer references lci_sources (id),
  add column force_default_lci_group boolean not null default false,
  add column force_default_lci_source boolean not null default false,
  add column thermal_unit_id integer not null default 1,
  add column max_credits_per_lot integer check (max_credits_per_lot is null or max_credits_per_lot >= 0),
  add column require_project_credit_allocation boolean not null default false;

create table projects (
  id integer generated always as identity primary key,
  organisation_id integer not null references organisations (id) on delete cascade,
  project_type_id integer not null check (project_type_id in (1, 2)),
  name text not null,
  custom_field_value text not null default '',
  custom_field_value2 text not null default '',
  address text not null,
  address_line1 text not null default '',
  address_line2 text not null default '',
  state text not null,
  postcode text not null,
  country text not null default 'Australia',
  iso_country2 text not null default 'AU',
  latitude double precision not null,
  longitude double precision not null,
  lci_group_id integer not null references lci_groups (id),
  lci_source_id integer not null references lci_sources (id),
  project_manager text not null,
  developer text not null,
  land_area double precision check (land_area is null or land_area >= 0),
  carbon_savings_id integer,
  is_public boolean not null default false,
  exclude_from_org_reporting boolean not null default false,
  public_share_links_require_approval boolean not null default false,
  description text not null default '',
  is_prepaid boolean not null default false,
  is_preconfigured boolean not null default false,
  is_pre_approved_only boolean not null default false,
  is_archived boolean not null default false,
  notify_lci_source_change boolean not null default false,
  lci_source_change_message text not null default '',
  created_by integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index projects_organisation_idx on projects (organisation_id, is_archived);
create index projects_location_idx on projects (latitude, longitude);

create table project_coordinators (
  project_id integer not null references projects (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (project_id, user_id)
);
create index project_coordinators_user_idx on project_coordinators (user_id);

create table project_pre_approved_users (
  id integer generated always as identity primary key,
  project_id integer not null references projects (id) on delete cascade,
  email text not null,
  created_at timestamptz not null default now()
);
create unique index project_pre_approved_users_key on project_pre_approved_users (project_id, lower(email));

create table project_targets (
  id integer generated always as identity primary key,
  project_id integer not null references projects (id) on delete cascade,
  name text not null default '',
  indicator_id integer not null,
  attribute_id integer not null default 0,
  timescale_id integer not null default 2 check (timescale_id in (1, 2, 3)),
  lc_phases jsonb not null,
  savings_target double precision not null default 50,
  include_on_site_renewable boolean not null default false,
  base_price double precision not null default 220,
  relative_exchange_rate double precision not null default 1,
  currency text not null default 'AUD',
  is_locked boolean not null default false,
  created_at timestamptz not null default now()
);
create index project_targets_project_idx on project_targets (project_id);

create table structures (
  id integer generated always as identity primary key,
  project_id integer not null references projects (id) on delete cascade,
  name text not null,
  address text not null default '',
  custom_field_value text not null default '',
  description text not null default '',
  project_target_id integer references project_targets (id) on delete set null,
  is_locked boolean not null default false,
  is_archived boolean not null default false,
  is_design_locked boolean not null default false,
  created_by integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index structures_project_idx on structures (project_id, is_archived);

create table structure_users (
  structure_id integer not null references structures (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  access_level integer not null check (access_level in (1, 2, 3)),
  is_requesting_access boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (structure_id, user_id)
);
create index structure_users_user_idx on structure_users (user_id);

create table designs (
  id integer generated always as identity primary key,
  kind text not null check (kind in ('design', 'baseline', 'preset')),
  -- the lot of a lot design; null for library baselines and presets
  structure_id integer references structures (id) on delete cascade,
  -- owner of an organisation baseline or preset; null for the shipped library
  organisation_id integer references organisations (id) on delete cascade,
  library_key text unique,
  baseline_design_id integer references designs (id),
  preset_design_id integer references designs (id),
  lci_group_id integer not null references lci_groups (id),
  name text not null,
  description text not null default '',
  function_type_name text not null,
  image_url text,
  is_approved boolean not null default true,
  is_archived boolean not null default false,
  is_submitted boolean not null default false,
  is_feature boolean not null default false,
  share_permission integer not null default 0,
  design_phase_id integer,
  design_purpose_id integer,
  dwellings double precision not null,
  bedrooms double precision not null,
  bathrooms double precision not null,
  floors double precision not null,
  gross_floor_area double precision,
  design jsonb not null,
  version integer not null default 1,
  created_by integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index designs_structure_idx on designs (structure_id) where not is_archived;
create index designs_library_idx on designs (kind, organisation_id) where not is_archived;
create index designs_feature_idx on designs (updated_at desc) where is_feature and share_permission = 1;

create table organisation_baselines (
  organisation_id integer not null references organisations (id) on delete cascade,
  design_id integer not null references designs (id) on delete cascade,
  primary key (organisation_id, design_id)
);

create table project_baselines (
  project_id integer not null references projects (id) on delete cascade,
  design_id integer not null references designs (id) on delete cascade,
  primary key (project_id, design_id)
);

create table credit_ledger (
  id integer generated always as identity primary key,
  organisation_id integer not null references organisations (id) on delete cascade,
  project_id integer references projects (id) on delete cascade,
  structure_id integer references structures (id) on delete set null,
  account text not null check (account in ('organisation', 'project')),
  amount integer not null,
  reason text not null,
  created_by integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  check ((account = 'project') = (project_id is not null))
);
create index credit_ledger_organisation_idx on credit_ledger (organisation_id, account);
create index credit_ledger_project_idx on credit_ledger (project_id) where project_id is not null;

alter table messages
  add column message_type integer not null default 1 check (message_type in (1, 2)),
  add column organisation_id integer references organisations (id) on delete set null;

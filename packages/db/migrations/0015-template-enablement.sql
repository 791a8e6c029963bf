-- Template enablement per organisation and per baseline
-- (docs/decisions/0022-template-and-baseline-enablement.md).
--
-- Every template of the library is approved unless a row here says otherwise: the rows are the
-- templates an organisation admin turned off, for the organisation (level 1, /org-templates) or
-- for the designs built on one of its baselines (level 3, /baseline-templates: keyed by the
-- baseline's library lot). Template ids are the reference library's (text), not a table's.
create table organisation_disabled_templates (
  organisation_id integer not null references organisations (id) on delete cascade,
  template_id text not null,
  created_by integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (organisation_id, template_id)
);

create table baseline_disabled_templates (
  structure_id integer not null references structures (id) on delete cascade,
  template_id text not null,
  created_by integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (structure_id, template_id)
);

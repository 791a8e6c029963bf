-- Lot risk assessments (docs/methodology.md §19; spec document 3 §4 "Users, risk"). A lot's design
-- is assessed when it is submitted: its risk points, what each means, and its whole-life GWP
-- reduction (read by the assessments of the development's later lots). A resubmission supersedes
-- the lot's earlier assessment, so the lot is reassessed and any low-risk marking applies only to
-- the submission it was made on; earlier rows are kept with who marked them and when.

create table lot_risk_assessments (
  id serial primary key,
  structure_id integer not null references structures(id) on delete cascade,
  design_id integer not null references designs(id) on delete cascade,
  design_version integer not null,
  risk_points double precision not null check (risk_points >= 0),
  risk_descriptions jsonb not null default '[]'::jsonb,
  gwp_reduction double precision,
  assessed_at timestamptz not null default now(),
  approved_by integer references users(id) on delete set null,
  approved_at timestamptz,
  superseded_at timestamptz
);

-- one current assessment per lot
create unique index lot_risk_assessments_current
  on lot_risk_assessments (structure_id) where superseded_at is null;

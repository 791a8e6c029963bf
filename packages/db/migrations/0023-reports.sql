-- Lot and project reports (spec document 3 §2 "Sharing and reports"; docs/decisions/0028-reports.md).
-- A report is asked for, then made by a job (the PDF goes to the BlobStore at blob_key). level is
-- the share routes' reportLevel: 3 a lot (structure_id set), 2 a project (structure_id null).
-- version_key names what the report was made from: a lot's design id and version, or a digest of
-- the project's lots' design versions. A report already asked for with the same key is reused,
-- unless its making failed: at most one live (not failed) report per subject, type and key.

create table reports (
  id serial primary key,
  level smallint not null check (level in (2, 3)),
  project_id integer not null references projects(id) on delete cascade,
  structure_id integer references structures(id) on delete cascade,
  report_type_id smallint not null,
  design_id integer references designs(id) on delete set null,
  design_version integer,
  version_key text not null,
  title text not null,
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  blob_key text,
  size_bytes integer,
  error text,
  created_by integer references users(id) on delete set null,
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  check ((level = 3) = (structure_id is not null)),
  check (status <> 'done' or blob_key is not null)
);

create unique index reports_live_version
  on reports (level, project_id, coalesce(structure_id, 0), report_type_id, version_key)
  where status <> 'failed';

-- a subject's report list, newest first
create index reports_structure_idx on reports (structure_id, created_at desc) where level = 3;
create index reports_project_idx on reports (project_id, created_at desc) where level = 2;

-- Submission of designs (docs/decisions/0006-submission.md). Reference documents uploaded for a
-- design before it is submitted (document 2 "Submit"). The file itself lives in the BlobStore under
-- a generated key; the row keeps the user's file name (for display and download) and the detected
-- content type.

create table design_references (
  id integer generated always as identity primary key,
  design_id integer not null references designs (id) on delete cascade,
  ref_type_id integer not null,
  file_name text not null,
  blob_key text not null unique,
  content_type text not null,
  size_bytes integer not null check (size_bytes >= 0),
  uploaded_by integer references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index design_references_design_idx on design_references (design_id, ref_type_id);

alter table designs
  add column submitted_at timestamptz,
  add column submitted_by integer references users (id) on delete set null;

-- Library lots and frozen benchmarks (docs/decisions/0015-library-lots-and-frozen-benchmarks.md).
--
-- 1. A lot made by Create Baseline or Create Preset holds an organisation's library design, not a
--    builder's work: structures.is_library. Only organisation admins may change such a lot or its
--    design (apps/server/src/access/access.ts), and lot lists leave it out for everyone else.
--    Existing lots whose design was ever a baseline or preset are marked.
alter table structures add column is_library boolean not null default false;
update structures s set is_library = true
where exists (select 1 from designs d where d.structure_id = s.id and d.kind <> 'design');

-- 2. A design's JSON never changes without its version: any update that changes `design` and
--    does not raise `version` raises it here (the shipped library's refresh did not). So a design
--    id and version name one content for ever, which 3. relies on.
create or replace function circa_design_version_follows_content()
returns trigger
language plpgsql
as $$
begin
  if new.design is distinct from old.design and new.version <= old.version then
    new.version := old.version + 1;
  end if;
  return new;
end
$$;
create trigger designs_version_follows_content
  before update of design on designs
  for each row execute function circa_design_version_follows_content();

-- 3. A lot's benchmark is its baseline as it was when the lot was built: the baseline's JSON at
--    that version is kept in design_versions (once per baseline version that a lot was built on)
--    and the lot's design names it in baseline_version. Editing the baseline later makes a new
--    version and moves no existing benchmark.
create table design_versions (
  design_id integer not null references designs (id) on delete cascade,
  version integer not null,
  design jsonb not null,
  created_at timestamptz not null default now(),
  primary key (design_id, version)
);

alter table designs add column baseline_version integer;

-- designs already built on a baseline keep the baseline as it is now (what their results show)
insert into design_versions (design_id, version, design)
select b.id, b.version, b.design from designs b
where exists (
  select 1 from designs d where d.baseline_design_id = b.id and d.structure_id is not null
);
update designs d set baseline_version = b.version
from designs b
where b.id = d.baseline_design_id and d.structure_id is not null;

alter table designs
  add constraint designs_baseline_version_fk
    foreign key (baseline_design_id, baseline_version) references design_versions (design_id, version),
  -- a design on a lot that was built on a baseline says which version of it
  add constraint designs_lot_baseline_version_check
    check (structure_id is null or baseline_design_id is null or baseline_version is not null);

-- a kept version is never rewritten
create or replace function circa_design_versions_are_frozen()
returns trigger
language plpgsql
as $$
begin
  raise exception 'design_versions rows are never changed';
end
$$;
create trigger design_versions_are_frozen
  before update on design_versions
  for each row execute function circa_design_versions_are_frozen();

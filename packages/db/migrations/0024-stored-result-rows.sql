-- Portfolio analysis (issue 14 part 2, decision 0029 "Portfolio"): the engine's impact rows of a
-- submitted design version, summed over years, element and line into one row per indicator,
-- life cycle module, construction category and material category. Written when a lot is
-- submitted (a job) and back-filled on the first portfolio read that finds a submitted design
-- without them, so a development's or an organisation's pivot reads rows instead of
-- evaluating every design again.
--
-- stored_results is one row per design version that was written (also when it has no rows), with
-- its 'targets achieved' outcome and the targets it was decided with (targets_key: the
-- development's targets as the engine reads them; a change of targets decides the outcome again).
create table stored_results (
  design_id integer not null references designs (id) on delete cascade,
  design_version integer not null,
  targets_key text not null,
  -- true: every target achieved; false: at least one missed; null: no targets or not assessable
  targets_achieved boolean,
  -- the indicators it has rows for (the portfolio's impact choices without reading every row)
  indicator_ids integer[] not null,
  written_at timestamptz not null default now(),
  primary key (design_id, design_version)
);

create table stored_result_rows (
  design_id integer not null,
  design_version integer not null,
  indicator_id smallint not null,
  module text not null,
  category text not null,
  material text not null,
  -- the indicator's unit (undiscounted unless the design's evaluation discounts cost)
  value double precision not null,
  foreign key (design_id, design_version)
    references stored_results (design_id, design_version) on delete cascade
);
create index stored_result_rows_design
  on stored_result_rows (design_id, design_version, indicator_id);

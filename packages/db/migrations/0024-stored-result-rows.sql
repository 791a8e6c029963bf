-- Portfolio analysis (issue 14 part 2, decision 0029 "Portfolio"): the engine's impact rows of a
-- submitted design version, summed over years, element and line into one row per indicator,
-- life cycle module, construction category and material category (stored per indicator). Written when a lot is
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

-- The rows of one indicator of a stored design version, column-wise in one JSON document
-- (StoredIndicatorRows in portfolio.repository.ts: the version's own dictionaries of modules,
-- construction and material categories, then per row an index into each and the value, in the
-- indicator's unit). A row per value was ~1,700 rows a design; reading one indicator of 1,000
-- lots (282,000 rows) took ~4 s on PGlite, where 1,000 documents take a fraction of that.
create table stored_result_rows (
  design_id integer not null,
  design_version integer not null,
  indicator_id smallint not null,
  rows json not null,
  primary key (design_id, design_version, indicator_id),
  foreign key (design_id, design_version)
    references stored_results (design_id, design_version) on delete cascade
);

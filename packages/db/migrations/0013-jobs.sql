-- One job queue for background work (docs/decisions/0018-job-queue.md).
--
-- A job is enqueued in the transaction of the write it belongs to, so it exists exactly when that
-- write committed. Workers claim due jobs with `FOR UPDATE SKIP LOCKED` (PostgreSQL and PGlite
-- alike) and hold each for a lease (locked_by, locked_until); a worker that dies mid-job leaves
-- its lease to expire, and the job is claimed again. attempts counts claims, so a job whose
-- worker keeps dying still ends after max_attempts. A failed attempt sets last_error and run_at
-- (exponential back-off); after the last one failed_at marks the job given up. done_at marks it
-- done. The payload is erased (null) once the job is done or given up: it may carry a secret (a
-- recovery PIN, a verification link).
create table jobs (
  id bigint generated always as identity primary key,
  kind text not null,
  payload jsonb,
  run_at timestamptz not null,
  attempts integer not null default 0 check (attempts >= 0),
  max_attempts integer not null check (max_attempts >= 1),
  locked_by text,
  locked_until timestamptz,
  last_error text,
  done_at timestamptz,
  failed_at timestamptz,
  -- optional: a second enqueue with the same key is ignored (at most one job per key)
  idempotency_key text unique,
  -- optional: jobs with the same key run one at a time, in the order they were enqueued
  serial_key text,
  created_at timestamptz not null default now(),
  check (done_at is null or failed_at is null)
);

-- the jobs still to run, by when they are due (what every claim scans)
create index jobs_due_idx on jobs (run_at, id) where done_at is null and failed_at is null;
-- an unfinished earlier job of the same serial key holds the later ones back
create index jobs_serial_idx on jobs (serial_key, id)
  where serial_key is not null and done_at is null and failed_at is null;
-- finished jobs are purged after a retention period
create index jobs_finished_idx on jobs (coalesce(done_at, failed_at))
  where done_at is not null or failed_at is not null;

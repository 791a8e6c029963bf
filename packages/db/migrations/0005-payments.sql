-- Paying for a lot, by credits or by card (docs/decisions/0007-credits-and-card-payment.md).
-- structure_payments is the one record that a lot is paid; its primary key means a lot is paid
-- at most once, whatever races. The partial unique index stops a lot being charged twice from
-- the same credit account even outside the service's organisation lock.

create table payments (
  id integer generated always as identity primary key,
  structure_id integer not null references structures (id) on delete cascade,
  organisation_id integer not null references organisations (id) on delete cascade,
  provider text not null default 'stripe',
  intent_id text not null unique,
  amount integer not null check (amount >= 0),
  currency text not null,
  dwellings integer not null check (dwellings >= 0),
  status text not null,
  created_by integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  verified_at timestamptz
);
create index payments_structure_idx on payments (structure_id);

create table structure_payments (
  structure_id integer primary key references structures (id) on delete cascade,
  method text not null check (method in ('credits', 'card')),
  payment_id integer references payments (id) on delete set null,
  dwellings integer not null check (dwellings >= 0),
  paid_by integer references users (id) on delete set null,
  paid_at timestamptz not null default now()
);

create unique index credit_ledger_one_use_per_lot
  on credit_ledger (structure_id, account) where reason = 'use';

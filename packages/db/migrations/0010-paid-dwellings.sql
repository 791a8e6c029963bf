-- A lot is paid for a number of dwellings (docs/security.md "Access and money"). Each payment
-- (credits used or a verified card payment) is a structure_payments row with the dwellings it paid
-- for; the lot is paid while the sum covers the dwellings of its current design (1 credit per whole
-- dwelling, at least 1). Raising dwellings beyond what was paid closes results and submission until
-- the difference is paid; lowering them refunds nothing.

alter table structure_payments drop constraint structure_payments_pkey;
alter table structure_payments add column id integer generated always as identity primary key;
create index structure_payments_structure_idx on structure_payments (structure_id);
-- a card payment is counted once, however often it is verified
create unique index structure_payments_one_per_card_payment
  on structure_payments (payment_id) where payment_id is not null;
-- a lot may now use credits more than once, each time for the dwellings not yet paid: a credits
-- payment records the dwellings paid before it (paid_from), and two credits payments of a lot
-- cannot start from the same count, so two concurrent uses can never pay the same dwellings twice
-- (the organisation's row lock in the service already serialises them; this is the backstop)
alter table structure_payments add column paid_from integer not null default 0 check (paid_from >= 0);
create unique index structure_payments_credits_once_per_dwelling
  on structure_payments (structure_id, paid_from) where method = 'credits';
drop index credit_ledger_one_use_per_lot;

-- Dwellings paid for so far.
create or replace function circa_paid_dwellings(p_structure_id integer)
returns integer
language sql
stable
as $$
  select coalesce(sum(dwellings), 0)::integer from structure_payments where structure_id = p_structure_id
$$;

-- Credits (dwellings) the lot's current design needs: whole dwellings, at least 1; null without a design.
create or replace function circa_due_dwellings(p_structure_id integer)
returns integer
language sql
stable
as $$
  select greatest(1, ceil(d.dwellings))::integer from designs d
  where d.structure_id = p_structure_id and not d.is_archived
  order by d.id desc
  limit 1
$$;

create or replace function circa_is_paid(p_structure_id integer)
returns boolean
language sql
stable
as $$
  select exists (select 1 from structure_payments sp where sp.structure_id = p_structure_id)
    and circa_paid_dwellings(p_structure_id) >= coalesce(circa_due_dwellings(p_structure_id), 1)
$$;

create or replace function circa_lot_access(p_structure_id integer, p_user_id integer, p_email text)
returns jsonb
language plpgsql
stable
as $$
declare
  s structures;
  project_access jsonb;
begin
  select * into s from structures where id = p_structure_id;
  if not found then
    return null;
  end if;
  project_access := circa_project_access(s.project_id, p_user_id, p_email);
  return project_access || jsonb_build_object(
    'structure', to_jsonb(s),
    'access_level', case when (project_access ->> 'is_visible')::boolean then coalesce((
      select su.access_level from structure_users su
      where su.structure_id = s.id and su.user_id = p_user_id and not su.is_requesting_access
    ), 0) else 0 end,
    'is_paid', circa_is_paid(s.id),
    'paid_dwellings', circa_paid_dwellings(s.id),
    'design', (
      select to_jsonb(d) - 'design' from designs d
      where d.structure_id = s.id and not d.is_archived
      order by d.id desc
      limit 1
    )
  );
end
$$;

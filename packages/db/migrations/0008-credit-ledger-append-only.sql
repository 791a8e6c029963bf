-- The credit ledger is append-only (docs/decisions/0007-credits-and-card-payment.md).
-- Balances are sums of its rows, so a row once written is never changed or removed; corrections
-- are new rows ('adjustment'). The only change allowed is the one the foreign keys make when a
-- lot or a user is deleted: structure_id or created_by set to null, everything else unchanged.
-- Deleting an organisation or development with ledger rows is refused (their rows would cascade).

create or replace function circa_credit_ledger_append_only()
returns trigger
language plpgsql
as $$
begin
  if tg_level = 'ROW' and tg_op = 'UPDATE'
    and new.id = old.id
    and new.organisation_id = old.organisation_id
    and new.project_id is not distinct from old.project_id
    and (new.structure_id is not distinct from old.structure_id or new.structure_id is null)
    and new.account = old.account
    and new.amount = old.amount
    and new.reason = old.reason
    and (new.created_by is not distinct from old.created_by or new.created_by is null)
    and new.created_at = old.created_at
  then
    return new;
  end if;
  raise exception 'credit_ledger is append-only: % is not allowed', lower(tg_op)
    using errcode = 'restrict_violation';
end;
$$;

create trigger credit_ledger_append_only
  before update or delete on credit_ledger
  for each row execute function circa_credit_ledger_append_only();

create trigger credit_ledger_no_truncate
  before truncate on credit_ledger
  for each statement execute function circa_credit_ledger_append_only();

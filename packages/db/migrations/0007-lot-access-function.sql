-- The caller's standing on a development, and on a lot, each in one call: every development and
-- lot request needs it. PL/pgSQL functions keep their query plans between calls; planning the
-- equivalent ad-hoc query took ~10 ms on PGlite, far more than running it
-- (docs/decisions/0009-lot-access-in-one-call.md).

-- A development, its organisation's name and the caller's standing. Visibility is the same rule
-- as projectVisibleTo in projects.repository.ts (used by the lists): a member who is not blocked
-- sees a development unless it is for pre-approved users only, where only admins, coordinators
-- and pre-approved emails see it; anyone given access to one of its lots sees it.
create or replace function circa_project_access(p_project_id integer, p_user_id integer, p_email text)
returns jsonb
language plpgsql
stable
as $$
declare
  result jsonb;
begin
  select jsonb_build_object(
    'project', to_jsonb(p),
    'organisation_name', o.name,
    'is_org_admin', coalesce(me.is_admin and not me.is_blocked, false),
    'is_coordinator', exists (
      select 1 from project_coordinators pc where pc.project_id = p.id and pc.user_id = p_user_id
    ),
    'is_visible', (
      (me.user_id is not null and not me.is_blocked and (
        me.is_admin
        or not p.is_pre_approved_only
        or exists (
          select 1 from project_coordinators c where c.project_id = p.id and c.user_id = p_user_id
        )
        or exists (
          select 1 from project_pre_approved_users pa
          where pa.project_id = p.id and lower(pa.email) = lower(p_email)
        )
      ))
      or exists (
        select 1 from structure_users su join structures s2 on s2.id = su.structure_id
        where s2.project_id = p.id and su.user_id = p_user_id
      )
    )
  ) into result
  from projects p
  join organisations o on o.id = p.organisation_id
  left join memberships me on me.organisation_id = p.organisation_id and me.user_id = p_user_id
  where p.id = p_project_id;
  return result;
end
$$;

-- A lot with all of the above for its development, the caller's access level on the lot,
-- whether the lot is paid and its current design's columns (without the design JSON).
create or replace function circa_lot_access(p_structure_id integer, p_user_id integer, p_email text)
returns jsonb
language plpgsql
stable
as $$
declare
  s structures;
begin
  select * into s from structures where id = p_structure_id;
  if not found then
    return null;
  end if;
  return circa_project_access(s.project_id, p_user_id, p_email) || jsonb_build_object(
    'structure', to_jsonb(s),
    'access_level', coalesce((
      select su.access_level from structure_users su
      where su.structure_id = s.id and su.user_id = p_user_id
    ), 0),
    'is_paid', exists (select 1 from structure_payments sp where sp.structure_id = s.id),
    'design', (
      select to_jsonb(d) - 'design' from designs d
      where d.structure_id = s.id and not d.is_archived
      order by d.id desc
      limit 1
    )
  );
end
$$;

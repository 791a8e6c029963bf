-- Who sees a development and a lot (docs/security.md "Access and money"). A lot-access *request*
-- (structure_users.is_requesting_access) grants nothing until it is approved, and a member blocked
-- by the organisation (memberships.is_blocked) sees and works on none of its developments or lots,
-- even where they hold a lot row. Outside collaborators (approved lot rows, no membership) keep
-- their lots. The same rule is `projectVisibleTo` in projects.repository.ts; both are tested
-- against one table of cases (apps/server/src/access/access-rules.db.test.ts).

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
    'is_coordinator', coalesce(not me.is_blocked, true) and exists (
      select 1 from project_coordinators pc where pc.project_id = p.id and pc.user_id = p_user_id
    ),
    'is_visible', coalesce(not me.is_blocked, true) and (
      (me.user_id is not null and (
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
        where s2.project_id = p.id and su.user_id = p_user_id and not su.is_requesting_access
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

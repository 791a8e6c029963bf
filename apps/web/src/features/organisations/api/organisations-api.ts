import { useQuery } from '@tanstack/react-query';
import {
  getOrgDevelopments,
  isRapidOrgAdmin,
  rapidOrganisation,
} from '@circa/contract/organisations.routes';
import { apiQuery } from '../../../lib/api-query';

/** The caller's organisations (the organisation picker). */
export function useOrganisations() {
  return useQuery(apiQuery(rapidOrganisation, {}));
}

/** An organisation's developments, archived ones only when asked. */
export function useOrgDevelopments(orgId: number, includeArchivedProjects: boolean) {
  return useQuery({
    ...apiQuery(getOrgDevelopments, { orgId, includeArchivedProjects }),
    enabled: orgId > 0,
  });
}

/** Whether the caller administers the organisation. */
export function useIsOrgAdmin(orgId: number) {
  return useQuery({ ...apiQuery(isRapidOrgAdmin, { orgId }), enabled: orgId > 0 });
}

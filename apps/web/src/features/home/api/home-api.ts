import { useQuery } from '@tanstack/react-query';
import { featureDesigns, userBuilds } from '@circa/contract/builds.routes';
import type { BuildSummary } from '@circa/contract/builds.schema';
import { getUserDevelopments } from '@circa/contract/developments.routes';
import { myJoinRequests } from '@circa/contract/org-membership.routes';
import { rapidOrganisation } from '@circa/contract/organisations.routes';
import { callApi } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import { useInfiniteList } from '../../../ui/use-infinite-list';

/** Home lists show 3 items (document 1 §9). */
export const homeListSize = 3;

/** The Featured Designs feed, 10 at a time (document 1 §2.4). */
export function useFeaturedDesigns() {
  return useInfiniteList<BuildSummary>({
    queryKey: ['api', featureDesigns.id],
    fetchPage: (start, numberOf, signal) =>
      callApi(featureDesigns, { start, numberOf }, { signal }),
  });
}

/** The caller's 3 most recent builds (My Builds on home). */
export function useRecentBuilds(enabled: boolean) {
  return useQuery({ ...apiQuery(userBuilds, { offset: 0, count: homeListSize }), enabled });
}

/** The caller's 3 newest developments (My Developments on home). */
export function useRecentDevelopments(enabled: boolean) {
  return useQuery({
    ...apiQuery(getUserDevelopments, {
      start: 0,
      numberOf: homeListSize,
      includeArchivedProjects: false,
    }),
    enabled,
  });
}

/** The caller's organisations (Home's next step: none yet means creating or joining one). */
/** The caller's requests to join organisations still waiting for an answer (decision 0024). */
export function useMyJoinRequests(enabled: boolean) {
  return useQuery({ ...apiQuery(myJoinRequests, {}), enabled });
}

export function useMyOrganisations(enabled: boolean) {
  return useQuery({ ...apiQuery(rapidOrganisation, {}), enabled });
}

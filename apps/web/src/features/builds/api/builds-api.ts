import { useQuery, useQueryClient } from '@tanstack/react-query';
import { completeUserBuilds } from '@circa/contract/builds.routes';
import type { BuildSummary } from '@circa/contract/builds.schema';
import type { RouteResponse } from '@circa/contract/route';
import { apiQuery } from '../../../lib/api-query';
import { useClientPages } from '../hooks/use-client-pages';
import type { BuildFilter } from '../hooks/build-filter';
import { matchesFilter, matchesSearch } from '../hooks/build-filter';

type CompleteBuilds = RouteResponse<typeof completeUserBuilds>;

/** All the caller's builds with their organisations and developments. */
export function useCompleteUserBuilds() {
  return useQuery(apiQuery(completeUserBuilds, {}));
}

/** Names of a build's development and organisation (for search and the card). */
export function buildContext(
  build: BuildSummary,
  answer: CompleteBuilds,
): { projectName: string; orgName: string } {
  const project = answer.Projects.find((p) => p.ProjectId === build.ProjectId);
  const org = answer.Organisations.find((o) => o.Id === (build.OrgId ?? project?.OrgId));
  return { projectName: project?.Name ?? '', orgName: org?.Title ?? project?.OrgName ?? '' };
}

/** The builds matching the search and filter. */
export function selectBuilds(
  answer: CompleteBuilds,
  search: string,
  filter: BuildFilter,
): BuildSummary[] {
  return answer.BuildSummaries.filter((build) => {
    const { projectName, orgName } = buildContext(build, answer);
    return matchesFilter(build, filter) && matchesSearch(build, search, [projectName, orgName]);
  });
}

/** The builds list, 10 at a time, searched and filtered on the client. */
export function useBuildPages(search: string, filter: BuildFilter) {
  const queryClient = useQueryClient();
  return useClientPages<BuildSummary>(
    ['api', completeUserBuilds.id, 'pages', search.trim().toLocaleLowerCase(), filter],
    async () =>
      selectBuilds(await queryClient.fetchQuery(apiQuery(completeUserBuilds, {})), search, filter),
  );
}

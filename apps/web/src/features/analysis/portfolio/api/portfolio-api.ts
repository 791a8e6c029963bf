import { useQuery } from '@tanstack/react-query';
import { developmentPortfolio, orgPortfolio } from '@circa/contract/portfolio.routes';
import type { PortfolioPivot } from '@circa/contract/portfolio.schema';
import { apiQuery } from '../../../../lib/api-query';

/** While some lots are still being prepared, ask again this often (ms). */
const PREPARING_POLL_MS = 3000;

const pollWhilePreparing = (query: { state: { data?: PortfolioPivot } }) =>
  (query.state.data?.PreparingLots ?? 0) > 0 ? PREPARING_POLL_MS : false;

/** Which portfolio a page shows: an organisation's or a development's. */
export type PortfolioScopeParam = { kind: 'organisation' | 'development'; id: number };

/**
 * The portfolio pivot of one indicator (GET /orgPortfolio or GET /developmentPortfolio), asked
 * again every few seconds while lots are still being prepared.
 */
export function usePortfolio(scope: PortfolioScopeParam, indicatorId: number) {
  return useQuery({
    ...(scope.kind === 'organisation'
      ? apiQuery(orgPortfolio, { orgId: scope.id, indicatorId })
      : apiQuery(developmentPortfolio, { projectId: scope.id, indicatorId })),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
    refetchInterval: pollWhilePreparing,
  });
}

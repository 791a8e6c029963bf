import * as routes from '@circa/contract/portfolio.routes';
import type { FastifyInstance } from 'fastify';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import { handlePortfolioJobs } from './portfolio-job';
import { developmentPortfolio, organisationPortfolio } from './portfolio.service';
import type { PortfolioDeps } from './portfolio.service';

/** Portfolio analysis (issue 14 part 2): an organisation's and a development's submitted lots. */
export function registerPortfolioRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: Omit<PortfolioDeps, 'storeBudgetMs'> & { storeBudgetMs?: number },
): void {
  const portfolio: PortfolioDeps = { storeBudgetMs: 1000, ...deps };
  handlePortfolioJobs(deps.jobs, deps.db);
  implementRoute(app, authenticate, routes.orgPortfolio, ({ user, input }) =>
    organisationPortfolio(portfolio, user, input),
  );
  implementRoute(app, authenticate, routes.developmentPortfolio, ({ user, input }) =>
    developmentPortfolio(portfolio, user, input),
  );
}

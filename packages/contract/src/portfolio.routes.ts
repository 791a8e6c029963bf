import {
  developmentPortfolioQuerySchema,
  orgPortfolioQuerySchema,
  portfolioPivotSchema,
} from './portfolio.schema';
import { defineRoute } from './route';

/**
 * Portfolio analysis (issue 14 part 2; beyond the spec). An organisation's portfolio is for its
 * admins; a development's for its admin coordinators (and the organisation's admins). Others of
 * the organisation get 403, anyone outside it 404.
 */

export const orgPortfolio = defineRoute({
  id: 'orgPortfolio',
  method: 'GET',
  paths: ['/orgPortfolio'],
  access: 'user',
  requestKind: 'query',
  request: orgPortfolioQuerySchema,
  response: portfolioPivotSchema,
  envelope: 'data',
  summary:
    "The pivot rows of every submitted lot of an organisation's active developments, for one indicator, column-wise, with each lot's 'targets achieved'.",
  errors: ['not_found', 'forbidden', 'validation_failed'],
});

export const developmentPortfolio = defineRoute({
  id: 'developmentPortfolio',
  method: 'GET',
  paths: ['/developmentPortfolio'],
  access: 'user',
  requestKind: 'query',
  request: developmentPortfolioQuerySchema,
  response: portfolioPivotSchema,
  envelope: 'data',
  summary:
    "The pivot rows of every submitted lot of a development, for one indicator, column-wise, with each lot's 'targets achieved'.",
  errors: ['not_found', 'forbidden', 'validation_failed'],
});

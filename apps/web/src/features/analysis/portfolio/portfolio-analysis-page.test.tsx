// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { developmentPortfolio, orgPortfolio } from '@circa/contract/portfolio.routes';
import type { PortfolioPivot } from '@circa/contract/portfolio.schema';
import {
  isolateEachTest,
  jsonResponse,
  mockApi,
  onRoute,
  renderRoutes,
} from '../../../app/test-utils';
import { DevelopmentPortfolioPage, OrgPortfolioPage } from './portfolio-analysis-page';

const routes = [
  { path: '/org-analysis/:orgId', element: <OrgPortfolioPage /> },
  { path: '/project-analysis/:projectId', element: <DevelopmentPortfolioPage /> },
];

isolateEachTest();

function emptyPortfolio(overrides: Partial<PortfolioPivot> = {}): PortfolioPivot {
  return {
    Scope: { Kind: 'development', Id: 3, Name: 'Demo Estate' },
    Indicators: [],
    IndicatorId: 1,
    Lots: [],
    Modules: [],
    Categories: [],
    Materials: [],
    Rows: { Count: 0, Lot: '', Module: '', Category: '', Material: '', Value: '' },
    PreparingLots: 0,
    ...overrides,
  };
}

describe('Portfolio Analysis page', () => {
  it('says when a development has no submitted lot yet', async () => {
    mockApi({ ...onRoute(developmentPortfolio, () => emptyPortfolio()) });
    renderRoutes(routes, ['/project-analysis/3']);
    expect(
      await screen.findByText(
        'No submitted lots yet: a lot appears here once its design is submitted.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/0 submitted lots of Demo Estate/)).toBeTruthy();
  });

  it('says how many lots are still being prepared', async () => {
    const lot = {
      StructureId: 8,
      LotName: 'Lot 8',
      ProjectId: 3,
      DevelopmentName: 'Demo Estate',
      DesignId: 80,
      DesignName: 'Plan A',
      TargetsAchieved: 'Preparing' as const,
    };
    mockApi({
      ...onRoute(developmentPortfolio, () => emptyPortfolio({ Lots: [lot], PreparingLots: 1 })),
    });
    renderRoutes(routes, ['/project-analysis/3']);
    expect(
      await screen.findByText(
        '1 submitted lot is still being prepared for analysis; it is added here when ready.',
      ),
    ).toBeTruthy();
  });

  it("shows the server's reason to a member who is not an admin", async () => {
    mockApi({
      ...onRoute(orgPortfolio, () =>
        jsonResponse(
          {
            code: 'forbidden',
            message: 'Only an administrator of this organisation can do that.',
          },
          403,
        ),
      ),
    });
    renderRoutes(routes, ['/org-analysis/5']);
    expect(
      await screen.findByText('Only an administrator of this organisation can do that.'),
    ).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { designPerformance } from '@circa/contract/public-page.routes';
import { generateDesignPerformanceReport } from '@circa/contract/reports.routes';
import { ReportTypeId } from '@circa/contract/reports.schema';
import type { DesignPerformance } from '@circa/contract/public-page.schema';
import { embeddedAnswerElementId as embeddedAnswerId } from '@circa/contract/public-page.schema';
import {
  CurrentPath,
  isolateEachTest,
  jsonResponse,
  mockApi,
  onRoute,
  renderRoutes,
  sentRouteBodies,
} from '../../../app/test-utils';
import { readTarget } from '../../../lib/return-to';
import { DesignPerformancePage } from './design-performance-page';

const routes = [
  { path: '/feed/:id', element: <DesignPerformancePage /> },
  { path: '/login', element: <CurrentPath /> },
];

function answer(extra: Partial<DesignPerformance> = {}): DesignPerformance {
  return {
    MetaData: { Title: 'Lot 102 Design | Circa', Description: 'x', ImageUrl: null },
    DesignId: 1295,
    FeedId: 'zz',
    DesignName: 'Lot 102 Design',
    ImageUrl: null,
    Address: 'Lot 102, 14 Banksia Street, Marsden Park NSW 2765',
    DesignFunctionName: 'Detached house',
    Size: 180.97,
    Location: 'NSW 2765',
    Architect: null,
    BuildingFirm: 'Demo Builders',
    Developer: 'Demo Developments',
    Company: 'Demo Builders',
    CompanyLogo: null,
    UserName: 'Ada Admin',
    ProfilePictureUrl: null,
    Profession: null,
    Strategies: [
      { Title: 'Rooftop PV 5 kW', Description: 'Panels on the north roof.', ImageUrl: null },
    ],
    LifeCycleCO2Savings: 10_000,
    PercentImprovement: 17.3,
    GreenhouseGasAvoided: 10,
    DesignCO2: 47_800,
    BenchmarkCO2: 57_800,
    SummaryCards: [
      { Type: 'TreesPlanted', Value: 60 },
      { Type: 'CarsRemoved', Value: 10 / 4.6 },
    ],
    IsCirca: true,
    IsSubmitted: true,
    ShowLcaReportSection: true,
    ShowComplianceReportSection: true,
    LcaStudy: {
      Standards: ['ISO 14044', 'EN 15978'],
      ReferenceStudyPeriod: 60,
      Scope: 'A1-C4',
      LciSourceName: 'AusLCI',
    },
    ComplianceChecks: [
      {
        Name: 'Global warming potential: Upfront (A1-A5)',
        SavingsTarget: 20,
        Reduction: 24.5,
        IsAchieved: true,
      },
    ],
    QualityChecksTotal: 1,
    QualityChecksPassed: 1,
    ...extra,
  };
}

isolateEachTest();
afterEach(() => document.getElementById(embeddedAnswerId)?.remove());

describe('the public design page', () => {
  it('shows every section from the answer, with the improvement and tonnes avoided', async () => {
    mockApi({ ...onRoute(designPerformance, () => answer()) });
    renderRoutes(routes, ['/feed/zz']);
    expect(await screen.findByText('Lot 102 Design')).toBeTruthy();
    for (const name of [
      'Overview',
      'Contribution',
      'Design Performance Summary',
      'Environmental Strategies',
      'Life Cycle Assessment Information',
    ])
      expect(screen.getByRole('region', { name })).toBeTruthy();
    expect(screen.getByText('17.3% improvement')).toBeTruthy();
    expect(screen.getByText('10 tCO2e avoided')).toBeTruthy();
    expect(screen.getByText('180.9 m²')).toBeTruthy();
    const cards = screen.getByRole('list', { name: 'What the carbon avoided equals' });
    expect(within(cards).getByText('60')).toBeTruthy();
    expect(within(cards).getByText('2.2')).toBeTruthy();
    expect(screen.getByText(/1 of 1 targets achieved/)).toBeTruthy();
    expect(screen.queryByText('Design Under Review')).toBeNull();
    expect(screen.getByRole('link', { name: 'Learn more' })).toBeTruthy();
  });

  it('asks for its LCA and Compliance reports once drawn, and offers each to download', async () => {
    const fetchMock = mockApi({
      ...onRoute(designPerformance, () => answer()),
      ...onRoute(generateDesignPerformanceReport, ({ ReportType }) => ({
        ReportId: ReportType,
        Title: 'Lot 102',
        IsExcel: false,
        Timestamp: '2026-11-26T23:00:00.000Z',
        ReportTypeDesc: 'x',
        ReportTypeId: ReportType,
        Status: 'done' as const,
      })),
    });
    renderRoutes(routes, ['/feed/zz']);
    const reports = await screen.findByRole('region', { name: 'Reports' });
    expect(
      await within(reports).findByRole('button', { name: 'Download Life Cycle Assessment' }),
    ).toBeTruthy();
    expect(
      await within(reports).findByRole('button', { name: 'Download Compliance Report' }),
    ).toBeTruthy();
    expect(sentRouteBodies(fetchMock, generateDesignPerformanceReport)).toEqual([
      { DesignId: 1295, ReportType: ReportTypeId.LifeCycleAssessment },
      { DesignId: 1295, ReportType: ReportTypeId.ComplianceReport },
    ]);
  });

  it('opens a strategy in a Read More dialog', async () => {
    mockApi({ ...onRoute(designPerformance, () => answer()) });
    renderRoutes(routes, ['/feed/zz']);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Read More: Rooftop PV 5 kW' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rooftop PV 5 kW' });
    expect(within(dialog).getByText('Panels on the north roof.')).toBeTruthy();
  });

  it('marks an unsubmitted design Design Under Review', async () => {
    mockApi({ ...onRoute(designPerformance, () => answer({ IsSubmitted: false })) });
    renderRoutes(routes, ['/feed/zz']);
    expect(await screen.findByText('Design Under Review')).toBeTruthy();
  });

  it('draws a public design from the answer in the page, without asking for it', async () => {
    // only the reports, which load after the page is drawn, are asked for
    const fetchMock = mockApi({
      ...onRoute(generateDesignPerformanceReport, () =>
        jsonResponse({ code: 'forbidden', message: 'Access denied' }, 403),
      ),
    });
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = embeddedAnswerId;
    script.textContent = JSON.stringify(answer());
    document.head.appendChild(script);
    renderRoutes(routes, ['/feed/ZZ']);
    expect(await screen.findByText('17.3% improvement')).toBeTruthy();
    expect(sentRouteBodies(fetchMock, designPerformance)).toEqual([]);
  });

  it("says 'Access denied' when refused", async () => {
    mockApi({
      ...onRoute(designPerformance, () =>
        jsonResponse({ code: 'forbidden', message: 'Access denied' }, 403),
      ),
    });
    renderRoutes(routes, ['/feed/zz']);
    expect((await screen.findByRole('alert')).textContent).toBe('Access denied');
  });

  it('sends a signed-out visitor of a private design to sign in, then back here', async () => {
    mockApi({
      ...onRoute(designPerformance, () =>
        jsonResponse({ code: 'unauthenticated', message: 'Please sign in.' }, 401),
      ),
    });
    renderRoutes(routes, ['/feed/zz']);
    expect(await screen.findByText('At /login')).toBeTruthy();
    expect(readTarget()).toBe('/feed/zz');
  });

  it('shows the not-found page for a link that is not a design id', async () => {
    mockApi({});
    renderRoutes(routes, ['/feed/not-an-id']);
    expect(await screen.findByText('404! - Go home')).toBeTruthy();
  });
});

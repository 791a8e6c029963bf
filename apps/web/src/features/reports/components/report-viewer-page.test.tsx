// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAndFetchLotReport, fetchLotReport } from '@circa/contract/reports.routes';
import { reportTexts } from '@circa/contract/reports.schema';
import type { ReportDocument, ReportStatus } from '@circa/contract/reports.schema';
import {
  isolateEachTest,
  jsonResponse,
  mockApi,
  onRoute,
  renderRoutes,
  sentRouteBodies,
} from '../../../app/test-utils';
import { ReportViewerPage } from './report-viewer-page';

const routes = [
  { path: '/share/:id/:type/report/:reportTypeId/:reportId?', element: <ReportViewerPage /> },
];
const report = (Status: ReportStatus): ReportDocument => ({
  ReportId: 41,
  Title: 'Life Cycle Assessment – Lot 102',
  IsExcel: false,
  Timestamp: '2026-11-26T10:00:00.000Z',
  ReportTypeDesc: 'Life Cycle Assessment',
  ReportTypeId: 36,
  Status,
  Content: null,
});

isolateEachTest();

describe('ReportViewerPage', () => {
  it("asks for the type's report, replaces the route with its id and shows the making progress", async () => {
    const fetchMock = mockApi({
      ...onRoute(createAndFetchLotReport, () => report('queued')),
      ...onRoute(fetchLotReport, () => report('running')),
    });
    const { router } = renderRoutes(routes, ['/share/7/3/report/36']);
    expect(await screen.findByText('Generating the report…')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/share/7/3/report/36/41');
    expect(sentRouteBodies(fetchMock, createAndFetchLotReport)).toEqual([
      { StructureId: 7, ReportType: 36 },
    ]);
  });

  it("shows the server's refusal when the report may not be made", async () => {
    mockApi({
      ...onRoute(createAndFetchLotReport, () =>
        jsonResponse({ code: 'forbidden', message: reportTexts.notAuthorised }, 403),
      ),
    });
    renderRoutes(routes, ['/share/7/3/report/36']);
    expect(await screen.findByText(reportTexts.notAuthorised)).toBeTruthy();
  });

  it("says the spec's load failure text when the making failed, with a way to make it again", async () => {
    mockApi({ ...onRoute(fetchLotReport, () => report('failed')) });
    renderRoutes(routes, ['/share/7/3/report/36/41']);
    expect(await screen.findByText(reportTexts.loadFailed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make again' }).getAttribute('href')).toBe(
      '/share/7/3/report/36',
    );
  });

  it("says the spec's load failure text when the report cannot be loaded", async () => {
    mockApi({
      ...onRoute(fetchLotReport, () =>
        jsonResponse({ code: 'internal', message: 'Something broke.' }, 500),
      ),
    });
    renderRoutes(routes, ['/share/7/3/report/36/41']);
    expect(await screen.findByText(reportTexts.loadFailed, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  }, 20_000);
});

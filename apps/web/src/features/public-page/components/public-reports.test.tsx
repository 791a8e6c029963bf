// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  designPerformanceReport,
  generateDesignPerformanceReport,
} from '@circa/contract/reports.routes';
import { ReportTypeId } from '@circa/contract/reports.schema';
import type { ReportLine, ReportStatus } from '@circa/contract/reports.schema';
import {
  isolateEachTest,
  jsonResponse,
  mockApi,
  onRoute,
  renderRoutes,
  sentRouteBodies,
} from '../../../app/test-utils';
import { publicReportPollMs } from '../api/public-reports-api';
import { PublicReports } from './public-reports';

const routes = [{ path: '/feed/:id', element: <PublicReports designId={1295} /> }];
const afterAPoll = { timeout: publicReportPollMs * 3 };

function line(reportType: number, status: ReportStatus, reportId = reportType): ReportLine {
  return {
    ReportId: reportId,
    Title: 'Lot 102',
    IsExcel: false,
    Timestamp: '2026-11-26T23:00:00.000Z',
    ReportTypeDesc: reportType === ReportTypeId.LifeCycleAssessment ? 'LCA' : 'Compliance',
    ReportTypeId: reportType,
    Status: status,
  };
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('li');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

isolateEachTest();

describe("a public design page's reports", () => {
  it("asks for both on load, shows 'Generating' until each is made, then Download", async () => {
    const asked: Record<number, number> = {};
    const fetchMock = mockApi({
      ...onRoute(generateDesignPerformanceReport, ({ ReportType }) => {
        asked[ReportType] = (asked[ReportType] ?? 0) + 1;
        // the LCA is made at once; the Compliance Report on the second ask
        const done = ReportType === ReportTypeId.LifeCycleAssessment || asked[ReportType] > 1;
        return line(ReportType, done ? 'done' : 'running');
      }),
    });
    renderRoutes(routes, ['/feed/zz']);
    expect(
      await screen.findByRole('button', { name: 'Download Life Cycle Assessment' }),
    ).toBeTruthy();
    const compliance = rowOf('Compliance Report');
    expect(within(compliance).getByText('Generating')).toBeTruthy();
    expect(within(compliance).queryByRole('button', { name: /Download/ })).toBeNull();
    expect(within(rowOf('Life Cycle Assessment')).queryByText('Generating')).toBeNull();

    expect(
      await within(compliance).findByRole(
        'button',
        { name: 'Download Compliance Report' },
        afterAPoll,
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Generating')).toBeNull();
    expect(within(compliance).getByRole('status').textContent).toBe('Compliance Report is ready.');
    expect(sentRouteBodies(fetchMock, generateDesignPerformanceReport).slice(0, 2)).toEqual(
      expect.arrayContaining([
        { DesignId: 1295, ReportType: ReportTypeId.LifeCycleAssessment },
        { DesignId: 1295, ReportType: ReportTypeId.ComplianceReport },
      ]),
    );
  });

  it('saves the PDF under the name by report type', async () => {
    const fetchMock = mockApi({
      ...onRoute(generateDesignPerformanceReport, ({ ReportType }) => line(ReportType, 'done')),
      ...onRoute(
        designPerformanceReport,
        () =>
          new Response('%PDF-1.7', {
            status: 200,
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition':
                'attachment; filename="Compliance Report.pdf"; filename*=UTF-8\'\'Compliance%20Report.pdf',
            },
          }),
      ),
    });
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    let saved: { name: string; href: string } | null = null;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved = { name: this.download, href: this.href };
    });
    renderRoutes(routes, ['/feed/zz']);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download Compliance Report' }),
    );
    await waitFor(() =>
      expect(saved).toEqual({ name: 'Compliance Report.pdf', href: 'blob:report' }),
    );
    expect(sentRouteBodies(fetchMock, designPerformanceReport)).toEqual([
      { designId: 1295, reportType: ReportTypeId.ComplianceReport },
    ]);
  });

  it('says why a download failed', async () => {
    mockApi({
      ...onRoute(generateDesignPerformanceReport, ({ ReportType }) => line(ReportType, 'done')),
      ...onRoute(designPerformanceReport, () =>
        jsonResponse(
          { code: 'conflict', message: 'The report is still being generated; try again shortly.' },
          409,
        ),
      ),
    });
    renderRoutes(routes, ['/feed/zz']);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download Life Cycle Assessment' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The report is still being generated; try again shortly.',
    );
  });

  it("says 'Not authorized to generate report.' when refused, and tries again on Retry", async () => {
    let refuse = true;
    mockApi({
      ...onRoute(generateDesignPerformanceReport, ({ ReportType }) =>
        refuse && ReportType === ReportTypeId.ComplianceReport
          ? jsonResponse({ code: 'forbidden', message: 'Access denied' }, 403)
          : line(ReportType, 'done'),
      ),
    });
    renderRoutes(routes, ['/feed/zz']);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not authorized to generate report.');
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry Compliance Report' }));
    expect(await screen.findByRole('button', { name: 'Download Compliance Report' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers Retry when the server could not make a report, which asks for a new one', async () => {
    let failed = true;
    mockApi({
      ...onRoute(generateDesignPerformanceReport, ({ ReportType }) =>
        ReportType === ReportTypeId.LifeCycleAssessment && failed
          ? line(ReportType, 'failed')
          : line(ReportType, 'done', 7),
      ),
    });
    renderRoutes(routes, ['/feed/zz']);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The Life Cycle Assessment could not be made.',
    );
    failed = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry Life Cycle Assessment' }));
    expect(
      await screen.findByRole('button', { name: 'Download Life Cycle Assessment' }),
    ).toBeTruthy();
  });
});

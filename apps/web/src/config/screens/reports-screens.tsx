import type { Screen } from '../screen';

/**
 * Screens of the registry (`../screens.tsx`): Reports of a lot or development (document 3 §2
 * "Sharing and reports"): `type` is the reportLevel (2 development, 3 lot) and `id` the
 * development's or lot's id.
 */
export const reportsScreens = {
  shareReports: {
    path: 'share/:id/:type/reports',
    href: (id: number, type: number) => `/share/${id}/${type}/reports`,
    title: 'Reports',
    page: async () => (await import('../../features/reports/components/reports-page')).ReportsPage,
  },
  shareReportList: {
    path: 'share/:id/:type/reportList',
    href: (id: number, type: number) => `/share/${id}/${type}/reportList`,
    title: 'Report List',
    page: async () =>
      (await import('../../features/reports/components/report-list-page')).ReportListPage,
  },
  /** The viewer; without a report id it asks for the type's report and replaces the route. */
  shareReport: {
    path: 'share/:id/:type/report/:reportTypeId/:reportId?',
    href: (id: number, type: number, reportTypeId: number, reportId?: number) =>
      `/share/${id}/${type}/report/${reportTypeId}${reportId === undefined ? '' : `/${reportId}`}`,
    title: 'Report',
    page: async () =>
      (await import('../../features/reports/components/report-viewer-page')).ReportViewerPage,
  },
  sendReport: {
    path: 'share/:id/:type/send-report/:reportTypeId/:reportId',
    href: (id: number, type: number, reportTypeId: number, reportId: number) =>
      `/share/${id}/${type}/send-report/${reportTypeId}/${reportId}`,
    title: 'Send Report',
    page: async () =>
      (await import('../../features/reports/components/send-report-page')).SendReportPage,
  },
} as const satisfies Record<string, Screen>;

import type { CrossOrganisationRequest, DemoIds } from './cross-organisation-requests';

/**
 * The report calls (reports/), as an outsider would send them naming the demo development and
 * lot with otherwise valid input: each must answer 404 before anything else happens.
 */
export function reportRequests(demo: DemoIds): CrossOrganisationRequest[] {
  const { projectId, structureId } = demo;
  const recipients = [{ UserId: 0, Name: '', Email: 'outsider@example.org', Checked: true }];
  return [
    {
      id: 'getLotReportTypes',
      method: 'GET',
      url: `/api/reports/getLotReportTypes?structureId=${structureId}`,
    },
    {
      id: 'getProjectReportTypes',
      method: 'GET',
      url: `/api/reports/getProjectReportTypes?projectId=${projectId}`,
    },
    {
      id: 'getLotReportName',
      method: 'GET',
      url: `/api/reports/getLotReportName?structureId=${structureId}&reportType=36`,
    },
    {
      id: 'getProjectReportName',
      method: 'GET',
      url: `/api/reports/getProjectReportName?projectId=${projectId}&reportType=39`,
    },
    {
      id: 'getlotreportlines',
      method: 'GET',
      url: `/api/reports/getlotreportlines?structureId=${structureId}`,
    },
    {
      id: 'getprojectreportlines',
      method: 'GET',
      url: `/api/reports/getprojectreportlines?projectId=${projectId}`,
    },
    {
      id: 'fetchlotreport',
      method: 'GET',
      url: `/api/reports/fetchlotreport?id=${structureId}&reportId=1`,
    },
    {
      id: 'fetchprojectreport',
      method: 'GET',
      url: `/api/reports/fetchprojectreport?id=${projectId}&reportId=1`,
    },
    {
      id: 'createlotreport',
      method: 'POST',
      url: '/api/reports/createlotreport',
      body: { StructureId: structureId, ReportType: 36 },
    },
    {
      id: 'createandfetchlotreport',
      method: 'POST',
      url: '/api/reports/createandfetchlotreport',
      body: { StructureId: structureId, ReportType: 25 },
    },
    {
      id: 'createprojectreport',
      method: 'POST',
      url: '/api/reports/createprojectreport',
      body: { ProjectId: projectId, ReportType: 39 },
    },
    {
      id: 'createandfetchprojectreport',
      method: 'POST',
      url: '/api/reports/createandfetchprojectreport',
      body: { ProjectId: projectId, ReportType: 39 },
    },
    {
      id: 'getLotReportRecipients',
      method: 'GET',
      url: `/api/reports/getLotReportRecipients?structureId=${structureId}&reportType=36`,
    },
    {
      id: 'getProjectReportRecipients',
      method: 'GET',
      url: `/api/reports/getProjectReportRecipients?projectId=${projectId}&reportType=39`,
    },
    {
      id: 'sendlotreport',
      method: 'POST',
      url: '/api/share/sendlotreport',
      body: {
        StructureId: structureId,
        ReportType: 36,
        ReportId: 1,
        Message: '',
        ReportRecipients: recipients,
      },
    },
    {
      id: 'sendprojectreport',
      method: 'POST',
      url: '/api/share/sendprojectreport',
      body: {
        ProjectId: projectId,
        ReportType: 39,
        ReportId: 1,
        Message: '',
        ReportRecipients: recipients,
      },
    },
  ];
}

import type { CrossOrganisationRequest, DemoIds } from './cross-organisation-requests';

/** A report call's lot and project twins differ only in the id they name and the report type. */
interface ReportScope {
  /** `Lot` or `Project`, as the call ids spell it. */
  Name: 'Lot' | 'Project';
  /** Lower-case, as the lower-case call ids spell it. */
  name: 'lot' | 'project';
  /** The query parameter naming the lot or development. */
  query: string;
  /** The body field naming the lot or development. */
  field: 'StructureId' | 'ProjectId';
  id: number;
  reportType: number;
}

/** The report calls for one scope (lot or development), in the routes' order. */
function scopeRequests(scope: ReportScope): CrossOrganisationRequest[] {
  const { Name, name, query, field, id, reportType } = scope;
  const named = `${query}=${id}`;
  const recipients = [{ UserId: 0, Name: '', Email: 'outsider@example.org', Checked: true }];
  const get = (call: string, search: string): CrossOrganisationRequest => ({
    id: call,
    method: 'GET',
    url: `/api/reports/${call}?${search}`,
  });
  const post = (call: string, body: unknown, area = 'reports'): CrossOrganisationRequest => ({
    id: call,
    method: 'POST',
    url: `/api/${area}/${call}`,
    body,
  });
  return [
    get(`get${Name}ReportTypes`, named),
    get(`get${Name}ReportName`, `${named}&reportType=${reportType}`),
    get(`get${name}reportlines`, named),
    get(`fetch${name}report`, `id=${id}&reportId=1`),
    post(`create${name}report`, { [field]: id, ReportType: reportType }),
    post(`createandfetch${name}report`, {
      [field]: id,
      ReportType: name === 'lot' ? 25 : reportType,
    }),
    get(`get${Name}ReportRecipients`, `${named}&reportType=${reportType}`),
    post(
      `send${name}report`,
      {
        [field]: id,
        ReportType: reportType,
        ReportId: 1,
        Message: '',
        ReportRecipients: recipients,
      },
      'share',
    ),
  ];
}

/**
 * The report calls (reports/), as an outsider would send them naming the demo development and
 * lot with otherwise valid input: each must answer 404 before anything else happens.
 */
export function reportRequests(demo: DemoIds): CrossOrganisationRequest[] {
  return [
    ...scopeRequests({
      Name: 'Lot',
      name: 'lot',
      query: 'structureId',
      field: 'StructureId',
      id: demo.structureId,
      reportType: 36,
    }),
    ...scopeRequests({
      Name: 'Project',
      name: 'project',
      query: 'projectId',
      field: 'ProjectId',
      id: demo.projectId,
      reportType: 39,
    }),
  ];
}

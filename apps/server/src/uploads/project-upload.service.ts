import type { ProjectSettingsFields } from '@circa/contract/developments.schema';
import type { UploadResponse } from '@circa/contract/uploads.schema';
import type { OrganisationRecord } from '@circa/db/organisations.repository';
import { listProjectNames } from '@circa/db/projects.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import { organisationAccess } from '../access/access';
import { checkNewProject, insertNewProject } from '../developments/project-settings.service';
import type { CheckedNewProject } from '../developments/project-settings.service';
import { resolveWrittenAddress } from '../geo/resolve-address';
import { AppError } from '../http/app-error';
import { textAsParagraph } from '../text/plain-text';
import type { AuthUser } from '../http/request-context';
import { cell, matchHeader } from './upload-columns';
import type { UploadTable } from './read-table';
import { acceptedUpload, rejectedUpload } from './upload-result';
import type { UploadProblem } from './upload-result';

const projectTypes: Record<string, number> = { '': 1, development: 1, 'government authority': 2 };

/** An organisation whose default LCI group and source are set (uploaded developments use them). */
type UploadOrganisation = OrganisationRecord & { lciGroupId: number; lciSourceId: number };

/**
 * Checks that the caller may upload developments to the organisation (its admins) before the
 * file is read: another organisation's user gets 404 whatever the file holds.
 */
export async function authoriseProjectUpload(
  db: Kysely<Database>,
  caller: AuthUser,
  orgId: number,
): Promise<UploadOrganisation> {
  const { organisation, isAdmin } = await organisationAccess(db, caller, orgId);
  if (!isAdmin)
    throw new AppError('forbidden', 'Only an organisation admin can upload developments.');
  if (organisation.lciGroupId === null || organisation.lciSourceId === null) {
    throw new AppError(
      'bad_request',
      'Set the organisation’s life cycle inventory group and source first: uploaded developments use them.',
    );
  }
  return {
    ...organisation,
    lciGroupId: organisation.lciGroupId,
    lciSourceId: organisation.lciSourceId,
  };
}

/**
 * Creates developments from an upload to an organisation the caller was authorised for
 * (`authoriseProjectUpload`): every row is checked first; when any row has a problem nothing is
 * imported and each problem is answered with its line. Developments take the organisation's
 * default LCI group and source.
 */
export async function uploadProjects(
  db: Kysely<Database>,
  caller: AuthUser,
  organisation: UploadOrganisation,
  table: UploadTable,
  lineOf: (rowIndex: number) => number,
): Promise<UploadResponse> {
  const { index, missing } = matchHeader('project', table.header);
  if (missing.length > 0)
    return rejectedUpload([
      { Line: 1, Reason: `missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}` },
    ]);

  const taken = await listProjectNames(db, organisation.id);
  const problems: UploadProblem[] = [];
  const inputs: Array<{ input: ProjectSettingsFields; checked: CheckedNewProject }> = [];
  for (const [i, row] of table.rows.entries()) {
    const line = lineOf(i);
    const bad = (reason: string) => problems.push({ Line: line, Reason: reason });
    const name = cell(row, index, 'Project Name');
    const type = projectTypes[cell(row, index, 'Project Type').toLowerCase()];
    const manager = cell(row, index, 'Project Manager');
    const developer = cell(row, index, 'Developer');
    const landText = cell(row, index, 'Land Area');
    const land = landText === '' ? null : Number(landText.replace(/,/g, ''));
    const resolved = resolveWrittenAddress(cell(row, index, 'Address'));
    if (name === '') bad('Project Name is empty');
    else if (name.length > 200) bad('Project Name is longer than 200 characters');
    else if (taken.has(name.toLowerCase()))
      bad(`a development named "${name}" already exists (or appears earlier in the file)`);
    if (type === undefined) bad('Project Type must be "Development" or "Government Authority"');
    if ('reason' in resolved) bad(`Address: ${resolved.reason}`);
    if (manager === '') bad('Project Manager is empty');
    if (developer === '') bad('Developer is empty');
    if (land !== null && (!Number.isFinite(land) || land < 0))
      bad('Land Area must be a number of square metres, 0 or more');
    if (problems.some((p) => p.Line === line) || type === undefined || 'reason' in resolved)
      continue;
    taken.add(name.toLowerCase());
    const description = cell(row, index, 'Description');
    const input: ProjectSettingsFields = {
      ProjectId: 0,
      ProjectTypeId: type,
      ProjectName: name,
      CustomProjectFieldValue: '',
      CustomProjectFieldValue2: '',
      Location: resolved.address,
      OrganisationId: organisation.id,
      LciGroupId: organisation.lciGroupId,
      LciSourceId: organisation.lciSourceId,
      ProjectManager: manager,
      Developer: developer,
      LandArea: land,
      CarbonSavingsId: 50,
      AvailableToPublic: false,
      ExcludeFromOrgReporting: false,
      PublicShareLinksRequireApproval: false,
      Description: textAsParagraph(description),
      Prepaid: false,
      CreditsBalance: 0,
    };
    try {
      inputs.push({ input, checked: await checkNewProject(db, caller, input) });
    } catch (error) {
      if (error instanceof AppError && error.status === 400) bad(error.message);
      else throw error;
    }
  }
  if (problems.length > 0) return rejectedUpload(problems);
  const ids = await db.transaction().execute(async (tx) => {
    const created: number[] = [];
    for (const { input, checked } of inputs) {
      created.push(await insertNewProject(tx, caller, input, checked));
    }
    return created;
  });
  return acceptedUpload(ids.length === 1 ? 'development' : 'developments', ids);
}

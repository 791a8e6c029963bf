import { messages } from '@circa/contract/messages';
import type { UploadResponse } from '@circa/contract/uploads.schema';
import type { ProjectRecord } from '@circa/db/projects.repository';
import type { Database } from '@circa/db/schema';
import { insertStructure, listStructureNames } from '@circa/db/structures.repository';
import type { Kysely } from 'kysely';
import { projectAccess } from '../access/access';
import { AppError } from '../http/app-error';
import { textAsParagraph } from '../text/plain-text';
import type { AuthUser } from '../http/request-context';
import { cell, matchHeader } from './upload-columns';
import type { UploadTable } from './read-table';
import { acceptedUpload, rejectedUpload } from './upload-result';
import type { UploadProblem } from './upload-result';

/**
 * Checks that the caller may upload lots to the development (admin coordinators of prepaid
 * developments, as the spec shows LOT UPLOAD only then) before the file is read: another
 * organisation's user gets 404 whatever the file holds.
 */
export async function authoriseLotUpload(
  db: Kysely<Database>,
  caller: AuthUser,
  projectId: number,
): Promise<ProjectRecord> {
  const { project, isAdminCoordinator } = await projectAccess(db, caller, projectId);
  if (!isAdminCoordinator)
    throw new AppError(
      'forbidden',
      'Only an admin coordinator of this development can upload lots.',
    );
  if (!project.isPrepaid)
    throw new AppError('forbidden', 'Lot upload is for prepaid developments.');
  if (project.isArchived)
    throw new AppError('forbidden', 'The development is archived: restore it to add lots.');
  return project;
}

/**
 * Creates lots from an upload to a development the caller was authorised for
 * (`authoriseLotUpload`): all rows are checked first (a name and an address each); nothing is
 * imported unless all are valid.
 */
export async function uploadLots(
  db: Kysely<Database>,
  caller: AuthUser,
  project: ProjectRecord,
  table: UploadTable,
  lineOf: (rowIndex: number) => number,
): Promise<UploadResponse> {
  const { index, missing } = matchHeader('lot', table.header);
  if (missing.length > 0)
    return rejectedUpload([
      { Line: 1, Reason: `missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}` },
    ]);

  const taken = await listStructureNames(db, project.id);
  const problems: UploadProblem[] = [];
  const lots: Array<{
    name: string;
    address: string;
    customFieldValue: string;
    description: string;
  }> = [];
  for (const [i, row] of table.rows.entries()) {
    const line = lineOf(i);
    const name = cell(row, index, 'Lot Name');
    const address = cell(row, index, 'Address');
    const customFieldValue = cell(row, index, 'Custom Field');
    const description = cell(row, index, 'Description');
    const before = problems.length;
    if (name === '') problems.push({ Line: line, Reason: 'Lot Name is empty' });
    else if (name.length > 300)
      problems.push({ Line: line, Reason: 'Lot Name is longer than 300 characters' });
    else if (taken.has(name.toLowerCase()))
      problems.push({
        Line: line,
        Reason: `a lot named "${name}" already exists (or appears earlier in the file)`,
      });
    if (address === '') problems.push({ Line: line, Reason: messages.lotAddressRequired });
    else if (address.length > 300)
      problems.push({ Line: line, Reason: 'Address is longer than 300 characters' });
    if (customFieldValue.length > 200)
      problems.push({ Line: line, Reason: 'Custom Field is longer than 200 characters' });
    if (problems.length > before) continue;
    taken.add(name.toLowerCase());
    lots.push({ name, address, customFieldValue, description: textAsParagraph(description) });
  }
  if (problems.length > 0) return rejectedUpload(problems);
  const ids = await db.transaction().execute(async (tx) => {
    const created: number[] = [];
    for (const lot of lots)
      created.push(await insertStructure(tx, { projectId: project.id, ...lot }, caller.userId));
    return created;
  });
  return acceptedUpload(ids.length === 1 ? 'lot' : 'lots', ids);
}

import * as routes from '@circa/contract/uploads.routes';
import { MAX_UPLOAD_BYTES, uploadKindSchema } from '@circa/contract/uploads.schema';
import type { Database } from '@circa/db/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../http/app-error';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import { authoriseLotUpload, uploadLots } from './lot-upload.service';
import { authoriseProjectUpload, uploadProjects } from './project-upload.service';
import { readUploadTable } from './read-table';
import { csvTemplate, xlsxTemplate } from './upload-templates';

/**
 * Reads the multipart form: the id field, then the file (at most MAX_UPLOAD_BYTES). The caller's
 * access is checked as soon as the id arrives, before the file is read or its type judged, so
 * an outsider gets the same 404 whatever the file holds; a refused or early file is drained unread.
 */
async function readUploadForm<T>(
  request: FastifyRequest,
  idField: 'orgId' | 'projectId',
  authorise: (id: number) => Promise<T>,
) {
  let id: number | null = null;
  let access: { granted: T } | null = null;
  let refusal: unknown = null;
  let file: Buffer | null = null;
  let isFileBeforeId = false;
  for await (const part of request.parts({
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 },
  })) {
    if (part.type === 'field') {
      if (part.fieldname !== idField || id !== null) continue;
      id = Number(part.value);
      if (!Number.isInteger(id) || id <= 0) continue;
      try {
        access = { granted: await authorise(id) };
      } catch (error) {
        refusal = error;
      }
    } else if (access === null) {
      isFileBeforeId ||= id === null;
      part.file.resume();
    } else file = await part.toBuffer();
  }
  if (refusal !== null) throw refusal;
  if (access === null || isFileBeforeId) {
    throw new AppError('validation_failed', `Send the ${idField} field before the file.`, [
      { path: [idField], message: 'Required.' },
    ]);
  }
  if (!file || file.length === 0)
    throw new AppError('validation_failed', 'Choose a CSV or XLSX file to upload.', [
      { path: ['file'], message: 'Required.' },
    ]);
  return { granted: access.granted, ...(await readUploadTable(file)) };
}

/** Bulk uploads and their template files (document 3 "Project upload and lot upload"). */
export function registerUploadRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  db: Kysely<Database>,
): void {
  implementRoute(app, authenticate, routes.uploadProjectFile, async ({ user, request }) => {
    const { granted, table, lineOf } = await readUploadForm(request, 'orgId', (id) =>
      authoriseProjectUpload(db, user, id),
    );
    return uploadProjects(db, user, granted, table, lineOf);
  });
  implementRoute(app, authenticate, routes.uploadLotFile, async ({ user, request }) => {
    const { granted, table, lineOf } = await readUploadForm(request, 'projectId', (id) =>
      authoriseLotUpload(db, user, id),
    );
    return uploadLots(db, user, granted, table, lineOf);
  });

  // Asked as an upload page opens: the same checks as the upload, before any file is chosen.
  implementRoute(app, authenticate, routes.uploadAccess, async ({ user, input }) => {
    if (input.kind === 'project') await authoriseProjectUpload(db, user, input.id);
    else await authoriseLotUpload(db, user, input.id);
    return { CanUpload: true as const };
  });

  // The template files (public, like static files): /api/upload-templates/{project|lot}.{csv|xlsx}
  app.get<{ Params: { file: string } }>('/api/upload-templates/:file', async (request, reply) => {
    const match = /^(project|lot)\.(csv|xlsx)$/.exec(request.params.file);
    const kind = uploadKindSchema.safeParse(match?.[1]);
    if (!match || !kind.success)
      throw new AppError(
        'not_found',
        'Templates are project.csv, project.xlsx, lot.csv and lot.xlsx.',
      );
    const isCsv = match[2] === 'csv';
    const name = `circa-${kind.data}-upload-template.${match[2]}`;
    return reply
      .header(
        'Content-Type',
        isCsv
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      )
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(isCsv ? csvTemplate(kind.data) : await xlsxTemplate(kind.data));
  });
}

import { defineRoute } from './route';
import { emptyRequestSchema } from './identity.schema';
import {
  uploadAccessQuerySchema,
  uploadAccessSchema,
  uploadResponseSchema,
} from './uploads.schema';

/**
 * Bulk uploads from CSV or XLSX (document 3 "Project upload and lot upload"). Multipart fields:
 * `orgId` or `projectId`, then `file`. Template files: GET /api/upload-templates/{project|lot}.{csv|xlsx}.
 */

export const uploadProjectFile = defineRoute({
  id: 'uploadProjectFile',
  method: 'POST',
  paths: ['/upload-project-file'],
  access: 'user',
  requestKind: 'multipart',
  request: emptyRequestSchema,
  response: uploadResponseSchema,
  envelope: 'data',
  summary: 'Creates developments from a CSV or XLSX file (organisation admins); all rows or none.',
  errors: ['validation_failed', 'not_found', 'unsupported_media_type', 'payload_too_large'],
});

export const uploadLotFile = defineRoute({
  id: 'uploadLotFile',
  method: 'POST',
  paths: ['/upload-lot-file'],
  access: 'user',
  requestKind: 'multipart',
  request: emptyRequestSchema,
  response: uploadResponseSchema,
  envelope: 'data',
  summary:
    'Creates lots from a CSV or XLSX file (admin coordinators of prepaid developments); all rows or none.',
  errors: ['validation_failed', 'not_found', 'unsupported_media_type', 'payload_too_large'],
});

export const uploadAccess = defineRoute({
  id: 'uploadAccess',
  method: 'GET',
  paths: ['/uploadAccess'],
  access: 'user',
  requestKind: 'query',
  request: uploadAccessQuerySchema,
  response: uploadAccessSchema,
  envelope: 'data',
  summary:
    'Whether the caller may upload developments to an organisation (kind=project) or lots to a development (kind=lot): 403 with the reason, 404 for what they cannot see.',
  errors: ['validation_failed', 'forbidden', 'not_found'],
});

import { completeUserBuilds, userBuilds } from '@circa/contract/builds.routes';
import {
  developmentProfile,
  findDevelopmentByLocation,
  getUserDevelopments,
} from '@circa/contract/developments.routes';
import { lots } from '@circa/contract/lots.routes';
import {
  getOrgAvailableCredit,
  getOrgDevelopments,
  rapidOrganisation,
} from '@circa/contract/organisations.routes';
import { useQuery } from '@tanstack/react-query';
import { uploadAccess, uploadLotFile, uploadProjectFile } from '@circa/contract/uploads.routes';
import type { UploadKind, UploadResponse } from '@circa/contract/uploads.schema';
import { apiBase, callApi } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import { ApiError } from '../../../lib/api-error';
import { useApiMutation } from '../../../lib/api-mutation';

/** The downloadable template of an upload kind (static files served by the API). */
export function templateUrl(kind: UploadKind, format: 'csv' | 'xlsx'): string {
  return `${apiBase}/upload-templates/${kind}.${format}`;
}

/**
 * The text of a failed upload (document 3 §8): the HTTP status text, else 'Code {status}', else
 * 'Unexpected Error'.
 */
export function uploadErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status > 0)
    return error.statusText || `Code ${error.status}`;
  return 'Unexpected Error';
}

/** The server's own explanation of a failed upload, when it gave one. */
export function uploadErrorDetail(error: unknown): string | undefined {
  return error instanceof ApiError && (error.hasServerMessage || error.status === 0)
    ? error.message
    : undefined;
}

/** What lists the developments and lots an upload creates. */
const listReads = [
  getUserDevelopments,
  getOrgDevelopments,
  rapidOrganisation,
  findDevelopmentByLocation,
  getOrgAvailableCredit,
  developmentProfile,
  lots,
  userBuilds,
  completeUserBuilds,
];

/** Sends a project file (multipart `orgId`, then `file`) or a lot file (`projectId`, then `file`). */
export function useUpload(kind: UploadKind, id: number) {
  return useApiMutation({
    mutationFn: (file: File): Promise<UploadResponse> =>
      kind === 'project'
        ? callApi(uploadProjectFile, {}, { fields: { orgId: String(id) }, files: { file } })
        : callApi(uploadLotFile, {}, { fields: { projectId: String(id) }, files: { file } }),
    invalidates: (result) => (result.CreatedIds.length > 0 ? listReads : []),
  });
}

/**
 * Whether the caller may upload here, asked as the page opens: a person who may not is told why
 * before choosing a file (403 with the reason; 404 for what they cannot see).
 */
export function useUploadAccess(kind: UploadKind, id: number) {
  return useQuery({ ...apiQuery(uploadAccess, { kind, id }), enabled: id >= 1, retry: false });
}

import { useQueries, useQuery } from '@tanstack/react-query';
import { projectTargetsByStruct, results } from '@circa/contract/results.routes';
import {
  deleteDesignRef,
  designSummary,
  downloadDesignRef,
  submitDesign,
  unsubmitDesign,
  uploadDesignRef,
} from '@circa/contract/submission.routes';
import type { RouteRequestInput } from '@circa/contract/route';
import { apiBase, callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { saveResponse } from '../../../lib/file-download';
import { everyRead, useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';
import { getToken } from '../../../lib/token-store';

/** The submit screen's summary of a lot's design (GET /submit/design-summary). */
export function useDesignSummary(structureId: number) {
  return useQuery({ ...apiQuery(designSummary, { structureId }), refetchOnMount: 'always' });
}

/** The lot's development targets with the results summary's figures (Targets achieved). */
export function useResultTargets(structureId: number) {
  return useQuery({
    ...apiQuery(projectTargetsByStruct, { structureId }),
    refetchOnMount: 'always',
  });
}

/** The summaries of several indicators' results; asked for only when `enabled` (the lot is paid). */
export function useIndicatorsResults(
  structureId: number,
  indicatorIds: readonly number[],
  enabled: boolean,
) {
  return useQueries({
    queries: indicatorIds.map((indicatorId) => ({
      ...apiQuery(results, { structureId, indicatorId, summaryOnly: true }),
      enabled,
      staleTime: 60_000,
    })),
  });
}

/**
 * Submitting or unsubmitting changes what every screen of the lot shows (locks, results, drawer,
 * lists, the organisation's dashboard and library): every read is asked for again.
 */
export function useSubmitDesign() {
  return useApiMutation({
    mutationFn: (input: RouteRequestInput<typeof submitDesign>) => callApi(submitDesign, input),
    invalidates: everyRead,
  });
}

export function useUnsubmitDesign() {
  return useApiMutation({
    mutationFn: (structureId: number) => callApi(unsubmitDesign, { structureId }),
    invalidates: everyRead,
  });
}

/** A reference document changed: the summary lists them. */
export function useUploadDesignRef() {
  return useApiMutation({
    mutationFn: (input: { structureId: number; refTypeId: number; file: File }) =>
      callApi(
        uploadDesignRef,
        {},
        {
          fields: { structureId: String(input.structureId), refTypeId: String(input.refTypeId) },
          files: { file: input.file },
        },
      ),
    invalidates: [designSummary],
  });
}

export function useDeleteDesignRef() {
  return useApiMutation({
    mutationFn: (designRefId: number) => callApi(deleteDesignRef, { designRefId }),
    invalidates: [designSummary],
  });
}

/**
 * Downloads a reference document (POST /submit/download answers the file itself) and saves it
 * under its upload name. Throws `ApiError` carrying the HTTP status and status text.
 */
export async function downloadReference(designRefId: number, fallbackName: string): Promise<void> {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${apiBase}${downloadDesignRef.paths[0]}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ designRefId }),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError({ status: 0, code: 'network', message: 'Could not reach the server.' });
  }
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      code: response.status === 404 ? 'not_found' : 'internal',
      message: response.statusText || `The server answered ${response.status}.`,
      statusText: response.statusText,
    });
  }
  await saveResponse(response, fallbackName);
}

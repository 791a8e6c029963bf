import { useQuery } from '@tanstack/react-query';
import {
  addDesignTemplate,
  calcTemplatesImpactValue,
  customise,
  deleteDesignTemplate,
  getNestedTemplates,
  sendTemplateRequestedEmail,
  setRapidCustomSortOrderActive,
  templates,
  updateDesignTemplate,
} from '@circa/contract/customise.routes';
import { getAttributeInfo, getStructureDrawerSetting } from '@circa/contract/design.routes';
import type { RouteRequestInput } from '@circa/contract/route';
import { getSupportEmail } from '@circa/contract/shell.routes';
import { callApi } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';

/** The design's components with impacts, and its customise views (GET /customise). */
export function useCustomise(structureId: number) {
  return useQuery({
    ...apiQuery(customise, { structureId }),
    placeholderData: (previous) => previous,
  });
}

/** Templates usable in the lot, attributes and element categories (GET /templates). */
export function useTemplates(structureId: number, enabled = true) {
  return useQuery({ ...apiQuery(templates, { structureId }), enabled, staleTime: 5 * 60_000 });
}

/**
 * A template's nested templates in its recipe's order (no template: nothing asked). A component's
 * own order comes with it from /customise.
 */
export function useNestedTemplates(templateId: string) {
  return useQuery({
    ...apiQuery(getNestedTemplates, { designTemplateId: '', templateId }),
    enabled: templateId !== '',
  });
}

/** The longest comma-joined id list one calcTemplatesImpactValue call takes. */
export const templateIdsLimit = 20000;

/** Splits ids into comma-joined batches of at most `limit` characters. */
export function idBatches(ids: readonly string[], limit = templateIdsLimit): string[] {
  const batches: string[] = [];
  let current = '';
  for (const id of ids) {
    const next = current === '' ? id : `${current},${id}`;
    if (next.length > limit && current !== '') {
      batches.push(current);
      current = id;
    } else {
      current = next;
    }
  }
  if (current !== '') batches.push(current);
  return batches;
}

/**
 * GWP per unit of each template (kg CO2e over the lot's reference study period), by template id.
 * A read, though the call is a POST (document 2 §7).
 */
export function useTemplateImpacts(structureId: number, templateIds: readonly string[]) {
  const ids = [...new Set(templateIds)].sort();
  return useQuery({
    queryKey: ['api', calcTemplatesImpactValue.id, { structureId, ids }],
    queryFn: async ({ signal }) => {
      const answers = await Promise.all(
        idBatches(ids).map((batch) =>
          callApi(
            calcTemplatesImpactValue,
            { structureId, indicatorId: 1, templateIds: batch },
            { signal },
          ),
        ),
      );
      return new Map(answers.flat().map((template) => [template.Id, template.ImpactValue]));
    },
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
}

/** What a design attribute means (sanitised HTML). */
export function useAttributeInfo(attributeId: number, enabled: boolean) {
  return useQuery({
    ...apiQuery(getAttributeInfo, { attributeId }),
    enabled,
    staleTime: 30 * 60_000,
  });
}

/** What a component change affects: impacts (customise), the lot's drawer, nested templates. */
const componentReads = [customise, getStructureDrawerSetting, getNestedTemplates];

export type SaveComponentInput = RouteRequestInput<typeof addDesignTemplate>;

/** Adds a component (no Id) or changes one; impacts are re-fetched afterwards. */
export function useSaveComponent() {
  return useApiMutation({
    mutationFn: (input: SaveComponentInput) =>
      callApi(input.Id ? updateDesignTemplate : addDesignTemplate, input),
    invalidates: componentReads,
  });
}

export function useDeleteComponent() {
  return useApiMutation({
    mutationFn: (input: RouteRequestInput<typeof deleteDesignTemplate>) =>
      callApi(deleteDesignTemplate, input),
    invalidates: componentReads,
  });
}

/** Records the furthest customise view reached (the drawer enables views up to it). */
export function useSetActiveView() {
  return useApiMutation({
    mutationFn: (input: RouteRequestInput<typeof setRapidCustomSortOrderActive>) =>
      callApi(setRapidCustomSortOrderActive, input),
    invalidates: [customise, getStructureDrawerSetting],
  });
}

/** The support email of the lot's organisation (sent with a template request, document 2 §3). */
export function useLotSupportEmail(structureId: number, isEnabled: boolean) {
  return useQuery({
    ...apiQuery(getSupportEmail, { structureId }),
    enabled: isEnabled,
    staleTime: 10 * 60_000,
  });
}

export function useRequestTemplate() {
  return useApiMutation({
    invalidates: [],
    mutationFn: (input: RouteRequestInput<typeof sendTemplateRequestedEmail>) =>
      callApi(sendTemplateRequestedEmail, input),
  });
}

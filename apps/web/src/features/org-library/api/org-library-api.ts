import { useQuery } from '@tanstack/react-query';
import { baselineDesigns, presetDesigns } from '@circa/contract/builds.routes';
import { customise, templates } from '@circa/contract/customise.routes';
import { lotDetails, lots } from '@circa/contract/lots.routes';
import {
  allSelectableBaselineTemplates,
  allSelectableOrgTemplates,
  completeBaselineDesigns,
  completeOrgBaselines,
  completePresetDesigns,
  completeProjectBaselines,
  setOrganisationBaselineDesign,
  setProjectBaselineDesign,
  updateBaselineTemplate,
  updateOrgTemplate,
} from '@circa/contract/org-library.routes';
import type { RouteDescriptor, RouteRequestInput } from '@circa/contract/route';
import { projectTargetsByStruct } from '@circa/contract/results.routes';
import { callApi } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';

/** What reads template approval: the component picker and the design's warnings. */
const templateReaders: readonly RouteDescriptor[] = [
  allSelectableOrgTemplates,
  allSelectableBaselineTemplates,
  templates,
  customise,
  projectTargetsByStruct,
];

/** What reads which baselines are offered: the lists here and the lot flow's choosers. */
const baselineReaders: readonly RouteDescriptor[] = [
  completeOrgBaselines,
  completeProjectBaselines,
  completeBaselineDesigns,
  completePresetDesigns,
  baselineDesigns,
  presetDesigns,
  lots,
  lotDetails,
];

/** A write that refreshes its readers, also after a failure (the screen shows what is stored). */
function useWrite<R extends RouteDescriptor>(route: R, readers: readonly RouteDescriptor[]) {
  return useApiMutation({
    mutationFn: (input: RouteRequestInput<R>) => callApi(route, input),
    invalidates: readers,
    after: 'settled',
  });
}

/** The library's templates with the organisation's selection (organisation admins). */
export function useOrgTemplates(orgId: number) {
  return useQuery(apiQuery(allSelectableOrgTemplates, { orgId }));
}

/** The organisation's approved templates with a baseline's selection (organisation admins). */
export function useBaselineTemplates(structureId: number) {
  return useQuery(apiQuery(allSelectableBaselineTemplates, { structureId }));
}

export function useUpdateOrgTemplate() {
  return useWrite(updateOrgTemplate, templateReaders);
}

export function useUpdateBaselineTemplate() {
  return useWrite(updateBaselineTemplate, templateReaders);
}

/** Every baseline the organisation may offer (organisation admins). */
export function useOrgBaselines(orgId: number) {
  return useQuery(apiQuery(completeOrgBaselines, { orgId }));
}

/** The organisation's baselines of the development's LCI group (admin coordinators). */
export function useProjectBaselines(projectId: number) {
  return useQuery(apiQuery(completeProjectBaselines, { projectId }));
}

/** Every preset of the development, DisableLink when its baseline is not offered. */
export function useProjectPresets(projectId: number) {
  return useQuery(apiQuery(completePresetDesigns, { projectId, baseId: 0 }));
}

export function useSetOrgBaseline() {
  return useWrite(setOrganisationBaselineDesign, baselineReaders);
}

export function useSetProjectBaseline() {
  return useWrite(setProjectBaselineDesign, baselineReaders);
}

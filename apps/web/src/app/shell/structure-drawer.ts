import { useQuery } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { getStructureDrawerSetting } from '@circa/contract/design.routes';
import { apiQuery } from '../../lib/api-query';
import type { DrawerContext, DrawerMode } from './drawer-entries';

type Drawer = { mode: DrawerMode; context: DrawerContext };

/**
 * The Structure drawer of a lot's screens (document 1 §2.3), for a route whose parameter `name`
 * holds the lot id. The shell asks getStructureDrawerSetting what to show and enable.
 */
export function structureDrawer(name = 'structureId') {
  return (params: Params): Drawer => {
    const text = params[name];
    const id = text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : 0;
    return id > 0
      ? { mode: 'Structure', context: { structureId: id } }
      : { mode: 'None', context: {} };
  };
}

/**
 * Completes a Structure drawer's context with the server's setting: roles, whether the design
 * is built, paid and submitted, and the customise views. Until it answers (or if it fails) the
 * design entries stay disabled and role entries hidden.
 */
export function useStructureDrawerSetting(drawer: Drawer): Drawer {
  const structureId = drawer.mode === 'Structure' ? drawer.context.structureId : undefined;
  const setting = useQuery({
    ...apiQuery(getStructureDrawerSetting, { structureId: structureId ?? 0 }),
    enabled: structureId !== undefined,
  });
  if (structureId === undefined || !setting.data) return drawer;
  const s = setting.data;
  return {
    mode: drawer.mode,
    context: {
      ...drawer.context,
      isAdminCoordinator: s.IsAdminCoordinator,
      isStructureLead: s.IsStructureLead,
      isBaselineLot: s.IsBaseline,
      isBuilt: s.IsDesignBuilt,
      isPaidAndSubmitted: s.IsPaidAndSubmitted,
      activeCustomSortOrder: s.RapidCustomSortOrderActive,
      views: s.CustomiseViews.map((view) => ({ sortOrder: view.SortOrder, name: view.Name })),
    },
  };
}

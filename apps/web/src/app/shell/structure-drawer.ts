import { useQuery } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { getStructureDrawerSetting } from '@circa/contract/design.routes';
import { lazyApiQuery } from '../../lib/api-query';
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
  // design.routes builds many schemas no first screen needs: it loads when a lot's drawer asks
  const setting = useQuery({
    ...lazyApiQuery<typeof getStructureDrawerSetting>(
      'getStructureDrawerSetting',
      async () => (await import('@circa/contract/design.routes')).getStructureDrawerSetting,
      { structureId: structureId ?? 0 },
    ),
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

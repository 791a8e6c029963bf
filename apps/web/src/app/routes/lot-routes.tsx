import type { Params, RouteObject } from 'react-router';
import type { DrawerContext, DrawerMode } from '../shell/drawer-entries';
import type { RouteHandle } from '../shell/route-handle';
import { structureDrawer } from '../shell/structure-drawer';
import { parseId } from '../../lib/route-params';

/** The Project drawer of pages about one development (shown to its admin coordinators). */
function projectDrawer(params: Params): { mode: DrawerMode; context: DrawerContext } {
  const projectId = parseId(params.projectId);
  return projectId === null
    ? { mode: 'None', context: {} }
    : { mode: 'Project', context: { projectId } };
}

const handle = (title: string, drawer?: RouteHandle['drawer']): RouteHandle =>
  drawer ? { title, drawer } : { title };

/**
 * Private routes of builds, lots and the baseline and preset choosers (document 1 §2.2, §2.10;
 * document 2 §2; document 3 §2 "Baselines and presets").
 */
export const lotRoutes: RouteObject[] = [
  {
    path: 'builds',
    lazy: async () => ({
      Component: (await import('../../features/builds/components/builds-page')).BuildsPage,
    }),
    handle: handle('My Builds'),
  },
  {
    path: 'project-builds',
    lazy: async () => ({
      Component: (await import('../../features/builds/components/builds-page')).BuildsPage,
    }),
    handle: handle('My Builds'),
  },
  {
    path: 'find-lot/:projectId',
    lazy: async () => ({
      Component: (await import('../../features/lots/components/find-lot-page')).FindLotPage,
    }),
    handle: handle('Lots', projectDrawer),
  },
  {
    path: 'create-lot/:projectId/:type',
    lazy: async () => ({
      Component: (await import('../../features/lots/components/create-lot-page')).CreateLotPage,
    }),
    handle: handle('Create Lot', projectDrawer),
  },
  {
    path: 'lot-details/:structureId/:type',
    lazy: async () => ({
      Component: (await import('../../features/lots/components/lot-details-page')).LotDetailsPage,
    }),
    handle: handle('Lot Details', structureDrawer()),
  },
  {
    path: 'lot/:structureId',
    lazy: async () => ({
      Component: (await import('../../features/lots/components/lot-initialise-page'))
        .LotInitialisePage,
    }),
    handle: handle('Design Details', structureDrawer()),
  },
  {
    path: 'lot/:structureId/:baseId/:presetId',
    lazy: async () => ({
      Component: (await import('../../features/lots/components/lot-initialise-page'))
        .LotInitialisePage,
    }),
    handle: handle('Design Details', structureDrawer()),
  },
  {
    path: 'baseline-preset/:structureId',
    lazy: async () => ({
      Component: (await import('../../features/library/components/baseline-preset-page'))
        .BaselinePresetPage,
    }),
    handle: handle('Choose a Design'),
  },
  {
    path: 'select-baseline/:structureId',
    lazy: async () => ({
      Component: (await import('../../features/library/components/select-baseline-page'))
        .SelectBaselinePage,
    }),
    handle: handle('Select Baseline'),
  },
  {
    path: 'select-preset/:structureId',
    lazy: async () => ({
      Component: (await import('../../features/library/components/select-preset-page'))
        .SelectPresetPage,
    }),
    handle: handle('Select Preset'),
  },
  {
    path: 'select-preset/:structureId/:baseId',
    lazy: async () => ({
      Component: (await import('../../features/library/components/select-preset-page'))
        .SelectPresetPage,
    }),
    handle: handle('Select Preset'),
  },
  {
    path: 'no-available-baseline/:structureId',
    lazy: async () => ({
      Component: (await import('../../features/library/components/no-available-baseline-page'))
        .NoAvailableBaselinePage,
    }),
    handle: handle('No Available Baseline'),
  },
];

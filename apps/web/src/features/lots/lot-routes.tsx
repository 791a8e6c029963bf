import type { Params, RouteObject } from 'react-router';
import type { DrawerContext, DrawerMode } from '../../app/shell/drawer-entries';
import type { RouteHandle } from '../../app/shell/route-handle';
import { structureDrawer } from '../../app/shell/structure-drawer';
import { BuildsPage } from '../builds/components/builds-page';
import { BaselinePresetPage } from '../library/components/baseline-preset-page';
import { NoAvailableBaselinePage } from '../library/components/no-available-baseline-page';
import { SelectBaselinePage } from '../library/components/select-baseline-page';
import { SelectPresetPage } from '../library/components/select-preset-page';
import { CreateLotPage } from './components/create-lot-page';
import { FindLotPage } from './components/find-lot-page';
import { LotDetailsPage } from './components/lot-details-page';
import { LotInitialisePage } from './components/lot-initialise-page';
import { parseId } from './hooks/id-param';

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
  { path: 'builds', element: <BuildsPage />, handle: handle('My Builds') },
  { path: 'project-builds', element: <BuildsPage />, handle: handle('My Builds') },
  { path: 'find-lot/:projectId', element: <FindLotPage />, handle: handle('Lots', projectDrawer) },
  {
    path: 'create-lot/:projectId/:type',
    element: <CreateLotPage />,
    handle: handle('Create Lot', projectDrawer),
  },
  {
    path: 'lot-details/:structureId/:type',
    element: <LotDetailsPage />,
    handle: handle('Lot Details', structureDrawer()),
  },
  {
    path: 'lot/:structureId',
    element: <LotInitialisePage />,
    handle: handle('Design Details', structureDrawer()),
  },
  {
    path: 'lot/:structureId/:baseId/:presetId',
    element: <LotInitialisePage />,
    handle: handle('Design Details', structureDrawer()),
  },
  {
    path: 'baseline-preset/:structureId',
    element: <BaselinePresetPage />,
    handle: handle('Choose a Design'),
  },
  {
    path: 'select-baseline/:structureId',
    element: <SelectBaselinePage />,
    handle: handle('Select Baseline'),
  },
  {
    path: 'select-preset/:structureId',
    element: <SelectPresetPage />,
    handle: handle('Select Preset'),
  },
  {
    path: 'select-preset/:structureId/:baseId',
    element: <SelectPresetPage />,
    handle: handle('Select Preset'),
  },
  {
    path: 'no-available-baseline/:structureId',
    element: <NoAvailableBaselinePage />,
    handle: handle('No Available Baseline'),
  },
];

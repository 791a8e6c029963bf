import type { Params, RouteObject } from 'react-router';
import type { DrawerContext, DrawerMode } from '../../app/shell/drawer-entries';
import type { RouteHandle } from '../../app/shell/route-handle';
import { OrgProjectsPage } from '../organisations/components/org-projects-page';
import { OrganisationPickerPage } from '../organisations/components/organisation-picker-page';
import { ProjectTargetPage } from '../targets/components/project-target-page';
import { ProjectTargetsPage } from '../targets/components/project-targets-page';
import { UploadPage } from '../uploads/components/upload-page';
import { DevelopmentPage } from './components/development-page';
import { DevelopmentsPage } from './components/developments-page';
import { NearbyDevelopmentsPage } from './components/nearby-developments-page';
import { ProjectSettingsPage } from './components/project-settings-page';
import { parseRouteId } from './hooks/route-id';

type Drawer = { mode: DrawerMode; context: DrawerContext };
const none: Drawer = { mode: 'None', context: {} };

/** The Organisation drawer of an organisation's pages. */
function organisationDrawer(name: string) {
  return (params: Params): Drawer => {
    const orgId = parseRouteId(params[name]);
    return orgId > 0 ? { mode: 'Organisation', context: { orgId } } : none;
  };
}

/** The Project drawer of a development's pages (the shell shows it to admin coordinators only). */
function projectDrawer(name: string) {
  return (params: Params): Drawer => {
    const projectId = parseRouteId(params[name]);
    return projectId > 0 ? { mode: 'Project', context: { projectId } } : none;
  };
}

const handle = (title: string, drawer?: RouteHandle['drawer']): RouteHandle =>
  drawer ? { title, drawer } : { title };

/**
 * Private routes of organisations, developments, targets and uploads (document 1 §2.2, §2.10;
 * document 3 §2).
 */
export const developmentRoutes: RouteObject[] = [
  { path: 'organisation', element: <OrganisationPickerPage />, handle: handle('Organisations') },
  {
    path: 'org-projects/:orgId',
    element: <OrgProjectsPage />,
    handle: handle('Projects', organisationDrawer('orgId')),
  },
  {
    path: 'project-upload/:id',
    element: <UploadPage kind="project" />,
    handle: handle('Project Upload', organisationDrawer('id')),
  },
  { path: 'developments', element: <DevelopmentsPage />, handle: handle('My Developments') },
  { path: 'build-location', element: <NearbyDevelopmentsPage />, handle: handle('Add New Build') },
  {
    path: 'new-development/:id/:orgId',
    element: <ProjectSettingsPage />,
    handle: handle('Project Settings', projectDrawer('id')),
  },
  {
    path: 'project-profile/:id',
    element: <ProjectSettingsPage />,
    handle: handle('Project Settings', projectDrawer('id')),
  },
  {
    path: 'development/:id',
    element: <DevelopmentPage />,
    handle: handle('Development', projectDrawer('id')),
  },
  {
    path: 'project-targets/:projectId',
    element: <ProjectTargetsPage />,
    handle: handle('Project Targets', projectDrawer('projectId')),
  },
  {
    path: 'project-targets/:projectId/:projectTargetId',
    element: <ProjectTargetPage />,
    handle: handle('Project Target', projectDrawer('projectId')),
  },
  {
    path: 'lot-upload/:id',
    element: <UploadPage kind="lot" />,
    handle: handle('Lot Upload', projectDrawer('id')),
  },
];

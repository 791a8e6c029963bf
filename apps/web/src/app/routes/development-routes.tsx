import type { Params, RouteObject } from 'react-router';
import type { DrawerContext, DrawerMode } from '../shell/drawer-entries';
import type { RouteHandle } from '../shell/route-handle';
import { parseRouteId } from '../../lib/route-params';

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
  {
    path: 'organisation',
    lazy: async () => ({
      Component: (await import('../../features/organisations/components/organisation-picker-page'))
        .OrganisationPickerPage,
    }),
    handle: handle('Organisations'),
  },
  {
    path: 'org-projects/:orgId',
    lazy: async () => ({
      Component: (await import('../../features/organisations/components/org-projects-page'))
        .OrgProjectsPage,
    }),
    handle: handle('Projects', organisationDrawer('orgId')),
  },
  {
    path: 'project-upload/:id',
    lazy: async () => {
      const { UploadPage } = await import('../../features/uploads/components/upload-page');
      return { element: <UploadPage kind="project" /> };
    },
    handle: handle('Project Upload', organisationDrawer('id')),
  },
  {
    path: 'developments',
    lazy: async () => ({
      Component: (await import('../../features/developments/components/developments-page'))
        .DevelopmentsPage,
    }),
    handle: handle('My Developments'),
  },
  {
    path: 'build-location',
    lazy: async () => ({
      Component: (await import('../../features/developments/components/nearby-developments-page'))
        .NearbyDevelopmentsPage,
    }),
    handle: handle('Add New Build'),
  },
  {
    path: 'new-development/:id/:orgId',
    lazy: async () => ({
      Component: (await import('../../features/developments/components/project-settings-page'))
        .ProjectSettingsPage,
    }),
    handle: handle('Project Settings', projectDrawer('id')),
  },
  {
    path: 'project-profile/:id',
    lazy: async () => ({
      Component: (await import('../../features/developments/components/project-settings-page'))
        .ProjectSettingsPage,
    }),
    handle: handle('Project Settings', projectDrawer('id')),
  },
  {
    path: 'development/:id',
    lazy: async () => ({
      Component: (await import('../../features/developments/components/development-page'))
        .DevelopmentPage,
    }),
    handle: handle('Development', projectDrawer('id')),
  },
  {
    path: 'project-targets/:projectId',
    lazy: async () => ({
      Component: (await import('../../features/targets/components/project-targets-page'))
        .ProjectTargetsPage,
    }),
    handle: handle('Project Targets', projectDrawer('projectId')),
  },
  {
    path: 'project-targets/:projectId/:projectTargetId',
    lazy: async () => ({
      Component: (await import('../../features/targets/components/project-target-page'))
        .ProjectTargetPage,
    }),
    handle: handle('Project Target', projectDrawer('projectId')),
  },
  {
    path: 'lot-upload/:id',
    lazy: async () => {
      const { UploadPage } = await import('../../features/uploads/components/upload-page');
      return { element: <UploadPage kind="lot" /> };
    },
    handle: handle('Lot Upload', projectDrawer('id')),
  },
];

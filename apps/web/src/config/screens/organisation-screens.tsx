import type { Screen } from '../screen';

/** Screens of the registry (`../screens.tsx`): Organisations, developments, targets and uploads (document 1 §2.2, §2.10; document 3 §2). */
export const organisationScreens = {
  organisation: {
    path: 'organisation',
    href: '/organisation',
    title: 'Organisations',
    page: async () =>
      (await import('../../features/organisations/components/organisation-picker-page'))
        .OrganisationPickerPage,
  },
  createOrganisation: {
    path: 'create-organisation',
    href: '/create-organisation',
    title: 'Create an organisation',
    page: async () =>
      (await import('../../features/organisations/components/create-organisation-page'))
        .CreateOrganisationPage,
  },
  orgProjects: {
    path: 'org-projects/:orgId',
    href: (orgId: number) => `/org-projects/${orgId}`,
    title: 'Projects',
    drawer: { mode: 'Organisation', param: 'orgId' },
    page: async () =>
      (await import('../../features/organisations/components/org-projects-page')).OrgProjectsPage,
  },
  projectUpload: {
    path: 'project-upload/:id',
    href: (orgId: number) => `/project-upload/${orgId}`,
    title: 'Project Upload',
    drawer: { mode: 'Organisation', param: 'id' },
    page: async () => {
      const { UploadPage } = await import('../../features/uploads/components/upload-page');
      return function ProjectUploadPage() {
        return <UploadPage kind="project" />;
      };
    },
  },
  developments: {
    path: 'developments',
    href: '/developments',
    title: 'My Developments',
    page: async () =>
      (await import('../../features/developments/components/developments-page')).DevelopmentsPage,
  },
  buildLocation: {
    path: 'build-location',
    href: '/build-location',
    title: 'Add New Build',
    page: async () =>
      (await import('../../features/developments/components/nearby-developments-page'))
        .NearbyDevelopmentsPage,
  },
  newDevelopment: {
    path: 'new-development/:id/:orgId',
    href: (projectId: number, orgId: number) => `/new-development/${projectId}/${orgId}`,
    title: 'Project Settings',
    drawer: { mode: 'Project', param: 'id' },
    page: async () =>
      (await import('../../features/developments/components/project-settings-page'))
        .ProjectSettingsPage,
  },
  projectProfile: {
    path: 'project-profile/:id',
    href: (projectId: number) => `/project-profile/${projectId}`,
    title: 'Project Settings',
    drawer: { mode: 'Project', param: 'id' },
    page: async () =>
      (await import('../../features/developments/components/project-settings-page'))
        .ProjectSettingsPage,
  },
  development: {
    path: 'development/:id',
    href: (projectId: number) => `/development/${projectId}`,
    title: 'Development',
    drawer: { mode: 'Project', param: 'id' },
    page: async () =>
      (await import('../../features/developments/components/development-page')).DevelopmentPage,
  },
  projectTargets: {
    path: 'project-targets/:projectId',
    href: (projectId: number) => `/project-targets/${projectId}`,
    title: 'Project Targets',
    drawer: { mode: 'Project', param: 'projectId' },
    page: async () =>
      (await import('../../features/targets/components/project-targets-page')).ProjectTargetsPage,
  },
  projectTarget: {
    path: 'project-targets/:projectId/:projectTargetId',
    href: (projectId: number, targetId: number) => `/project-targets/${projectId}/${targetId}`,
    title: 'Project Target',
    drawer: { mode: 'Project', param: 'projectId' },
    page: async () =>
      (await import('../../features/targets/components/project-target-page')).ProjectTargetPage,
  },
  lotUpload: {
    path: 'lot-upload/:id',
    href: (projectId: number) => `/lot-upload/${projectId}`,
    title: 'Lot Upload',
    drawer: { mode: 'Project', param: 'id' },
    page: async () => {
      const { UploadPage } = await import('../../features/uploads/components/upload-page');
      return function LotUploadPage() {
        return <UploadPage kind="lot" />;
      };
    },
  },
} as const satisfies Record<string, Screen>;

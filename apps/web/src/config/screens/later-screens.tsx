import { Level } from '@circa/contract/enums';
import type { Screen } from '../screen';

/** Screens of the registry (`../screens.tsx`): Screens of later releases (no page yet: links to them show "Coming later"). */
export const laterScreens = {
  orgBaselines: {
    path: 'org-baselines/:orgId/:type',
    href: (orgId: number) => `/org-baselines/${orgId}/${Level.Organisation}`,
    title: 'Baselines',
    drawer: { mode: 'Organisation', param: 'orgId' },
    page: async () =>
      (await import('../../features/org-library/components/org-baselines-page')).OrgBaselinesPage,
  },
  orgTemplates: {
    path: 'org-templates/:orgId/:type',
    href: (orgId: number) => `/org-templates/${orgId}/${Level.Organisation}`,
    title: 'Templates',
    drawer: { mode: 'Organisation', param: 'orgId' },
    page: async () =>
      (await import('../../features/org-library/components/org-templates-page')).OrgTemplatesPage,
  },
  projectBaselines: {
    path: 'project-baselines/:projectId/:type',
    href: (projectId: number) => `/project-baselines/${projectId}/${Level.Project}`,
    title: 'Baselines',
    drawer: { mode: 'Project', param: 'projectId' },
    page: async () =>
      (await import('../../features/org-library/components/project-baselines-page'))
        .ProjectBaselinesPage,
  },
  projectUsers: {
    path: 'project-users/:projectId',
    href: (projectId: number) => `/project-users/${projectId}`,
    title: 'Manage Users',
    drawer: { mode: 'Project', param: 'projectId' },
    page: async () =>
      (await import('../../features/project-people/components/project-users-page'))
        .ProjectUsersPage,
  },
  projectCoordinators: {
    path: 'project-coordinators/:projectId',
    href: (projectId: number) => `/project-coordinators/${projectId}`,
    title: 'Manage Coordinators',
    drawer: { mode: 'Project', param: 'projectId' },
    page: async () =>
      (await import('../../features/project-people/components/project-coordinators-page'))
        .ProjectCoordinatorsPage,
  },
  /** A person of a development and their lots (document 3 §2: /user-lots/{id}?email=). */
  userLots: {
    path: 'user-lots/:projectId',
    href: (projectId: number, email: string) =>
      `/user-lots/${projectId}?email=${encodeURIComponent(email)}`,
    title: 'User Lots',
    drawer: { mode: 'Project', param: 'projectId' },
    page: async () =>
      (await import('../../features/project-people/components/user-lots-page')).UserLotsPage,
  },
  baselineTemplates: {
    path: 'baseline-templates/:structureId/:type',
    href: (structureId: number) => `/baseline-templates/${structureId}/${Level.Structure}`,
    title: 'Templates',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () =>
      (await import('../../features/org-library/components/baseline-templates-page'))
        .BaselineTemplatesPage,
  },
  lotCollaborators: {
    path: 'lot-collaborators/:structureId/:type',
    href: (structureId: number) => `/lot-collaborators/${structureId}/${Level.Structure}`,
    title: 'Collaborators',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () =>
      (await import('../../features/lot-collaborators/components/lot-collaborators-page'))
        .LotCollaboratorsPage,
  },
} as const satisfies Record<string, Screen>;

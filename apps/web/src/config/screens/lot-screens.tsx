import { Level } from '@circa/contract/enums';
import type { Screen } from '../screen';

/** Screens of the registry (`../screens.tsx`): Builds and lots (document 1 §2.2, §2.10; document 2 §2). */
export const lotScreens = {
  builds: {
    path: 'builds',
    href: '/builds',
    title: 'My Builds',
    page: async () => (await import('../../features/builds/components/builds-page')).BuildsPage,
  },
  projectBuilds: {
    path: 'project-builds',
    href: '/project-builds',
    title: 'My Builds',
    page: async () => (await import('../../features/builds/components/builds-page')).BuildsPage,
  },
  findLot: {
    path: 'find-lot/:projectId',
    href: (projectId: number) => `/find-lot/${projectId}`,
    title: 'Lots',
    drawer: { mode: 'Project', param: 'projectId' },
    page: async () => (await import('../../features/lots/components/find-lot-page')).FindLotPage,
  },
  createLot: {
    path: 'create-lot/:projectId/:type',
    href: (projectId: number) => `/create-lot/${projectId}/Project`,
    title: 'Create Lot',
    drawer: { mode: 'Project', param: 'projectId' },
    page: async () =>
      (await import('../../features/lots/components/create-lot-page')).CreateLotPage,
  },
  /** Lot details of an existing lot (type 3, Structure). */
  lotDetails: {
    path: 'lot-details/:structureId/:type',
    href: (structureId: number) => `/lot-details/${structureId}/${Level.Structure}`,
    title: 'Lot Details',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () =>
      (await import('../../features/lots/components/lot-details-page')).LotDetailsPage,
  },
  /**
   * Design Details of a lot (document 1 §2.4: /lot/{id}); the page first makes sure the design
   * is built. The lot list and the design screens link to it with the spec's trailing slash.
   */
  designDetails: {
    path: 'lot/:structureId',
    href: (structureId: number, trailingSlash = false) =>
      `/lot/${structureId}${trailingSlash ? '/' : ''}`,
    title: 'Design Details',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () =>
      (await import('../../features/design/components/lot-initialise-page')).LotInitialisePage,
  },
  /** Starts the lot's design from a baseline and an optional preset (0: none). */
  startDesign: {
    path: 'lot/:structureId/:baseId/:presetId',
    href: (structureId: number, baselineId: number, presetId = 0) =>
      `/lot/${structureId}/${baselineId}/${presetId}`,
    title: 'Design Details',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () =>
      (await import('../../features/design/components/lot-initialise-page')).LotInitialisePage,
  },
} as const satisfies Record<string, Screen>;

import { Level } from '@circa/contract/enums';
import type { Screen } from '../screen';

const lot = Level.Structure;
const development = Level.Project;

/**
 * Screens of the registry (`../screens.tsx`): sharing a lot's design and a development's reports
 * (document 3 §2 "Sharing and reports"; decision 0027). The share routes' level is a fixed segment
 * (3 a lot, 2 a development) so each gets its own drawer. Reports are reports-screens.tsx.
 */
export const sharingScreens = {
  /** The share menu of a lot (`type` 3) or a development (`type` 2): links to either entry. */
  share: {
    path: `share/:id/${lot}`,
    href: (id: number, type: number) => `/share/${id}/${type}`,
    title: 'Share',
    drawer: { mode: 'Structure', param: 'id' },
    page: async () =>
      (await import('../../features/sharing/components/lot-share-menu-page')).LotShareMenuPage,
  },
  shareDevelopment: {
    path: `share/:id/${development}`,
    href: (projectId: number) => `/share/${projectId}/${development}`,
    title: 'Share',
    drawer: { mode: 'Project', param: 'id' },
    page: async () =>
      (await import('../../features/sharing/components/project-share-menu-page'))
        .ProjectShareMenuPage,
  },
  shareVisibility: {
    path: `share/:id/${lot}/visibility`,
    href: (structureId: number) => `/share/${structureId}/${lot}/visibility`,
    title: 'Visibility',
    drawer: { mode: 'Structure', param: 'id' },
    page: async () =>
      (await import('../../features/sharing/components/visibility-page')).VisibilityPage,
  },
  shareLink: {
    path: `share/:id/${lot}/share-link`,
    href: (structureId: number) => `/share/${structureId}/${lot}/share-link`,
    title: 'Share Link',
    drawer: { mode: 'Structure', param: 'id' },
    page: async () =>
      (await import('../../features/sharing/components/share-link-page')).ShareLinkPage,
  },
  sharePreview: {
    path: `share/:id/${lot}/preview`,
    href: (structureId: number) => `/share/${structureId}/${lot}/preview`,
    title: 'Preview',
    drawer: { mode: 'Structure', param: 'id' },
    page: async () =>
      (await import('../../features/sharing/components/share-preview-page')).SharePreviewPage,
  },
  /** An organisation's public-link requests: the message each admin gets links here. */
  publicLinkRequests: {
    path: 'public-link-requests/:orgId',
    href: (orgId: number) => `/public-link-requests/${orgId}`,
    title: 'Public Link Requests',
    drawer: { mode: 'Organisation', param: 'orgId' },
    page: async () =>
      (await import('../../features/sharing/components/public-link-requests-page'))
        .PublicLinkRequestsPage,
  },
} as const satisfies Record<string, Screen>;

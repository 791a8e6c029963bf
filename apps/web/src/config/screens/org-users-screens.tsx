import type { Screen } from '../screen';

/** Screens of the registry (`../screens.tsx`): Organisation users and risk assessment (document 3 §4; organisation admins). */
export const orgUsersScreens = {
  orgUsers: {
    path: 'org-users/:orgId',
    href: (orgId: number) => `/org-users/${orgId}`,
    title: 'Users',
    drawer: { mode: 'Organisation', param: 'orgId' },
    page: async () =>
      (await import('../../features/org-users/components/org-users-page')).OrgUsersPage,
  },
  orgJoinRequests: {
    path: 'org-join-requests/:orgId',
    href: (orgId: number) => `/org-join-requests/${orgId}`,
    title: 'Join Requests',
    drawer: { mode: 'Organisation', param: 'orgId' },
    page: async () =>
      (await import('../../features/org-membership/components/org-join-requests-page'))
        .OrgJoinRequestsPage,
  },
  joinOrganisation: {
    path: 'join-organisation',
    href: '/join-organisation',
    title: 'Join an organisation',
    page: async () =>
      (await import('../../features/org-membership/components/join-organisation-page'))
        .JoinOrganisationPage,
  },
  operator: {
    path: 'operator',
    href: '/operator',
    title: 'Operator',
    page: async () =>
      (await import('../../features/operator/components/operator-page')).OperatorPage,
  },
  orgRiskAssessment: {
    path: 'org-risk-assessment/:orgId',
    href: (orgId: number) => `/org-risk-assessment/${orgId}`,
    title: 'Risk Assessment',
    drawer: { mode: 'Organisation', param: 'orgId' },
    page: async () =>
      (await import('../../features/org-users/components/org-risk-assessment-page'))
        .OrgRiskAssessmentPage,
  },
} as const satisfies Record<string, Screen>;

import type { Screen } from '../screen';

/** Screens of the registry (`../screens.tsx`): Organisation settings, onboarding and dashboard (document 3 §2; organisation admins). */
export const orgSettingsScreens = {
  orgSettings: {
    path: 'org-settings/:orgId',
    href: (orgId: number) => `/org-settings/${orgId}`,
    title: 'Settings',
    drawer: { mode: 'Organisation', param: 'orgId' },
    page: async () =>
      (await import('../../features/org-settings/components/org-settings-page')).OrgSettingsPage,
  },
  orgOnboarding: {
    path: 'org-onboarding/:orgId',
    href: (orgId: number) => `/org-onboarding/${orgId}`,
    title: 'Onboarding',
    drawer: { mode: 'Organisation', param: 'orgId' },
    page: async () =>
      (await import('../../features/org-settings/components/org-onboarding-page'))
        .OrgOnboardingPage,
  },
  orgDashboard: {
    path: 'org-dashboard/:orgId',
    href: (orgId: number) => `/org-dashboard/${orgId}`,
    title: 'Dashboard',
    drawer: { mode: 'Organisation', param: 'orgId' },
    page: async () =>
      (await import('../../features/org-settings/components/org-dashboard-page')).OrgDashboardPage,
  },
} as const satisfies Record<string, Screen>;

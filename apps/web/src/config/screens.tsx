import { Level } from '@circa/contract/enums';
import type { Screen } from './screen';
import { isReady, rootSegment } from './screen';

/*
 * Every screen of the app, declared once (document 1 §2.2; document 2 §2; document 3 §2): its
 * route pattern, its link, its title, who may open it, its side drawer and its lazily loaded
 * page. The router (app/screen-routes.tsx) makes a route of each screen that has a page; links
 * use `screens.<name>.href`; `isScreenReady` tells links whether their screen exists yet.
 * Adding a screen is adding one entry here (apps/web/README.md "Adding a screen").
 *
 * This is the one module outside app/ that names feature modules, and only in `page`'s lazy
 * `import()`: features import this file for links, so a static import would tie them together.
 */

const encode = encodeURIComponent;

export const screens = {
  // ── Signing in, the profile and home (document 1 §2.2) ──────────────────────────────────────
  home: {
    path: '',
    href: '/',
    title: 'Home',
    access: 'mixed',
    page: async () => (await import('../features/home/components/home-page')).HomePage,
  },
  verifyEmail: {
    path: 'verify-email/:token',
    href: (token: string) => `/verify-email/${encode(token)}`,
    title: 'Confirm Email',
    access: 'ungated',
    page: async () =>
      (await import('../features/email-verification/components/verify-email-page')).VerifyEmailPage,
  },
  enterPassword: {
    path: 'enter-password/:username',
    href: (username: string) => `/enter-password/${encode(username)}`,
    title: 'Change Password',
    access: 'mixed',
    page: async () =>
      (await import('../features/auth/components/enter-password-page')).EnterPasswordPage,
  },
  validatePin: {
    path: 'validate-pin/:username',
    href: (username: string) => `/validate-pin/${encode(username)}`,
    title: 'Change Password',
    access: 'mixed',
    page: async () =>
      (await import('../features/auth/components/validate-pin-page')).ValidatePinPage,
  },
  login: {
    path: 'login',
    href: '/login',
    title: 'Welcome',
    access: 'public',
    page: async () => (await import('../features/auth/components/login-page')).LoginPage,
  },
  register: {
    path: 'register',
    href: '/register',
    title: 'Register',
    access: 'public',
    page: async () => (await import('../features/auth/components/register-page')).RegisterPage,
  },
  googleLogin: {
    path: 'googlelogin/:username',
    href: (username: string) => `/googlelogin/${encode(username)}`,
    title: 'Signing in',
    access: 'public',
    page: async () => {
      const { SsoCallbackPage } = await import('../features/auth/components/sso-callback-page');
      return function GoogleCallbackPage() {
        return <SsoCallbackPage provider="Google" />;
      };
    },
  },
  microsoftLogin: {
    path: 'microsoftlogin/:username',
    href: (username: string) => `/microsoftlogin/${encode(username)}`,
    title: 'Signing in',
    access: 'public',
    page: async () => {
      const { SsoCallbackPage } = await import('../features/auth/components/sso-callback-page');
      return function MicrosoftCallbackPage() {
        return <SsoCallbackPage provider="Microsoft" />;
      };
    },
  },
  profile: {
    path: 'profile',
    href: '/profile',
    title: 'Profile',
    page: async () => (await import('../features/profile/components/profile-page')).ProfilePage,
  },

  // ── Builds and lots (document 1 §2.2, §2.10; document 2 §2) ──────────────────────────────────
  builds: {
    path: 'builds',
    href: '/builds',
    title: 'My Builds',
    page: async () => (await import('../features/builds/components/builds-page')).BuildsPage,
  },
  projectBuilds: {
    path: 'project-builds',
    href: '/project-builds',
    title: 'My Builds',
    page: async () => (await import('../features/builds/components/builds-page')).BuildsPage,
  },
  findLot: {
    path: 'find-lot/:projectId',
    href: (projectId: number) => `/find-lot/${projectId}`,
    title: 'Lots',
    drawer: { mode: 'Project', param: 'projectId' },
    page: async () => (await import('../features/lots/components/find-lot-page')).FindLotPage,
  },
  createLot: {
    path: 'create-lot/:projectId/:type',
    href: (projectId: number) => `/create-lot/${projectId}/Project`,
    title: 'Create Lot',
    drawer: { mode: 'Project', param: 'projectId' },
    page: async () => (await import('../features/lots/components/create-lot-page')).CreateLotPage,
  },
  /** Lot details of an existing lot (type 3, Structure). */
  lotDetails: {
    path: 'lot-details/:structureId/:type',
    href: (structureId: number) => `/lot-details/${structureId}/${Level.Structure}`,
    title: 'Lot Details',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () => (await import('../features/lots/components/lot-details-page')).LotDetailsPage,
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
      (await import('../features/design/components/lot-initialise-page')).LotInitialisePage,
  },
  /** Starts the lot's design from a baseline and an optional preset (0: none). */
  startDesign: {
    path: 'lot/:structureId/:baseId/:presetId',
    href: (structureId: number, baselineId: number, presetId = 0) =>
      `/lot/${structureId}/${baselineId}/${presetId}`,
    title: 'Design Details',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () =>
      (await import('../features/design/components/lot-initialise-page')).LotInitialisePage,
  },

  // ── Baselines and presets (document 3 §2 "Baselines and presets") ──────────────────────────
  baselinePreset: {
    path: 'baseline-preset/:structureId',
    href: (structureId: number) => `/baseline-preset/${structureId}`,
    title: 'Choose a Design',
    page: async () =>
      (await import('../features/library/components/baseline-preset-page')).BaselinePresetPage,
  },
  selectBaseline: {
    path: 'select-baseline/:structureId',
    href: (structureId: number) => `/select-baseline/${structureId}`,
    title: 'Select Baseline',
    page: async () =>
      (await import('../features/library/components/select-baseline-page')).SelectBaselinePage,
  },
  selectPreset: {
    path: 'select-preset/:structureId/:baseId?',
    href: (structureId: number, baselineId?: number) =>
      baselineId === undefined
        ? `/select-preset/${structureId}`
        : `/select-preset/${structureId}/${baselineId}`,
    title: 'Select Preset',
    page: async () =>
      (await import('../features/library/components/select-preset-page')).SelectPresetPage,
  },
  noAvailableBaseline: {
    path: 'no-available-baseline/:structureId',
    href: (structureId: number) => `/no-available-baseline/${structureId}/`,
    title: 'No Available Baseline',
    page: async () =>
      (await import('../features/library/components/no-available-baseline-page'))
        .NoAvailableBaselinePage,
  },

  // ── Organisations, developments, targets and uploads (document 1 §2.2, §2.10; document 3 §2) ─
  organisation: {
    path: 'organisation',
    href: '/organisation',
    title: 'Organisations',
    page: async () =>
      (await import('../features/organisations/components/organisation-picker-page'))
        .OrganisationPickerPage,
  },
  createOrganisation: {
    path: 'create-organisation',
    href: '/create-organisation',
    title: 'Create an organisation',
    page: async () =>
      (await import('../features/organisations/components/create-organisation-page'))
        .CreateOrganisationPage,
  },
  orgProjects: {
    path: 'org-projects/:orgId',
    href: (orgId: number) => `/org-projects/${orgId}`,
    title: 'Projects',
    drawer: { mode: 'Organisation', param: 'orgId' },
    page: async () =>
      (await import('../features/organisations/components/org-projects-page')).OrgProjectsPage,
  },
  projectUpload: {
    path: 'project-upload/:id',
    href: (orgId: number) => `/project-upload/${orgId}`,
    title: 'Project Upload',
    drawer: { mode: 'Organisation', param: 'id' },
    page: async () => {
      const { UploadPage } = await import('../features/uploads/components/upload-page');
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
      (await import('../features/developments/components/developments-page')).DevelopmentsPage,
  },
  buildLocation: {
    path: 'build-location',
    href: '/build-location',
    title: 'Add New Build',
    page: async () =>
      (await import('../features/developments/components/nearby-developments-page'))
        .NearbyDevelopmentsPage,
  },
  newDevelopment: {
    path: 'new-development/:id/:orgId',
    href: (projectId: number, orgId: number) => `/new-development/${projectId}/${orgId}`,
    title: 'Project Settings',
    drawer: { mode: 'Project', param: 'id' },
    page: async () =>
      (await import('../features/developments/components/project-settings-page'))
        .ProjectSettingsPage,
  },
  projectProfile: {
    path: 'project-profile/:id',
    href: (projectId: number) => `/project-profile/${projectId}`,
    title: 'Project Settings',
    drawer: { mode: 'Project', param: 'id' },
    page: async () =>
      (await import('../features/developments/components/project-settings-page'))
        .ProjectSettingsPage,
  },
  development: {
    path: 'development/:id',
    href: (projectId: number) => `/development/${projectId}`,
    title: 'Development',
    drawer: { mode: 'Project', param: 'id' },
    page: async () =>
      (await import('../features/developments/components/development-page')).DevelopmentPage,
  },
  projectTargets: {
    path: 'project-targets/:projectId',
    href: (projectId: number) => `/project-targets/${projectId}`,
    title: 'Project Targets',
    drawer: { mode: 'Project', param: 'projectId' },
    page: async () =>
      (await import('../features/targets/components/project-targets-page')).ProjectTargetsPage,
  },
  projectTarget: {
    path: 'project-targets/:projectId/:projectTargetId',
    href: (projectId: number, targetId: number) => `/project-targets/${projectId}/${targetId}`,
    title: 'Project Target',
    drawer: { mode: 'Project', param: 'projectId' },
    page: async () =>
      (await import('../features/targets/components/project-target-page')).ProjectTargetPage,
  },
  lotUpload: {
    path: 'lot-upload/:id',
    href: (projectId: number) => `/lot-upload/${projectId}`,
    title: 'Lot Upload',
    drawer: { mode: 'Project', param: 'id' },
    page: async () => {
      const { UploadPage } = await import('../features/uploads/components/upload-page');
      return function LotUploadPage() {
        return <UploadPage kind="lot" />;
      };
    },
  },

  // ── A lot's design inputs, customise views and payment (document 2 §2) ─────────────────────
  designWater: {
    path: 'design-water/:structureId',
    href: (structureId: number) => `/design-water/${structureId}`,
    title: 'Water Balance Inputs',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () => (await import('../features/design/components/water-page')).WaterPage,
  },
  designGfa: {
    path: 'design-gfa/:structureId',
    href: (structureId: number) => `/design-gfa/${structureId}`,
    title: 'Gross Floor Area',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () => (await import('../features/design/components/gfa-page')).GfaPage,
  },
  designThermal: {
    path: 'design-thermal/:structureId',
    href: (structureId: number) => `/design-thermal/${structureId}`,
    title: 'Thermal Rating',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () => (await import('../features/design/components/thermal-page')).ThermalPage,
  },
  /** A customise view, by its sort order (1 is the first). */
  designTemplates: {
    path: 'design-templates/:structureId/:viewIndex?',
    href: (structureId: number, viewIndex = 1) => `/design-templates/${structureId}/${viewIndex}`,
    title: 'Customise Design',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () =>
      (await import('../features/customise/components/customise-page')).CustomisePage,
  },
  /** The card payment screen; `destination` is where to go once paid. */
  payment: {
    path: 'payment/:structureId',
    href: (structureId: number, destination?: string) =>
      `/payment/${structureId}${destination ? `?url=${encode(destination)}` : ''}`,
    title: 'Payment',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () => (await import('../features/payment/components/payment-page')).PaymentPage,
  },

  // ── Results and submission (document 2 §2 "Results area", "Unsubmit screen") ───────────────
  designResults: {
    path: 'design-results/:structureId',
    href: (structureId: number) => `/design-results/${structureId}`,
    title: 'Results',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () =>
      (await import('../features/results/components/results-summary-page')).ResultsSummaryPage,
  },
  indicatorResults: {
    path: 'design-results/:structureId/:indicatorId/:excludePowerGeneration',
    href: (structureId: number, indicatorId: number, isExcludingGeneration: boolean) =>
      `/design-results/${structureId}/${indicatorId}/${isExcludingGeneration}`,
    title: 'Results',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () =>
      (await import('../features/results/components/indicator-results-page')).IndicatorResultsPage,
  },
  impactLine: {
    path: 'design-results/:structureId/:indicatorId/:excludePowerGeneration/:categoryId/:name',
    href: (
      structureId: number,
      indicatorId: number,
      isExcludingGeneration: boolean,
      categoryId: number,
      name: string,
    ) =>
      `/design-results/${structureId}/${indicatorId}/${isExcludingGeneration}/${categoryId}/${encode(name)}`,
    title: 'Results',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () =>
      (await import('../features/results/components/impact-line-page')).ImpactLinePage,
  },
  submitDesign: {
    path: 'design-results/:structureId/submit',
    href: (structureId: number) => `/design-results/${structureId}/submit`,
    title: 'Submit Design',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () => (await import('../features/submission/components/submit-page')).SubmitPage,
  },
  unsubmitDesign: {
    path: 'design-results/:structureId/unsubmit',
    href: (structureId: number) => `/design-results/${structureId}/unsubmit`,
    title: 'Re-design',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () =>
      (await import('../features/submission/components/unsubmit-page')).UnsubmitPage,
  },
  baselineRequested: {
    path: 'baseline-requested/:structureId',
    href: (structureId: number) => `/baseline-requested/${structureId}`,
    title: 'Baseline Requested',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () =>
      (await import('../features/results/components/baseline-requested-page'))
        .BaselineRequestedPage,
  },

  // ── Organisation settings, onboarding and dashboard (document 3 §2; organisation admins) ───
  orgSettings: {
    path: 'org-settings/:orgId',
    href: (orgId: number) => `/org-settings/${orgId}`,
    title: 'Settings',
    drawer: { mode: 'Organisation', param: 'orgId' },
    page: async () =>
      (await import('../features/org-settings/components/org-settings-page')).OrgSettingsPage,
  },
  orgOnboarding: {
    path: 'org-onboarding/:orgId',
    href: (orgId: number) => `/org-onboarding/${orgId}`,
    title: 'Onboarding',
    drawer: { mode: 'Organisation', param: 'orgId' },
    page: async () =>
      (await import('../features/org-settings/components/org-onboarding-page')).OrgOnboardingPage,
  },
  orgDashboard: {
    path: 'org-dashboard/:orgId',
    href: (orgId: number) => `/org-dashboard/${orgId}`,
    title: 'Dashboard',
    drawer: { mode: 'Organisation', param: 'orgId' },
    page: async () =>
      (await import('../features/org-settings/components/org-dashboard-page')).OrgDashboardPage,
  },

  // ── Organisation users and risk assessment (document 3 §4; organisation admins) ────────────
  orgUsers: {
    path: 'org-users/:orgId',
    href: (orgId: number) => `/org-users/${orgId}`,
    title: 'Users',
    drawer: { mode: 'Organisation', param: 'orgId' },
    page: async () =>
      (await import('../features/org-users/components/org-users-page')).OrgUsersPage,
  },
  orgJoinRequests: {
    path: 'org-join-requests/:orgId',
    href: (orgId: number) => `/org-join-requests/${orgId}`,
    title: 'Join Requests',
    drawer: { mode: 'Organisation', param: 'orgId' },
    page: async () =>
      (await import('../features/org-membership/components/org-join-requests-page'))
        .OrgJoinRequestsPage,
  },
  joinOrganisation: {
    path: 'join-organisation',
    href: '/join-organisation',
    title: 'Join an organisation',
    page: async () =>
      (await import('../features/org-membership/components/join-organisation-page'))
        .JoinOrganisationPage,
  },
  operator: {
    path: 'operator',
    href: '/operator',
    title: 'Operator',
    page: async () => (await import('../features/operator/components/operator-page')).OperatorPage,
  },
  orgRiskAssessment: {
    path: 'org-risk-assessment/:orgId',
    href: (orgId: number) => `/org-risk-assessment/${orgId}`,
    title: 'Risk Assessment',
    drawer: { mode: 'Organisation', param: 'orgId' },
    page: async () =>
      (await import('../features/org-users/components/org-risk-assessment-page'))
        .OrgRiskAssessmentPage,
  },

  // ── Screens of later releases (no page yet: links to them show "Coming later") ─────────────
  orgBaselines: {
    path: 'org-baselines/:orgId/:type',
    href: (orgId: number) => `/org-baselines/${orgId}/${Level.Organisation}`,
    title: 'Baselines',
    drawer: { mode: 'Organisation', param: 'orgId' },
    page: async () =>
      (await import('../features/org-library/components/org-baselines-page')).OrgBaselinesPage,
  },
  orgTemplates: {
    path: 'org-templates/:orgId/:type',
    href: (orgId: number) => `/org-templates/${orgId}/${Level.Organisation}`,
    title: 'Templates',
    drawer: { mode: 'Organisation', param: 'orgId' },
    page: async () =>
      (await import('../features/org-library/components/org-templates-page')).OrgTemplatesPage,
  },
  projectBaselines: {
    path: 'project-baselines/:projectId/:type',
    href: (projectId: number) => `/project-baselines/${projectId}/${Level.Project}`,
    title: 'Baselines',
    drawer: { mode: 'Project', param: 'projectId' },
    page: async () =>
      (await import('../features/org-library/components/project-baselines-page'))
        .ProjectBaselinesPage,
  },
  projectUsers: {
    path: 'project-users/:projectId',
    href: (projectId: number) => `/project-users/${projectId}`,
    title: 'Manage Users',
    drawer: { mode: 'Project', param: 'projectId' },
    page: async () =>
      (await import('../features/project-people/components/project-users-page')).ProjectUsersPage,
  },
  projectCoordinators: {
    path: 'project-coordinators/:projectId',
    href: (projectId: number) => `/project-coordinators/${projectId}`,
    title: 'Manage Coordinators',
    drawer: { mode: 'Project', param: 'projectId' },
    page: async () =>
      (await import('../features/project-people/components/project-coordinators-page'))
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
      (await import('../features/project-people/components/user-lots-page')).UserLotsPage,
  },
  baselineTemplates: {
    path: 'baseline-templates/:structureId/:type',
    href: (structureId: number) => `/baseline-templates/${structureId}/${Level.Structure}`,
    title: 'Templates',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () =>
      (await import('../features/org-library/components/baseline-templates-page'))
        .BaselineTemplatesPage,
  },
  lotCollaborators: {
    path: 'lot-collaborators/:structureId/:type',
    href: (structureId: number) => `/lot-collaborators/${structureId}/${Level.Structure}`,
    title: 'Collaborators',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () =>
      (await import('../features/lot-collaborators/components/lot-collaborators-page'))
        .LotCollaboratorsPage,
  },
  designAnalysis: {
    path: 'design-analysis/:structureId',
    href: (structureId: number) => `/design-analysis/${structureId}`,
  },
  /** Sharing of a lot or development (`type`: the contract's `Level`). */
  share: {
    path: 'share/:id/:type',
    href: (id: number, type: number) => `/share/${id}/${type}`,
  },
  shareReports: {
    path: 'share/:id/:type/reports',
    href: (id: number, type: number) => `/share/${id}/${type}/reports`,
  },
  feed: { path: 'feed/:id', href: (id: number) => `/feed/${id}` },

  // ── Messages (document 3 §2 "Messages"; drawer: Inbox, Archive, Sent, Back) ─────────────────
  inbox: {
    path: 'inbox',
    href: '/inbox',
    title: 'Inbox',
    drawer: { mode: 'Message' },
    page: async () => (await import('../features/messages/components/message-list-page')).InboxPage,
  },
  archive: {
    path: 'archive',
    href: '/archive',
    title: 'Archive',
    drawer: { mode: 'Message' },
    page: async () =>
      (await import('../features/messages/components/message-list-page')).ArchivePage,
  },
  sent: {
    path: 'sent',
    href: '/sent',
    title: 'Sent',
    drawer: { mode: 'Message' },
    page: async () => (await import('../features/messages/components/message-list-page')).SentPage,
  },
} as const satisfies Record<string, Screen>;

/** First path segments of the screens that exist in this release. */
const readyRoots: ReadonlySet<string> = new Set(
  Object.values<Screen>(screens)
    .filter(isReady)
    .map((screen) => rootSegment(screen.path)),
);

/**
 * True when the screen at `path` exists in this release (judged by its first segment). Links to
 * other screens render disabled with a "Coming later" tooltip.
 */
export function isScreenReady(path: string): boolean {
  return readyRoots.has(rootSegment(path));
}

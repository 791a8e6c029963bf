/**
 * Paths of the app's screens (document 1 §2.2) and which of them exist in this release. Links to
 * screens that come with later releases show disabled with a "Coming later" tooltip instead of
 * leading to a page that does not exist.
 */

const encode = encodeURIComponent;

export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  profile: '/profile',
  enterPassword: (username: string) => `/enter-password/${encode(username)}`,
  validatePin: (username: string) => `/validate-pin/${encode(username)}`,
  googleLogin: (username: string) => `/googlelogin/${encode(username)}`,
  microsoftLogin: (username: string) => `/microsoftlogin/${encode(username)}`,
  builds: '/builds',
  projectBuilds: '/project-builds',
  buildLocation: '/build-location',
  organisation: '/organisation',
  orgProjects: (orgId: number) => `/org-projects/${orgId}`,
  developments: '/developments',
  newDevelopment: (projectId: number, orgId: number) => `/new-development/${projectId}/${orgId}`,
  projectProfile: (projectId: number) => `/project-profile/${projectId}`,
  development: (projectId: number) => `/development/${projectId}`,
  projectTargets: (projectId: number) => `/project-targets/${projectId}`,
  projectTarget: (projectId: number, targetId: number) =>
    `/project-targets/${projectId}/${targetId}`,
  projectUpload: (orgId: number) => `/project-upload/${orgId}`,
  lotUpload: (projectId: number) => `/lot-upload/${projectId}`,
  designTemplates: (structureId: number, viewIndex = 1) =>
    `/design-templates/${structureId}/${viewIndex}`,
  designResults: (structureId: number) => `/design-results/${structureId}`,
  inbox: '/inbox',
  archive: '/archive',
  sent: '/sent',
} as const;

/** First path segments of the screens that exist in this release. */
const readyRoots: ReadonlySet<string> = new Set([
  '',
  'login',
  'register',
  'profile',
  'enter-password',
  'validate-pin',
  'googlelogin',
  'microsoftlogin',
  'builds',
  'project-builds',
  'find-lot',
  'create-lot',
  'lot-details',
  'lot',
  'baseline-preset',
  'select-baseline',
  'select-preset',
  'no-available-baseline',
  'organisation',
  'org-projects',
  'developments',
  'new-development',
  'project-profile',
  'development',
  'project-targets',
  'build-location',
  'project-upload',
  'lot-upload',
  'design-water',
  'design-gfa',
  'design-thermal',
  'design-templates',
  'payment',
  'design-results',
]);

/** True when the screen at `path` exists in this release. */
export function isScreenReady(path: string): boolean {
  const root = path.split(/[?#]/)[0]?.split('/')[1] ?? '';
  return readyRoots.has(root.toLowerCase());
}

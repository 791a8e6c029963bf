import { Level } from '@circa/contract/enums';
import { screens } from '../../config/screens';

/** Side drawer modes (document 1 §2.3). */
export type DrawerMode = 'None' | 'Organisation' | 'Project' | 'Structure' | 'Message';

/** Icon names of drawer entries (mapped to MUI icons by the drawer component). */
export type DrawerIcon =
  | 'projects'
  | 'dashboard'
  | 'settings'
  | 'baselines'
  | 'templates'
  | 'users'
  | 'joinRequests'
  | 'publicLinks'
  | 'onboarding'
  | 'risk'
  | 'back'
  | 'inbox'
  | 'archive'
  | 'sent'
  | 'profile'
  | 'targets'
  | 'lots'
  | 'coordinators'
  | 'reports'
  | 'lotDetails'
  | 'design'
  | 'water'
  | 'gears'
  | 'refrigerator'
  | 'waterLadder'
  | 'houseBuilding'
  | 'paintRoller'
  | 'view'
  | 'results'
  | 'analysis'
  | 'share'
  | 'collaboration';

export interface DrawerEntry {
  key: string;
  label: string;
  icon: DrawerIcon;
  /** Target path; absent for Back (goes back in history). */
  to?: string;
  isDisabled: boolean;
}

/** One customisable design view of a structure. */
export interface DrawerView {
  sortOrder: number;
  name: string;
}

/** What the drawer needs to know about the page it is on. */
export interface DrawerContext {
  orgId?: number;
  projectId?: number;
  structureId?: number;
  /** The user is admin coordinator of the project (project drawer, structure extras). */
  isAdminCoordinator?: boolean;
  /**
   * The user administers the organisation (Organisation mode): only admins get its settings,
   * library, users, onboarding, risk and dashboard entries; others Projects and Back.
   */
  isOrgAdmin?: boolean;
  /** The user leads the structure. */
  isStructureLead?: boolean;
  isBaselineLot?: boolean;
  /** The design is built (Design Details, Water, views, Results and Analysis need it). */
  isBuilt?: boolean;
  isPaidAndSubmitted?: boolean;
  views?: readonly DrawerView[];
  /** Views with a higher sort order than this are disabled. */
  activeCustomSortOrder?: number;
}

const viewIcons: Record<number, DrawerIcon> = {
  1: 'gears',
  2: 'refrigerator',
  3: 'waterLadder',
  4: 'houseBuilding',
  5: 'paintRoller',
};

/** An entry named after its icon (every entry but the design views, whose key is their order). */
function entry(icon: DrawerIcon, label: string, to?: string, isDisabled = false): DrawerEntry {
  return to === undefined
    ? { key: icon, label, icon, isDisabled }
    : { key: icon, label, icon, to, isDisabled };
}

const back = entry('back', 'Back');

function organisationEntries(orgId: number, isOrgAdmin: boolean): DrawerEntry[] {
  const projects = entry('projects', 'Projects', screens.orgProjects.href(orgId));
  if (!isOrgAdmin) return [projects, back];
  return [
    projects,
    // not in document 1 §2.3 (its dashboard was 'coming soon'): issue 11 item 7
    entry('dashboard', 'Dashboard', screens.orgDashboard.href(orgId)),
    // beyond the spec (issue 14 part 2): the pivot of the organisation's submitted lots
    entry('analysis', 'Portfolio Analysis', screens.orgAnalysis.href(orgId)),
    entry('settings', 'Settings', screens.orgSettings.href(orgId)),
    entry('baselines', 'Baselines', screens.orgBaselines.href(orgId)),
    entry('templates', 'Templates', screens.orgTemplates.href(orgId)),
    entry('users', 'Users', screens.orgUsers.href(orgId)),
    entry('joinRequests', 'Join Requests', screens.orgJoinRequests.href(orgId)),
    entry('publicLinks', 'Public Link Requests', screens.publicLinkRequests.href(orgId)),
    entry('onboarding', 'Onboarding', screens.orgOnboarding.href(orgId)),
    entry('risk', 'Risk Assessment', screens.orgRiskAssessment.href(orgId)),
    back,
  ];
}

function projectEntries(id: number): DrawerEntry[] {
  return [
    entry('profile', 'Profile', screens.development.href(id)),
    entry('settings', 'Settings', screens.projectProfile.href(id)),
    entry('targets', 'Targets', screens.projectTargets.href(id)),
    entry('baselines', 'Baselines', screens.projectBaselines.href(id)),
    entry('lots', 'Lots', screens.findLot.href(id)),
    entry('users', 'Manage Users', screens.projectUsers.href(id)),
    entry('coordinators', 'Manage Coordinators', screens.projectCoordinators.href(id)),
    entry('reports', 'Reports', screens.shareReports.href(id, Level.Project)),
    entry('analysis', 'Portfolio Analysis', screens.projectAnalysis.href(id)),
  ];
}

function structureEntries(id: number, ctx: DrawerContext): DrawerEntry[] {
  const notBuilt = !ctx.isBuilt;
  const active = ctx.activeCustomSortOrder ?? Number.POSITIVE_INFINITY;
  const views = [...(ctx.views ?? [])]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((view): DrawerEntry => ({
      key: `view-${view.sortOrder}`,
      label: view.name,
      icon: viewIcons[view.sortOrder] ?? 'view',
      to: screens.designTemplates.href(id, view.sortOrder),
      isDisabled: notBuilt || view.sortOrder > active,
    }));
  const entries = [
    entry('lotDetails', 'Lot Details', screens.lotDetails.href(id)),
    entry('design', 'Design Details', screens.designDetails.href(id), notBuilt),
    entry('water', 'Water Balance Inputs', screens.designWater.href(id), notBuilt),
    ...views,
    entry('results', 'Results', screens.designResults.href(id), notBuilt),
  ];
  if (ctx.isPaidAndSubmitted) {
    entries.push(entry('analysis', 'Analysis', screens.designAnalysis.href(id), notBuilt));
    // sharing shows only for a submitted design (document 2: "when the design is sharable")
    entries.push(entry('share', 'Share', screens.share.href(id, Level.Structure), notBuilt));
  }
  if (ctx.isBaselineLot && ctx.isAdminCoordinator) {
    entries.push(entry('templates', 'Templates', screens.baselineTemplates.href(id)));
  }
  if (ctx.isAdminCoordinator || ctx.isStructureLead) {
    entries.push(entry('collaboration', 'Collaboration', screens.lotCollaborators.href(id)));
  }
  return entries;
}

/** The drawer's entries for a mode; empty when the mode has nothing to show for the context. */
export function drawerEntries(mode: DrawerMode, ctx: DrawerContext): DrawerEntry[] {
  switch (mode) {
    case 'None':
      return [];
    case 'Organisation':
      return ctx.orgId === undefined
        ? []
        : organisationEntries(ctx.orgId, ctx.isOrgAdmin !== false);
    case 'Project':
      return ctx.projectId === undefined || !ctx.isAdminCoordinator
        ? []
        : projectEntries(ctx.projectId);
    case 'Structure':
      return ctx.structureId === undefined ? [] : structureEntries(ctx.structureId, ctx);
    case 'Message':
      return [
        entry('inbox', 'Inbox', screens.inbox.href),
        entry('archive', 'Archive', screens.archive.href),
        entry('sent', 'Sent', screens.sent.href),
        back,
      ];
  }
}

/**
 * Whether the drawer shows: never in mode None or without entries; hidden for users who are not
 * admin coordinators on project (development) pages (document 1 §2.3).
 */
export function isDrawerShown(mode: DrawerMode, ctx: DrawerContext): boolean {
  if (mode === 'Project' && !ctx.isAdminCoordinator) return false;
  return drawerEntries(mode, ctx).length > 0;
}

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The entry the page belongs to: the one whose path is the page's path or the longest prefix of
 * it (so an indicator's results, /design-results/21/1/0, highlight Results).
 */
export function selectedEntryKey(
  entries: readonly DrawerEntry[],
  pathname: string,
): string | undefined {
  const page = withoutSlash(pathname);
  let best: DrawerEntry | undefined;
  for (const entry of entries) {
    if (entry.to === undefined) continue;
    const to = withoutSlash(entry.to);
    if ((page === to || page.startsWith(`${to}/`)) && to.length > (best?.to?.length ?? -1))
      best = entry;
  }
  return best?.key;
}

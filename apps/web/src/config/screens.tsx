import type { Screen } from './screen';
import { isReady, rootSegment } from './screen';
import { accountScreens } from './screens/account-screens';
import { lotScreens } from './screens/lot-screens';
import { libraryScreens } from './screens/library-screens';
import { organisationScreens } from './screens/organisation-screens';
import { designScreens } from './screens/design-screens';
import { resultsScreens } from './screens/results-screens';
import { analysisScreens } from './screens/analysis-screens';
import { orgSettingsScreens } from './screens/org-settings-screens';
import { orgUsersScreens } from './screens/org-users-screens';
import { laterScreens } from './screens/later-screens';
import { messageScreens } from './screens/message-screens';
import { publicScreens } from './screens/public-screens';
import { reportsScreens } from './screens/reports-screens';
import { sharingScreens } from './screens/sharing-screens';

/*
 * Every screen of the app, declared once (document 1 §2.2; document 2 §2; document 3 §2): its
 * route pattern, its link, its title, who may open it, its side drawer and its lazily loaded
 * page. The router (app/screen-routes.tsx) makes a route of each screen that has a page; links
 * use `screens.<name>.href`; `isScreenReady` tells links whether their screen exists yet.
 * Each area's entries are in `screens/<area>-screens.tsx`; adding a screen is adding one entry
 * there (apps/web/README.md "Adding a screen").
 *
 * This is the one module outside app/ that names feature modules, and only in `page`'s lazy
 * `import()`: features import this file for links, so a static import would tie them together.
 */

export const screens = {
  ...accountScreens,
  ...lotScreens,
  ...libraryScreens,
  ...organisationScreens,
  ...designScreens,
  ...resultsScreens,
  ...analysisScreens,
  ...orgSettingsScreens,
  ...orgUsersScreens,
  ...laterScreens,
  ...messageScreens,
  ...publicScreens,
  ...reportsScreens,
  ...sharingScreens,
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

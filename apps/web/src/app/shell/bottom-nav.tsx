import Badge from '@mui/material/Badge';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Apartment from '@mui/icons-material/Apartment';
import Home from '@mui/icons-material/Home';
import Mail from '@mui/icons-material/Mail';
import ViewList from '@mui/icons-material/ViewList';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { ComingLater } from '../../ui/coming-later';
import { isScreenReady, screens } from '../../config/screens';

/** Height of the bottom navigation, for the page's bottom padding. */
export const bottomNavHeight = 56;

interface NavItem {
  label: string;
  to: string;
  icon: ReactNode;
}

export interface BottomNavProps {
  isOrgAdmin: boolean;
  unreadCount: number;
}

const organisationRoots: ReadonlySet<string> = new Set(['/org-projects', '/project-upload']);
const messageRoots: ReadonlySet<string> = new Set([screens.archive.href, screens.sent.href]);

/** The tab of `pathname`: the item whose path is its first segment. */
export function activeTab(pathname: string, items: readonly { to: string }[]): string | false {
  const segment = `/${pathname.split('/')[1] ?? ''}`;
  // /builds is the same My Builds screen as the Builds tab's /project-builds; an organisation's
  // projects and project upload belong to the Organisation tab; the archive and sent lists to
  // Messages.
  const root =
    segment === screens.builds.href
      ? screens.projectBuilds.href
      : organisationRoots.has(segment)
        ? screens.organisation.href
        : messageRoots.has(segment)
          ? screens.inbox.href
          : segment;
  return items.find((item) => item.to === root)?.to ?? false;
}

/**
 * Bottom navigation: Home, Builds, Organisation (organisation admins only), Messages with the
 * unread badge, Profile (document 1 §2.3). Entries whose screens come later are shown disabled
 * with a "Coming later" tooltip.
 */
export function BottomNav({ isOrgAdmin, unreadCount }: BottomNavProps) {
  const { pathname } = useLocation();
  const items: NavItem[] = [
    { label: 'Home', to: screens.home.href, icon: <Home /> },
    { label: 'Builds', to: screens.projectBuilds.href, icon: <ViewList /> },
    ...(isOrgAdmin
      ? [{ label: 'Organisation', to: screens.organisation.href, icon: <Apartment /> }]
      : []),
    {
      label: 'Messages',
      to: screens.inbox.href,
      icon: (
        <Badge badgeContent={unreadCount} color="error" max={99}>
          <Mail />
        </Badge>
      ),
    },
    { label: 'Profile', to: screens.profile.href, icon: <AccountCircle /> },
  ];

  return (
    <Paper
      component="nav"
      aria-label="Main"
      elevation={8}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (t) => t.zIndex.appBar,
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation
        showLabels
        value={activeTab(pathname, items)}
        sx={{ height: bottomNavHeight }}
      >
        {items.map((item) => {
          const ariaLabel =
            item.label === 'Messages' && unreadCount > 0
              ? `Messages, ${unreadCount} unread`
              : undefined;
          if (!isScreenReady(item.to)) {
            return (
              <ComingLater key={item.to}>
                <BottomNavigationAction
                  label={item.label}
                  icon={item.icon}
                  value={item.to}
                  showLabel
                  aria-disabled="true"
                  aria-label={ariaLabel}
                  onClick={(event) => event.preventDefault()}
                  sx={{ opacity: 0.5, cursor: 'default' }}
                />
              </ComingLater>
            );
          }
          return (
            <BottomNavigationAction
              key={item.to}
              component={RouterLink}
              to={item.to}
              label={item.label}
              icon={item.icon}
              value={item.to}
              aria-label={ariaLabel}
              aria-current={activeTab(pathname, items) === item.to ? 'page' : undefined}
            />
          );
        })}
      </BottomNavigation>
    </Paper>
  );
}

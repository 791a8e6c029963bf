import { useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Outlet } from 'react-router';
import { IntroGate } from '../../features/intro/components/intro-gate';
import { hasTestBorder } from '../hosts';
import { useSession } from '../../lib/session';
import { BottomNav, bottomNavHeight } from './bottom-nav';
import { isDrawerShown } from './drawer-entries';
import { useRouteDrawer, useRouteHandle } from './route-handle';
import { useIsOrgAdminInAnyOrg, useUnreadMessages } from './shell-api';
import { SideDrawer } from './side-drawer';
import { TestBorder } from './test-border';
import { TopBar } from './top-bar';

/**
 * The app shell (document 1 §2.3): top bar, optional side drawer, the page, and the bottom
 * navigation for signed-in users; a yellow border on test hosts; the first-visit intro.
 */
export function AppShell() {
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'));
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const handle = useRouteHandle();
  const drawer = useRouteDrawer();
  const { session } = useSession();
  const isSignedIn = session.status === 'signedIn';
  const orgAdmin = useIsOrgAdminInAnyOrg(isSignedIn);
  const unread = useUnreadMessages(isSignedIn);
  const hasDrawer = isDrawerShown(drawer.mode, drawer.context);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (t) => t.zIndex.tooltip,
          bgcolor: 'background.paper',
          color: 'primary.main',
          p: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Box>
      <TopBar
        title={handle?.title ?? ''}
        onOpenDrawer={hasDrawer && !isWide ? () => setDrawerOpen(true) : undefined}
      />
      <Box sx={{ display: 'flex', flex: 1 }}>
        <SideDrawer
          mode={drawer.mode}
          context={drawer.context}
          isWide={isWide}
          isOpen={isDrawerOpen}
          onClose={() => setDrawerOpen(false)}
        />
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{
            flex: 1,
            minWidth: 0,
            outline: 'none',
            pb: isSignedIn ? `${bottomNavHeight + 24}px` : 3,
          }}
        >
          <Container maxWidth={handle?.isWide ? false : 'md'} sx={{ pt: { xs: 2, sm: 3 } }}>
            <Outlet />
          </Container>
        </Box>
      </Box>
      {isSignedIn ? (
        <BottomNav isOrgAdmin={orgAdmin.data === true} unreadCount={unread.data ?? 0} />
      ) : null}
      {hasTestBorder(window.location.hostname) ? <TestBorder /> : null}
      <IntroGate />
    </Box>
  );
}

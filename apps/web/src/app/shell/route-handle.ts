import { useQuery } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { useMatches, useParams } from 'react-router';
import type { isProjectAdminCoordinator } from '@circa/contract/developments.routes';
import type { isRapidOrgAdmin } from '@circa/contract/organisations.routes';
import { lazyApiQuery } from '../../lib/api-query';
import type { DrawerContext, DrawerMode } from './drawer-entries';
import { useStructureDrawerSetting } from './structure-drawer';

/** What a route tells the shell: its heading and its side drawer. */
export interface RouteHandle {
  /** The page heading in the top bar (also the document title). */
  title: string;
  /** The side drawer of the page, derived from the route parameters. */
  drawer?: (params: Params) => { mode: DrawerMode; context: DrawerContext };
  /** The page takes the whole width (the screen's `isWide`). */
  isWide?: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' && value !== null && typeof (value as RouteHandle).title === 'string'
  );
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}

/**
 * The drawer of the current route (mode None when the route has none). In mode Project, when the
 * route does not say whether the user is admin coordinator, the server is asked
 * (isProjectAdminCoordinator); the drawer stays hidden until it answers "admin". In mode
 * Structure the server's getStructureDrawerSetting completes the context. In mode Organisation
 * the server says whether the user administers it (isRapidOrgAdmin): until it answers, and for
 * members who do not, only Projects and Back show.
 */
export function useRouteDrawer(): { mode: DrawerMode; context: DrawerContext } {
  const handle = useRouteHandle();
  const params = useParams();
  const drawer = useStructureDrawerSetting(
    handle?.drawer ? handle.drawer(params) : { mode: 'None' as const, context: {} },
  );
  const projectId = drawer.context.projectId;
  const asksServer =
    drawer.mode === 'Project' &&
    projectId !== undefined &&
    drawer.context.isAdminCoordinator === undefined;
  const admin = useQuery({
    // the routes' modules build many schemas no first screen needs: they load when asked
    ...lazyApiQuery<typeof isProjectAdminCoordinator>(
      'isProjectAdminCoordinator',
      async () => (await import('@circa/contract/developments.routes')).isProjectAdminCoordinator,
      { projectId: projectId ?? 0 },
    ),
    enabled: asksServer,
    staleTime: 5 * 60_000,
  });
  const orgId = drawer.context.orgId;
  const asksOrgAdmin = drawer.mode === 'Organisation' && orgId !== undefined;
  const orgAdmin = useQuery({
    ...lazyApiQuery<typeof isRapidOrgAdmin>(
      'isRapidOrgAdmin',
      async () => (await import('@circa/contract/organisations.routes')).isRapidOrgAdmin,
      { orgId: orgId ?? 0 },
    ),
    enabled: asksOrgAdmin,
    staleTime: 5 * 60_000,
  });
  if (asksOrgAdmin)
    return {
      mode: drawer.mode,
      context: { ...drawer.context, isOrgAdmin: orgAdmin.data === true },
    };
  if (!asksServer) return drawer;
  return {
    mode: drawer.mode,
    context: { ...drawer.context, isAdminCoordinator: admin.data === 'admin' },
  };
}

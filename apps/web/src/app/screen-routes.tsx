import type { Params, RouteObject } from 'react-router';
import type { ReadyScreen, Screen, ScreenAccess, ScreenDrawer } from '../config/screen';
import { isReady } from '../config/screen';
import { screens } from '../config/screens';
import { parseId } from '../lib/route-params';
import type { DrawerContext, DrawerMode } from './shell/drawer-entries';
import type { RouteHandle } from './shell/route-handle';

type Drawer = { mode: DrawerMode; context: DrawerContext };
const none: Drawer = { mode: 'None', context: {} };

const contextKey = {
  Organisation: 'orgId',
  Project: 'projectId',
  Structure: 'structureId',
} as const satisfies Record<Exclude<ScreenDrawer['mode'], 'Message'>, keyof DrawerContext>;

/**
 * The route handle's drawer: the declared mode on the id in the route parameter, else none; the
 * Messages drawer on no id.
 */
function drawerOf(drawer: ScreenDrawer) {
  if (drawer.mode === 'Message') return (): Drawer => ({ mode: 'Message', context: {} });
  const { mode, param } = drawer;
  return (params: Params): Drawer => {
    const id = parseId(params[param]);
    return id === null ? none : { mode, context: { [contextKey[mode]]: id } };
  };
}

function handleOf(screen: ReadyScreen): RouteHandle {
  return {
    title: screen.title,
    ...(screen.drawer ? { drawer: drawerOf(screen.drawer) } : {}),
    ...(screen.isWide ? { isWide: true } : {}),
  };
}

/**
 * The route of a screen. The handle (title, drawer) stays on the route object, so the shell
 * knows it before the screen's code arrives. `lazy` uses the function form: React Router's object
 * form empties the shared `lazy` object once loaded, so a second router made from these routes
 * (tests) would find nothing to load.
 */
function routeOf(screen: ReadyScreen): RouteObject {
  const lazy = async () => ({ Component: await screen.page() });
  const handle = handleOf(screen);
  return screen.path === '' ? { index: true, lazy, handle } : { path: screen.path, lazy, handle };
}

/** The routes of the registry's screens of this release with the given access. */
export function screenRoutes(access: ScreenAccess): RouteObject[] {
  return Object.values<Screen>(screens)
    .filter(isReady)
    .filter((screen) => (screen.access ?? 'private') === access)
    .map(routeOf);
}

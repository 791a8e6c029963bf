import type { ComponentType } from 'react';

/**
 * One screen of the app, as the registry (`screens.tsx`) declares it. The router, the links, the
 * side drawer and the bottom bar all read it, so a screen is declared once.
 */

/**
 * Who may open a screen: `private` (signed in; the default), `public` (signed out only: sign-in
 * and registration), `mixed` (either), `ungated` (either, and not behind the check-your-email
 * gate: the verification link's own page).
 */
export type ScreenAccess = 'private' | 'public' | 'mixed' | 'ungated';

/**
 * The side drawer of a screen (document 1 §2.3), opened on the id in route parameter `param`
 * (a positive whole number; any other value shows no drawer); the Messages drawer needs no id.
 */
export type ScreenDrawer =
  | { mode: 'Organisation' | 'Project' | 'Structure'; param: string }
  /** The Messages drawer (Inbox, Archive, Sent, Back): on no id. */
  | { mode: 'Message' };

interface ScreenPath {
  /** React Router path pattern, without the leading slash (`''` is the home page). */
  path: string;
  /** The link to the screen: a path, or a function of the screen's ids. */
  href: string | ((...args: never[]) => string);
}

/** A screen of this release. */
export interface ReadyScreen extends ScreenPath {
  /** The page heading in the top bar and the document title (the spec's words). */
  title: string;
  access?: ScreenAccess;
  drawer?: ScreenDrawer;
  /** The page takes the whole width beside the drawer (wide tables and charts), not the column. */
  isWide?: boolean;
  /**
   * The screen's code, loaded when the screen is first opened (its own chunk): a lazy
   * `import()` of the feature's page, never a static import.
   */
  page: () => Promise<ComponentType>;
}

/**
 * A screen of a later release: links to it render disabled with a "Coming later" tooltip
 * (`isScreenReady`), and no route exists. Give it a `title` and a `page` when it is built.
 */
export interface LaterScreen extends ScreenPath {
  title?: undefined;
  page?: undefined;
}

export type Screen = ReadyScreen | LaterScreen;

export function isReady(screen: Screen): screen is ReadyScreen {
  return screen.page !== undefined;
}

/** The first path segment of a path or pattern, lower case (`''` for the home page). */
export function rootSegment(path: string): string {
  return (path.split(/[?#]/)[0] ?? '').replace(/^\//, '').split('/')[0]?.toLowerCase() ?? '';
}

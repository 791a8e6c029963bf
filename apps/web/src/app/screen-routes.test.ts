import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './shell/route-handle';
import { screenRoutes } from './screen-routes';

const byPath = (routes: RouteObject[], path: string) => {
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route.handle as RouteHandle;
};

describe('screenRoutes', () => {
  it('makes lazy routes with the title and drawer known before the page loads', () => {
    const routes = screenRoutes('private');
    expect(routes.every((route) => typeof route.lazy === 'function')).toBe(true);
    const results = byPath(routes, 'design-results/:structureId');
    expect(results.title).toBe('Results');
    expect(results.drawer?.({ structureId: '21' })).toEqual({
      mode: 'Structure',
      context: { structureId: 21 },
    });
    expect(results.drawer?.({ structureId: 'x' })).toEqual({ mode: 'None', context: {} });
    expect(byPath(routes, 'org-projects/:orgId').drawer?.({ orgId: '4' })).toEqual({
      mode: 'Organisation',
      context: { orgId: 4 },
    });
    expect(byPath(routes, 'development/:id').drawer?.({ id: '0' })).toEqual({
      mode: 'None',
      context: {},
    });
    expect(byPath(routes, 'builds').drawer).toBeUndefined();
    for (const path of ['inbox', 'archive', 'sent'])
      expect(byPath(routes, path).drawer?.({})).toEqual({ mode: 'Message', context: {} });
  });

  it('groups screens by access and leaves out those of later releases', () => {
    expect(screenRoutes('mixed').some((route) => route.index)).toBe(true);
    expect(screenRoutes('public').map((route) => route.path)).toContain('login');
    expect(screenRoutes('ungated').map((route) => route.path)).toEqual(['verify-email/:token']);
    expect(screenRoutes('private').map((route) => route.path)).not.toContain('feed/:id');
  });
});

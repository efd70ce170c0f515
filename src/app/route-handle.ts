import { useMemo } from 'react';
import { useLocation } from '../lib/router';
import type { RouteName } from '../config/routes';
import { matchAppRoutes } from './routing/app-router';
import { useAppRouter } from './routing/app-router-provider';

export type RouteAccess = 'public' | 'authenticated';

/** What the route table says about each route (the `handle` of its route object). */
export type RouteHandle = { name: RouteName; access: RouteAccess };

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'name' in value && 'access' in value;
}

/** The handle of the deepest matched named route; a route without a name counts as public. */
export function useRouteHandle(): RouteHandle | { name: undefined; access: 'public' } {
  const { routes } = useAppRouter();
  const { pathname } = useLocation();
  const matches = useMemo(() => matchAppRoutes(routes, pathname), [routes, pathname]);
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return { name: undefined, access: 'public' };
}

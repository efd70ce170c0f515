import { useMatches } from 'react-router';
import type { RouteName } from '../config/routes';

export type RouteAccess = 'public' | 'authenticated';

/** What the route table says about each route (the `handle` of its route object). */
export type RouteHandle = { name: RouteName; access: RouteAccess };

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'name' in value && 'access' in value;
}

/** The handle of the deepest matched named route; a route without a name counts as public. */
export function useRouteHandle(): RouteHandle | { name: undefined; access: 'public' } {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return { name: undefined, access: 'public' };
}

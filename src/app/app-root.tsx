import { Outlet, ScrollRestoration } from 'react-router';
import { useAliasQuery } from './guard/alias-query';
import { useRememberPreviousRoute } from './guard/previous-route';
import { RouteGuard } from './guard/route-guard';
import { useLimitedModeWatch } from './live/limited-mode-watch';

/** The root route: guard, previous route, alias query and the live class's limited mode. */
export function AppRoot() {
  useRememberPreviousRoute();
  useAliasQuery();
  useLimitedModeWatch();
  return (
    <>
      <RouteGuard>
        <Outlet />
      </RouteGuard>
      <ScrollRestoration />
    </>
  );
}

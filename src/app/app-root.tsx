import { Outlet, ScrollRestoration } from 'react-router';
import { useAliasQuery } from './guard/alias-query';
import { useRememberPreviousRoute } from './guard/previous-route';
import { RouteGuard } from './guard/route-guard';
import { useLimitedModeWatch } from './live/limited-mode-watch';
import { useLiveOwnership } from './live/live-ownership';
import { NavigationAwayHost } from './navigation-away';
import { useResumeOfflineCalls } from './layout/exercise-feedback';
import { usePushStart } from '../features/notifications/hooks/use-push-start';

/**
 * The root route: guard, the leave question's blocker, previous route, alias query, the live class's limited mode and owner,
 * the offline calls and push (spec 4.5).
 */
export function AppRoot() {
  useRememberPreviousRoute();
  useAliasQuery();
  useLimitedModeWatch();
  useLiveOwnership();
  useResumeOfflineCalls();
  usePushStart();
  return (
    <NavigationAwayHost>
      <RouteGuard>
        <Outlet />
      </RouteGuard>
      <ScrollRestoration />
    </NavigationAwayHost>
  );
}

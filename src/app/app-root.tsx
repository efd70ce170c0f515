import { Outlet, ScrollRestoration } from 'react-router';
import { useAliasQuery } from './guard/alias-query';
import { useRememberPreviousRoute } from './guard/previous-route';
import { RouteGuard } from './guard/route-guard';
import { useLimitedModeWatch } from './live/limited-mode-watch';
import { useLiveOwnership } from './live/live-ownership';
import { NavigationAwayHost } from './navigation-away';
import { useResumeAnswerQueue } from './layout/exercise-feedback';
import { usePushStart } from '../features/notifications/hooks/use-push-start';

/**
 * The root route: guard, the leave question's blocker, previous route, alias query, the live class's limited mode and owner,
 * the answer queue and push (spec 4.5).
 */
export function AppRoot() {
  useRememberPreviousRoute();
  useAliasQuery();
  useLimitedModeWatch();
  useLiveOwnership();
  useResumeAnswerQueue();
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

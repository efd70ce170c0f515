import { Outlet, ScrollRestoration } from 'react-router';
import { useAliasQuery } from './guard/alias-query';
import { useRememberPreviousRoute } from './guard/previous-route';
import { RouteGuard } from './guard/route-guard';
import { useLimitedModeWatch } from './live/limited-mode-watch';
import { useLiveOwnership } from './live/live-ownership';
import { useResumeAnswerQueue } from './layout/exercise-feedback';

/** The root route: guard, previous route, alias query, the live class's limited mode and owner. */
export function AppRoot() {
  useRememberPreviousRoute();
  useAliasQuery();
  useLimitedModeWatch();
  useLiveOwnership();
  useResumeAnswerQueue();
  return (
    <>
      <RouteGuard>
        <Outlet />
      </RouteGuard>
      <ScrollRestoration />
    </>
  );
}

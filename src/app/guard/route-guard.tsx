import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/routes';
import { isAllowedInLimitedMode, isExerciseRoute } from '../../lib/rules/limited-mode-routes';
import { logEvent } from '../../lib/services/log-event';
import { nextPathOf } from '../../lib/rules/next-path';
import { useRouteHandle } from '../route-handle';
import { takeSignedOutOnPurpose } from '../session';
import { useSession } from '../../hooks/use-session';
import { ExerciseLock } from './exercise-lock';

function RedirectToLogin() {
  const location = useLocation();
  const [onPurpose] = useState(takeSignedOutOnPurpose);
  const nextPath = onPurpose ? undefined : nextPathOf(location);
  useEffect(() => {
    if (nextPath) logEvent('login-required', { nextPath });
  }, [nextPath]);
  return <Navigate to={paths.authLogin(nextPath)} replace />;
}

/**
 * The route guard of spec 2.2: an authenticated route without the stored login item goes to the
 * login page with `nextPath`; during a limited mode only the allow-listed routes stay, the rest go
 * to the live-class lobby, and of the exercises only those the teacher chose (ExerciseLock).
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { name, access } = useRouteHandle();
  const { status, limitedMode } = useSession();

  if (access === 'authenticated' && status === 'signed-out') return <RedirectToLogin />;
  if (limitedMode && status !== 'signed-out' && !isAllowedInLimitedMode(name)) {
    return <Navigate to={paths.liveLobby(true)} replace />;
  }
  if (isExerciseRoute(name) && status !== 'signed-out')
    return <ExerciseLock>{children}</ExerciseLock>;
  return children;
}

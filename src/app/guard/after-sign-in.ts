import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/routes';
import { pathAfterSignIn } from '../../lib/rules/next-path';

/**
 * For the sign-in flows: after a successful sign-in, go where the guard sent the user from (the
 * `nextPath` query, `aliasUuid` and all), or home; an `aliasUuid` on the sign-in link goes along.
 */
export function useNavigateAfterSignIn(): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const next = pathAfterSignIn(search, paths.home());
  return useCallback(() => {
    void navigate(next, { replace: true });
  }, [navigate, next]);
}

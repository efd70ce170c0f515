import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/routes';
import { safeNextPath } from '../../lib/rules/next-path';

/**
 * For the sign-in flows: after a successful sign-in, go where the guard sent the user from (the
 * login page's `nextPath` query), or home.
 */
export function useNavigateAfterSignIn(): () => void {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const next = safeNextPath(query.get('nextPath'));
  return useCallback(() => {
    void navigate(next ?? paths.home(), { replace: true });
  }, [navigate, next]);
}

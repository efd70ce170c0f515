import { useCallback, useEffect, useState } from 'react';
import { useNavigateAfterSignIn } from './guard/after-sign-in';
import { useSession } from '../hooks/use-session';

/**
 * For the sign-in screens: `complete(authToken)` starts the session, and once its aliases and
 * profile are loaded the app goes on to `nextPath` (or home). Until then `completing` keeps the
 * screen's button busy, so no screen is shown without the alias its calls need.
 */
export function useCompleteSignIn(): {
  complete: (authToken: string) => void;
  completing: boolean;
} {
  const { signIn, status } = useSession();
  const navigateAfterSignIn = useNavigateAfterSignIn();
  const [completing, setCompleting] = useState(false);

  useEffect(() => {
    if (completing && status === 'signed-in') navigateAfterSignIn();
  }, [completing, status, navigateAfterSignIn]);

  const complete = useCallback(
    (authToken: string) => {
      setCompleting(true);
      signIn(authToken);
    },
    [signIn],
  );
  return { complete, completing };
}

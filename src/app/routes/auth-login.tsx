import { useEffect } from 'react';
import { LoginPage } from '../../features/auth/components/login-page';
import { useNavigateAfterSignIn } from '../guard/after-sign-in';
import { useSession } from '../session';
import { useCompleteSignIn } from '../use-complete-sign-in';

/** Route auth-login (/user/login?nextPath=…): credentials, or a temporary password's new one. */
export default function AuthLoginRoute() {
  const { status } = useSession();
  const { complete, completing } = useCompleteSignIn();
  if (status === 'signed-in' && !completing) return <AlreadySignedIn />;
  return <LoginPage onSignedIn={complete} signingIn={completing} />;
}

/** Someone already signed in has nothing to do here: on to `nextPath` or home. */
function AlreadySignedIn() {
  const navigateAfterSignIn = useNavigateAfterSignIn();
  useEffect(() => navigateAfterSignIn(), [navigateAfterSignIn]);
  return null;
}

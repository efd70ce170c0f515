import { useEffect } from 'react';
import { LoginPage } from '../../features/auth/components/login-page';
import { useNavigateAfterSignIn } from '../guard/after-sign-in';
import { useSession } from '../../hooks/use-session';
import { useCompleteSignIn } from '../use-complete-sign-in';
import jaAuth from '../../i18n/ja/auth';
import { WithAreaCatalogue } from '../../i18n/with-area-catalogue';

/** Route auth-login (/user/login?nextPath=…): credentials, or a temporary password's new one. */
function AuthLoginScreen() {
  const { status } = useSession();
  const { complete, completing } = useCompleteSignIn();
  if (status === 'signed-in' && !completing) return <AlreadySignedIn />;
  return <LoginPage onSignedIn={complete} signingIn={completing} />;
}

/** Someone already signed in has nothing to do here: on to `nextPath` or home. */
function AlreadySignedIn() {
  const navigateAfterSignIn = useNavigateAfterSignIn();
  useEffect(() => {
    navigateAfterSignIn();
  }, [navigateAfterSignIn]);
  return null;
}

export default function AuthLoginRoute() {
  return (
    <WithAreaCatalogue ja={jaAuth}>
      <AuthLoginScreen />
    </WithAreaCatalogue>
  );
}

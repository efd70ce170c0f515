import { SsoPage } from '../../features/auth/components/sso-page';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { useLinkToken } from '../use-link-token';
import jaAuth from '../../i18n/ja/auth';
import { WithAreaCatalogue } from '../../i18n/with-area-catalogue';

/** Route auth-sso (/user/sso?token=…). */
function AuthSsoScreen() {
  const token = useLinkToken();
  const { complete } = useCompleteSignIn();
  return <SsoPage token={token} onSignedIn={complete} />;
}

export default function AuthSsoRoute() {
  return (
    <WithAreaCatalogue ja={jaAuth}>
      <AuthSsoScreen />
    </WithAreaCatalogue>
  );
}

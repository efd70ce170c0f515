import { useSearchParams } from 'react-router';
import { SsoPage } from '../../features/auth/components/sso-page';
import { useCompleteSignIn } from '../use-complete-sign-in';
import jaAuth from '../../i18n/ja/auth';
import { WithAreaCatalogue } from '../../i18n/with-area-catalogue';

/** Route auth-sso (/user/sso?token=…). */
function AuthSsoScreen() {
  const [query] = useSearchParams();
  const { complete } = useCompleteSignIn();
  return <SsoPage token={query.get('token') || null} onSignedIn={complete} />;
}

export default function AuthSsoRoute() {
  return (
    <WithAreaCatalogue ja={jaAuth}>
      <AuthSsoScreen />
    </WithAreaCatalogue>
  );
}

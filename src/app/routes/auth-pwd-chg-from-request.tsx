import { useSearchParams } from 'react-router';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';
import { useCompleteSignIn } from '../use-complete-sign-in';
import jaAuth from '../../i18n/ja/auth';
import { WithAreaCatalogue } from '../../i18n/with-area-catalogue';

/** Route auth-pwd-chg-from-request (/user/password-change/from-request?token=…). */
function AuthPwdChgFromRequestScreen() {
  const [query] = useSearchParams();
  const { complete, completing } = useCompleteSignIn();
  return (
    <ResetPasswordPage
      token={query.get('token') || null}
      onSignedIn={complete}
      signingIn={completing}
    />
  );
}

export default function AuthPwdChgFromRequestRoute() {
  return (
    <WithAreaCatalogue ja={jaAuth}>
      <AuthPwdChgFromRequestScreen />
    </WithAreaCatalogue>
  );
}

import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { useLinkToken } from '../use-link-token';
import jaAuth from '../../i18n/ja/auth';
import { WithAreaCatalogue } from '../../i18n/with-area-catalogue';

/** Route auth-pwd-chg-from-request (/user/password-change/from-request?token=…&nextPath=…). */
function AuthPwdChgFromRequestScreen() {
  const token = useLinkToken();
  const { complete, completing } = useCompleteSignIn();
  return <ResetPasswordPage token={token} onSignedIn={complete} signingIn={completing} />;
}

export default function AuthPwdChgFromRequestRoute() {
  return (
    <WithAreaCatalogue ja={jaAuth}>
      <AuthPwdChgFromRequestScreen />
    </WithAreaCatalogue>
  );
}

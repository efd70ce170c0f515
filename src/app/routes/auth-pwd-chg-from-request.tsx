import { useSearchParams } from 'react-router';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';
import { useCompleteSignIn } from '../use-complete-sign-in';

/** Route auth-pwd-chg-from-request (/user/password-change/from-request?token=…). */
export default function AuthPwdChgFromRequestRoute() {
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

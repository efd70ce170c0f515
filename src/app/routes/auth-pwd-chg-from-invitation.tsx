import { useSearchParams } from 'react-router';
import { InvitationPage } from '../../features/auth/components/invitation-page';
import { useCompleteSignIn } from '../use-complete-sign-in';

/** Route auth-pwd-chg-from-invitation (/user/password-change/from-invitation?token=…). */
export default function AuthPwdChgFromInvitationRoute() {
  const [query] = useSearchParams();
  const { complete, completing } = useCompleteSignIn();
  return (
    <InvitationPage
      token={query.get('token') || null}
      onSignedIn={complete}
      signingIn={completing}
    />
  );
}

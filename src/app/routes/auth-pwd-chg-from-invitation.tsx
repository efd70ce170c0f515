import { InvitationPage } from '../../features/auth/components/invitation-page';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { useLinkToken } from '../use-link-token';
import jaAuth from '../../i18n/ja/auth';
import { WithAreaCatalogue } from '../../i18n/with-area-catalogue';

/** Route auth-pwd-chg-from-invitation (/user/password-change/from-invitation?token=…). */
function AuthPwdChgFromInvitationScreen() {
  const token = useLinkToken();
  const { complete, completing } = useCompleteSignIn();
  return <InvitationPage token={token} onSignedIn={complete} signingIn={completing} />;
}

export default function AuthPwdChgFromInvitationRoute() {
  return (
    <WithAreaCatalogue ja={jaAuth}>
      <AuthPwdChgFromInvitationScreen />
    </WithAreaCatalogue>
  );
}

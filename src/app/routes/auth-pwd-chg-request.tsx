import { ResetRequestPage } from '../../features/auth/components/reset-request-page';
import jaAuth from '../../i18n/ja/auth';
import { WithAreaCatalogue } from '../../i18n/with-area-catalogue';

/** Route auth-pwd-chg-request (/user/password-change/request). */
function AuthPwdChgRequestScreen() {
  return <ResetRequestPage />;
}

export default function AuthPwdChgRequestRoute() {
  return (
    <WithAreaCatalogue ja={jaAuth}>
      <AuthPwdChgRequestScreen />
    </WithAreaCatalogue>
  );
}

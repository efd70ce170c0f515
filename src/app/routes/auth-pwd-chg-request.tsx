import { ResetRequestPage } from '../../features/auth/components/reset-request-page';

/** Route auth-pwd-chg-request (/user/password-change/request). */
export default function AuthPwdChgRequestRoute() {
  return <ResetRequestPage />;
}

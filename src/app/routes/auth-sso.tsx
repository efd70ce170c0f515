import { useSearchParams } from 'react-router';
import { SsoPage } from '../../features/auth/components/sso-page';
import { useCompleteSignIn } from '../use-complete-sign-in';

/** Route auth-sso (/user/sso?token=…). */
export default function AuthSsoRoute() {
  const [query] = useSearchParams();
  const { complete } = useCompleteSignIn();
  return <SsoPage token={query.get('token') || null} onSignedIn={complete} />;
}

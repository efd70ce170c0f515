import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { validateSso } from '../../../api/generated/endpoints/auth/auth';
import { Spinner } from '../../../components/ui/spinner';
import { isBadRequest, isOrganisationOnly } from '../api-errors';
import { useLinkCheck } from '../hooks/use-link-check';
import { useLogFailure } from '../hooks/use-log-failure';
import { useOnce } from '../hooks/use-once';
import { commonMessages, ssoMessages } from '../messages';
import { BackToLogin } from './back-to-login';
import { appLinkValues } from './app-link';
import { FormAlert } from './form-alert';
import '../auth.css';

type SsoPageProps = {
  /** The `token` query the single sign-on provider sent the user back with. */
  token: string | null;
  onSignedIn: (authToken: string) => void;
};

/**
 * Single sign-on (spec 4.2, 8): the token is exchanged for a session. A 400 is an invalid token;
 * other failures are only logged (the way back to the login screen stays).
 */
export function SsoPage({ token, onSignedIn }: SsoPageProps) {
  const intl = useIntl();
  const titleId = useId();
  const exchange = useLinkCheck('sso', token, (value, signal) =>
    validateSso({ token: value }, { signal }),
  );
  const authToken = exchange.data?.authToken;
  useOnce(!!authToken, () => onSignedIn(authToken ?? ''));
  const { error } = exchange;
  useLogFailure('sso-failed', isBadRequest(error) ? null : error);

  let message: ReactNode = null;
  if (token === null) message = intl.formatMessage(ssoMessages.noToken);
  else if (isBadRequest(error)) message = intl.formatMessage(ssoMessages.invalidToken);
  else if (isOrganisationOnly(error))
    message = intl.formatMessage(commonMessages.organisationOnly, appLinkValues);
  const working = token !== null && !error;

  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className="auth-page__title">
        {intl.formatMessage(ssoMessages.title)}
      </h1>
      {working ? <Spinner label={intl.formatMessage(ssoMessages.signingIn)} /> : null}
      <FormAlert message={message} />
      {working ? null : <BackToLogin />}
    </section>
  );
}

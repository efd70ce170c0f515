import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { requestPasswordReset } from '../../../api/generated/endpoints/auth/auth';
import { ApiError } from '../../../api/http-client';
import { paths } from '../../../config/routes';
import { pathAfterSignIn } from '../../../lib/rules/next-path';
import { logFailure } from '../api-errors';
import { useFormatFeedback, type Feedback } from '../feedback';
import { commonMessages, resetRequestMessages } from '../messages';
import { AuthForm } from './auth-form';
import { BackToLogin } from './back-to-login';
import { TextField } from './text-field';
import '../auth.css';

/**
 * Where the login that sent the learner here would have gone on to (its `nextPath`, its
 * `aliasUuid` folded in), if it had somewhere to go: the reset link carries it (spec 2.2).
 */
function nextPathOfLogin(search: string): string | undefined {
  const query = new URLSearchParams(search);
  if (!query.has('nextPath') && !query.has('aliasUuid')) return undefined;
  return pathAfterSignIn(search, paths.home());
}

/** Asks for a password reset link by e-mail (spec 5: the address is required). */
export function ResetRequestPage() {
  const intl = useIntl();
  const { search } = useLocation();
  const nextPath = nextPathOfLogin(search);
  const format = useFormatFeedback();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<Feedback | null>(null);
  const [alert, setAlert] = useState<Feedback | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const request = useMutation({
    mutationFn: (address: string) => requestPasswordReset({ email: address, nextPath }),
  });

  const onSubmit = () => {
    const address = email.trim();
    setAlert(null);
    setSentTo(null);
    if (!address) {
      setEmailError(resetRequestMessages.emailRequired);
      return emailRef.current?.focus();
    }
    setEmailError(null);
    request.mutate(address, {
      onSuccess: () => setSentTo(address),
      onError: (error) => {
        // The server's own message for an address it cannot use (not an e-mail address).
        const serverMessage = error instanceof ApiError ? error.firstError('email') : undefined;
        if (serverMessage) {
          setEmailError(serverMessage);
          emailRef.current?.focus();
          return;
        }
        logFailure('reset-request-failed', error);
        setAlert(commonMessages.unknownError);
      },
    });
  };

  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className="auth-page__title">
        {intl.formatMessage(resetRequestMessages.title)}
      </h1>
      <p>{intl.formatMessage(resetRequestMessages.intro)}</p>
      <div role="status" className={sentTo ? 'auth-notice' : undefined}>
        {sentTo ? intl.formatMessage(resetRequestMessages.sent, { email: sentTo }) : null}
      </div>
      <AuthForm
        labelledBy={titleId}
        busy={request.isPending}
        alert={format(alert)}
        submitLabel={intl.formatMessage(
          request.isPending ? resetRequestMessages.submitting : resetRequestMessages.submit,
        )}
        onSubmit={onSubmit}
      >
        <TextField
          label={intl.formatMessage(resetRequestMessages.email)}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={format(emailError)}
          inputRef={emailRef}
        />
      </AuthForm>
      <BackToLogin nextPath={nextPath} />
    </section>
  );
}

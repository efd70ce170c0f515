import { useMutation } from '@tanstack/react-query';
import { useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/routes';
import {
  prerenderedField,
  prerenderedSubmitPending,
  restoreFocus,
  takePrerenderedSubmit,
} from '../../../lib/services/prerendered-page';
import { logFailure } from '../api-errors';
import { useFormatFeedback, type Feedback } from '../feedback';
import { commonMessages, loginMessages } from '../messages';
import { signInWithPassword } from '../sign-in-with-password';
import { AuthForm } from './auth-form';
import { TextField } from './text-field';
import '../auth.css';
import { useFormatAlert } from './app-link';

type LoginFormProps = {
  onSignedIn: (authToken: string) => void;
  /** The typed password is a temporary one: the user sets a password of their own first. */
  onTemporaryPassword: (email: string, tmpPassword: string) => void;
  /** The session is loading after a sign-in: the form stays busy until the app moves on. */
  signingIn: boolean;
};

type FieldErrors = { email?: Feedback; password?: Feedback };

/** What the form says of `email` (trimmed) and `password` when it is submitted. */
function checkFields(email: string, password: string): FieldErrors {
  return {
    email: email ? undefined : loginMessages.emailRequired,
    password: password ? undefined : loginMessages.passwordRequired,
  };
}

/** The login form of spec 4.2 (e-mail and password, both required). */
export function LoginForm({ onSignedIn, onTemporaryPassword, signingIn }: LoginFormProps) {
  const intl = useIntl();
  const format = useFormatFeedback();
  const formatAlert = useFormatAlert();
  const titleId = useId();
  const { search } = useLocation();
  // What was typed in the page's prerendered copy before the app took over (lib/prerendered-page).
  const [carried] = useState(() => ({
    email: prerenderedField('email'),
    password: prerenderedField('password'),
  }));
  const [email, setEmail] = useState(carried.email?.value ?? '');
  const [password, setPassword] = useState(carried.password?.value ?? '');
  // A press of the prerendered copy's button (acted on below, once mounted) shows the fields'
  // errors from the first render, as a press once the app is up shows them.
  const [errors, setErrors] = useState<FieldErrors>(() =>
    prerenderedSubmitPending() ? checkFields(email.trim(), password) : {},
  );
  const [alert, setAlert] = useState<Feedback | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const login = useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      signInWithPassword(credentials.email, credentials.password),
  });
  const busy = login.isPending || signingIn;

  /** Focuses the first field in error, or signs in with what was typed. */
  const send = () => {
    const typedEmail = email.trim();
    const next = checkFields(typedEmail, password);
    if (next.email) return emailRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();
    login.mutate(
      { email: typedEmail, password },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'signed-in') onSignedIn(outcome.authToken);
          else if (outcome.kind === 'temporary-password') onTemporaryPassword(typedEmail, password);
          else if (outcome.kind === 'organisation-only') setAlert(commonMessages.organisationOnly);
          else setAlert(loginMessages.incorrectDetails);
        },
        onError: (error) => {
          logFailure('login-failed', error);
          setAlert(commonMessages.unknownError);
        },
      },
    );
  };

  const onSubmit = () => {
    setErrors(checkFields(email.trim(), password));
    setAlert(null);
    send();
  };

  // The focus stays where it was in the copy; a press of its button is acted on now (its errors
  // are in the state already, and there is no alert yet to clear), in the commit that shows those
  // errors: from a passive effect the focus moved to the first field in error a moment after they
  // showed, and a key pressed (or a test's check) in between found it still in the copy's place.
  const submitPressedBefore = useEffectEvent(() => send());
  useLayoutEffect(() => {
    restoreFocus(emailRef.current, carried.email);
    restoreFocus(passwordRef.current, carried.password);
    if (takePrerenderedSubmit()) submitPressedBefore();
  }, [carried]);

  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className="auth-page__title">
        {intl.formatMessage(loginMessages.title)}
      </h1>
      <AuthForm
        labelledBy={titleId}
        busy={busy}
        alert={formatAlert(alert)}
        submitLabel={intl.formatMessage(busy ? loginMessages.submitting : loginMessages.submit)}
        onSubmit={onSubmit}
      >
        <TextField
          label={intl.formatMessage(loginMessages.email)}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          error={format(errors.email)}
          inputRef={emailRef}
        />
        <TextField
          label={intl.formatMessage(loginMessages.password)}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={format(errors.password)}
          inputRef={passwordRef}
        />
      </AuthForm>
      <ul className="link-list">
        <li>
          {/* The login's query goes along, so the reset link leads where the learner was going. */}
          <Link to={{ pathname: paths.authPwdChgRequest(), search }}>
            {intl.formatMessage(loginMessages.forgotPassword)}
          </Link>
        </li>
        <li>
          <Link to={paths.authSso()}>{intl.formatMessage(loginMessages.sso)}</Link>
        </li>
      </ul>
    </section>
  );
}

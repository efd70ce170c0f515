import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { resetPassword, validateResetJwt } from '../../../api/generated/endpoints/auth/auth';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/routes';
import { isBadRequest, linkProblemOfStatus } from '../api-errors';
import { useLinkCheck } from '../hooks/use-link-check';
import { useLogFailure } from '../hooks/use-log-failure';
import { linkMessages, resetPasswordMessages } from '../messages';
import { LinkProblemNotice } from './link-problem-notice';
import { NewPasswordForm } from './new-password-form';
import '../auth.css';

type ResetPasswordPageProps = {
  /** The `token` query of the reset link. */
  token: string | null;
  onSignedIn: (authToken: string) => void;
  signingIn: boolean;
};

/** The reset link (spec 4.2, 5): checked first, then a new password typed twice signs in. */
export function ResetPasswordPage({ token, onSignedIn, signingIn }: ResetPasswordPageProps) {
  const intl = useIntl();
  const titleId = useId();
  const validation = useLinkCheck('reset', token, (value, signal) =>
    validateResetJwt({ token: value }, { signal }),
  );
  useLogFailure('reset-link-validation-failed', validation.error);
  const status = validation.data?.status;

  const requestAgain = (
    <li>
      <Link to={paths.authPwdChgRequest()}>
        {intl.formatMessage(resetPasswordMessages.requestAgain)}
      </Link>
    </li>
  );
  let body;
  if (token === null || isBadRequest(validation.error))
    body = <LinkProblemNotice problem="invalid">{requestAgain}</LinkProblemNotice>;
  else if (validation.error)
    body = <LinkProblemNotice problem="error">{requestAgain}</LinkProblemNotice>;
  else if (!status) body = <Spinner label={intl.formatMessage(linkMessages.checking)} />;
  else if (status === 'VALID') {
    body = (
      <>
        <p>{intl.formatMessage(resetPasswordMessages.intro)}</p>
        <NewPasswordForm
          labelledBy={titleId}
          save={(password) => resetPassword({ token, password })}
          onSignedIn={onSignedIn}
          signingIn={signingIn}
        />
      </>
    );
  } else
    body = (
      <LinkProblemNotice problem={linkProblemOfStatus(status)}>{requestAgain}</LinkProblemNotice>
    );

  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className="auth-page__title">
        {intl.formatMessage(resetPasswordMessages.title)}
      </h1>
      {body}
    </section>
  );
}

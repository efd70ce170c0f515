import { useId } from 'react';
import { useIntl } from 'react-intl';
import { setPasswordWithJwt, validateJwt } from '../../../api/generated/endpoints/auth/auth';
import { Spinner } from '../../../components/ui/spinner';
import { isBadRequest, isOrganisationOnly, linkProblemOfStatus } from '../api-errors';
import { useLinkCheck } from '../hooks/use-link-check';
import { useLogFailure } from '../hooks/use-log-failure';
import { useOnce } from '../hooks/use-once';
import { commonMessages, invitationMessages, linkMessages } from '../messages';
import { appLinkValues } from './app-link';
import { FormAlert } from './form-alert';
import { LinkProblemNotice } from './link-problem-notice';
import { NewPasswordForm } from './new-password-form';
import '../auth.css';

type InvitationPageProps = {
  /** The `token` query of the invitation link. */
  token: string | null;
  onSignedIn: (authToken: string) => void;
  signingIn: boolean;
};

/**
 * The invitation link (spec 4.2): VALID signs in; REQUIRED_TO_SET_PASSWORD shows the account and
 * the set-password form; INVALID, EXPIRED and ERROR show the link messages of spec 8.
 */
export function InvitationPage({ token, onSignedIn, signingIn }: InvitationPageProps) {
  const intl = useIntl();
  const titleId = useId();
  const validation = useLinkCheck('invitation', token, (value, signal) =>
    validateJwt({ token: value }, { signal }),
  );
  const answer = validation.data;
  useOnce(answer?.status === 'VALID' && !!answer.authToken, () =>
    onSignedIn(answer?.authToken ?? ''),
  );
  useLogFailure('invitation-validation-failed', validation.error);

  let body;
  if (token === null || isBadRequest(validation.error))
    body = <LinkProblemNotice problem="invalid" />;
  else if (isOrganisationOnly(validation.error))
    body = (
      <FormAlert message={intl.formatMessage(commonMessages.organisationOnly, appLinkValues)} />
    );
  else if (validation.error) body = <LinkProblemNotice problem="error" />;
  else if (!answer || answer.status === 'VALID') {
    const label = intl.formatMessage(answer ? invitationMessages.signingIn : linkMessages.checking);
    body = <Spinner label={label} />;
  } else if (answer.status === 'REQUIRED_TO_SET_PASSWORD') {
    body = (
      <>
        <p>{intl.formatMessage(invitationMessages.intro)}</p>
        <dl className="auth-details" aria-label={intl.formatMessage(invitationMessages.account)}>
          <dt>{intl.formatMessage(invitationMessages.email)}</dt>
          <dd>{answer.email}</dd>
          <dt>{intl.formatMessage(invitationMessages.orgName)}</dt>
          <dd>{answer.orgName}</dd>
          <dt>{intl.formatMessage(invitationMessages.userName)}</dt>
          <dd>{answer.userName}</dd>
        </dl>
        <NewPasswordForm
          labelledBy={titleId}
          save={(password) => setPasswordWithJwt({ token, password })}
          onSignedIn={onSignedIn}
          signingIn={signingIn}
        />
      </>
    );
  } else body = <LinkProblemNotice problem={linkProblemOfStatus(answer.status)} />;

  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className="auth-page__title">
        {intl.formatMessage(invitationMessages.title)}
      </h1>
      {body}
    </section>
  );
}

import { useId, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { setPasswordWithTmpPassword } from '../../../api/generated/endpoints/auth/auth';
import { setPasswordMessages } from '../messages';
import { NewPasswordForm } from './new-password-form';

type TmpPasswordStepProps = {
  email: string;
  tmpPassword: string;
  onSignedIn: (authToken: string) => void;
  signingIn: boolean;
};

/** After signing in with a temporary password: the user's own password replaces it (spec 4.2). */
export function TmpPasswordStep({
  email,
  tmpPassword,
  onSignedIn,
  signingIn,
}: TmpPasswordStepProps) {
  const intl = useIntl();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The login form was replaced: the new step's heading takes the focus, so it is read out. In
  // the commit that shows it (a layout effect), so the focus is never left on the page's body
  // between the two steps, where a key pressed would go nowhere.
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className="auth-page__title" tabIndex={-1} ref={heading}>
        {intl.formatMessage(setPasswordMessages.title)}
      </h1>
      <p>{intl.formatMessage(setPasswordMessages.tmpPasswordIntro)}</p>
      <NewPasswordForm
        labelledBy={titleId}
        save={(password) => setPasswordWithTmpPassword({ email, password, tmpPassword })}
        onSignedIn={onSignedIn}
        signingIn={signingIn}
      />
    </section>
  );
}

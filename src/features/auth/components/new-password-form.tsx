import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { checkNewPassword } from '../../../lib/rules/password-rules';
import { useFormatFeedback } from '../feedback';
import { passwordMessages, setPasswordMessages } from '../messages';
import { newPasswordFailure, type NewPasswordFailure } from '../new-password-failure';
import { AuthForm } from './auth-form';
import { TextField } from './text-field';
import '../auth.css';
import { useFormatAlert } from './app-link';

type NewPasswordFormProps = {
  /** The heading the form is named by. */
  labelledBy: string;
  /** Sets the password (with a temporary password, an invitation or a reset link). */
  save: (password: string) => Promise<{ authToken?: string }>;
  onSignedIn: (authToken: string) => void;
  signingIn: boolean;
};

type Errors = NewPasswordFailure & { confirmation?: NewPasswordFailure['password'] };

/**
 * A new password typed twice (spec 5): the rules are checked here first, in the spec's order,
 * then the two must match; what the server still refuses is shown from its answer.
 */
export function NewPasswordForm({ labelledBy, save, onSignedIn, signingIn }: NewPasswordFormProps) {
  const intl = useIntl();
  const format = useFormatFeedback();
  const formatAlert = useFormatAlert();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  const saving = useMutation({ mutationFn: save });
  const busy = saving.isPending || signingIn;

  const onSubmit = () => {
    const problem = checkNewPassword(password, confirmation);
    if (problem === 'mismatch') {
      setErrors({ confirmation: passwordMessages.mismatch });
      return confirmationRef.current?.focus();
    }
    if (problem) {
      setErrors({ password: passwordMessages[problem] });
      return passwordRef.current?.focus();
    }
    setErrors({});
    saving.mutate(password, {
      onSuccess: ({ authToken }) => {
        // An answer without a session is a refusal too (spec 5): the first password message.
        if (authToken) onSignedIn(authToken);
        else setErrors({ password: passwordMessages.unknown });
      },
      onError: (error) => {
        const failure = newPasswordFailure(error);
        setErrors(failure);
        if (failure.password) passwordRef.current?.focus();
      },
    });
  };

  return (
    <AuthForm
      labelledBy={labelledBy}
      busy={busy}
      alert={formatAlert(errors.form)}
      submitLabel={intl.formatMessage(
        busy ? setPasswordMessages.submitting : setPasswordMessages.submit,
      )}
      onSubmit={onSubmit}
    >
      <TextField
        label={intl.formatMessage(setPasswordMessages.newPassword)}
        type="password"
        name="new-password"
        autoComplete="new-password"
        hint={intl.formatMessage(setPasswordMessages.rules)}
        value={password}
        onChange={setPassword}
        error={format(errors.password)}
        inputRef={passwordRef}
      />
      <TextField
        label={intl.formatMessage(setPasswordMessages.confirmation)}
        type="password"
        name="new-password-confirmation"
        autoComplete="new-password"
        value={confirmation}
        onChange={setConfirmation}
        error={format(errors.confirmation)}
        inputRef={confirmationRef}
      />
    </AuthForm>
  );
}

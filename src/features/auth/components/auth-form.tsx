import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from './form-alert';

type AuthFormProps = {
  /** The heading the form is named by. */
  labelledBy: string;
  /** A call is under way: the button is disabled and a second submit is ignored. */
  busy: boolean;
  /** The message of the whole form, above its fields. */
  alert: ReactNode;
  /** The button's text (its busy wording while `busy`). */
  submitLabel: string;
  /** Checks the fields and sends them; the browser's own submit and validation stay off. */
  onSubmit: () => void;
  children: ReactNode;
};

/** A form of the sign-in screens: its message, the fields, then the submit button. */
export function AuthForm({
  labelledBy,
  busy,
  alert,
  submitLabel,
  onSubmit,
  children,
}: AuthFormProps) {
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
      aria-labelledby={labelledBy}
      aria-busy={busy}
    >
      <FormAlert message={alert} />
      {children}
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

import { useState } from 'react';
import { LoginForm } from './login-form';
import { TmpPasswordStep } from './tmp-password-step';

type LoginPageProps = {
  onSignedIn: (authToken: string) => void;
  signingIn: boolean;
};

type Step = { kind: 'credentials' } | { kind: 'set-password'; email: string; tmpPassword: string };

/** The login screen: credentials, then (for a temporary password) the set-password step. */
export function LoginPage({ onSignedIn, signingIn }: LoginPageProps) {
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  if (step.kind === 'set-password') {
    return (
      <TmpPasswordStep
        email={step.email}
        tmpPassword={step.tmpPassword}
        onSignedIn={onSignedIn}
        signingIn={signingIn}
      />
    );
  }
  return (
    <LoginForm
      onSignedIn={onSignedIn}
      onTemporaryPassword={(email, tmpPassword) =>
        setStep({ kind: 'set-password', email, tmpPassword })
      }
      signingIn={signingIn}
    />
  );
}

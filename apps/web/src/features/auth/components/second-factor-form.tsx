import type { AuthResponse } from '@tutoring/shared';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { Button } from '../../../components/ui/button';
import { useSecondFactorLogin } from '../api/two-factor';
import { CodeForm } from './code-form';

interface SecondFactorFormProps {
  mfaToken: string;
  onSuccess: (auth: AuthResponse) => void;
  /** Back to the password: the step expired or the person gives up. */
  onRestart: () => void;
}

/** The sign-in's second step: the code from the app, or one of the recovery codes. */
export function SecondFactorForm({ mfaToken, onSuccess, onRestart }: SecondFactorFormProps) {
  const [useRecovery, setUseRecovery] = useState(false);
  const login = useSecondFactorLogin(mfaToken, onSuccess);
  const failure = login.isError
    ? errorMessage(login.error, 'That code did not work. Please try again.')
    : undefined;

  return (
    <CodeForm
      // Another kind of code is another field: it starts empty and takes the focus.
      key={useRecovery ? 'recovery' : 'app'}
      name="Two-factor sign-in"
      kind={useRecovery ? 'recovery' : 'app'}
      label={useRecovery ? 'Recovery code' : 'Authentication code'}
      hint={
        useRecovery
          ? 'One of the codes you saved when you set up two-factor sign-in. Each works once.'
          : 'The 6-digit code your authenticator app shows now.'
      }
      submitLabel="Verify"
      busyLabel="Verifying…"
      pending={login.isPending}
      failure={failure}
      onSubmit={(code) => login.mutate(code)}
    >
      <Button
        variant="ghost"
        onClick={() => {
          login.reset();
          setUseRecovery(!useRecovery);
        }}
      >
        {useRecovery ? 'Use your authenticator app' : 'Use a recovery code'}
      </Button>
      <Button variant="ghost" onClick={onRestart}>
        Start again
      </Button>
    </CodeForm>
  );
}

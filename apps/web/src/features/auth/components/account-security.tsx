import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useDisableTwoFactor, useTwoFactorStatus } from '../api/two-factor';
import { CodeForm } from './code-form';
import { ConfirmPasswordForm } from './confirm-password-form';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/** Setting up asks for the password first; the password then goes with the set-up requests. */
type Step = 'status' | 'password' | { currentPassword: string } | { recoveryCodes: string[] };

function TurnOff({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const disable = useDisableTwoFactor();
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="info">
        Two-factor sign-in is on. {recoveryCodesLeft} of 10 recovery codes left.
      </Alert>
      <CodeForm
        name="Turn off two-factor sign-in"
        kind="either"
        label="Code from the app or a recovery code"
        submitLabel="Turn off two-factor sign-in"
        busyLabel="Turning off…"
        variant="danger"
        pending={disable.isPending}
        failure={disable.isError ? errorMessage(disable.error, 'That did not work.') : undefined}
        onSubmit={(code) => disable.mutate(code)}
      />
    </div>
  );
}

/** A staff member's own sign-in security: set up, or turn off, a second factor. */
export function AccountSecurity() {
  const status = useTwoFactorStatus();
  const [step, setStep] = useState<Step>('status');

  if (typeof step === 'object' && 'recoveryCodes' in step) {
    return (
      <RecoveryCodes codes={step.recoveryCodes} doneLabel="Done" onDone={() => setStep('status')} />
    );
  }
  if (typeof step === 'object') {
    return (
      <TwoFactorEnrolment
        proof={step}
        onEnabled={({ recoveryCodes }) => setStep({ recoveryCodes })}
        onBack={() => setStep('password')}
      />
    );
  }
  if (step === 'password') {
    return (
      <ConfirmPasswordForm
        name="Confirm it is you"
        submitLabel="Continue"
        onSubmit={(currentPassword) => setStep({ currentPassword })}
      />
    );
  }
  if (status.isPending) return <Spinner />;
  if (status.isError) {
    return (
      <RetryAlert
        message={errorMessage(status.error, 'Failed to load your sign-in settings.')}
        onRetry={() => void status.refetch()}
      />
    );
  }
  if (status.data.enabled) return <TurnOff recoveryCodesLeft={status.data.recoveryCodesLeft} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-foreground">
        Two-factor sign-in is off. With it on, signing in also asks for a code from an authenticator
        app on your phone, so a stolen password alone is not enough.
      </p>
      <Button onClick={() => setStep('password')} className="self-start">
        Set up two-factor sign-in
      </Button>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { QrCode } from '../../../components/ui/qr-code';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import {
  useEnableTwoFactor,
  useSetupTwoFactor,
  type Enabled,
  type EnrolmentProof,
} from '../api/two-factor';
import { CodeForm } from './code-form';

interface TwoFactorEnrolmentProps {
  /** A sign-in's token (enrolment the site requires), or the person's current password. */
  proof: EnrolmentProof;
  onEnabled: (enabled: Enabled) => void;
  /** Back to the step before (the password, when the server refused it). */
  onBack?: () => void;
}

/** The secret in groups of four, as people copy it into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Enrolment: a new secret as a QR code and as text, confirmed with a code from the app. The
 * secret is asked for once, as the step opens; nothing changes until the code confirms it.
 */
export function TwoFactorEnrolment({ proof, onEnabled, onBack }: TwoFactorEnrolmentProps) {
  const setup = useSetupTwoFactor(proof);
  const enable = useEnableTwoFactor(proof);
  const asked = useRef(false);
  const { mutate: askForSecret } = setup;
  useEffect(() => {
    // Once: a second secret would replace the first while the person scans it.
    if (asked.current) return;
    asked.current = true;
    askForSecret();
  }, [askForSecret]);

  if (setup.isError) {
    return (
      <div className="flex flex-col gap-4">
        <Alert>{errorMessage(setup.error, 'Two-factor sign-in could not be set up.')}</Alert>
        {onBack && (
          <Button variant="outline" onClick={onBack} className="self-start">
            Back
          </Button>
        )}
      </div>
    );
  }
  if (!setup.data) return <Spinner label="Preparing your secret…" />;

  return (
    <div className="flex flex-col gap-4">
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-foreground">
        <li>Open an authenticator app on your phone (any app for one-time codes).</li>
        <li>Scan the QR code, or type the secret below into the app.</li>
        <li>Enter the 6-digit code the app then shows.</li>
      </ol>
      <QrCode value={setup.data.otpauthUrl} label="QR code to add this account to your app" />
      <div className="flex flex-col gap-1">
        <p id="totp-secret-label" className="text-sm font-medium text-foreground">
          Secret (to type instead of scanning)
        </p>
        <code
          aria-labelledby="totp-secret-label"
          className="rounded-lg border border-border bg-background p-2 text-center font-mono break-all text-foreground"
        >
          {grouped(setup.data.secret)}
        </code>
      </div>
      <CodeForm
        name="Confirm two-factor sign-in"
        kind="app"
        label="Code from the app"
        submitLabel="Turn on two-factor sign-in"
        busyLabel="Checking…"
        pending={enable.isPending}
        failure={enable.isError ? errorMessage(enable.error, 'That code did not work.') : undefined}
        onSubmit={(code) => enable.mutate(code, { onSuccess: onEnabled })}
      />
    </div>
  );
}

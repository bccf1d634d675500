import type { AuthResponse } from '@tutoring/shared';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { signIn } from '../../../lib/auth-store';
import type { Enabled } from '../api/two-factor';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorEnrolment } from './two-factor-enrolment';

interface EnrolmentAtSignInProps {
  mfaToken: string;
  onSuccess: (auth: AuthResponse) => void;
}

/**
 * The site requires a second factor of admins and this one has none: they set it up before
 * the session opens. The session is stored only once the recovery codes have been seen,
 * since signing in leaves this page.
 */
export function EnrolmentAtSignIn({ mfaToken, onSuccess }: EnrolmentAtSignInProps) {
  const [enabled, setEnabled] = useState<Enabled | null>(null);
  const session = enabled?.session;
  if (enabled && session) {
    return (
      <RecoveryCodes
        codes={enabled.recoveryCodes}
        doneLabel="Continue to the admin area"
        onDone={() => {
          signIn(session);
          onSuccess(session);
        }}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="info">
        This site requires administrators to sign in with a second factor. Set it up now to
        continue.
      </Alert>
      <TwoFactorEnrolment proof={{ mfaToken }} onEnabled={setEnabled} />
    </div>
  );
}

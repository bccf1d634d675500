import { useState, type FormEvent } from 'react';
import type { Erased } from '@tutoring/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { useDownloadPersonData, useErasePerson } from '../api/privacy';
import { erasedText } from './erased-text';

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A person's request, by their e-mail address: a copy of everything stored about them (one
 * JSON file), or the erasure of all of it, asked once more before it happens.
 */
export function PersonRequest() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [erased, setErased] = useState<Erased>();
  const download = useDownloadPersonData();
  const erase = useErasePerson();

  const checked = (event?: FormEvent) => {
    event?.preventDefault();
    const valid = LOOKS_LIKE_EMAIL.test(email.trim());
    setError(valid ? undefined : 'Enter a valid e-mail address.');
    return valid;
  };

  return (
    <section aria-labelledby="person-request" className="flex flex-col gap-4">
      <h2 id="person-request" className="text-lg font-semibold text-foreground">
        A person&apos;s request
      </h2>
      <form noValidate onSubmit={(event) => checked(event) && download.mutate(email.trim())}>
        <div className="flex flex-col gap-4">
          <FormField
            label="Person's e-mail"
            type="email"
            autoComplete="off"
            value={email}
            error={error}
            hint="Every lead, booking, account and mail stored under this address."
            onChange={(event) => setEmail(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="outline" disabled={download.isPending}>
              {download.isPending ? 'Downloading...' : 'Download their data'}
            </Button>
            <Button type="button" variant="danger" onClick={() => checked() && setConfirming(true)}>
              Erase this person
            </Button>
          </div>
        </div>
      </form>
      {erased && (
        <p role="status" className="text-sm text-foreground">
          {erasedText(erased)}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        message={`Erase everything stored about ${email.trim()}? Their leads, bookings (an upcoming class is cancelled), mails and account go, and this cannot be undone.`}
        confirmLabel="Erase"
        busyLabel="Erasing..."
        busy={erase.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          erase.mutate(email.trim(), {
            onSuccess: (answer) => setErased(answer),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </section>
  );
}

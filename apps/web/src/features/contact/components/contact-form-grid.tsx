import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';

/** The form's card beside the contact details (stacked on a phone). */
export function ContactFormGrid({ form, details }: { form: ReactNode; details: ReactNode }) {
  return (
    <div className="mt-8 grid gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0 rounded-2xl border border-border bg-surface p-6">{form}</div>
      {details}
    </div>
  );
}

/**
 * The form's card until it is built, as tall as the form (measured in Chromium: 640 px with
 * its padding on a phone, 620 px beside the details): nothing below it moves. The spinner
 * shows only while its code is coming; before that the visitor has not reached it.
 */
export function ContactFormWaiting({ fetching }: { fetching: boolean }) {
  return (
    <ContactFormGrid
      form={
        <div className="min-h-[37rem] md:min-h-[35.75rem]">
          {fetching && <Spinner label="Loading the form…" />}
        </div>
      }
      details={null}
    />
  );
}

import type { ReactNode } from 'react';

/** The form's card beside the contact details (stacked on a phone). */
export function ContactFormGrid({ form, details }: { form: ReactNode; details: ReactNode }) {
  return (
    <div className="mt-8 grid gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0 rounded-2xl border border-border bg-surface p-6">{form}</div>
      {details}
    </div>
  );
}

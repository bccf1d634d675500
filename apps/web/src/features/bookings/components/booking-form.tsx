import { useEffect, useId, useState } from 'react';
import { CONSENT_REQUIRED_MESSAGE } from '@tutoring/shared/plain';
import { useForm } from 'react-hook-form';
import { EMPTY_LEAD, type BookingInput } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { HoneypotField } from '../../../components/ui/honeypot-field';
import { ConsentLine } from '../../../components/ui/consent-line';
import { useLeadOrigin, type LeadOriginSignals } from '../../../lib/use-lead-origin';
import { useSiteSettings } from '../../../lib/site-settings';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useSpamSignals, type SpamSignals } from '../../../lib/use-spam-signals';
import { fieldWiring } from '../../../lib/field-wiring';

export type BookingDetails = Pick<BookingInput, 'name' | 'email' | 'mobile' | 'message'>;

// A booking names its course by the slot chosen: of the lead's fields it asks the rest.
const { name, email, mobile, message } = EMPTY_LEAD;

// Zod loads when the form first validates, or as soon as the form shows (lib/lazy-resolver.ts).
const validation = lazyResolver<BookingDetails, unknown, BookingDetails>(() =>
  import('./booking-form-resolver').then((m) => m.bookingFormResolver),
);

interface BookingFormProps {
  /** 'Monday 15 March at 18:30 with Ada': what the button books. */
  summary: string;
  /** A time is chosen: the form can be sent. */
  ready: boolean;
  sending: boolean;
  /** The server's refusal, said as it said it. */
  error: string | undefined;
  /** The details, with the spam signals the server weighs as it does the contact form's. */
  onSubmit: (details: BookingDetails & SpamSignals & LeadOriginSignals) => void;
}

/** Who is booking: name and e-mail (for the confirmation and the calendar invitation). */
export function BookingForm({ summary, ready, sending, error, onSubmit }: BookingFormProps) {
  const form = useForm<BookingDetails, unknown, BookingDetails>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: { name, email, mobile, message },
  });
  const { errors } = form.formState;
  const field = fieldWiring(form.register, errors);
  const noteId = useId();
  const spam = useSpamSignals();
  const origin = useLeadOrigin();
  const consentRequired = useSiteSettings().data?.consentRequired ?? false;
  const [consentError, setConsentError] = useState<string>();
  useEffect(() => validation.preload(), []);
  const submit = form.handleSubmit((details) => {
    const signals = origin.read();
    if (consentRequired && !signals.consent) return setConsentError(CONSENT_REQUIRED_MESSAGE);
    setConsentError(undefined);
    onSubmit({ ...details, ...spam.read(), ...signals });
  });
  return (
    <form
      noValidate
      aria-label="Book the demo class"
      onSubmit={submit}
      className="relative flex flex-col gap-4"
    >
      <HoneypotField inputRef={spam.honeypotRef} />
      <p className="font-medium text-foreground">{summary}</p>
      <FormField label="Name" autoComplete="name" required {...field('name')} />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        required
        hint="The confirmation and a calendar invitation go here."
        {...field('email')}
      />
      <FormField label="Mobile" type="tel" autoComplete="tel" {...field('mobile')} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={noteId} className="text-sm font-medium text-foreground">
          Note for the tutor
        </label>
        <textarea
          id={noteId}
          rows={3}
          className="w-full rounded-lg border border-muted bg-background px-3 py-2 text-foreground"
          {...form.register('message')}
        />
        {errors.message?.message && <p className="text-sm text-error">{errors.message.message}</p>}
      </div>
      <ConsentLine inputRef={origin.consentRef} required={consentRequired} error={consentError} />
      {error && <Alert>{error}</Alert>}
      <Button type="submit" disabled={!ready || sending}>
        {sending ? 'Booking...' : 'Book this time'}
      </Button>
    </form>
  );
}

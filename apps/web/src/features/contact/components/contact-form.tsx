import { useId, useState } from 'react';
import { CONSENT_REQUIRED_MESSAGE } from '@tutoring/shared/plain';
import type { ContactMessageData } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ControlFrame } from '../../../components/ui/control-frame';
import { FormField } from '../../../components/ui/form-field';
import { HoneypotField } from '../../../components/ui/honeypot-field';
import { ConsentLine } from '../../../components/ui/consent-line';
import { useLeadOrigin } from '../../../lib/use-lead-origin';
import { useSiteSettings } from '../../../lib/site-settings';
import { useSpamSignals, type SpamSignals } from '../../../lib/use-spam-signals';
import type { ContactFormState } from './use-contact-form';
import { fieldWiring } from '../../../lib/field-wiring';

export const SEND_FAILED = 'Failed to send message. Please try again later.';

interface ContactFormProps {
  state: ContactFormState;
  sending: boolean;
  failed: boolean;
  onSubmit: (input: ContactMessageData & SpamSignals) => void;
}

export function ContactForm({ state, sending, failed, onSubmit }: ContactFormProps) {
  const { form, canSubmit, prepareValidation } = state;
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  const field = fieldWiring(register, errors);
  const messageId = useId();
  const spam = useSpamSignals();
  const origin = useLeadOrigin();
  const consentRequired = useSiteSettings().data?.consentRequired ?? false;
  const [consentError, setConsentError] = useState<string>();
  const submit = handleSubmit((input) => {
    const signals = origin.read();
    // The server refuses it too (400 naming consent); said here before anything is sent.
    if (consentRequired && !signals.consent) return setConsentError(CONSENT_REQUIRED_MESSAGE);
    setConsentError(undefined);
    onSubmit({ ...input, ...spam.read(), ...signals });
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      // Focus, or a finger on the form: the visitor is about to fill it in.
      onFocus={prepareValidation}
      onPointerDown={prepareValidation}
      className="relative flex flex-col gap-4"
    >
      <HoneypotField inputRef={spam.honeypotRef} />
      <FormField label="Name" autoComplete="name" required {...field('name')} />
      <FormField
        label="Course"
        required
        hint="The course or exam you are interested in, e.g. IB Mathematics."
        {...field('course')}
      />
      <FormField label="Mobile" type="tel" autoComplete="tel" {...field('mobile')} />
      <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
      <ControlFrame id={messageId} label="Message" error={errors.message?.message}>
        <textarea
          id={messageId}
          rows={4}
          className="w-full rounded-lg border border-muted bg-background px-3 py-2 text-foreground"
          {...register('message')}
        />
      </ControlFrame>
      <ConsentLine inputRef={origin.consentRef} required={consentRequired} error={consentError} />
      {failed && <Alert>{SEND_FAILED}</Alert>}
      {/* Disabled, and dimmed by its disabled style, until name and course hold text. */}
      {/* (docs/PRODUCT.md section 5) */}
      <Button type="submit" disabled={!canSubmit || sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}

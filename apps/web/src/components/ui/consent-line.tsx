import { useCallback, useId, useRef } from 'react';
import { readVisitSource, type VisitSource } from '../../lib/visit-source';

/** What a public form adds about the person and the visit: their consent and its source. */
export interface LeadOriginSignals {
  consent: boolean;
  source?: VisitSource;
}

/** The consent box's state and what a form sends of it (read at submission, like spam signals). */
export function useLeadOrigin() {
  const consentRef = useRef<HTMLInputElement>(null);
  const read = useCallback((): LeadOriginSignals => {
    const source = readVisitSource();
    return { consent: consentRef.current?.checked ?? false, ...(source ? { source } : {}) };
  }, []);
  return { consentRef, read };
}

export const CONSENT_TEXT = 'I agree that the institute keeps these details to answer me, as the';

/**
 * The consent line of the contact and booking forms, linking the privacy notice. When the
 * site requires consent the box is required and the server refuses a form without it.
 */
export function ConsentLine({
  inputRef,
  required,
  error,
}: {
  inputRef: React.Ref<HTMLInputElement>;
  required: boolean;
  error?: string | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2 text-sm text-foreground">
        <input
          ref={inputRef}
          id={id}
          type="checkbox"
          name="consent"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 h-4 w-4 focus-visible:outline-2 focus-visible:outline-offset-2"
        />
        <label htmlFor={id}>
          {CONSENT_TEXT}{' '}
          <a href="#/privacy" className="underline focus-visible:outline-2">
            privacy notice
          </a>{' '}
          says.{required ? ' (required)' : ''}
        </label>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}

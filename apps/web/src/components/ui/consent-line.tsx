import { useId } from 'react';
import { CONSENT_TEXT } from '../../lib/use-lead-origin';
import { PrivacyNoticeLink } from './privacy-notice-link';

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
          {CONSENT_TEXT} <PrivacyNoticeLink /> says.{required ? ' (required)' : ''}
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

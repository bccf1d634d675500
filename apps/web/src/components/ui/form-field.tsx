import { useId, type ComponentProps } from 'react';

interface FormFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Help shown under the field, e.g. a length rule. */
  hint?: string;
  error?: string | undefined;
}

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function FormField({
  label,
  hint,
  error,
  id,
  className = '',
  ...inputProps
}: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-foreground">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={
          'min-h-11 w-full rounded-lg border border-muted bg-background px-3 py-2 text-foreground ' +
          `placeholder:text-muted aria-invalid:border-error ${className}`
        }
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}

import { useId, type ComponentProps, type ReactNode } from 'react';
import { CONTROL, describedBy } from './control-parts';

interface ControlFrameProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

/** A control's label above it, then its hint and error (ids `<id>-hint`, `<id>-error`). */
export function ControlFrame({ id, label, error, hint, children }: ControlFrameProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  error?: string | undefined;
  /** A first, empty choice: nothing picked yet, or no filter. */
  placeholder?: string;
  /** Choices shown as their own value, after any children. */
  options?: readonly string[];
};

/** A labelled select whose error is announced with it. */
export function SelectField({
  label,
  error,
  placeholder,
  options = [],
  children,
  ...props
}: SelectFieldProps) {
  const id = useId();
  return (
    <ControlFrame id={id} label={label} error={error}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={CONTROL}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {children}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </ControlFrame>
  );
}

type TextAreaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled text area; the hint (e.g. a live counter) and error are announced with it. */
export function TextAreaField({ label, error, hint, ...props }: TextAreaFieldProps) {
  const id = useId();
  return (
    <ControlFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={CONTROL}
        {...props}
      />
    </ControlFrame>
  );
}

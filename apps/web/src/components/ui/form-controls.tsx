import { useId, type ComponentProps, type ReactNode } from 'react';
import { ControlFrame } from './control-frame';
import { CONTROL, describedBy } from './control-parts';

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

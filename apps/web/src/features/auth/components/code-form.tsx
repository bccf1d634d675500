import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';

interface CodeFormProps {
  /** The form's accessible name. */
  name: string;
  label: string;
  hint?: string;
  /** 'app': six digits from an authenticator app (numeric keyboard, one-time-code autofill). */
  kind: 'app' | 'recovery' | 'either';
  submitLabel: string;
  busyLabel: string;
  pending: boolean;
  /** The server's refusal, shown above the field. */
  failure?: string | undefined;
  onSubmit: (code: string) => void;
  variant?: 'primary' | 'danger';
  children?: ReactNode;
}

/** One code to type and send: the sign-in's second step, enrolment's confirmation, turning off. */
export function CodeForm({
  name,
  label,
  hint,
  kind,
  submitLabel,
  busyLabel,
  pending,
  failure,
  onSubmit,
  variant = 'primary',
  children,
}: CodeFormProps) {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setMissing(typed === '');
    if (typed !== '') onSubmit(typed);
  };
  return (
    <form noValidate aria-label={name} onSubmit={submit} className="flex flex-col gap-4">
      {failure && <Alert>{failure}</Alert>}
      <FormField
        label={label}
        hint={hint}
        autoFocus
        required
        autoComplete={kind === 'app' ? 'one-time-code' : 'off'}
        inputMode={kind === 'app' ? 'numeric' : 'text'}
        spellCheck={false}
        autoCapitalize="off"
        maxLength={kind === 'app' ? 7 : 32}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={missing ? 'Enter the code.' : undefined}
      />
      <Button type="submit" variant={variant} disabled={pending} className="w-full">
        {pending ? busyLabel : submitLabel}
      </Button>
      {children}
    </form>
  );
}

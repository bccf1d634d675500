import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';

interface ConfirmPasswordFormProps {
  /** The form's accessible name. */
  name: string;
  submitLabel: string;
  onSubmit: (currentPassword: string) => void;
}

/** The current password, typed again before a change a session alone must not make. */
export function ConfirmPasswordForm({ name, submitLabel, onSubmit }: ConfirmPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(password === '');
    if (password !== '') onSubmit(password);
  };
  return (
    <form noValidate aria-label={name} onSubmit={submit} className="flex flex-col gap-4">
      <FormField
        label="Current password"
        type="password"
        autoComplete="current-password"
        autoFocus
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={missing ? 'Current password is required.' : undefined}
      />
      <Button type="submit" className="self-start">
        {submitLabel}
      </Button>
    </form>
  );
}

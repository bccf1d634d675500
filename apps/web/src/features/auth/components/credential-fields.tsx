import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { fieldWiring } from '../../../lib/field-wiring';

interface Credentials {
  email: string;
  password: string;
}

interface CredentialFieldsProps<TForm extends Credentials> {
  register: UseFormRegister<TForm>;
  errors: FieldErrors<Credentials>;
  /** 'current-password' to sign in, 'new-password' to register: password managers read it. */
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordHint?: string;
}

/** The e-mail and password fields that sign-in and registration share. */
export function CredentialFields<TForm extends Credentials>({
  register,
  errors,
  passwordAutoComplete,
  passwordHint,
}: CredentialFieldsProps<TForm>) {
  // Both forms hold these two fields; the casts only widen the field names for the generic.
  const registerCredential = register as unknown as UseFormRegister<Credentials>;
  const field = fieldWiring(registerCredential, errors);
  return (
    <>
      <FormField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <FormField
        label="Password"
        type="password"
        autoComplete={passwordAutoComplete}
        required
        hint={passwordHint}
        {...field('password')}
      />
    </>
  );
}

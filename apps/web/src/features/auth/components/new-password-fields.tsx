import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { NEW_PASSWORD_HINT, type NewPasswords } from './new-password-rules';
import { fieldWiring } from '../../../lib/field-wiring';

interface NewPasswordFieldsProps<TForm extends NewPasswords> {
  register: UseFormRegister<TForm>;
  errors: FieldErrors<NewPasswords>;
}

/** The new-password and confirmation fields that reset, invitation and change share. */
export function NewPasswordFields<TForm extends NewPasswords>({
  register,
  errors,
}: NewPasswordFieldsProps<TForm>) {
  // Every form here holds these two fields; the cast only widens the names for the generic.
  const registerField = register as unknown as UseFormRegister<NewPasswords>;
  const field = fieldWiring(registerField, errors);
  return (
    <>
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint={NEW_PASSWORD_HINT}
        {...field('newPassword')}
      />
      <FormField
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
    </>
  );
}

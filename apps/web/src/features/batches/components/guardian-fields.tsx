import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { fieldWiring } from '../../../lib/field-wiring';

export interface GuardianValues {
  guardianName: string;
  email: string;
  mobile?: string;
}

/** The parent's name, e-mail and mobile: the enrolment's and the waitlist's. */
export function GuardianFields<T extends GuardianValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  // Both forms hold these three fields under these names.
  const field = fieldWiring(
    register as unknown as UseFormRegister<GuardianValues>,
    errors as FieldErrors<GuardianValues>,
  );
  return (
    <>
      <FormField
        label="Parent or guardian name"
        autoComplete="name"
        required
        {...field('guardianName')}
      />
      <FormField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <FormField
        label="Mobile"
        type="tel"
        autoComplete="tel"
        hint="Optional."
        {...field('mobile')}
      />
    </>
  );
}

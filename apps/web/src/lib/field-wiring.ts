import {
  get,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormRegister,
  useFormContext,
} from 'react-hook-form';

/**
 * A form's fields wired under one name each: `field('email')` is the field's registration
 * and its error message, so a field can never show the error of another
 * (`<FormField label="Email" {...field('email')} />`). Read `errors` while rendering, as
 * react-hook-form asks, so the form re-renders when they change.
 */
export function fieldWiring<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
) {
  return <N extends FieldPath<T>>(name: N, options?: RegisterOptions<T, N>) => {
    const error: { message?: string } | undefined = get(errors, name);
    return { ...register(name, options), error: error?.message };
  };
}

/** The form a group of fields sits in (inside its FormProvider), with `field` wired as above. */
export function useFormFields<T extends FieldValues>() {
  const form = useFormContext<T>();
  return { ...form, field: fieldWiring(form.register, form.formState.errors) };
}

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/**
 * Puts a 400's `details` on the fields they name, so a rule only the server checks (a
 * taken e-mail, a wrong current password) reads like any other field error.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): void {
  if (!isApiError(error)) return;
  for (const detail of error.details) {
    const field = fields.find((name) => name === detail.path);
    if (field) setError(field, { message: detail.message });
  }
}

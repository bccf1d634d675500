import { LIMITS, strongPasswordSchema } from '@tutoring/shared';
import { z } from 'zod';

export const NEW_PASSWORD_HINT = `At least ${LIMITS.passwordMinLength} characters and not easy to guess: a few unrelated words work well.`;

export interface NewPasswords {
  newPassword: string;
  confirmPassword: string;
}

const matches = ({ newPassword, confirmPassword }: NewPasswords) => newPassword === confirmPassword;

/** A new password typed twice: the shared rules (length, not easily guessed), then a match. */
export function withConfirmation<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .object({ ...shape, newPassword: strongPasswordSchema, confirmPassword: z.string() })
    .refine((values) => matches(values as unknown as NewPasswords), {
      path: ['confirmPassword'],
      message: 'The two passwords do not match.',
    });
}

import { z } from 'zod';
import { LIMITS, ROLES } from '../constants';

const email = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .pipe(z.email('Enter a valid e-mail address.').max(254));

export const roleSchema = z.enum(ROLES);

export const loginInputSchema = z.strictObject({
  email,
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(1024, 'Password is too long.'),
});

/** Passwords count in UTF-8 bytes: bcrypt would silently ignore everything past 72. */
export const newPasswordSchema = z
  .string({ error: 'Password is required.' })
  .min(
    LIMITS.passwordMinLength,
    `Password must be at least ${LIMITS.passwordMinLength} characters.`,
  )
  .refine(
    (value) => new TextEncoder().encode(value).length <= LIMITS.passwordMaxBytes,
    `Password must be at most ${LIMITS.passwordMaxBytes} bytes.`,
  );

export const registerInputSchema = z.strictObject({
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(100, 'Name must be at most 100 characters.'),
  email,
  password: newPasswordSchema,
});

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
});

export const authResponseSchema = z.object({ token: z.string(), user: userSchema });

/** Roles compare ignoring case (docs/PRODUCT.md section 6). */
export function isAdminRole(role: string | undefined | null): boolean {
  return role?.toLowerCase() === 'admin';
}

export type Role = z.infer<typeof roleSchema>;
export type LoginInput = z.input<typeof loginInputSchema>;
export type RegisterInput = z.input<typeof registerInputSchema>;
export type User = z.infer<typeof userSchema>;
export type AuthResponse = z.infer<typeof authResponseSchema>;

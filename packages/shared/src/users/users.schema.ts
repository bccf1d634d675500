import { z } from 'zod';
import { LIMITS } from '../constants';
import { ROLES, STAFF_ROLES } from './roles';
import { objectId } from '../common/fields';
import {
  blankMeansAbsent,
  paginationFields,
  sortValues,
  wholeNumber,
} from '../common/query-params';
import { passwordWeakness } from './password-strength';

const email = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .pipe(z.email('Enter a valid e-mail address.').max(254));

const personName = z
  .string({ error: 'Name is required.' })
  .trim()
  .min(1, 'Name is required.')
  .max(100, 'Name must be at most 100 characters.');

export const roleSchema = z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}.` });

export const loginInputSchema = z.strictObject({
  email,
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(1024, 'Password is too long.'),
});

/**
 * A new password's length rules, checked as it is typed. Passwords count in UTF-8 bytes:
 * bcrypt would silently ignore everything past 72.
 */
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

/**
 * Every password a person sets (registering, changing, resetting, accepting an invitation):
 * the length rules, then not easily guessed. The guessing check is asynchronous (its
 * dictionaries load on first use), so schemas that hold it are parsed with parseAsync.
 */
export const strongPasswordSchema = newPasswordSchema.check(async (ctx) => {
  const weakness = await passwordWeakness(ctx.value);
  if (weakness) ctx.issues.push({ code: 'custom', message: weakness, input: ctx.value });
});

export const registerInputSchema = z.strictObject({
  name: personName,
  email,
  password: strongPasswordSchema,
});

/** The account's password, typed again before a change that a stolen session must not make. */
export const currentPasswordField = z
  .string({ error: 'Current password is required.' })
  .min(1, 'Current password is required.')
  .max(1024, 'Password is too long.');

export const changePasswordInputSchema = z.strictObject({
  currentPassword: currentPasswordField,
  newPassword: strongPasswordSchema,
});

export const forgotPasswordInputSchema = z.strictObject({ email });

/** The token from a reset or invitation link, and the password it sets. */
export const resetPasswordInputSchema = z.strictObject({
  token: z
    .string({ error: 'The link is incomplete.' })
    .regex(/^[A-Za-z0-9_-]{20,200}$/, 'The link is incomplete.'),
  newPassword: strongPasswordSchema,
});

/** An admin adds a person: they get an e-mail with a link to set their own password. */
export const newAccountInputSchema = z
  .strictObject({
    name: personName,
    email,
    role: roleSchema,
    /** A tutor's team member: required for a tutor, refused for anyone else. */
    teamMemberId: objectId.optional(),
  })
  .refine((input) => (input.role === 'tutor') === Boolean(input.teamMemberId), {
    message: 'A tutor is invited with their team member, and only a tutor.',
    path: ['teamMemberId'],
  });

export const accountUpdateSchema = z
  .strictObject({
    role: roleSchema.optional(),
    active: z.boolean({ error: 'Active must be true or false.' }).optional(),
  })
  .refine((update) => update.role !== undefined || update.active !== undefined, {
    message: 'Say what to change: role or active.',
  })
  // A tutor is tied to a team member when invited: no role change makes one.
  .refine((update) => update.role !== 'tutor', {
    message: 'Invite a tutor as a new person, with their team member.',
    path: ['role'],
  });

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  /** A tutor's team member: their own bookings and hours. */
  teamMemberId: z.string().optional(),
});

/** A v2 course a student is enrolled in, as their dashboard lists it (published ones only). */
export const enrolledCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  examType: z.string(),
  mode: z.string(),
  /** The course's page: the web app's route ('/coursesv2/<id>'). */
  link: z.string(),
});

/** GET /auth/me: the signed-in person, with the courses they are enrolled in. */
export const currentUserSchema = userSchema.extend({
  enrolledCourses: z.array(enrolledCourseSchema),
});

/** PUT /users/:id/enrolments: the v2 courses the person is enrolled in, replacing the list. */
export const enrolmentsInputSchema = z.strictObject({
  courses: z
    .array(objectId, { error: 'Courses must be a list of course ids.' })
    .max(100, 'At most 100 courses.'),
});

/** A person's account as admins manage it (GET /users): never a password or its hash. */
export const accountSchema = userSchema.extend({
  active: z.boolean(),
  /** Invited, and has not set a password yet. */
  invitationPending: z.boolean(),
  /**
   * The staff role an account asked to become staff will get once its owner proves the
   * e-mail (sets a password from the link mailed to it); until then it keeps `role`.
   */
  pendingRole: z.enum(STAFF_ROLES).optional(),
  /** The ids of the v2 courses they are enrolled in. */
  enrolledCourses: z.array(z.string()),
  createdAt: z.string(),
});

/**
 * GET /users: a search over name and e-mail (any letter case), one role, the order (absent:
 * staff first, by role, then by name) and, with `page` or `limit`, one page (1–100 per page,
 * default 50); without either every account comes, as clients written before paging expect.
 */
export const usersQuerySchema = z.strictObject({
  q: blankMeansAbsent(z.string().max(100, 'Search must be at most 100 characters.')),
  role: blankMeansAbsent(roleSchema),
  sort: blankMeansAbsent(sortValues(['name', 'email', 'createdAt'] as const)),
  page: wholeNumber('Page', 1, 1_000_000).optional(),
  limit: wholeNumber('Limit', 1, 100).optional(),
});

/** The answer of GET /users: the accounts selected (one page, or all) and their total. */
export const usersListSchema = z.object({
  users: z.array(accountSchema),
  ...paginationFields,
});

export const authResponseSchema = z.object({ token: z.string(), user: userSchema });

export type Role = z.infer<typeof roleSchema>;
export type LoginInput = z.input<typeof loginInputSchema>;
export type RegisterInput = z.input<typeof registerInputSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;
export type NewAccountInput = z.input<typeof newAccountInputSchema>;
export type AccountUpdate = z.input<typeof accountUpdateSchema>;
export type Account = z.infer<typeof accountSchema>;
export type EnrolledCourse = z.infer<typeof enrolledCourseSchema>;
export type CurrentUser = z.infer<typeof currentUserSchema>;
export type EnrolmentsInput = z.input<typeof enrolmentsInputSchema>;
export type User = z.infer<typeof userSchema>;
export type UsersQuery = z.output<typeof usersQuerySchema>;
export type UsersQueryInput = z.input<typeof usersQuerySchema>;
export type UsersList = z.infer<typeof usersListSchema>;
export type AuthResponse = z.infer<typeof authResponseSchema>;

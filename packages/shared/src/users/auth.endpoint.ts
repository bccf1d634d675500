/** Signing in and out, passwords, and whose token a request carries. */
export const authEndpoints = {
  login: { path: '/auth/login', itemKey: 'user' },
  register: { path: '/auth/register', itemKey: 'user' },
  /** Whose token this is: the web checks a stored session with it at start-up. */
  me: { path: '/auth/me', itemKey: 'user' },
  /** Ends the session of the token it is sent with. */
  logout: { path: '/auth/logout' },
  changePassword: { path: '/auth/change-password' },
  /** Always 202: whether an account exists is never told. */
  forgotPassword: { path: '/auth/forgot-password' },
  /** Sets the password from a reset or invitation link's token. */
  resetPassword: { path: '/auth/reset-password' },
} as const;

/**
 * Accounts (admins only): list, add, change role or active at /:id, and a student's v2
 * enrolments at /:id/enrolments.
 */
export const usersEndpoint = { path: '/users', listKey: 'users', itemKey: 'user' } as const;

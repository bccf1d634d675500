/** Signing in and out, and whose token a request carries. */
export const authEndpoints = {
  login: { path: '/auth/login', itemKey: 'user' },
  register: { path: '/auth/register', itemKey: 'user' },
  /** Whose token this is: the web checks a stored session with it at start-up. */
  me: { path: '/auth/me', itemKey: 'user' },
} as const;

import { describe, expect, it } from 'vitest';
import { homeFor, readLoginRedirect } from './auth-redirect';

describe('after sign-in', () => {
  it.each(['admin', 'Admin', 'ADMIN'])(
    'when the role is %s, then the home is the admin dashboard',
    (role) => {
      expect(homeFor({ role: role as 'admin' })).toBe('/admin/dashboard');
    },
  );

  it('when the role is user, then the home is the user dashboard', () => {
    expect(homeFor({ role: 'user' })).toBe('/dashboard');
  });

  it("when the role is tutor, then the home is the tutor's own bookings", () => {
    expect(homeFor({ role: 'tutor' })).toBe('/admin/my-bookings');
  });

  it('when the guard remembered a location, then its path and query come back', () => {
    const state = { from: { pathname: '/admin/courses', search: '?view=table', hash: '' } };

    expect(readLoginRedirect(state)).toEqual({
      from: '/admin/courses?view=table',
      adminRequired: false,
    });
  });

  it.each([
    ['no state', null],
    ['a foreign string', 'hello'],
    ['another site', { from: '//evil.example/' }],
    ['the login page itself', { from: '/login' }],
    ['a number', { from: 42 }],
  ])('when the state holds %s, then there is no page to return to', (_label, state) => {
    expect(readLoginRedirect(state).from).toBeNull();
  });

  it('when the admin-required flag is set, then it is read', () => {
    expect(readLoginRedirect({ from: '/admin', adminRequired: true })).toEqual({
      from: '/admin',
      adminRequired: true,
    });
  });
});

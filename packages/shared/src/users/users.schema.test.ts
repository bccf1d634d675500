import { describe, expect, it } from 'vitest';
import {
  isAdminRole,
  loginInputSchema,
  newPasswordSchema,
  registerInputSchema,
} from './users.schema';

describe('loginInputSchema', () => {
  it('when the email has capitals and spaces, then it is lower-cased and trimmed', () => {
    const login = loginInputSchema.parse({ email: '  Admin@Example.COM ', password: 'x' });
    expect(login.email).toBe('admin@example.com');
  });

  it('when email and password are empty, then both are required', () => {
    const result = loginInputSchema.safeParse({ email: '', password: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Email is required.',
      'Password is required.',
    ]);
  });

  it('when the body is empty, then both are required', () => {
    const result = loginInputSchema.safeParse({});
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Email is required.',
      'Password is required.',
    ]);
  });

  it('when the email is malformed, then it is refused', () => {
    const result = loginInputSchema.safeParse({ email: 'admin', password: 'x' });
    expect(result.error?.issues[0]?.message).toBe('Enter a valid e-mail address.');
  });

  it('when the password is short, then login still accepts it (only register sets rules)', () => {
    expect(loginInputSchema.safeParse({ email: 'a@example.com', password: 'x' }).success).toBe(
      true,
    );
  });
});

describe('registerInputSchema', () => {
  const valid = { name: 'Meera', email: 'Meera@Example.com', password: 'correct horse' };

  it('when name, email and an 8+ character password are given, then it is accepted', () => {
    expect(registerInputSchema.parse(valid)).toEqual({ ...valid, email: 'meera@example.com' });
  });

  it.each([undefined, '', '  '])('when the name is %j, then "Name is required."', (name) => {
    const result = registerInputSchema.safeParse({ ...valid, name });
    expect(result.error?.issues[0]?.message).toBe('Name is required.');
  });

  it('when the password has 7 characters, then it is refused', () => {
    const result = registerInputSchema.safeParse({ ...valid, password: '1234567' });
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 8 characters.');
  });

  it('when the password has exactly 8 characters, then it is accepted', () => {
    expect(registerInputSchema.safeParse({ ...valid, password: '12345678' }).success).toBe(true);
  });

  it('when the body carries a role, then it is refused (new users are always role user)', () => {
    expect(registerInputSchema.safeParse({ ...valid, role: 'admin' }).success).toBe(false);
  });
});

describe('newPasswordSchema: the 72-byte bcrypt limit', () => {
  it('when the password is 72 ASCII characters, then it is accepted', () => {
    expect(newPasswordSchema.safeParse('a'.repeat(72)).success).toBe(true);
  });

  it('when the password is 73 ASCII characters, then it is refused', () => {
    expect(newPasswordSchema.safeParse('a'.repeat(73)).error?.issues[0]?.message).toBe(
      'Password must be at most 72 bytes.',
    );
  });

  it('when 36 two-byte characters make 72 bytes, then it is accepted', () => {
    expect(newPasswordSchema.safeParse('é'.repeat(36)).success).toBe(true);
  });

  it('when 37 two-byte characters make 74 bytes, then it is refused though under 72 characters', () => {
    const password = 'é'.repeat(37);
    expect(password.length).toBeLessThan(72);
    expect(newPasswordSchema.safeParse(password).error?.issues[0]?.message).toBe(
      'Password must be at most 72 bytes.',
    );
  });

  it('when 19 four-byte emoji make 76 bytes, then it is refused', () => {
    expect(newPasswordSchema.safeParse('🔒'.repeat(19)).success).toBe(false);
  });
});

describe('isAdminRole', () => {
  it.each(['admin', 'Admin', 'ADMIN', 'aDmIn'])('when the role is %s, then it is admin', (r) => {
    expect(isAdminRole(r)).toBe(true);
  });

  it.each(['user', 'administrator', ' admin', '', null, undefined])(
    'when the role is %j, then it is not admin',
    (role) => {
      expect(isAdminRole(role)).toBe(false);
    },
  );
});

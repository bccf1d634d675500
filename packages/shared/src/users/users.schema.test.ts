import { beforeAll, describe, expect, it } from 'vitest';
import { passwordWeakness } from './password-strength';
import {
  accountUpdateSchema,
  loginInputSchema,
  newPasswordSchema,
  registerInputSchema,
  strongPasswordSchema,
  usersQuerySchema,
} from './users.schema';
import { isAdminRole, isStaffRole } from './roles';

// The first strength check loads zxcvbn's dictionaries (about a megabyte), which takes seconds
// on a busy machine: load them once here, so each test times its own check and not the load.
beforeAll(() => passwordWeakness('warm up the dictionaries'), 120_000);

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
  const valid = { name: 'Meera', email: 'Meera@Example.com', password: 'violet kettle drums' };

  it('when name, email and a strong password are given, then it is accepted', async () => {
    expect(await registerInputSchema.parseAsync(valid)).toEqual({
      ...valid,
      email: 'meera@example.com',
    });
  });

  it.each([undefined, '', '  '])('when the name is %j, then "Name is required."', async (name) => {
    const result = await registerInputSchema.safeParseAsync({ ...valid, name });
    expect(result.error?.issues[0]?.message).toBe('Name is required.');
  });

  it('when the password has 11 characters, then it is refused naming the length', async () => {
    const result = await registerInputSchema.safeParseAsync({ ...valid, password: 'x7#kq9!mZ2a' });
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 12 characters.');
  });

  it('when the body carries a role, then it is refused (new users are always role user)', async () => {
    const result = await registerInputSchema.safeParseAsync({ ...valid, role: 'admin' });
    expect(result.success).toBe(false);
  });
});

describe('strongPasswordSchema: not easily guessed', () => {
  it.each(['password1234', 'aaaaaaaaaaaa', 'qwertyuiop123', 'iloveyou2024'])(
    'when the password is %j, then it is refused with the reason',
    async (password) => {
      const result = await strongPasswordSchema.safeParseAsync(password);
      expect(result.error?.issues[0]?.message).toMatch(/^Password is too easy to guess\. \S/);
    },
  );

  it.each(['violet kettle drums', 'kM8#vq2!Lp0z', 'correct horse battery staple'])(
    'when the password is %j, then it is accepted',
    async (password) => {
      expect((await strongPasswordSchema.safeParseAsync(password)).success).toBe(true);
    },
  );
});

describe('accountUpdateSchema', () => {
  it('when neither role nor active is given, then it says what to change', () => {
    expect(accountUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Say what to change: role or active.',
    );
  });

  it('when the role is unknown, then it names the roles', () => {
    expect(accountUpdateSchema.safeParse({ role: 'owner' }).error?.issues[0]?.message).toBe(
      'Role must be one of admin, editor, user, tutor.',
    );
  });
});

describe('newPasswordSchema: the 72-byte bcrypt limit', () => {
  it('when the password is 72 ASCII characters, then it is accepted', () => {
    expect(newPasswordSchema.safeParse('a'.repeat(72)).success).toBe(true);
  });

  it('when the password has exactly 12 characters, then its length is accepted', () => {
    expect(newPasswordSchema.safeParse('a'.repeat(12)).success).toBe(true);
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

describe('isStaffRole', () => {
  it.each(['admin', 'editor', 'Editor'])('when the role is %s, then it is staff', (role) => {
    expect(isStaffRole(role)).toBe(true);
  });

  it.each(['user', '', null, undefined])('when the role is %j, then it is not staff', (role) => {
    expect(isStaffRole(role)).toBe(false);
  });
});

describe('isAdminRole', () => {
  it.each(['admin', 'Admin', 'ADMIN', 'aDmIn'])('when the role is %s, then it is admin', (r) => {
    expect(isAdminRole(r)).toBe(true);
  });

  it.each(['user', 'editor', 'administrator', ' admin', '', null, undefined])(
    'when the role is %j, then it is not admin',
    (role) => {
      expect(isAdminRole(role)).toBe(false);
    },
  );
});

describe('usersQuerySchema', () => {
  it('when nothing is given, then nothing is chosen: every account, staff first', () => {
    expect(usersQuerySchema.parse({})).toEqual({});
  });

  it('when a search, role, order and page are given, then they are read', () => {
    expect(
      usersQuerySchema.parse({ q: ' rao ', role: 'editor', sort: '-name', page: '2', limit: '5' }),
    ).toEqual({ q: 'rao', role: 'editor', sort: '-name', page: 2, limit: 5 });
  });

  it.each([
    [{ role: 'owner' }, 'role'],
    [{ sort: 'role' }, 'sort'],
    [{ page: '0' }, 'page'],
    [{ limit: '101' }, 'limit'],
    [{ active: 'true' }, ''],
  ])('when the query is %j, then %s is refused', (query, path) => {
    const issues = usersQuerySchema.safeParse(query).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join('.'))).toEqual([path]);
  });
});

import jwt from 'jsonwebtoken';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_SECONDS } from '../../src/lib/auth/tokens';
import { createUserWithToken, TEST_JWT_SECRET, testClient } from '../http';
import { collectionCounts, expectRefused } from './nothing-written';

const api = testClient();
let userId: string;
let userToken: string;

beforeAll(async () => {
  const user = await createUserWithToken('user');
  userId = String(user.user._id);
  userToken = user.token;
});

function forgedTokens(): Record<string, string> {
  const [header, , signature] = userToken.split('.');
  const adminClaims = Buffer.from(JSON.stringify({ role: 'admin', sub: userId })).toString(
    'base64url',
  );
  return Object.fromEntries([
    ['alg none', jwt.sign({ role: 'admin' }, '', { algorithm: 'none', subject: userId })],
    ['a user token with its role changed to admin', `${header}.${adminClaims}.${signature}`],
    [
      'an expired admin token',
      jwt.sign({ role: 'admin', exp: Math.floor(Date.now() / 1000) - 1 }, TEST_JWT_SECRET, {
        subject: userId,
      }),
    ],
    [
      'an admin token signed with another secret',
      jwt.sign({ role: 'admin' }, 'x'.repeat(40), { subject: userId }),
    ],
    [
      'an HS512 admin token with the right secret',
      jwt.sign({ role: 'admin' }, TEST_JWT_SECRET, { algorithm: 'HS512', subject: userId }),
    ],
    ['garbage', 'not.a.token'],
  ]);
}

describe('forged and stale tokens on admin writes', () => {
  it('when a token is issued, then it expires within 24 hours', () => {
    expect(TOKEN_LIFETIME_SECONDS).toBeLessThanOrEqual(24 * 60 * 60);
    const { exp, iat } = jwt.decode(userToken) as { exp: number; iat: number };
    expect(exp - iat).toBeLessThanOrEqual(24 * 60 * 60);
  });

  it.each([
    'alg none',
    'a user token with its role changed to admin',
    'an expired admin token',
    'an admin token signed with another secret',
    'an HS512 admin token with the right secret',
    'garbage',
  ])('when %s is sent, then admin writes answer 401 and write nothing', async (label) => {
    const token = forgedTokens()[label]!;
    const before = await collectionCounts();
    const res = await api
      .post('/api/team')
      .set('Authorization', `Bearer ${token}`)
      .send({ name: 'Mallory', role: 'Intruder' });
    expectRefused(res, 'UNAUTHORIZED');
    const list = await api.get('/api/contact').set('Authorization', `Bearer ${token}`);
    expectRefused(list, 'UNAUTHORIZED');
    expect(await collectionCounts()).toEqual(before);
  });

  it('when a valid user token is sent to an admin write, then it answers 403', async () => {
    const res = await api
      .post('/api/team')
      .set('Authorization', `Bearer ${userToken}`)
      .send({ name: 'Mallory', role: 'Intruder' });
    expectRefused(res, 'FORBIDDEN');
  });
});

import jwt from 'jsonwebtoken';
import { beforeAll, describe, expect, it } from 'vitest';
import { UserModel } from '../../users/user.model';
import {
  createUserWithToken,
  expectEnvelope,
  TEST_JWT_SECRET,
  testClient,
} from '../../../../test/http';

const api = testClient();
const password = 'correct horse battery';
let email: string;
let userId: string;

beforeAll(async () => {
  const { user } = await createUserWithToken('user', password);
  email = user.email;
  userId = String(user._id);
});

describe('POST /api/auth/login', () => {
  it('when the credentials are right, then it answers 200 with a token and the user', async () => {
    const res = await api.post('/api/auth/login').send({ email, password });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({ id: userId, email, name: expect.any(String), role: 'user' });
    const me = await api.get('/api/auth/me').set('Authorization', `Bearer ${res.body.token}`);
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(userId);
  });

  it('when the e-mail differs only in case and spaces, then it still signs in', async () => {
    const res = await api
      .post('/api/auth/login')
      .send({ email: `  ${email.toUpperCase()} `, password });
    expect(res.status).toBe(200);
  });

  it('when the password is wrong or the e-mail unknown, then both answer the same 401', async () => {
    const wrongPassword = await api
      .post('/api/auth/login')
      .send({ email, password: 'not the password' });
    const unknownEmail = await api
      .post('/api/auth/login')
      .send({ email: 'nobody@example.com', password });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expectEnvelope(wrongPassword.body, 'UNAUTHORIZED');
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it.each([
    [{ email: { $gt: '' }, password }],
    [{ email, password: { $ne: null } }],
    [{ email, password, $where: '1' }],
  ])(
    'when the body carries an operator %j, then it answers 400 and signs nobody in',
    async (body) => {
      const res = await api.post('/api/auth/login').send(body);
      expect(res.status).toBe(400);
      expectEnvelope(res.body, 'VALIDATION_ERROR');
      expect(res.body.token).toBeUndefined();
    },
  );

  it('when email or password is missing, then it answers 400 with details for each', async () => {
    const res = await api.post('/api/auth/login').send({});
    expect(res.status).toBe(400);
    expect(res.body.details.map((detail: { path: string }) => detail.path).sort()).toEqual([
      'email',
      'password',
    ]);
  });

  it('when the JSON is malformed, then it answers 400 MALFORMED_JSON', async () => {
    const res = await api
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'MALFORMED_JSON');
  });
});

describe('POST /api/auth/register', () => {
  it('when the e-mail is new, then it answers 201 with a user of role user', async () => {
    const res = await api.post('/api/auth/register').send({
      name: 'Asha Parent',
      email: 'asha@example.com',
      password: 'long enough secret',
      role: undefined,
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      email: 'asha@example.com',
      name: 'Asha Parent',
      role: 'user',
    });
    expect(typeof res.body.token).toBe('string');
  });

  it('when the e-mail exists, then it answers 409 and keeps one account', async () => {
    const res = await api
      .post('/api/auth/register')
      .send({ name: 'Again', email, password: 'long enough secret' });
    expect(res.status).toBe(409);
    expectEnvelope(res.body, 'CONFLICT');
    expect(await UserModel.countDocuments({ email })).toBe(1);
  });

  it('when the client tries to choose its role, then it answers 400 and creates nothing', async () => {
    const res = await api.post('/api/auth/register').send({
      name: 'Mallory',
      email: 'mallory@example.com',
      password: 'long enough secret',
      role: 'admin',
    });
    expect(res.status).toBe(400);
    expect(await UserModel.exists({ email: 'mallory@example.com' })).toBeNull();
  });

  it('when the password is longer than 72 bytes, then it is refused rather than cut', async () => {
    const res = await api
      .post('/api/auth/register')
      .send({ name: 'Long', email: 'long@example.com', password: 'é'.repeat(37) });
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe('password');
  });
});

describe('GET /api/auth/me', () => {
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('when no token is sent, then it answers 401', async () => {
    const res = await api.get('/api/auth/me');
    expect(res.status).toBe(401);
    expectEnvelope(res.body, 'UNAUTHORIZED');
  });

  it('when the token is tampered with, then it answers 401', async () => {
    const { token } = await createUserWithToken('user');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    const res = await api.get('/api/auth/me').set(bearer(`${header}.${forged}.${signature}`));
    expect(res.status).toBe(401);
  });

  it('when the token has expired, then it answers 401', async () => {
    const expired = jwt.sign(
      { role: 'user', exp: Math.floor(Date.now() / 1000) - 60 },
      TEST_JWT_SECRET,
      {
        subject: userId,
      },
    );
    const res = await api.get('/api/auth/me').set(bearer(expired));
    expect(res.status).toBe(401);
  });

  it('when the token uses alg none, then it answers 401', async () => {
    const unsigned = jwt.sign({ role: 'admin' }, '', { algorithm: 'none', subject: userId });
    const res = await api.get('/api/auth/me').set(bearer(unsigned));
    expect(res.status).toBe(401);
  });

  it('when the token is signed with another secret, then it answers 401', async () => {
    const foreign = jwt.sign({ role: 'admin' }, 'some-other-secret-of-sufficient-length!!', {
      subject: userId,
    });
    const res = await api.get('/api/auth/me').set(bearer(foreign));
    expect(res.status).toBe(401);
  });
});

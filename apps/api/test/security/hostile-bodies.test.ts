import { beforeAll, describe, expect, it } from 'vitest';
import { UserModel } from '../../src/modules/users/user.model';
import { createUserWithToken, testClient } from '../http';
import { collectionCounts, expectRefused } from './nothing-written';

const api = testClient();
let admin: string;

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
});

const anyone = { email: { $ne: null }, password: { $ne: null } };

describe('operator injection', () => {
  it.each([
    ['/api/auth/login', anyone],
    ['/api/auth/login', { email: { $regex: '.*' }, password: 'x'.repeat(10) }],
    ['/api/auth/register', { name: 'Eve', email: { $ne: null }, password: 'long enough pw' }],
    ['/api/contact', { name: { $gt: '' }, course: 'SAT' }],
    ['/api/contact', { name: 'Eve', course: 'SAT', $where: 'sleep(1000)' }],
  ])('when POST %s gets %j, then it answers 400 and writes nothing', async (path, body) => {
    const before = await collectionCounts();
    const res = await api.post(path).send(body);
    expectRefused(res, 'VALIDATION_ERROR');
    expect(res.body.token).toBeUndefined();
    expect(await collectionCounts()).toEqual(before);
  });

  it.each([
    '/api/coursesv2?status[$ne]=published',
    '/api/coursesv2?status=draft',
    '/api/courses?instructor[$ne]=x',
  ])(
    'when a public list is queried with %s, then it is refused naming the parameter and shows no draft',
    async (url) => {
      const res = await api.get(url);
      // Public lists take no parameters (docs/API.md section 7): an operator or a filter in
      // the query string is 400, so it can neither reach the database nor reveal a draft.
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(res.body)).not.toContain('"status":"draft"');
    },
  );

  it('when an exam type or id carries an operator, then it is 400 or 404, never 500', async () => {
    for (const url of [
      '/api/coursesv2/by-exam/%7B%22%24ne%22%3A1%7D',
      '/api/coursesv2/%7B%22%24ne%22%3Anull%7D',
      '/api/courses/%24where',
      '/api/resources/[object Object]',
    ]) {
      expectRefused(await api.get(url));
    }
  });
});

describe('prototype pollution', () => {
  it.each([
    [
      '__proto__',
      '{"__proto__":{"role":"admin"},"name":"Eve","email":"eve1@example.com","password":"long enough pw"}',
    ],
    [
      'constructor.prototype',
      '{"constructor":{"prototype":{"role":"admin"}},"name":"Eve","email":"eve2@example.com","password":"long enough pw"}',
    ],
  ])(
    'when register gets a %s key, then it answers 400, creates nobody and pollutes nothing',
    async (_key, json) => {
      const res = await api.post('/api/auth/register').type('json').send(json);
      expectRefused(res, 'VALIDATION_ERROR');
      expect(await UserModel.countDocuments({ email: /^eve/ })).toBe(0);
      expect(({} as { role?: unknown }).role).toBeUndefined();
    },
  );

  it('when an admin write carries __proto__, then it is refused and nothing is stored', async () => {
    const before = await collectionCounts();
    const res = await api
      .post('/api/team')
      .set('Authorization', admin)
      .type('json')
      .send('{"name":"X","role":"Y","__proto__":{"isAdmin":true}}');
    expectRefused(res, 'VALIDATION_ERROR');
    expect(await collectionCounts()).toEqual(before);
  });
});

describe('malformed and oversized bodies', () => {
  it.each([
    ['truncated JSON', '{"email": "a@b.c", "password": '],
    ['a bare string', '"just a string"'],
    ['an array', '[1,2,3]'],
    ['deeply nested arrays', '['.repeat(5000) + ']'.repeat(5000)],
    ['null', 'null'],
  ])('when login gets %s, then it answers 400 with the envelope', async (_label, json) => {
    const res = await api.post('/api/auth/login').type('json').send(json);
    expectRefused(res);
    expect(res.status).toBe(400);
  });

  it('when a JSON body is over 100 kB, then it answers 413 and writes nothing', async () => {
    const before = await collectionCounts();
    const res = await api
      .post('/api/contact')
      .send({ name: 'Big', course: 'SAT', message: 'x'.repeat(150 * 1024) });
    expectRefused(res, 'PAYLOAD_TOO_LARGE');
    expect(res.status).toBe(413);
    expect(await collectionCounts()).toEqual(before);
  });

  it('when the body claims an unsupported charset, then it answers 415', async () => {
    const res = await api
      .post('/api/auth/login')
      .set('Content-Type', 'application/json; charset=iso-8859-1')
      .send('{}');
    expectRefused(res, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('when the body is not JSON at all, then login refuses it without a 5xx', async () => {
    const res = await api
      .post('/api/auth/login')
      .set('Content-Type', 'text/plain')
      .send('email=a@b.c&password=x');
    expectRefused(res);
  });
});

import { SECURITY_HEADERS } from '@tutoring/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { TeamMemberModel } from '../../src/modules/team/team.model';
import { createUserWithToken } from '../http';
import { request } from './http-client';
import { expectThePolicy, hasNginx, useNginxStack } from './nginx-fixture';
import { renderOnly } from './nginx-stack';

/**
 * The web image's nginx (apps/web/nginx/, started by its own run-nginx.sh) in front of the
 * API, with a fake TLS terminator in front of it, all on 127.0.0.1 (docs/DEPLOYMENT.md): one
 * security-header policy on every kind of answer, the API's and nginx's alike.
 */
const { stack, viaTerminator, direct, entryAsset } = useNginxStack();
let courseId: string;

beforeAll(async () => {
  if (!hasNginx) return;
  const { authorization } = await createUserWithToken('admin');
  const instructor = String(
    (await TeamMemberModel.create({ name: 'Dr. Rao', role: 'Physics' }))._id,
  );
  const created = await request(stack().apiPort, {
    method: 'POST',
    path: '/api/coursesv2',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'SAT Maths',
      description: 'Scores up.',
      instructor,
      examType: 'SAT',
      status: 'published',
    }),
  });
  courseId = (JSON.parse(created.body.toString()) as { course: { _id: string } }).course._id;
});

describe.skipIf(!hasNginx)('security headers through nginx', () => {
  it.each([
    ['the SPA', () => '/', 200],
    ['the entry page', () => '/index.html', 200],
    ['an unknown page', () => '/no/such/page', 404],
    ['a fingerprinted asset', entryAsset, 200],
    ['robots.txt', () => '/robots.txt', 200],
    ['an API answer', () => '/api/health', 200],
    ['a share page', () => `/share/coursesv2/${courseId}`, 200],
    ['an unknown API route', () => '/api/nothing-here', 404],
    ['a missing asset', () => '/assets/gone-0000.js', 404],
  ])(
    'when %s is served, then it carries the one policy exactly once',
    async (_label, url, status) => {
      const overTls = await viaTerminator({ path: url() });
      const plain = await direct({ path: url() });

      expect(overTls.status).toBe(status);
      expectThePolicy(overTls, { hsts: true });
      expect(plain.status).toBe(status);
      expectThePolicy(plain, { hsts: false });
    },
  );

  it('when nginx answers and the API answers, then the policies are byte for byte the same', async () => {
    const fromNginx = await direct({ path: '/' });
    const fromApi = await request(stack().apiPort, { path: '/api/health' });

    for (const name of Object.keys(SECURITY_HEADERS).map((key) => key.toLowerCase())) {
      expect(fromNginx.headers[name]).toBe(fromApi.headers[name]);
    }
  });

  it('when PUBLIC_ORIGIN is https, then nginx sends HSTS on every answer, as the API does', async () => {
    const nginx = await stack().launch({ PUBLIC_ORIGIN: 'https://www.example.edu' });

    // What nginx answers itself (public pages such as / are the API's, with its own PUBLIC_ORIGIN).
    for (const url of ['/index.html', entryAsset(), '/assets/gone-0000.js']) {
      expectThePolicy(await request(nginx.port, { path: url }), { hsts: true });
    }
  });

  it.each([
    ['TRUSTED_PROXIES', '10.0.0.1; include /etc/passwd'],
    ['PUBLIC_ORIGIN', 'https://x.example"; add_header X 1'],
    ['PUBLIC_ORIGIN', 'www.example.edu'],
    ['API_UPSTREAM', 'api:4000; return 200'],
  ])('when %s is %j, then nothing starts and the variable is named', async (name, value) => {
    const rendered = await renderOnly(stack(), { [name]: value });

    expect(rendered.code).not.toBe(0);
    expect(rendered.output).toContain(name);
  });

  it('when the deployment values are sound, then nginx accepts the rendered configuration', async () => {
    const rendered = await renderOnly(stack(), {
      TRUSTED_PROXIES: '172.30.61.1, 10.0.0.0/8 fd00::/8',
      PUBLIC_ORIGIN: 'https://www.example.edu',
    });

    expect(rendered.output).toContain('test is successful');
    expect(rendered.code).toBe(0);
  });
});

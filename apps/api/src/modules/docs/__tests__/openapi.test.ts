import { describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/http';
import { ROUTE_DOCS } from '../openapi-routes';

const api = testClient();

/** CONTRACT.md section 4, route by route. */
const CONTRACT_ROUTES = [
  'post /auth/login',
  'post /auth/register',
  'get /auth/me',
  'get /courses',
  'get /courses/{id}',
  'get /courses/subscribed',
  'post /courses',
  'put /courses/{id}',
  'delete /courses/{id}',
  'get /courses/{id}/details',
  'post /courses/{id}/details',
  'put /courses/{id}/details',
  'delete /courses/{id}/details',
  'get /coursesv2',
  'get /coursesv2/by-exam/{examType}',
  'get /coursesv2/{id}',
  'post /coursesv2',
  'put /coursesv2/{id}',
  'delete /coursesv2/{id}',
  'get /resources',
  'get /resources/{id}',
  'post /resources',
  'put /resources/{id}',
  'delete /resources/{id}',
  'get /team',
  'post /team',
  'put /team/{id}',
  'delete /team/{id}',
  'get /content/about-us',
  'put /content/about-us',
  'get /testimonies',
  'post /testimonies',
  'put /testimonies/{id}',
  'delete /testimonies/{id}',
  'post /contact',
  'get /contact',
  'patch /contact/{id}',
  'get /contact/export',
  'get /stats',
  'get /audit',
  'post /uploads',
  'get /files/{id}',
  'get /health',
  'get /ready',
  'get /openapi.json',
  'get /docs',
  // "Outside /api" in the contract: documented with its own server, the site's root.
  'get /share/coursesv2/{id}',
];

describe('GET /api/openapi.json', () => {
  it('when read, then it is an OpenAPI 3.1 document listing every route of the contract', async () => {
    const res = await api.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const documented = Object.entries(res.body.paths as Record<string, object>).flatMap(
      ([path, methods]) =>
        Object.keys(methods)
          .filter((key) => key !== 'servers')
          .map((method) => `${method} ${path}`),
    );
    expect([...documented].sort()).toEqual([...CONTRACT_ROUTES].sort());
  });

  it('when a route takes a body, then its schema comes from the shared zod schema', async () => {
    const res = await api.get('/api/openapi.json');
    const body = res.body.paths['/coursesv2'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['title', 'description', 'instructor']));
    expect(body.properties.description.maxLength).toBe(200);
    expect(body.additionalProperties).toBe(false);
  });

  it.each(ROUTE_DOCS.map((route) => [route.method, route.path, route.outsideApi] as const))(
    'when %s %s is called, then a route answers it (not the unknown-route 404)',
    async (method, path, outsideApi) => {
      const concrete = path
        .replace('{examType}', 'IB')
        .replace(/\{\w+\}/g, '000000000000000000000000');
      const res = await api[method](`${outsideApi ? '' : '/api'}${concrete}`);
      expect(res.body?.message ?? '').not.toMatch(/^No API route/);
      if (outsideApi) expect(res.headers['content-type']).toMatch(/^text\/html/);
    },
  );

  it('when a route takes query parameters, then each is listed from the shared schema', async () => {
    const res = await api.get('/api/openapi.json');
    const names = (path: string) =>
      (res.body.paths[path].get.parameters as { name: string; in: string }[])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name);
    expect(names('/contact')).toEqual(['status', 'course', 'from', 'to', 'q', 'page', 'limit']);
    expect(names('/contact/export')).toEqual(['status', 'course', 'from', 'to', 'q']);
    expect(names('/audit')).toEqual(['page', 'limit', 'entity', 'action']);
    expect(res.body.paths['/audit'].get.responses[400]).toBeDefined();
  });

  it('when the share page is documented, then its server is the site root, not /api', async () => {
    const res = await api.get('/api/openapi.json');
    expect(res.body.paths['/share/coursesv2/{id}'].servers).toEqual([{ url: '/' }]);
    expect(res.body.servers).toEqual([{ url: '/api' }]);
  });
});

describe('GET /api/docs', () => {
  it('when opened, then the page loads its script and styles from our own origin', async () => {
    const page = await api.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.text).not.toMatch(/https?:\/\//);
    const script = await api.get('/api/docs/assets/swagger-ui-bundle.js');
    expect(script.status).toBe(200);
  });
});

import { COLLECTIONS } from '@tutoring/shared';
import type { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { siteRoutes, testClient } from '../../../../test/http';
import type { RouteTable } from '../../../lib/http/route-table';
import { openApiPath } from '../../../lib/http/openapi-document';

const api = testClient();
const { api: apiTable, root: rootTable } = siteRoutes();
// The public pages are HTML for people and crawlers, not API calls: not in the document.
const tables: RouteTable[] = [apiTable, rootTable];

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** What the router really answers: its route layers, method and path. */
function mountedRoutes(router: Router): string[] {
  return (router.stack as RouteLayer[]).flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods).map((method) => `${method} ${layer.route!.path}`)
      : [],
  );
}

const documentedRoutes = (table: RouteTable) =>
  table.docs.map((route) => `${route.method} ${route.path}`);

/** A concrete URL for a documented route: ids that name nothing, a real exam type. */
const concreteUrl = (table: RouteTable, path: string) =>
  `${table.base === '/' ? '' : table.base}${path.replace(':examType', 'IB').replace(/:\w+/g, '000000000000000000000000')}`;

describe('the route tables', () => {
  it.each(tables.map((table) => [table.base, table] as const))(
    'when the routes at %s are mounted, then every mounted route is documented and every documented one mounted',
    (_base, table) => {
      expect(new Set(mountedRoutes(table.router))).toEqual(new Set(documentedRoutes(table)));
      expect(documentedRoutes(table)).toHaveLength(new Set(documentedRoutes(table)).size);
    },
  );

  it.each(COLLECTIONS.map((collection) => [collection.slug, collection.endpoint.path] as const))(
    'when the %s collection is defined, then its endpoint %s is served',
    (_slug, path) => {
      const served = tables.flatMap((table) => table.docs.map((route) => route.path));
      expect(served).toContain(path);
    },
  );
});

describe('GET /api/openapi.json', () => {
  it('when read, then it is an OpenAPI 3.1 document of exactly the mounted routes', async () => {
    const res = await api.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const documented = Object.entries(res.body.paths as Record<string, object>).flatMap(
      ([path, methods]) =>
        Object.keys(methods)
          .filter((key) => key !== 'servers')
          .map((method) => `${method} ${path}`),
    );
    const mounted = tables.flatMap((table) =>
      table.docs.map((route) => `${route.method} ${openApiPath(route.path)}`),
    );
    expect([...documented].sort()).toEqual([...mounted].sort());
  });

  it('when a route takes a body, then its schema comes from the shared zod schema', async () => {
    const res = await api.get('/api/openapi.json');
    const body = res.body.paths['/coursesv2'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['title', 'description', 'instructor']));
    expect(body.properties.description.maxLength).toBe(200);
    expect(body.additionalProperties).toBe(false);
  });

  it.each(
    tables.flatMap((table) =>
      table.docs.map((route) => [route.method, route.path, table, route.response] as const),
    ),
  )(
    'when %s %s is called, then a route answers it (not the unknown-route 404)',
    async (method, path, table, response) => {
      const res = await api[method](concreteUrl(table, path));
      expect(res.body?.message ?? '').not.toMatch(/^No API route/);
      // Outside /api there is no JSON 404 to tell a missing route by: the media type tells.
      if (response === 'html') expect(res.headers['content-type']).toMatch(/^text\/html/);
      if (table.base === '/') expect(res.headers['content-type']).not.toMatch(/^application\/json/);
    },
  );

  it('when a route takes query parameters, then each is listed from the shared schema', async () => {
    const res = await api.get('/api/openapi.json');
    const names = (path: string) =>
      (res.body.paths[path].get.parameters as { name: string; in: string }[])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name);
    // The export takes the list's filters, without its paging.
    const leadFilters = ['status', 'course', 'from', 'to', 'source', 'q', 'overdue', 'sort'];
    expect(names('/contact')).toEqual([...leadFilters, 'page', 'limit']);
    expect(names('/contact/export')).toEqual(leadFilters);
    expect(names('/audit')).toEqual(['page', 'limit', 'entity', 'action', 'sort']);
    expect(names('/users')).toEqual(['q', 'role', 'sort', 'page', 'limit']);
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

import { z } from 'zod';
import { errorEnvelopeSchema } from '@tutoring/shared';
import type { RouteDoc, RouteTable } from './route-table';

type JsonSchema = Record<string, unknown>;

/** Zod to JSON Schema 2020-12 (what OpenAPI 3.1 uses); refinements are not representable and are left out. */
function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function successContent(route: RouteDoc) {
  if (route.response === 'xlsx') {
    return {
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
        schema: { type: 'string', format: 'binary' },
      },
    };
  }
  if (route.response === 'html') return { 'text/html': { schema: { type: 'string' } } };
  if (route.response === 'calendar') return { 'text/calendar': { schema: { type: 'string' } } };
  if (route.response === 'file')
    return { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } };
  if (route.response) return { 'application/json': { schema: toSchema(route.response, 'output') } };
  return undefined;
}

/** One query parameter per key of the route's query schema, each optional. */
function queryParameters(route: RouteDoc) {
  if (!route.query) return [];
  const { properties = {} } = toSchema(route.query, 'input') as {
    properties?: Record<string, JsonSchema>;
  };
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: false,
    schema,
  }));
}

/** Express's ':id' as OpenAPI's '{id}'. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function operation(route: RouteDoc) {
  const content = successContent(route);
  const pathParameters = [...route.path.matchAll(/:(\w+)/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const parameters = [...pathParameters, ...queryParameters(route)];
  const responses: Record<string, unknown> = {
    [route.status]: {
      description: route.status === 204 ? 'Done' : 'Success',
      ...(content ? { content } : {}),
    },
  };
  if (route.body || route.query) {
    responses[400] = errorResponse('Invalid input; `details` lists each problem');
  }
  if (route.access !== 'public') responses[401] = errorResponse('No valid bearer token');
  if (route.access === 'admin') responses[403] = errorResponse('Not an administrator');
  if (route.access === 'staff') responses[403] = errorResponse('Neither an admin nor an editor');
  if (route.access === 'tutor') responses[403] = errorResponse('Neither an admin nor that tutor');
  if (route.access === 'family') responses[403] = errorResponse('Not a family account');
  if (pathParameters.length > 0) responses[404] = errorResponse('Unknown or malformed id');
  return {
    summary: route.summary,
    ...(route.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toSchema(route.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

const API_BASE = '/api';

/**
 * The OpenAPI 3.1 document of the routes the tables mounted, with the shared schemas of
 * their bodies and answers: what is documented is what is served.
 */
export function openApiDocument(tables: readonly RouteTable[]): object {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const table of tables) {
    for (const route of table.docs) {
      const path = openApiPath(route.path);
      paths[path] = {
        ...paths[path],
        // The document's server is /api; a route outside it names its own.
        ...(table.base === API_BASE ? {} : { servers: [{ url: table.base }] }),
        [route.method]: operation(route),
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tutoring institute API',
      version: '1.0.0',
      description: 'Every non-2xx answer is the error envelope {message, code, details?}.',
    },
    servers: [{ url: API_BASE }],
    paths,
    components: {
      schemas: { Error: toSchema(errorEnvelopeSchema, 'output') },
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

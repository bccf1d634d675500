import {
  defineCollection,
  testimonyCollection,
  testimonyInputSchema,
  testimonySchema,
} from '@tutoring/shared';
import express from 'express';
import mongoose from 'mongoose';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUserWithToken, readTestAuth } from '../../../../test/http';
import { localGenerations } from '../../cache/generations';
import { createResponseCache } from '../../cache/response-cache';
import { modelSchemaFrom } from '../../db/model-schema';
import { errorHandler } from '../../http/error-handler';
import { createRateLimiters } from '../../http/rate-limits';
import { RouteTable } from '../../http/route-table';
import { openApiDocument } from '../../http/openapi-document';
import { mountCollection } from '../collection-routes';
import { createCollectionStore } from '../collection-store';
import { ContentRegistry } from '../content-registry';

/** One edit in the shared definition: testimonies get a star rating, 5 unless said. */
const rating = z.number().int().min(1, 'Rating must be 1 to 5.').max(5, 'Rating must be 1 to 5.');
const rated = defineCollection({
  ...testimonyCollection,
  slug: 'rated-testimony',
  endpoint: { ...testimonyCollection.endpoint, path: '/rated-testimonies' },
  input: testimonyInputSchema.extend({ rating: rating.default(5) }),
  read: testimonySchema.extend({ rating }),
});

/** The collection helpers, given nothing but that definition. */
function appFor() {
  const model = mongoose.model('RatedTestimony', modelSchemaFrom(rated.read));
  const context = {
    cache: createResponseCache(localGenerations()),
    limiters: createRateLimiters(),
    content: new ContentRegistry(),
    imageImport: { allowHosts: new Set<string>() },
  };
  const table = new RouteTable('/api', context);
  mountCollection(table, { store: createCollectionStore(rated, { model }) });
  const app = express();
  app.use(express.json());
  app.use('/api', readTestAuth(), table.router);
  app.use(errorHandler);
  return { api: supertest(app), document: openApiDocument([table]) as OpenApi, model };
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody: {
          content: Record<string, { schema: { properties: Record<string, unknown> } }>;
        };
      }
    >
  >;
};

describe('a field added to a shared collection definition', () => {
  const { api, document, model } = appFor();

  it('when the OpenAPI document is built, then the field is in the request body', () => {
    const body =
      document.paths['/rated-testimonies']!.post!.requestBody.content['application/json']!;
    expect(body.schema.properties.rating).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 5,
    });
  });

  it('when an item is created without it, then its default is stored and read back', async () => {
    const { authorization } = await createUserWithToken('admin');

    const res = await api
      .post('/api/rated-testimonies')
      .set('Authorization', authorization)
      .send({ studentName: 'Aisha', text: 'Great tutors.' });

    expect(res.status).toBe(201);
    expect(res.body.testimony.rating).toBe(5);
    expect((await model.findById(res.body.testimony._id).lean())?.rating).toBe(5);
  });

  it('when it breaks its rule, then the API refuses it with 400 naming the field', async () => {
    const { authorization } = await createUserWithToken('admin');

    const res = await api
      .post('/api/rated-testimonies')
      .set('Authorization', authorization)
      .send({ studentName: 'Aisha', rating: 9 });

    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: 'rating', message: 'Rating must be 1 to 5.' }]);
    expect(await model.countDocuments({ rating: 9 })).toBe(0);
  });
});

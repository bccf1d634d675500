import fc from 'fast-check';
import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/lib/logger';
import { seedDemoContent } from '../../src/modules/seed/seed-demo';
import { ContactMessageModel } from '../../src/modules/contact/contact.model';
import { CourseModel } from '../../src/modules/courses-v1/courses-v1.model';
import { CourseV2Model } from '../../src/modules/courses-v2/courses-v2.model';
import { ResourceModel } from '../../src/modules/resources/resources.model';
import { TeamMemberModel } from '../../src/modules/team/team.model';
import { TestimonyModel } from '../../src/modules/testimonies/testimonies.model';
import { createUserWithToken, siteRoutes, testClient } from '../http';

const api = testClient();
let admin: string;
const ids: Record<string, string> = {};

/** Every document of every collection: what "nothing was written" is checked against. */
async function snapshot(): Promise<string> {
  const db = mongoose.connection.db!;
  const names = (await db.listCollections().toArray()).map((c) => c.name).sort();
  const all = await Promise.all(
    names.map(async (name) => [name, await db.collection(name).find().sort({ _id: 1 }).toArray()]),
  );
  return JSON.stringify(all);
}

/** A real id for each kind of path, so PUT and PATCH reach their validation. */
async function firstId(model: { collection: { name: string } }): Promise<string> {
  const doc = await mongoose.connection.db!.collection(model.collection.name).findOne({});
  return String(doc!._id);
}

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
  await seedDemoContent(createLogger('silent'));
  await api.post('/api/contact').send({ name: 'Parent', course: 'IB Physics' });
  ids['/courses/:id'] = await firstId(CourseModel);
  ids['/courses/:courseId/details'] = ids['/courses/:id'];
  ids['/coursesv2/:id'] = await firstId(CourseV2Model);
  ids['/resources/:id'] = await firstId(ResourceModel);
  ids['/team/:id'] = await firstId(TeamMemberModel);
  ids['/testimonies/:id'] = await firstId(TestimonyModel);
  ids['/contact/:id'] = await firstId(ContactMessageModel);
});

/** Bodies the shared schema rejects: arbitrary JSON, operator keys, prototype-pollution keys. */
function malformedBody(schema: { safeParse(value: unknown): { success: boolean } }) {
  const hostileKey = fc.constantFrom(
    '$gt',
    '$where',
    '__proto__',
    'constructor',
    'role',
    '_id',
    'createdAt',
  );
  const hostileObject = fc.dictionary(fc.oneof(hostileKey, fc.string()), fc.jsonValue(), {
    minKeys: 1,
  });
  return fc
    .oneof(fc.jsonValue(), hostileObject)
    .filter((value) => !schema.safeParse(value).success);
}

const writeRoutes = siteRoutes().api.docs.filter((route) => route.body && route.access === 'admin');

describe('every admin write endpoint, given malformed bodies', () => {
  it.each(writeRoutes.map((route) => [route.method.toUpperCase(), route.path, route] as const))(
    'when %s %s gets a body its schema rejects, then it answers 4xx and writes nothing',
    async (_method, path, route) => {
      const url = `/api${path.replace(/:\w+/, ids[path] ?? '')}`;
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(malformedBody(route.body!), async (body) => {
          const res = await api[route.method](url)
            .set('Authorization', admin)
            .send(JSON.stringify(body))
            .type('json');
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect(typeof res.body.message).toBe('string');
        }),
        { numRuns: 20 },
      );
      expect(await snapshot()).toBe(before);
    },
    60_000,
  );
});

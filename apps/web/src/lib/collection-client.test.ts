import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callsTo, jsonResponse, mockFetch } from '../test/fetch-mock';
import { checkedBy, collectionClient, endpointPath, typedAs } from './collection-client';

const things = { path: '/things', listKey: 'things', itemKey: 'thing' } as const;
const thingSchema = z.object({ _id: z.string(), name: z.string() });
const THING = { _id: 't1', name: 'Lamp' };

describe('endpointPath', () => {
  it('when the path has parameters, then each is filled in, encoded, and segments follow', () => {
    const details = { path: '/courses/:courseId/details' };

    expect(endpointPath(details, { courseId: 'a b' })).toBe('/courses/a%20b/details');
    expect(endpointPath(things, {}, 'by-exam', 'A/B')).toBe('/things/by-exam/A%2FB');
  });

  it('when a parameter has no value, then it says which', () => {
    expect(() => endpointPath({ path: '/courses/:courseId/details' })).toThrow(':courseId');
  });
});

describe('collectionClient', () => {
  it('when a list is read, then it comes from the list key of the answer', async () => {
    mockFetch({ 'GET /api/things': () => jsonResponse({ things: [THING] }) });

    expect(await collectionClient(things, typedAs<typeof THING>()).list()).toEqual([THING]);
  });

  it('when the answer lacks its reply key, then it is a bad response', async () => {
    mockFetch({ 'GET /api/things/t1': () => jsonResponse({ other: THING }) });

    await expect(collectionClient(things, typedAs()).get('t1')).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });

  it('when an item does not match the read schema, then it is a bad response', async () => {
    mockFetch({ 'GET /api/things': () => jsonResponse({ things: [{ _id: 't1' }] }) });

    await expect(collectionClient(things, checkedBy(thingSchema)).list()).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });

  it('when saved without an id, then it is POSTed; with one, PUT to its path', async () => {
    const fetchMock = mockFetch({
      'POST /api/things': () => jsonResponse({ thing: THING }, 201),
      'PUT /api/things/t1': () => jsonResponse({ thing: THING }),
    });
    const client = collectionClient<typeof THING, { name: string }>(things, checkedBy(thingSchema));

    await client.save({ input: { name: 'Lamp' } });
    await client.save({ id: 't1', input: { name: 'Lamp' } });

    expect(callsTo(fetchMock, 'POST /api/things')).toHaveLength(1);
    expect(callsTo(fetchMock, 'PUT /api/things/t1')).toHaveLength(1);
  });

  it('when removed, then DELETE goes to the item and no answer is read', async () => {
    const fetchMock = mockFetch({
      'DELETE /api/things/t1': () => new Response(null, { status: 204 }),
    });

    await collectionClient(things, typedAs()).remove('t1');

    expect(callsTo(fetchMock, 'DELETE /api/things/t1')).toHaveLength(1);
  });
});

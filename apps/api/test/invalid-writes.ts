import fc from 'fast-check';
import type { Test } from 'supertest';
import { describe, expect, it } from 'vitest';
import { expectEnvelope, type testClient } from './http';

type Client = ReturnType<typeof testClient>;

/** What is wrong, the change that makes a valid body wrong, and the path its detail names. */
export type InvalidBody = [label: string, change: Record<string, unknown>, path: string];

interface InvalidWrites {
  invalidBodies: InvalidBody[];
  /** Creates the record the write aims at (or nothing, for a create) and returns its id. */
  arrange: () => Promise<string>;
  /** Sends the body made from `change` as an admin. */
  send: (id: string, change: Record<string, unknown>) => Test;
  /** What a refused write must leave identical, e.g. the whole collection. */
  snapshot: () => Promise<unknown>;
}

/** Each invalid body: 400 with a detail at its path, and nothing stored or changed. */
export function itRejectsInvalidBodies({ invalidBodies, arrange, send, snapshot }: InvalidWrites) {
  it.each(invalidBodies)(
    'when %s, then it answers 400 with details and changes nothing',
    async (_label, change, path) => {
      const id = await arrange();
      const before = await snapshot();

      const res = await send(id, change);

      expect(res.status).toBe(400);
      expectEnvelope(res.body, 'VALIDATION_ERROR');
      const details = (res.body as { details?: Array<{ path: string }> }).details ?? [];
      expect(details.map((detail) => detail.path)).toContain(path);
      expect(await snapshot()).toEqual(before);
    },
  );
}

interface InvalidCreatesAndReplaces {
  invalidBodies: InvalidBody[];
  /** The collection's path under /api, e.g. '/coursesv2'. */
  path: string;
  /** A valid body with `change` applied. */
  body: (change: Record<string, unknown>) => Record<string, unknown>;
  /** Stores an item to replace and returns its id. */
  create: () => Promise<string>;
  snapshot: () => Promise<unknown>;
  admin: () => string;
}

/** The same invalid bodies refused by a collection's create (POST) and replace (PUT /:id). */
export function describeInvalidCreatesAndReplaces(api: Client, options: InvalidCreatesAndReplaces) {
  const { invalidBodies, path, body, create, snapshot, admin } = options;
  describe(`POST /api${path} validation`, () => {
    itRejectsInvalidBodies({
      invalidBodies,
      arrange: async () => '',
      send: (_id, change) =>
        api.post(`/api${path}`).set('Authorization', admin()).send(body(change)),
      snapshot,
    });
  });
  describe(`PUT /api${path}/:id validation`, () => {
    itRejectsInvalidBodies({
      invalidBodies,
      arrange: create,
      send: (id, change) =>
        api.put(`/api${path}/${id}`).set('Authorization', admin()).send(body(change)),
      snapshot,
    });
  });
}

/** Any body of `bodies`, sent as JSON: a 4xx every time, and the collection keeps its count. */
export function itStoresNothingForMalformedBodies(options: {
  bodies: fc.Arbitrary<unknown>;
  send: (json: string) => Test;
  count: () => Promise<number>;
}) {
  it('when any malformed body is sent, then it answers 4xx and stores nothing', async () => {
    const before = await options.count();

    await fc.assert(
      fc.asyncProperty(options.bodies, async (body) => {
        const res = await options.send(JSON.stringify(body) ?? 'undefined');
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 50 },
    );

    expect(await options.count()).toBe(before);
  });
}

/** Anything at all, or an object of operator keys; plus the wrong shapes a write adds. */
export function malformedBodies(...specific: fc.Arbitrary<unknown>[]): fc.Arbitrary<unknown> {
  const operatorKeys = fc.dictionary(
    fc.string().map((key) => `$${key}`),
    fc.anything(),
    { minKeys: 1 },
  );
  return fc.oneof(fc.anything(), operatorKeys, ...specific);
}

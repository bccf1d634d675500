import type { Test } from 'supertest';
import { expect, it } from 'vitest';
import { expectEnvelope } from './http';

/** A labelled write request aimed at the record whose id it is given. */
export type WriteRequest = readonly [label: string, send: (id: string) => Test];

interface AdminOnlyWrites {
  writes: readonly WriteRequest[];
  /** Creates the record the writes aim at and returns its id. */
  arrange: () => Promise<string>;
  /** What a refused write must leave identical, e.g. the whole collection. */
  snapshot: () => Promise<unknown>;
  /** A valid token of a user without the admin role; read when each test runs. */
  userAuthorization: () => string;
}

/** Every write: 401 when anonymous, 403 for a user, each with the envelope and no change. */
export function itRefusesNonAdminWrites({
  writes,
  arrange,
  snapshot,
  userAuthorization,
}: AdminOnlyWrites): void {
  const refusals = [
    ['nobody is signed in', 401, 'UNAUTHORIZED', (request: Test) => request],
    [
      'a user who is not an admin',
      403,
      'FORBIDDEN',
      (r: Test) => r.set('Authorization', userAuthorization()),
    ],
  ] as const;
  for (const [who, status, code, authorize] of refusals) {
    it.each(writes)(
      `when ${who} sends %s, then it answers ${status} and changes nothing`,
      async (_label, send) => {
        const id = await arrange();
        const before = await snapshot();

        const res = await authorize(send(id));

        expect(res.status).toBe(status);
        expectEnvelope(res.body, code);
        expect(await snapshot()).toEqual(before);
      },
    );
  }
}

import type { Test } from 'supertest';
import { expect, it } from 'vitest';
import { expectEnvelope } from './http';

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

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/http';
import { ContactMessageModel } from '../contact.model';

const api = testClient();

const form = { name: 'Meera', course: 'IB Chemistry' };

/** Bodies that are not a valid contact form: anything, operator keys, wrong types, extras. */
const malformedBody = fc.oneof(
  fc.anything(),
  fc.dictionary(
    fc.string().map((key) => `$${key}`),
    fc.anything(),
    { minKeys: 1 },
  ),
  fc.record({
    name: fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string()), fc.object()),
    course: fc.anything(),
    email: fc.anything(),
  }),
  fc.record({
    ...Object.fromEntries(Object.entries(form).map(([key, value]) => [key, fc.constant(value)])),
    status: fc.constantFrom('enrolled', 'new', { $set: 'spam' }),
  }),
  fc.constant({ ...form, name: { $gt: '' } }),
);

describe('POST /api/contact with arbitrary malformed bodies', () => {
  it('when any malformed body is sent, then it answers 4xx and stores nothing', async () => {
    const before = await ContactMessageModel.countDocuments();

    await fc.assert(
      fc.asyncProperty(malformedBody, async (body) => {
        const res = await api
          .post('/api/contact')
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(body) ?? 'undefined');
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 50 },
    );

    expect(await ContactMessageModel.countDocuments()).toBe(before);
  });
});

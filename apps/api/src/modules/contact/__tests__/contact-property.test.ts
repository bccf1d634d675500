import fc from 'fast-check';
import {
  itStoresNothingForMalformedBodies,
  malformedBodies,
} from '../../../../test/invalid-writes';
import { describe } from 'vitest';
import { testClient } from '../../../../test/http';
import { ContactMessageModel } from '../contact.model';

const api = testClient();

const form = { name: 'Meera', course: 'IB Chemistry' };

/** Bodies that are not a valid contact form: anything, operator keys, wrong types, extras. */
const malformedBody = malformedBodies(
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
  itStoresNothingForMalformedBodies({
    bodies: malformedBody,
    send: (json) => api.post('/api/contact').set('Content-Type', 'application/json').send(json),
    count: () => ContactMessageModel.countDocuments(),
  });
});

import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../availability';

const socketError = (code: string) =>
  Object.assign(new Error('This socket has been ended by the other party'), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a driver network error', new mongoose.mongo.MongoNetworkError('connection reset')],
    ['a cleared connection pool', new mongoose.mongo.MongoNetworkError('pool cleared')],
    ['a socket the database ended (EPIPE)', socketError('EPIPE')],
    ['a reset socket', socketError('ECONNRESET')],
    ['a refused connection', socketError('ECONNREFUSED')],
    [
      'a query before the reconnection',
      new Error('Client must be connected before running operations'),
    ],
  ])('when the error is %s, then it means the database is away', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['a duplicate key', Object.assign(new Error('E11000 duplicate key'), { code: 11000 })],
    ['a file that is missing', socketError('ENOENT')],
    ['not an error at all', 'boom'],
  ])('when the error is %s, then it is not an outage', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

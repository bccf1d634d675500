import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectDatabase } from '../src/lib/db/connect';

beforeAll(async () => {
  const dbName = `test_${randomBytes(6).toString('hex')}`;
  await connectDatabase(inject('databaseUri'), dbName);
  // Unique indexes must exist before tests rely on them (E11000 on duplicates).
  await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
});

afterAll(async () => {
  await mongoose.connection.dropDatabase().catch(() => undefined);
  await mongoose.disconnect();
});

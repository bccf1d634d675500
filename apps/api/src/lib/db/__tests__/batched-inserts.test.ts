import mongoose, { model, Schema } from 'mongoose';
import { beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { batchedInserts } from '../batched-inserts';

const Probe = model(
  'BatchProbe',
  new Schema(
    { key: { type: String, unique: true }, count: { type: Number, default: 0 } },
    { timestamps: true },
  ),
);
const insertCommands: { documents: unknown[]; writeConcern?: unknown }[] = [];

beforeAll(async () => {
  // Reconnect to this file's database with command monitoring, to see what goes on the wire.
  const { name } = mongoose.connection;
  await mongoose.disconnect();
  await mongoose.connect(inject('databaseUri'), { dbName: name, monitorCommands: true });
  mongoose.connection.getClient().on('commandStarted', (event) => {
    if (event.commandName === 'insert' && event.command.insert === Probe.collection.name) {
      insertCommands.push(event.command as (typeof insertCommands)[number]);
    }
  });
  await Probe.init();
});

beforeEach(async () => {
  await Probe.deleteMany({});
  insertCommands.length = 0;
});

describe('batched inserts', () => {
  it('when ten documents arrive in one turn, then one insert stores them and each gets its own record', async () => {
    const insert = batchedInserts(Probe);

    const records = await Promise.all(
      Array.from({ length: 10 }, (_, i) => insert({ key: `k${i}` })),
    );

    expect(insertCommands).toHaveLength(1);
    expect(records.map((record) => record.key)).toEqual(
      Array.from({ length: 10 }, (_, i) => `k${i}`),
    );
    expect(records[3]).toMatchObject({ count: 0, createdAt: expect.any(Date) });
    expect(await Probe.countDocuments()).toBe(10);
  });

  it('when documents arrive while a batch is being written, then they go in the next one', async () => {
    const insert = batchedInserts(Probe);
    const first = insert({ key: 'first' });
    await vi.waitFor(() => expect(insertCommands).toHaveLength(1));

    await Promise.all([first, insert({ key: 'second' }), insert({ key: 'third' })]);

    expect(insertCommands.map((command) => command.documents.length)).toEqual([1, 2]);
  });

  it('when one document of a batch breaks a unique key, then only its insert fails', async () => {
    const insert = batchedInserts(Probe);

    const results = await Promise.allSettled([
      insert({ key: 'same' }),
      insert({ key: 'other' }),
      insert({ key: 'same' }),
    ]);

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(await Probe.countDocuments()).toBe(2);
  });

  it('when a document cannot be cast, then it is refused before anything is written', async () => {
    const insert = batchedInserts(Probe);

    await expect(insert({ key: 'bad', count: 'many' })).rejects.toThrow(/count/);

    expect(insertCommands).toHaveLength(0);
  });

  it('when a write concern is given, then every insert carries it', async () => {
    const insert = batchedInserts(Probe, { writeConcern: async () => ({ w: 1, j: true }) });

    await Promise.all([insert({ key: 'a' }), insert({ key: 'b' })]);

    expect(insertCommands.map((command) => command.writeConcern)).toEqual([{ w: 1, j: true }]);
  });
});

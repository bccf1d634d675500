import mongoose, { model, Schema } from 'mongoose';
import { beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { batchedInserts, groupsCommits } from '../batched-inserts';

const probeSchema = new Schema(
  {
    key: { type: String, unique: true },
    count: { type: Number, default: 0 },
    validatedBy: String,
    savedBy: String,
  },
  { timestamps: true },
);
// The model's middleware, to see which of it each way of inserting runs.
probeSchema.pre('validate', function () {
  this.validatedBy = 'validate middleware';
});
probeSchema.pre('save', function () {
  this.savedBy = 'save middleware';
});
const Probe = model('BatchProbe', probeSchema);
const oneByOne = { groupCommit: async () => false };
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

  it('when the database in use is the embedded FerretDB, then inserts go in batches', async () => {
    const db = mongoose.connection.db;
    if (!db) throw new Error('not connected');

    expect(await groupsCommits(db)).toBe(true);
  });

  it('when a document goes in a batch, then the model validated it and set its timestamps', async () => {
    const insert = batchedInserts(Probe);

    const record = await insert({ key: 'batched' });

    expect(record).toMatchObject({
      validatedBy: 'validate middleware',
      updatedAt: expect.any(Date),
    });
    expect(await Probe.findOne({ key: 'batched' }).lean()).toMatchObject({
      validatedBy: 'validate middleware',
      createdAt: record.createdAt,
    });
  });
});

describe('inserts without group commit', () => {
  it('when ten documents arrive in one turn, then each is saved by the model with its middleware', async () => {
    const insert = batchedInserts(Probe, oneByOne);

    const records = await Promise.all(
      Array.from({ length: 10 }, (_, i) => insert({ key: `k${i}` })),
    );

    expect(insertCommands).toHaveLength(10);
    expect(records[3]).toMatchObject({ key: 'k3', savedBy: 'save middleware', count: 0 });
    expect(await Probe.countDocuments({ savedBy: 'save middleware' })).toBe(10);
  });

  it("when a write concern is given, then the model's insert carries it", async () => {
    const insert = batchedInserts(Probe, {
      ...oneByOne,
      writeConcern: async () => ({ w: 1, j: true }),
    });

    await insert({ key: 'durable' });

    expect(insertCommands.map((command) => command.writeConcern)).toEqual([{ w: 1, j: true }]);
  });

  it('when a document breaks a unique key, then its insert fails and nothing is stored', async () => {
    const insert = batchedInserts(Probe, oneByOne);
    await insert({ key: 'same' });

    await expect(insert({ key: 'same' })).rejects.toThrow(/duplicate key/);

    expect(await Probe.countDocuments()).toBe(1);
  });
});

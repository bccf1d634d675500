import mongoose from 'mongoose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { testClient } from '../../../../test/http';
import { durableWriteConcern, durableWriteConcernFor } from '../write-concern';

const api = testClient();
const insertCommands: Record<string, unknown>[] = [];

beforeAll(async () => {
  // Reconnect to this file's database with command monitoring, to see what goes on the wire.
  const { name } = mongoose.connection;
  await mongoose.disconnect();
  await mongoose.connect(inject('databaseUri'), { dbName: name, monitorCommands: true });
  mongoose.connection.getClient().on('commandStarted', (event) => {
    if (event.commandName === 'insert' && event.command.insert === 'contactmessages') {
      insertCommands.push(event.command);
    }
  });
});

describe('durableWriteConcernFor', () => {
  it('when the server is a replica set, then it waits for a journaled majority', () => {
    expect(durableWriteConcernFor({ setName: 'rs0' })).toEqual({ w: 'majority', j: true });
  });

  it.each([[{}], [{ setName: '' }], [{ setName: 5 }]])(
    'when hello is %j, then it waits for the journal of the one server',
    (hello) => {
      expect(durableWriteConcernFor(hello)).toEqual({ w: 1, j: true });
    },
  );
});

describe('durableWriteConcern', () => {
  it('when asked twice on one connection, then the server is asked once', async () => {
    const db = mongoose.connection.db!;

    const first = durableWriteConcern(db);
    const second = durableWriteConcern(db);

    expect(second).toBe(first);
    const hello = await db.admin().command({ hello: 1 });
    expect(await first).toEqual(durableWriteConcernFor(hello));
  });
});

describe('POST /api/contact on the wire', () => {
  it('when a visitor sends the form, then the insert carries the journaled write concern', async () => {
    const hello = await mongoose.connection.db!.admin().command({ hello: 1 });

    const res = await api.post('/api/contact').send({ name: 'Ishaan', course: 'NEET Biology' });

    expect(res.status).toBe(201);
    expect(insertCommands).toHaveLength(1);
    expect(insertCommands[0]!.writeConcern).toEqual(durableWriteConcernFor(hello));
  });
});

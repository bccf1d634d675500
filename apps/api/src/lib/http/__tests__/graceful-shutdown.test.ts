import { request, type Server } from 'node:http';
import { connect } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { drainServer } from '../graceful-shutdown';

let server: Server | undefined;

afterEach(() => {
  server?.closeAllConnections();
});

/** A server whose one route answers only when the test says so. */
async function serverWithSlowRoute() {
  let release!: () => void;
  let entered!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handlerEntered = new Promise<void>((resolve) => (entered = resolve));
  const app = express();
  app.get('/slow', async (_req, res) => {
    entered();
    await released;
    res.json({ finished: true });
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  const { port } = server.address() as { port: number };
  return { port, release, handlerEntered };
}

function get(port: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', path: '/slow', agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('graceful shutdown (SIGTERM in server.ts drains like this)', () => {
  it('when draining starts, then new connections are refused and the request in flight still finishes', async () => {
    const { port, release, handlerEntered } = await serverWithSlowRoute();
    const inFlight = get(port);
    await handlerEntered;

    let drained = false;
    const draining = drainServer(server!).then(() => (drained = true));
    const acceptsNew = await connects(port);
    const drainedBeforeAnswer = drained;
    release();
    const answer = await inFlight;
    await draining;

    expect(acceptsNew).toBe(false);
    expect(drainedBeforeAnswer).toBe(false);
    expect(answer).toEqual({ status: 200, body: '{"finished":true}' });
    expect(drained).toBe(true);
  });
});

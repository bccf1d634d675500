import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import mongoose from 'mongoose';
import { describe, expect, inject, it } from 'vitest';
import { freePort } from '../../src/lib/free-port';

const API_DIR = path.resolve(import.meta.dirname, '../..');
const REPO_ROOT = path.resolve(API_DIR, '../..');
const SECRET = 'production-test-secret-of-at-least-32-chars';
const PUBLIC_ORIGIN = 'https://www.harbour.example';

interface Run {
  code: number | null;
  output: string;
}

/**
 * Starts src/server.ts as production would run it. Resolves when it exits, or, once `ready`
 * appears in its output, after `whileUp` has run and a SIGTERM has stopped it.
 */
function runServer(
  env: Record<string, string>,
  ready?: { text: string; whileUp: () => Promise<void> },
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let started = false;
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready && !started && output.includes(ready.text)) {
        started = true;
        ready.whileUp().then(
          () => child.kill('SIGTERM'),
          (error: unknown) => {
            child.kill('SIGKILL');
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The test run's database server, with a database of its own for one server start. */
function freshDatabaseUri(): { uri: string; name: string } {
  const name = `prod_${randomBytes(5).toString('hex')}`;
  const url = new URL(inject('databaseUri'));
  url.pathname = `/${name}`;
  return { uri: url.toString(), name };
}

describe('production refuses to guess', () => {
  it('when NODE_ENV=production has no MONGODB_URI, then it exits at once naming the variable and starts no database', async () => {
    const run = await runServer({ JWT_SECRET: SECRET, ADMIN_PASSWORD: 'long enough password' });

    expect(run.code).toBe(1);
    expect(run.output).toContain('MONGODB_URI is required when NODE_ENV=production');
    expect(run.output).not.toMatch(/local mongod|No mongod|FerretDB/);
  });

  it('when NODE_ENV=production has no PUBLIC_ORIGIN, then it exits at once naming the variable and starts no database', async () => {
    const run = await runServer({
      JWT_SECRET: SECRET,
      MONGODB_URI: freshDatabaseUri().uri,
      ADMIN_PASSWORD: 'long enough password',
    });

    expect(run.code).toBe(1);
    expect(run.output).toContain('PUBLIC_ORIGIN');
    expect(run.output).toContain('is required when NODE_ENV=production');
    expect(run.output).not.toContain('The site is running');
  });

  it('when no admin exists and ADMIN_PASSWORD is not set, then it exits naming it, and no password is ever printed', async () => {
    const database = freshDatabaseUri();

    const run = await runServer({ JWT_SECRET: SECRET, MONGODB_URI: database.uri, PUBLIC_ORIGIN });

    expect(run.code).toBe(1);
    expect(run.output).toContain('set ADMIN_PASSWORD');
    expect(run.output).not.toMatch(/Admin password|shown once/i);
    const users = mongoose.connection.useDb(database.name).collection('users');
    expect(await users.countDocuments()).toBe(0);
    await mongoose.connection.useDb(database.name).dropDatabase();
  });

  it('when everything is set, then it serves on 127.0.0.1 only (HOST unset) and stops on SIGTERM', async () => {
    const database = freshDatabaseUri();
    const port = await freePort();
    let loopback = false;
    let otherAddress = true;

    const run = await runServer(
      {
        JWT_SECRET: SECRET,
        MONGODB_URI: database.uri,
        ADMIN_PASSWORD: 'long enough password',
        PUBLIC_ORIGIN,
        PORT: String(port),
      },
      {
        text: 'The site is running',
        whileUp: async () => {
          loopback = await accepts('127.0.0.1', port);
          // Any other address of the machine; 127.0.0.2 is one every Linux host has.
          otherAddress = await accepts('127.0.0.2', port);
        },
      },
    );

    expect(run.code).toBe(0);
    expect(loopback).toBe(true);
    expect(otherAddress).toBe(false);
    expect(run.output).not.toContain('long enough password');
    await mongoose.connection.useDb(database.name).dropDatabase();
  });
});

describe('the production dependencies', () => {
  it('when the API is installed without development packages, then it holds one MongoDB driver and no embedded database', async () => {
    const manifest = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).not.toContain('mongodb-memory-server-core');

    // What the image's install (--omit=dev --workspace @tutoring/api) holds.
    const { stdout } = await promisify(execFile)(
      'npm',
      ['ls', 'mongodb', '--omit=dev', '--workspace', '@tutoring/api', '--all', '--json'],
      { cwd: REPO_ROOT },
    );
    const versions = new Set<string>();
    const walk = (node: { version?: string; dependencies?: Record<string, unknown> }) => {
      for (const [name, child] of Object.entries(node.dependencies ?? {})) {
        const dependency = child as { version?: string; dependencies?: Record<string, unknown> };
        if (name === 'mongodb' && dependency.version) versions.add(dependency.version);
        walk(dependency);
      }
    };
    walk(JSON.parse(stdout) as { dependencies?: Record<string, unknown> });
    expect([...versions]).toHaveLength(1);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv, SECRET_VARIABLES } from '../env';

/** Secrets may come from files (Docker and Kubernetes secrets) rather than the environment. */
const folder = mkdtempSync(path.join(os.tmpdir(), 'secret-files-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function secretFile(name: string, content: string): string {
  const file = path.join(folder, name);
  writeFileSync(file, content, { mode: 0o600 });
  return file;
}

const KEY = 'k'.repeat(40);

describe('secrets read from NAME_FILE', () => {
  it('when JWT_SECRET_FILE names a file, then its content is the secret, without the final newline', () => {
    const env = loadEnv({ JWT_SECRET_FILE: secretFile('jwt', `${'j'.repeat(40)}\n`) });
    expect(env.jwtSecret).toBe('j'.repeat(40));
  });

  it('when every secret variable is given as a file, then each is read from it', () => {
    const values: Record<string, string> = {
      MONGODB_URI: 'mongodb://app:hex@db.internal:27017/tutoring',
      JWT_SECRET: 'j'.repeat(40),
      TWO_FACTOR_KEY: KEY,
      TWO_FACTOR_PREVIOUS_KEYS: `${'p'.repeat(40)},${'q'.repeat(40)}`,
      ADMIN_PASSWORD: 'a long admin passphrase here',
      SMTP_URL: 'smtps://user:password@mail.example.edu:465',
      REDIS_URL: 'redis://:password@redis:6379',
      METRICS_TOKEN: 'm'.repeat(24),
    };
    expect([...SECRET_VARIABLES].sort()).toEqual(Object.keys(values).sort());
    const source = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        `${name}_FILE`,
        secretFile(name, `${value}\r\n`),
      ]),
    );
    const env = loadEnv(source);
    expect(env).toMatchObject({
      mongodbUri: values.MONGODB_URI,
      jwtSecret: values.JWT_SECRET,
      twoFactorKey: KEY,
      twoFactorPreviousKeys: ['p'.repeat(40), 'q'.repeat(40)],
      adminPassword: values.ADMIN_PASSWORD,
      smtpUrl: values.SMTP_URL,
      redisUrl: values.REDIS_URL,
      metricsToken: values.METRICS_TOKEN,
    });
  });

  it('when both NAME and NAME_FILE are set, then it refuses to start, naming both', () => {
    const file = secretFile('both', 'm'.repeat(24));
    expect(() => loadEnv({ METRICS_TOKEN: 'm'.repeat(24), METRICS_TOKEN_FILE: file })).toThrow(
      /METRICS_TOKEN_FILE: set METRICS_TOKEN or METRICS_TOKEN_FILE, not both/,
    );
  });

  it('when NAME_FILE names a file that cannot be read, then it refuses to start, naming the variable and the path', () => {
    const missing = path.join(folder, 'missing');
    expect(() => loadEnv({ JWT_SECRET_FILE: missing })).toThrow(
      new RegExp(`JWT_SECRET_FILE: cannot read ${missing}`),
    );
  });

  it("when a file's content breaks the variable's rule, then the message names the variable", () => {
    expect(() => loadEnv({ JWT_SECRET_FILE: secretFile('short', 'short\n') })).toThrow(
      /JWT_SECRET: JWT_SECRET must be at least 32 characters/,
    );
  });
});

describe('TWO_FACTOR_KEY and TWO_FACTOR_PREVIOUS_KEYS', () => {
  it('when they are unset, then there is no seed key of its own and no previous key', () => {
    expect(loadEnv({})).toMatchObject({ twoFactorKey: undefined, twoFactorPreviousKeys: [] });
  });

  it('when TWO_FACTOR_KEY is shorter than 32 characters, then it refuses to start, naming it', () => {
    expect(() => loadEnv({ TWO_FACTOR_KEY: 'short' })).toThrow(
      /TWO_FACTOR_KEY must be at least 32/,
    );
  });

  it('when a previous key is shorter than 32 characters, then it refuses to start, naming the list', () => {
    expect(() => loadEnv({ TWO_FACTOR_PREVIOUS_KEYS: `${KEY}, short` })).toThrow(
      /TWO_FACTOR_PREVIOUS_KEYS/,
    );
  });
});

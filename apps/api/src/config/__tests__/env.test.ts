import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';

describe('loadEnv', () => {
  it('when nothing is set, then the defaults of docs/API.md section 2 apply', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      nodeEnv: 'development',
      port: 4000,
      mongodbUri: undefined,
      jwtSecret: undefined,
      adminEmail: 'admin@example.com',
      adminPassword: undefined,
      corsOrigins: [],
      seedDemo: true,
    });
    expect(env.dataDir.endsWith('.data')).toBe(true);
  });

  it('when NODE_ENV is production without JWT_SECRET, then it refuses to start', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('when JWT_SECRET is shorter than 32 characters, then it refuses to start', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('when production has a long secret, then demo seeding is off by default', () => {
    const env = loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
    expect(env.seedDemo).toBe(false);
  });

  it('when CORS_ORIGIN lists origins, then they are split and trimmed', () => {
    const env = loadEnv({ CORS_ORIGIN: 'https://a.example.com, https://b.example.com ,' });
    expect(env.corsOrigins).toEqual(['https://a.example.com', 'https://b.example.com']);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ MONGODB_URI: 'http://wrong' }, 'MONGODB_URI'],
  ])('when %j is invalid, then the error names %s', (source, name) => {
    expect(() => loadEnv(source)).toThrow(name);
  });

  it('when SEED_DEMO is false, then seeding is off', () => {
    expect(loadEnv({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('when variables are set but empty, then their defaults apply', () => {
    const env = loadEnv({
      PORT: '',
      ADMIN_EMAIL: '',
      LOG_LEVEL: '',
      DATA_DIR: '',
      NODE_ENV: '',
      MONGODB_URI: '',
    });
    expect(env).toMatchObject({
      port: 4000,
      adminEmail: 'admin@example.com',
      logLevel: 'info',
      nodeEnv: 'development',
    });
  });

  it('when REDIS_URL is set, then it is passed on for shared limits and cache invalidation', () => {
    expect(loadEnv({ REDIS_URL: 'redis://redis:6379' }).redisUrl).toBe('redis://redis:6379');
    expect(loadEnv({ REDIS_URL: '' }).redisUrl).toBeUndefined();
  });

  it('when REDIS_URL is not a redis URL, then it refuses to start', () => {
    expect(() => loadEnv({ REDIS_URL: 'http://redis:6379' })).toThrow(/REDIS_URL/);
  });
});

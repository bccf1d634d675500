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

  it('when production has a long secret and a database, then demo seeding is off by default', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      MONGODB_URI: 'mongodb://db.internal:27017/tutoring',
      PUBLIC_ORIGIN: 'https://www.example.edu',
    });
    expect(env.seedDemo).toBe(false);
  });

  it('when NODE_ENV is production without PUBLIC_ORIGIN, then it refuses to start, naming it', () => {
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        MONGODB_URI: 'mongodb://db.internal:27017/tutoring',
      }),
    ).toThrow(/PUBLIC_ORIGIN .*is required when NODE_ENV=production/);
  });

  it('when NODE_ENV is production without MONGODB_URI, then it refuses to start, naming it', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) })).toThrow(
      /MONGODB_URI is required when NODE_ENV=production/,
    );
  });

  it('when nothing says otherwise, then the API listens on loopback and trusts no proxy', () => {
    expect(loadEnv({})).toMatchObject({ host: '127.0.0.1', trustProxy: false });
    expect(loadEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('when TRUST_PROXY lists names, addresses and ranges, then they are kept in order', () => {
    const env = loadEnv({ TRUST_PROXY: 'loopback, 172.30.60.0/24 ,10.0.0.5, fd00::/8' });
    expect(env.trustProxy).toEqual(['loopback', '172.30.60.0/24', '10.0.0.5', 'fd00::/8']);
  });

  it.each(['true', '1', '2', 'nginx', '10.0.0.0/33', '10.0.0.0/8/1'])(
    'when TRUST_PROXY is %j, then it refuses to start, naming TRUST_PROXY',
    (value) => {
      expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );

  it('when PUBLIC_ORIGIN is an origin, then it is kept without a trailing slash', () => {
    expect(loadEnv({ PUBLIC_ORIGIN: 'https://www.Example.edu/' }).publicOrigin).toBe(
      'https://www.example.edu',
    );
    expect(loadEnv({}).publicOrigin).toBeUndefined();
  });

  it.each(['www.example.edu', 'ftp://example.edu', 'https://example.edu/site', 'https://a@b.c'])(
    'when PUBLIC_ORIGIN is %j, then it refuses to start, naming PUBLIC_ORIGIN',
    (value) => {
      expect(() => loadEnv({ PUBLIC_ORIGIN: value })).toThrow(/PUBLIC_ORIGIN/);
    },
  );

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

  it.each(['mongodb://:@mongo:27017/tutoring', 'mongodb://tutoring:@mongo:27017/tutoring'])(
    'when MONGODB_URI %j has an empty user name or password, then it refuses to start, naming the compose credentials',
    (uri) => {
      expect(() => loadEnv({ MONGODB_URI: uri })).toThrow(
        /MONGODB_URI: .*empty user name or password.*MONGO_APP_USERNAME and MONGO_APP_PASSWORD/,
      );
    },
  );
});

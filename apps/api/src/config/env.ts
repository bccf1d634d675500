import path from 'node:path';
import { LIMITS, siteSettingsInputSchema } from '@tutoring/shared';
import { z } from 'zod';
import { findRepoRoot } from '../lib/paths';
import { readSecretFiles } from './secret-files';
import { parseTrustedProxies } from './trusted-proxies';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

const siteFields = siteSettingsInputSchema.shape;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The site's public origin: scheme and host (and port), nothing after; normalized by URL. */
function toOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username;
    return /^https?:$/.test(url.protocol) && bare ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Each may be given as NAME_FILE instead: a path to read it from (config/secret-files.ts). */
export const SECRET_VARIABLES = [
  'MONGODB_URI',
  'JWT_SECRET',
  'TWO_FACTOR_KEY',
  'TWO_FACTOR_PREVIOUS_KEYS',
  'ADMIN_PASSWORD',
  'SMTP_URL',
  'REDIS_URL',
  'METRICS_TOKEN',
] as const;

const KEY_LENGTH = 32;

/** A comma-separated list of keys, each at least KEY_LENGTH characters. */
const keyList = (name: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const keys = (value ?? '')
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean);
      if (keys.some((key) => key.length < KEY_LENGTH)) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} is a comma-separated list of keys of at least ${KEY_LENGTH} characters each.`,
        });
      }
      return keys;
    });

const EMPTY_CREDENTIALS =
  'MONGODB_URI has an empty user name or password (docker compose: set MONGO_APP_USERNAME and MONGO_APP_PASSWORD in .env).';

const PUBLIC_ORIGIN_MESSAGE =
  'PUBLIC_ORIGIN must be the origin visitors use, such as https://www.example.edu (no path).';

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyAsUndefined,
      z.enum(['development', 'production', 'test']).default('development'),
    ),
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(4000)),
    // Loopback only unless said otherwise: a container sets 0.0.0.0 for its network.
    HOST: z.preprocess(emptyAsUndefined, z.string().trim().min(1).default('127.0.0.1')),
    TRUST_PROXY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .optional()
        .transform((value, ctx) => {
          const parsed = parseTrustedProxies(value);
          if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed });
          return typeof parsed === 'string' ? false : parsed;
        }),
    ),
    PUBLIC_ORIGIN: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .optional()
        .transform((value, ctx) => {
          if (value === undefined) return undefined;
          const origin = toOrigin(value);
          if (!origin) ctx.addIssue({ code: 'custom', message: PUBLIC_ORIGIN_MESSAGE });
          return origin;
        }),
    ),
    MONGODB_URI: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .startsWith('mongodb')
        // The compose stack builds it from MONGO_APP_*: left empty, they would otherwise end
        // in the driver's "empty userinfo" with nothing naming them.
        .refine((uri) => !/^mongodb(\+srv)?:\/\/([^:@/]*:)?@/.test(uri), EMPTY_CREDENTIALS)
        .optional(),
    ),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('.data')),
    JWT_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'JWT_SECRET must be at least 32 characters.').optional(),
    ),
    // Seals staff's second-factor seeds; unset = JWT_SECRET, as before it existed. Previous
    // keys (an older TWO_FACTOR_KEY) still open seeds, which the start seals again.
    TWO_FACTOR_KEY: z.preprocess(
      emptyAsUndefined,
      z.string().min(KEY_LENGTH, 'TWO_FACTOR_KEY must be at least 32 characters.').optional(),
    ),
    TWO_FACTOR_PREVIOUS_KEYS: z.preprocess(emptyAsUndefined, keyList('TWO_FACTOR_PREVIOUS_KEYS')),
    ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().default('admin@example.com')),
    ADMIN_PASSWORD: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .min(
          LIMITS.passwordMinLength,
          `ADMIN_PASSWORD must be at least ${LIMITS.passwordMinLength} characters.`,
        )
        .optional(),
    ),
    CORS_ORIGIN: z.preprocess(emptyAsUndefined, z.string().optional()),
    REDIS_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://.')
        .optional(),
    ),
    SEED_DEMO: z.preprocess(emptyAsUndefined, booleanText.optional()),
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://.')
        .optional(),
    ),
    MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().min(3).optional()),
    // A restore drill's copy of production sends nothing, whatever an admin resumes.
    OUTBOX_PAUSED: z.preprocess(emptyAsUndefined, booleanText.optional()),
    IMAGE_IMPORT_ALLOW_HOSTS: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(
          /^\s*[\w.-]+:\d+\s*(,\s*[\w.-]+:\d+\s*)*$/,
          'IMAGE_IMPORT_ALLOW_HOSTS is a comma-separated list of host:port pairs.',
        )
        .optional(),
    ),
    // The institute's first settings (after that, Admin → Settings → Site decides), checked by
    // the same rules as the settings form.
    SITE_NAME: z.preprocess(emptyAsUndefined, siteFields.name.optional()),
    SITE_EMAIL: z.preprocess(emptyAsUndefined, siteFields.email.optional()),
    SITE_PHONE: z.preprocess(emptyAsUndefined, siteFields.whatsapp.optional()),
    SITE_WHATSAPP: z.preprocess(emptyAsUndefined, siteFields.whatsapp.optional()),
    // A scraper's bearer token for GET /api/metrics; long enough not to be guessed.
    METRICS_TOKEN: z.preprocess(
      emptyAsUndefined,
      z.string().min(16, 'METRICS_TOKEN must be at least 16 characters.').optional(),
    ),
    // `npm run backup` and `npm run restore` (docs/OPERATIONS.md, "Backups").
    BACKUP_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
    BACKUP_AGE_RECIPIENT: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^age1[0-9a-z]+$/, 'BACKUP_AGE_RECIPIENT is an age public key (age1…).')
        .optional(),
    ),
    BACKUP_AGE_IDENTITY_FILE: z.preprocess(emptyAsUndefined, z.string().optional()),
    // After each backup: the newest of so many days and ISO weeks stay, in BACKUP_DIR and in
    // BACKUP_COPY_DIR (an off-host disk mounted here). One daily at least: the one just made.
    BACKUP_KEEP_DAILY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(7)),
    BACKUP_KEEP_WEEKLY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(4)),
    BACKUP_COPY_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'JWT_SECRET (at least 32 characters) is required when NODE_ENV=production.',
      });
    }
    // Production never starts a database of its own (docs/API.md section 3): the embedded
    // launcher and mongodb-memory-server are development tools, absent from the image.
    if (env.NODE_ENV === 'production' && !env.MONGODB_URI) {
      ctx.addIssue({
        code: 'custom',
        path: ['MONGODB_URI'],
        message:
          'MONGODB_URI is required when NODE_ENV=production (the embedded database is for development only).',
      });
    }
    // Every link in mail starts with it (docs/API.md section 7): without it a deployment
    // would have no origin of its own to put there, and a request's Host is the attacker's.
    if (env.NODE_ENV === 'production' && !env.PUBLIC_ORIGIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_ORIGIN'],
        message:
          'PUBLIC_ORIGIN (such as https://www.example.edu) is required when NODE_ENV=production: every link in mail starts with it.',
      });
    }
  });

export type Env = ReturnType<typeof loadEnv>;

/**
 * Parses the environment once; the only reader of the API's configuration in process.env (the
 * database launcher's MONGOMS_* are mongodb-memory-server's own, docs/API.md section 2).
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env) {
  const { values, problems: unreadable } = readSecretFiles(source, SECRET_VARIABLES);
  const result = envSchema.safeParse(values);
  const problems = [
    ...unreadable,
    ...(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []),
  ];
  if (!result.success || problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  const env = result.data;
  const isProduction = env.NODE_ENV === 'production';
  return {
    nodeEnv: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY,
    publicOrigin: env.PUBLIC_ORIGIN,
    mongodbUri: env.MONGODB_URI,
    dataDir: path.resolve(findRepoRoot(), env.DATA_DIR),
    jwtSecret: env.JWT_SECRET,
    twoFactorKey: env.TWO_FACTOR_KEY,
    twoFactorPreviousKeys: env.TWO_FACTOR_PREVIOUS_KEYS,
    adminEmail: env.ADMIN_EMAIL.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD,
    corsOrigins: (env.CORS_ORIGIN ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    redisUrl: env.REDIS_URL,
    seedDemo: env.SEED_DEMO ?? !isProduction,
    smtpUrl: env.SMTP_URL,
    // The sender a mail server sees; set it to an address of the institute's own domain.
    mailFrom:
      env.MAIL_FROM ??
      `no-reply@${env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).hostname : 'localhost'}`,
    outboxPaused: env.OUTBOX_PAUSED ?? false,
    imageImportAllowHosts: (env.IMAGE_IMPORT_ALLOW_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
    site: {
      name: env.SITE_NAME,
      email: env.SITE_EMAIL,
      phone: env.SITE_PHONE,
      whatsapp: env.SITE_WHATSAPP,
    },
    metricsToken: env.METRICS_TOKEN,
    backup: {
      dir: path.resolve(findRepoRoot(), env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups')),
      ageRecipient: env.BACKUP_AGE_RECIPIENT,
      ageIdentityFile: env.BACKUP_AGE_IDENTITY_FILE,
      keep: { daily: env.BACKUP_KEEP_DAILY, weekly: env.BACKUP_KEEP_WEEKLY },
      copyDir: env.BACKUP_COPY_DIR && path.resolve(findRepoRoot(), env.BACKUP_COPY_DIR),
    },
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}

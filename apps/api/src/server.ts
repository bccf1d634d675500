import path from 'node:path';
import { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import { closeApp, createApp, siteListener } from './app';
import { loadEnv } from './config/env';
import { connectDatabase, disconnectDatabase } from './lib/db/connect';
import { startDatabase, type Database } from './lib/db/launcher';
import { announceWhileRunning } from './lib/db/running-database';
import { drainServer } from './lib/http/graceful-shutdown';
import { createLogger } from './lib/logger';
import { findRepoRoot } from './lib/paths';
import { migrateDatabase } from './migrations';
import { readOrCreateDevSecret } from './lib/secrets';
import { twoFactorKeysFrom } from './modules/two-factor/seed-keys';
import { resealAtStart } from './modules/two-factor/seed-resealing';
import { bootstrapAdmin } from './modules/users/bootstrap-admin';
import { startOutboxWorker, type OutboxWorker } from './modules/outbox/outbox-worker';
import { seedDemoContent } from './modules/seed/seed-demo';
import { seedSiteSettings } from './modules/site-settings/site-settings.seed';

const SHUTDOWN_GRACE_MS = 10_000;
/** Released files wait 30 days, so an hour's delay in removing them costs nothing. */
const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger(env.logLevel);
  const say = (message: string) => console.log(message);
  const jwtSecret = env.jwtSecret ?? readOrCreateDevSecret(env.dataDir);
  const twoFactorKeys = twoFactorKeysFrom({
    twoFactorKey: env.twoFactorKey,
    previousKeys: env.twoFactorPreviousKeys,
    jwtSecret,
  });

  const database = announceWhileRunning(
    await startDatabase({ mongodbUri: env.mongodbUri, dataDir: env.dataDir, log: say }),
    env.dataDir,
  );
  // Shutdown can start before the server listens, so it reads the server through this holder.
  const running: { server?: Server; app?: Express; outbox?: OutboxWorker } = {};
  registerShutdown(running, database, logger);

  await connectDatabase(database.uri, 'tutoring');
  // Stored documents are brought to this release's shape before anything reads them.
  const migrated = await migrateDatabase(logger);
  if (migrated.length) logger.info({ migrated }, 'database migrated');
  // Seeds an older key sealed move to the current one, so that key can be retired.
  await resealAtStart(twoFactorKeys, logger, {
    keyMissing: env.isProduction && !env.twoFactorKey,
  });
  // Production never generates a password: it would end up in the container's logs.
  const admin = await bootstrapAdmin(env.adminEmail, env.adminPassword, logger, {
    mayGenerate: !env.isProduction,
  });
  await seedSiteSettings(env.site, env.seedDemo, logger);
  if (env.seedDemo) await seedDemoContent(logger);
  // Production requires PUBLIC_ORIGIN (config/env.ts); in development links in mail point at
  // this server itself, never at whatever Host a request names.
  const publicOrigin = env.publicOrigin ?? localUrl(env.host, env.port);

  running.outbox = startOutboxWorker({
    smtpUrl: env.smtpUrl,
    from: env.mailFrom,
    paused: env.outboxPaused,
    logger,
  });
  const app = (running.app = createApp({
    jwtSecret,
    twoFactorKeys,
    corsOrigins: env.corsOrigins,
    trustProxy: env.trustProxy,
    publicOrigin,
    imageImportAllowHosts: env.imageImportAllowHosts,
    mailServerConfigured: Boolean(env.smtpUrl),
    outboxPaused: env.outboxPaused,
    redisUrl: env.redisUrl,
    metricsToken: env.metricsToken,
    housekeepingEveryMs: HOUSEKEEPING_EVERY_MS,
    webDistDir: path.join(findRepoRoot(), 'apps', 'web', 'dist'),
    appRenderModule: path.join(findRepoRoot(), 'apps', 'web', 'dist-ssr', 'render-page.js'),
    logger,
  }));
  // Kept public answers go out in front of the app (lib/cache/kept-answers-first.ts).
  running.server = createServer(siteListener(app)).listen(env.port, env.host, () => {
    say(`\nThe site is running at ${publicOrigin}`);
    say(`Admin e-mail: ${admin.email}`);
    if (admin.generatedPassword)
      say(`Admin password (shown once, keep it): ${admin.generatedPassword}`);
    say('Press Ctrl-C to stop.\n');
  });
}

/** Where a browser on this machine finds the server (HOST is loopback unless set). */
function localUrl(host: string, port: number): string {
  const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(host);
  return `http://${local ? 'localhost' : host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Stop accepting, let requests in flight finish, close the database, exit within 10 s. */
function registerShutdown(
  running: { server?: Server; app?: Express; outbox?: OutboxWorker },
  database: Database,
  logger: ReturnType<typeof createLogger>,
): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    if (running.server) await drainServer(running.server);
    if (running.app) await closeApp(running.app);
    await running.outbox?.stop();
    await disconnectDatabase().catch(() => undefined);
    await database.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

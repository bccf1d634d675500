import { existsSync } from 'node:fs';
import path from 'node:path';
import cors from 'cors';
import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import { readAuth } from './lib/auth/authenticate';
import { errorHandler, unknownApiRoute } from './lib/http/error-handler';
import { securityHeaders } from './lib/http/security-headers';
import type { RateLimitSettings } from './lib/http/rate-limits';
import { createLogger, type Logger } from './lib/logger';
import { createApiRouter } from './routes';

export interface AppConfig {
  jwtSecret: string;
  corsOrigins?: string[];
  /** The built SPA to serve for every non-API path; omitted in tests and in dev. */
  webDistDir?: string | undefined;
  logger?: Logger;
  /** Tests raise or lower these; production uses DEFAULT_RATE_LIMITS. */
  rateLimits?: Partial<RateLimitSettings>;
}

/** Builds the whole HTTP app without listening, so tests drive it through supertest. */
export function createApp(config: AppConfig): Express {
  const logger = config.logger ?? createLogger('silent');
  const app = express();
  app.disable('x-powered-by');
  // Exactly one proxy (nginx or a load balancer) sits in front in production.
  app.set('trust proxy', 1);

  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => req.url === '/api/health' } }));
  app.use(securityHeaders());
  // Same origin only unless CORS_ORIGIN lists others.
  app.use('/api', cors({ origin: config.corsOrigins?.length ? config.corsOrigins : false }));
  // Team members may carry inline data-URL photos (2 MB images are ~2.8 MB as base64); the
  // team service stores them as files. express.json skips bodies already parsed, so this
  // larger limit applies to /api/team only.
  app.use('/api/team', express.json({ limit: '4mb' }));
  app.use('/api', express.json({ limit: '100kb' }));
  app.use('/api', readAuth(config.jwtSecret));
  app.use('/api', createApiRouter(config));
  app.use('/api', unknownApiRoute);

  if (config.webDistDir && existsSync(config.webDistDir)) serveSpa(app, config.webDistDir);

  app.use(errorHandler);
  return app;
}

function serveSpa(app: Express, distDir: string): void {
  // Vite fingerprints everything under assets/, so those can be cached for a year.
  app.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y' }),
  );
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  const indexHtml = path.join(distDir, 'index.html');
  app.get(/^(?!\/api\/).*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}

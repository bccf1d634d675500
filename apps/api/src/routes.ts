import { Router } from 'express';
import type { AppConfig } from './app';
import { createAuthRouter } from './modules/auth/auth.router';
import { createDocsRouter } from './modules/docs/docs.router';
import { createHealthRouter } from './modules/health/health.router';

/** Every module's router, mounted under /api by createApp(). */
export function createApiRouter(config: AppConfig): Router {
  const api = Router();
  api.use(createHealthRouter());
  api.use(createDocsRouter());
  api.use('/auth', createAuthRouter(config.jwtSecret));
  return api;
}

import { Router } from 'express';
import type { AppConfig } from './app';
import { createAuthRouter } from './modules/auth/auth.router';
import { createDocsRouter } from './modules/docs/docs.router';
import { createFilesRouter } from './modules/files/files.router';
import { createUploadsRouter } from './modules/files/uploads.router';
import { createHealthRouter } from './modules/health/health.router';
import { createTeamRouter } from './modules/team/team.router';

/** Every module's router, mounted under /api by createApp(). */
export function createApiRouter(config: AppConfig): Router {
  const api = Router();
  api.use(createHealthRouter());
  api.use(createDocsRouter());
  api.use('/auth', createAuthRouter(config.jwtSecret));
  api.use('/uploads', createUploadsRouter());
  api.use('/files', createFilesRouter());
  api.use('/team', createTeamRouter());
  return api;
}

import { Router } from 'express';
import type { AppConfig } from './app';
import { createRateLimiters } from './lib/http/rate-limits';
import { createAboutContentRouter } from './modules/about-content/about-content.router';
import { auditWrites } from './modules/audit/audit-writes';
import { createAuditRouter } from './modules/audit/audit.router';
import { createAuthRouter } from './modules/auth/auth.router';
import { createContactRouter } from './modules/contact/contact.router';
import { createCourseDetailsRouter } from './modules/course-details/course-details.router';
import { createCoursesV1Router } from './modules/courses-v1/courses-v1.router';
import { createCoursesV2Router } from './modules/courses-v2/courses-v2.router';
import { createDocsRouter } from './modules/docs/docs.router';
import { createFilesRouter } from './modules/files/files.router';
import { createUploadsRouter } from './modules/files/uploads.router';
import { createHealthRouter } from './modules/health/health.router';
import { createResourcesRouter } from './modules/resources/resources.router';
import { createStatsRouter } from './modules/stats/stats.router';
import { createTeamRouter } from './modules/team/team.router';
import { createTestimoniesRouter } from './modules/testimonies/testimonies.router';

/** Every module's router, mounted under /api by createApp(). */
export function createApiRouter(config: AppConfig): Router {
  const api = Router();
  // Limits sit on the exact routes, so any spelling Express routes to a handler is counted.
  const limiters = createRateLimiters(config.rateLimits);
  api.post('/auth/login', limiters.login);
  api.post('/auth/register', limiters.register);
  api.post('/contact', limiters.contact);
  api.use(createHealthRouter());
  api.use(createDocsRouter());
  api.use('/auth', createAuthRouter(config.jwtSecret));
  // auditWrites(entity) beside each router that takes admin writes records them in the audit
  // trail after they succeed (GET /audit); it never delays or fails the write.
  api.use('/uploads', auditWrites('file'), createUploadsRouter());
  api.use('/files', createFilesRouter());
  api.use('/team', auditWrites('team-member'), createTeamRouter());
  api.use('/courses/:courseId/details', auditWrites('course-details'), createCourseDetailsRouter());
  api.use('/courses', auditWrites('course'), createCoursesV1Router());
  api.use('/coursesv2', auditWrites('course-v2'), createCoursesV2Router());
  api.use('/resources', auditWrites('resource'), createResourcesRouter());
  api.use('/testimonies', auditWrites('testimony'), createTestimoniesRouter());
  api.use('/content', auditWrites('about-content'), createAboutContentRouter());
  api.use('/contact', auditWrites('contact-message'), createContactRouter());
  api.use('/stats', createStatsRouter());
  api.use('/audit', createAuditRouter());
  return api;
}

/**
 * `@tutoring/shared/plain`: the plain data of the shared package — constants, screen paths,
 * endpoints, image widths, roles, themes, time zones — and nothing that loads zod. The public
 * pages' first JavaScript imports only this entry (a lint rule holds every file on that path
 * to it), so the zod-free boundary is in what is imported, not in what a bundler can drop.
 * `@tutoring/shared` (index.ts) is the whole surface: this, plus the schemas and collections.
 */
export * from './constants';
export * from './themes';
export * from './files/image-widths';
export * from './files/upload-types';
export * from './users/roles';
export * from './users/access';
export * from './screens';
export * from './admin-screens';
export * from './screen-links';
export * from './contact/empty-lead';
export * from './courses-v1/courses-v1.endpoint';
export * from './courses-v2/courses-v2.endpoint';
export * from './courses-v2/featured-first';
export * from './course-details/course-details.endpoint';
export * from './resources/resources.endpoint';
export * from './team/team.endpoint';
export * from './team/direct-image-url';
export * from './testimonies/testimonies.endpoint';
export * from './contact/contact.endpoint';
export * from './about-content/about-content.endpoint';
export * from './site-settings/site-settings.endpoint';
export * from './site-settings/inline-settings';
export * from './users/auth.endpoint';
export * from './audit/audit.endpoint';
export * from './stats/stats.endpoint';
export * from './files/files.endpoint';
export * from './outbox/outbox.endpoint';
export * from './bookings/bookings.endpoint';
export * from './batches/batches.endpoint';
export * from './batches/enrolments.endpoint';
export * from './courses-v1/courses-v1.facts';
export * from './courses-v2/courses-v2.facts';
export * from './course-details/course-details.facts';
export * from './resources/resources.facts';
export * from './team/team.facts';
export * from './testimonies/testimonies.facts';
export * from './contact/contact.facts';
export * from './about-content/about-content.facts';
export * from './site-settings/site-settings.facts';
export * from './common/collection-facts';
export * from './facts';
export * from './bookings/zoned-time';
export * from './bookings/readable-time';
export * from './site-settings/money';
export * from './site-settings/money-pattern';
export * from './home-content/home-content.endpoint';
export * from './home-content/home-content.facts';
export * from './home-content/home-content.defaults';
export * from './legal-pages/legal-pages.endpoint';
export * from './legal-pages/legal-pages.facts';
export * from './legal-pages/legal-pages.defaults';
export * from './markdown/markdown-as-plain-text';
export * from './common/video-player';
export * from './family/family.endpoint';

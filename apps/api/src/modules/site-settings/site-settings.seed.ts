import type { SiteSettingsInput } from '@tutoring/shared';
import type { Logger } from '../../lib/logger';
import { demoCoursePicture } from '../files/demo-pictures';
import { SiteSettingsModel } from './site-settings.model';
import { siteSettingsStore } from './site-settings.store';

/** What the environment may say about the institute (SITE_NAME, SITE_EMAIL, …). */
export interface SiteSeed {
  name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  whatsapp?: string | undefined;
}

/** The demo institute of a fresh development install: believable, and obviously an example. */
export function demoSiteSettings(): SiteSettingsInput {
  return {
    name: 'Summit Tutoring Institute',
    tagline: 'One-on-one and small-group live coaching for IB, IGCSE, CBSE, AP, SAT, JEE and NEET.',
    email: 'hello@example.com',
    phones: ['+1 555 010 0100'],
    whatsapp: '+1 555 010 0101',
    address: '12 Example Street, Springfield',
    hours: 'Monday to Saturday, 9:00 to 19:00',
  };
}

function fromEnvironment({ name, email, phone, whatsapp }: SiteSeed): SiteSettingsInput {
  return {
    ...(name ? { name } : {}),
    ...(email ? { email } : {}),
    ...(phone ? { phones: [phone] } : {}),
    ...(whatsapp ? { whatsapp } : {}),
  } as SiteSettingsInput;
}

/**
 * The first settings document, once: the environment's values over the demo institute's (when
 * demo content is wanted). After that the admin's word stands and the environment is ignored.
 * Without a name from either, nothing is stored and the operator is told what to set.
 */
export async function seedSiteSettings(seed: SiteSeed, withDemo: boolean, logger: Logger) {
  if (await SiteSettingsModel.exists({})) return;
  // The demo institute's link previews show a picture of their own (made, not fetched).
  const demo = withDemo ? { ...demoSiteSettings(), shareImage: await demoCoursePicture(5) } : {};
  const first = { ...demo, ...fromEnvironment(seed) };
  if (!first.name) {
    logger.warn('No institute name yet: set SITE_NAME, or Admin → Settings → Site.');
    return;
  }
  await siteSettingsStore.replace(first);
  logger.info({ name: first.name }, 'site settings created');
}

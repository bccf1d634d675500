import { siteSettingsCollection } from '@tutoring/shared';
import { createSingletonStore } from '../../lib/collection/singleton-store';
import { SITE_SETTINGS_ID, SiteSettingsModel } from './site-settings.model';

export const siteSettingsStore = createSingletonStore(siteSettingsCollection, {
  model: SiteSettingsModel,
  id: SITE_SETTINGS_ID,
});

import { siteSettingsCollection } from '@tutoring/shared';
import { createSingletonStore } from '../../lib/collection/singleton-store';
import { storesPictures } from '../files/image-fields';
import { SITE_SETTINGS_ID, SiteSettingsModel } from './site-settings.model';

export const siteSettingsStore = createSingletonStore(siteSettingsCollection, {
  model: SiteSettingsModel,
  id: SITE_SETTINGS_ID,
  prepare: storesPictures(['logo', 'shareImage']),
});
